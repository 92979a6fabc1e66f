"""Spins stated in rpm: a centrifuge converts rpm to x g only with the rotor radius the
registry records for it (RCF = 1.118e-5 * r_cm * rpm^2); without one the plan asks."""

from __future__ import annotations

from bioproagent.intent.clauses import Clause
from bioproagent.registry.loader import Registry

RCF_PER_RPM2_CM = 1.118e-5
"""RCF (x g) = 1.118e-5 * rotor radius (cm) * rpm^2."""


def rotor_radius_cm(registry: Registry, device: str) -> float | None:
    """The rotor radius a centrifuge records in the registry (``rotor_radius_cm``), if any."""
    inst = registry.instrument(device)
    if inst is None:
        return None
    value = inst.data.get("rotor_radius_cm")
    return float(value) if isinstance(value, int | float) and value > 0 else None


def rpm_centrifuges(clause: Clause, registry: Registry) -> list[str]:
    """The centrifuges a spin stated in rpm could run on: the one the clause names, else
    every instrument that spins."""
    named = clause.named_instrument
    if named is not None and named.instrument_id:
        return [named.instrument_id]
    return [i.id for i in registry.instruments.values() if "spin" in i.operations]


def rpm_to_rcf(rpm: float, radius_cm: float) -> float:
    """Relative centrifugal force (x g) of ``rpm`` on a rotor of ``radius_cm``."""
    return RCF_PER_RPM2_CM * radius_cm * rpm * rpm
