"""The stable violation codes of K_i, the intent-conformance check."""

from __future__ import annotations

INTENT_CODES: dict[str, str] = {
    "MISSING_OPERATION": "An operation the intent asks for has no step in the code.",
    "ORDER_MISMATCH": "Steps run in a different order than the intent's clauses say.",
    "VALUE_CHANGED": "A value the intent states for an operation differs in the code (or is "
    "left out).",
    "UNCONSUMED_QUANTITY": "A number in the intent that no step uses, no known non-quantity "
    "role explains and no recorded assumption or question addresses (the planner could not "
    "read it).",
    "LABWARE_SUBSTITUTED": "The step uses another labware format than the one the intent names.",
    "INSTRUMENT_SUBSTITUTED": "The intent names an instrument; the code uses another.",
    "UNKNOWN_INSTRUMENT": "The intent names an instrument the registry does not have.",
    "VALUE_RANGE": "The intent gives a range ('5-10 min', '55 to 60 °C') or two alternatives "
    "(two LabChip assays) where a step needs one value; the planner asks which value rather "
    "than picking one.",
    "UNRESOLVED_REVISION": "The intent takes something back or gives a value relative to an "
    "earlier one in a way the planner could not apply ('scratch that', 'a bit harder', 'same "
    "as yesterday'); it asks rather than plan what was taken back.",
    "UNSETTLED_CONDITION": "The intent makes a step depend on a condition ('if it was frozen, "
    "spin ...; otherwise ...', a table of cases) that nothing in the text settles; a plan is a "
    "fixed list of steps, so it asks which branch runs.",
    "COUNT_CHANGED": "Samples, wells or columns stated in the intent differ from those the "
    "code uses.",
    "CYCLE_STEP_UNSTATED": "The intent writes a thermocycling program's cycle (its "
    "denaturation, extension or annealing time) but no annealing temperature; the planner asks "
    "rather than put the library's default into a cycle the scientist wrote.",
    "UNASKED_STEP": "The code runs an operation more often than the intent's clauses ask, and "
    "the extra step answers no clause (a table's old column read as a second incubation).",
}
"""K_i codes; every K_i violation blocks approval."""

ASK_CODES = frozenset(
    {
        "UNCONSUMED_QUANTITY",
        "UNKNOWN_INSTRUMENT",
        "VALUE_RANGE",
        "UNRESOLVED_REVISION",
        "UNSETTLED_CONDITION",
        "CYCLE_STEP_UNSTATED",
    }
)
"""Codes that end in NEEDS_CLARIFICATION (the scientist must say what was meant); the
others end in HALT with the stated value named when the planner cannot honour it."""
UNREAD_STEP = "unread step"
"""``limit`` of a MISSING_OPERATION whose clause names no operation the planner could read
('remove it'): it asks, like an unread number."""


UNSTATED_SETTING = "stated for another step"
"""``limit`` of a K_p PARAM_MISSING the scientist must fill: the step needs a setting (a time,
a temperature) its words leave open, and every value the intent states for it is another
step's. It asks rather than borrow one (see bioproagent.agent.rectify.unstated_settings)."""


def asks(code: str, limit: object) -> bool:
    """Whether a finding needs the scientist (NEEDS_CLARIFICATION) rather than a halt."""
    return (
        code in ASK_CODES
        or (code == "MISSING_OPERATION" and limit == UNREAD_STEP)
        or (code == "PARAM_MISSING" and limit == UNSTATED_SETTING)
    )
