"""Finding and loading the hardware registry (built-in set plus user directories).

Where the built-in registry is looked for, in order: the ``BIOPROAGENT_BUILTIN_REGISTRY``
environment variable, the copy packaged inside an installed wheel, and the
``hardware_registry/`` folder of a source checkout. User directories (``--registry DIR``
or ``BIOPROAGENT_REGISTRY``, several joined with the path separator) are layered on top:
a user file with the same id replaces the built-in one, provided it keeps every built-in
limit at least as strict (see :mod:`bioproagent.registry.layering`).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from bioproagent.errors import RegistryError
from bioproagent.registry.layering import instrument_loosenings, labware_loosenings
from bioproagent.registry.model import Instrument, LabwareType
from bioproagent.registry.validation import (
    RegistryProblem,
    classify,
    cross_file_problems,
    read_json,
    validate_file,
)
from bioproagent.textutil import nearest

USER_REGISTRY_ENV = "BIOPROAGENT_REGISTRY"
BUILTIN_REGISTRY_ENV = "BIOPROAGENT_BUILTIN_REGISTRY"


def builtin_registry_dir() -> Path:
    """Directory of the built-in registry (see the module docstring for the search order)."""
    override = os.environ.get(BUILTIN_REGISTRY_ENV)
    candidates = [Path(override)] if override else []
    package_dir = Path(__file__).resolve().parent.parent
    candidates += [
        package_dir / "_data" / "hardware_registry",
        package_dir.parent / "hardware_registry",
    ]
    for candidate in candidates:
        if (candidate / "schema" / "instrument.schema.json").is_file():
            return candidate
    raise RegistryError(
        "built-in hardware registry not found; looked in "
        + ", ".join(str(c) for c in candidates)
        + f". Reinstall bioproagent or set {BUILTIN_REGISTRY_ENV} to a hardware_registry folder."
    )


def registry_files(directory: Path) -> list[Path]:
    """JSON files of a registry directory (instruments/, labware/ and loose files)."""
    files = sorted(directory.glob("*.json"))
    for sub in ("instruments", "labware"):
        files += sorted((directory / sub).glob("*.json"))
    return files


def user_registry_dirs(explicit: Sequence[str | Path] | None = None) -> list[Path]:
    """User directories from the argument, else from ``BIOPROAGENT_REGISTRY``."""
    if explicit:
        return [Path(p) for p in explicit]
    env = os.environ.get(USER_REGISTRY_ENV, "")
    return [Path(p) for p in env.split(os.pathsep) if p.strip()]


@dataclass(frozen=True, eq=False)
class Registry:
    """All instruments and labware types in force, after layering."""

    instruments: Mapping[str, Instrument]
    labware: Mapping[str, LabwareType]
    directories: tuple[Path, ...] = field(default=())
    overrides: tuple[str, ...] = field(default=())
    """Layering accepted only because of ``allow_override`` (duplicate ids, loosened
    built-in limits); results list them in their provenance."""

    def instrument(self, instrument_id: str) -> Instrument | None:
        return self.instruments.get(instrument_id)

    def labware_type(self, labware_id: str) -> LabwareType | None:
        return self.labware.get(labware_id)

    def by_category(self, category: str) -> list[Instrument]:
        return [i for i in self.instruments.values() if i.category == category]

    def by_resource_id(self, resource_id: int) -> Instrument | None:
        """Instrument mapped to a public ProAgent ``resourceId``, if any."""
        for inst in self.instruments.values():
            if inst.proagent_resource_id == resource_id:
                return inst
        return None

    def nearest_instruments(self, name: str, n: int = 3) -> list[str]:
        """Closest instrument ids to a misspelt or invented one."""
        return nearest(name, self.instruments, n)

    def nearest_labware(self, name: str, n: int = 3) -> list[str]:
        """Closest labware type ids to a misspelt or invented one."""
        return nearest(name, self.labware, n)


Found = dict[str, tuple[str, dict[str, Any]]]
"""id -> (file, parsed data) of the files that passed their own checks."""


def read_registry_files(
    files: Iterable[Path], instruments: Found, labware: Found
) -> list[RegistryProblem]:
    """Parse and validate files into ``instruments`` / ``labware`` (later files override;
    two of ``files`` with the same id are a ``duplicate-id`` problem)."""
    problems: list[RegistryProblem] = []
    seen: dict[str, str] = {}
    for path in files:
        data, problem = read_json(path)
        if problem:
            problems.append(problem)
            continue
        kind = classify(path, data)
        file_problems = validate_file(path, data, kind)
        problems.extend(file_problems)
        if not file_problems:
            target = instruments if kind == "instrument" else labware
            key = f"{kind}:{data['id']}"
            if key in seen:
                problems.append(_duplicate(path, data["id"], seen[key]))
            seen[key] = str(path)
            target[data["id"]] = (str(path), data)
    return problems


def _duplicate(path: Path | str, item_id: str, other: str) -> RegistryProblem:
    return RegistryProblem(
        str(path),
        "/id",
        "duplicate-id",
        f"id '{item_id}' is also defined in {other}; keep one file per id (or pass "
        "--allow-override to let the later file win, listed in every result)",
    )


@dataclass
class _Layered:
    instruments: Found = field(default_factory=dict)
    labware: Found = field(default_factory=dict)
    problems: list[RegistryProblem] = field(default_factory=list)
    overrides: list[str] = field(default_factory=list)
    """Layering findings accepted because of ``allow_override``."""


def _collect(
    directories: Sequence[Path], allow_override: bool = False, builtin: Path | None = None
) -> _Layered:
    out = _Layered()
    origin: dict[str, Path] = {}  # "kind:id" -> directory it came from
    for directory in directories:
        if not directory.is_dir():
            out.problems.append(
                RegistryProblem(str(directory), "", "directory", "registry directory not found")
            )
            continue
        layer_i: Found = {}
        layer_l: Found = {}
        found = read_registry_files(registry_files(directory), layer_i, layer_l)
        for problem in found:
            if problem.rule == "duplicate-id" and allow_override:
                out.overrides.append(str(problem))
            else:
                out.problems.append(problem)
        for kind, layer, merged in (
            ("instrument", layer_i, out.instruments),
            ("labware", layer_l, out.labware),
        ):
            for item_id, (file, data) in layer.items():
                key = f"{kind}:{item_id}"
                if item_id in merged:
                    _layer_over(
                        out,
                        kind,
                        merged[item_id],
                        (file, data),
                        origin[key],
                        builtin,
                        allow_override,
                    )
                merged[item_id] = (file, data)
                origin[key] = directory
    return out


def _layer_over(
    out: _Layered,
    kind: str,
    below: tuple[str, dict[str, Any]],
    above: tuple[str, dict[str, Any]],
    below_dir: Path,
    builtin: Path | None,
    allow_override: bool,
) -> None:
    """Judge a user file that replaces an earlier definition with the same id."""
    if builtin is None or below_dir.resolve() != builtin.resolve():
        problem = _duplicate(above[0], above[1]["id"], below[0])
        if allow_override:
            out.overrides.append(str(problem))
        else:
            out.problems.append(problem)
        return
    check = instrument_loosenings if kind == "instrument" else labware_loosenings
    loosened = check(below[1], above[1])
    if not loosened:
        return
    text = (
        f"{above[0]}: replaces built-in {kind} '{above[1]['id']}' with looser limits: "
        + "; ".join(loosened)
    )
    if allow_override:
        out.overrides.append(text)
    else:
        out.problems.append(
            RegistryProblem(
                above[0],
                "",
                "loosens-builtin",
                text.split(": ", 1)[1]
                + " (keep the built-in limits, or pass --allow-override to accept this; "
                "it is then listed in every result)",
            )
        )


def check_registry(
    directories: Sequence[Path], *, allow_override: bool = False
) -> list[RegistryProblem]:
    """Every problem in the layered registry made of ``directories`` (first = lowest)."""
    layered = _collect(directories, allow_override, _builtin_or_none())
    return layered.problems + cross_file_problems(layered.instruments, layered.labware)


def _builtin_or_none() -> Path | None:
    try:
        return builtin_registry_dir()
    except RegistryError:
        return None


def load_registry(
    user_dirs: Sequence[str | Path] | None = None,
    *,
    include_builtin: bool = True,
    allow_override: bool = False,
) -> Registry:
    """Load the registry in force.

    Args:
        user_dirs: extra directories layered over the built-in set; when None, the
            ``BIOPROAGENT_REGISTRY`` environment variable is read.
        include_builtin: set False to load only ``user_dirs``.
        allow_override: accept duplicate ids and user files that loosen a built-in limit;
            each is listed in ``Registry.overrides`` (and in every result's provenance).

    Raises:
        RegistryError: when any file is invalid; ``.problems`` lists every finding.
    """
    dirs = ([builtin_registry_dir()] if include_builtin else []) + user_registry_dirs(user_dirs)
    builtin = builtin_registry_dir().resolve() if include_builtin else None
    return _load_cached(tuple(d.resolve() for d in dirs), _stamp(dirs), allow_override, builtin)


def _stamp(dirs: Sequence[Path]) -> tuple[float, ...]:
    """Modification times, so an edited file is picked up by the next load."""
    stamps = []
    for d in dirs:
        files = registry_files(d) if d.is_dir() else []
        stamps.append(max((f.stat().st_mtime for f in files), default=0.0) + len(files))
    return tuple(stamps)


@cache
def _load_cached(
    dirs: tuple[Path, ...],
    _stamp: tuple[float, ...],
    allow_override: bool,
    builtin: Path | None,
) -> Registry:
    layered = _collect(dirs, allow_override, builtin)
    instruments, labware = layered.instruments, layered.labware
    problems = layered.problems + cross_file_problems(instruments, labware)
    if problems:
        raise RegistryError(
            f"the registry has {len(problems)} problem(s); run 'bioproagent registry validate' "
            "with the same --registry directories (or BIOPROAGENT_REGISTRY) for the full list:\n"
            + "\n".join(str(p) for p in problems[:20]),
            list[object](problems),
        )
    return Registry(
        instruments={k: Instrument(data, Path(f)) for k, (f, data) in sorted(instruments.items())},
        labware={k: LabwareType(data, Path(f)) for k, (f, data) in sorted(labware.items())},
        directories=dirs,
        overrides=tuple(layered.overrides),
    )
