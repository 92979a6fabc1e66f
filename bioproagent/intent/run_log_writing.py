"""How :mod:`bioproagent.intent.run_logs` writes a chosen logged step: one plain sentence per
step, every setpoint with its unit, on the instrument that runs it. Pure."""

from __future__ import annotations

import re

from bioproagent.intent import lexicon
from bioproagent.intent.run_log_lines import LoggedStep
from bioproagent.intent.run_log_programs import program_sentence


def _value(step: LoggedStep, kind: str) -> str | None:
    for p in step.setpoints:
        if p.kind == kind:
            return f"{p.value:g}"
    return None


_PHRASES: dict[str, list[tuple[str, str]]] = {
    "spin": [("", "Spin {labware}"), ("g", " at {} x g"), ("s", " for {} s"), ("C", " at {} °C")],
    "seal": [("", "Seal the plate"), ("C", " at {} °C"), ("s", " for {} s")],
    "peel": [("", "Peel the plate")],
    "mix": [("", "Mix"), ("uL", " {} µL"), ("cycles", " {} times")],
    "shake": [("", "Shake"), ("rpm", " at {} rpm"), ("s", " for {} s"), ("C", " at {} °C")],
    "incubate": [("", "Incubate"), ("C", " at {} °C"), ("s", " for {} s")],
    "transfer": [("", "Transfer"), ("uL", " {} µL"), ("", " to each well of {labware}")],
    "read_absorbance": [("", "Read absorbance"), ("nm", " at {} nm")],
    "read_fluorescence": [
        ("", "Read fluorescence"),
        ("ex", " excitation {} nm"),
        ("em", " emission {} nm"),
    ],
    "read_luminescence": [("", "Read luminescence"), ("s", " with {} s integration")],
    "move": [("", "Move the plate")],
    "store": [("", "Store the plate"), ("C", " at {} °C")],
    "retrieve": [("", "Retrieve the plate")],
    "run_program": [("", "Run the {program}program")],
}
_PREPOSITION = {"store": "in", "retrieve": "from", "move": "with"}


def unwritten_kinds(step: LoggedStep) -> set[str]:
    """Settings of ``step`` its sentence would not carry ('1000 rpm' on a spin, which is
    written in x g): such a step is not rewritten, so no logged value is dropped. A
    reader's temperature line is a reading, not a setting of the read."""
    if step.operation == "pcr":
        return {p.kind for p in step.setpoints} - {"cycles"}
    if step.operation == "run_program":
        return set()  # a program's stages run from its file, by its name
    written = {kind for kind, _phrase in _PHRASES[step.operation] if kind}
    if step.operation.startswith("read_"):
        written.add("C")
    return {p.kind for p in step.setpoints} - written


def step_sentence(step: LoggedStep, labware: str) -> str:
    """One logged step as a plain sentence a planner reads ('Spin the plate at 1000 x g for
    60 s on the VSpin.')."""
    if step.operation == "pcr" and step.program is not None:
        cycles = int(float(_value(step, "cycles") or step.program.cycles))
        where = f" on the {step.device.replace('_', ' ')}" if step.device else ""
        kind = "qPCR" if step.extra == "qpcr" else "PCR"
        return f"Run {kind}{where}: {program_sentence(step.program, cycles)}."
    words = ""
    for kind, phrase in _PHRASES[step.operation]:
        value = _value(step, kind) if kind else ""
        if value is not None:
            program = f"{step.extra} " if step.extra else ""
            words += phrase.format(value, labware=labware or "the plate", program=program)
    if step.operation == "move" and step.extra:
        words += " to the " + step.extra.split()[-1]
    if step.device:
        words += f" {_PREPOSITION.get(step.operation, 'on')} the {step.device.replace('_', ' ')}"
    return words + "."


def named_labware(text: str) -> str:
    """The labware the text names ('the 96-well flat bottom'; 'all 96 wells' is a count)."""
    for name, pattern in lexicon.FORMATS:
        if name == "reservoir":
            continue  # a source, not the labware the step works on
        for m in re.finditer(pattern, text, re.IGNORECASE):
            if not re.match(r"s\b", text[m.end() :]) and not text[: m.start()].endswith("all "):
                return "the " + m[0]
    tubes = re.search(r"\b\d+(?:\.\d+)?\s*ml\s+(?:tubes|conicals|eppendorfs)", text, re.I)
    return "the " + tubes[0] if tubes else ""
