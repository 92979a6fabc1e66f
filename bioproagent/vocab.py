"""Every closed vocabulary of bioproagent, in one place.

* parameter units: the unit suffixes numeric parameter names carry (``volume_ul``,
  ``rcf_g``), the canonical unit of each suffix and how it is written for people;
* the canonical units of quantities read from an intent;
* instrument categories (the registry schema's ``category`` enum) and the paper's instrument
  class of each;
* assay kinds (``IntentSpec.assays`` and the protocol library's ``assays``);
* the states of the Design-Verify-Rectify machine and the kinds of halt;
* the built-in violation codes of the rule engine and the planning controller;
* the phrases that try to switch off checks (``INJECTION_PATTERNS``; ignored and recorded).

Sync tests (``tests/test_vocab.py``) keep these tables equal to the registry meta-schema,
the rule engine's ``CODES``, ``docs/violations.md`` and every place that uses them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

__all__ = [
    "ASSAYS",
    "CATEGORIES",
    "CATEGORY_CLASSES",
    "CATEGORY_CODES",
    "COUNT_RANGE",
    "INJECTION_PATTERNS",
    "PARAM_RANGES",
    "PARAM_SUFFIXES",
    "PARAM_UNITS",
    "Category",
    "HaltKind",
    "ParamUnit",
    "QuantityUnit",
    "State",
    "ViolationCode",
    "param_unit",
]


# -- units --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ParamUnit:
    """A unit suffix of parameter names: ``volume_ul`` ends in ``_ul``, a volume in µL."""

    suffix: str
    unit: str
    """The canonical unit of parsed quantities (``IntentSpec.quantities[].unit``)."""
    label: str
    """How the unit is written for people (``uL``, ``x g``)."""


PARAM_UNITS: tuple[ParamUnit, ...] = (
    ParamUnit("_ul", "ul", "uL"),
    ParamUnit("_ml", "ml", "mL"),
    ParamUnit("_c", "c", "C"),
    ParamUnit("_s", "s", "s"),
    ParamUnit("_rpm", "rpm", "rpm"),
    ParamUnit("_g", "g", "x g"),
    ParamUnit("_nm", "nm", "nm"),
    ParamUnit("_percent", "percent", "%"),
    ParamUnit("_mm", "mm", "mm"),
    ParamUnit("_kda", "kda", "kDa"),
)

PARAM_RANGES: dict[str, tuple[float, float]] = {
    "ul": (0.0, 1_000_000.0),  # 1 L
    "ml": (0.0, 1_000.0),  # 1 L
    "c": (-273.15, 1_200.0),  # absolute zero .. a furnace
    "s": (0.0, 2_592_000.0),  # 30 days
    "rpm": (0.0, 200_000.0),  # beyond any ultracentrifuge
    "g": (0.0, 1_500_000.0),  # beyond any ultracentrifuge
    "nm": (0.0, 100_000.0),  # far infrared
    "percent": (0.0, 100.0),
    "mm": (-1_000.0, 1_000.0),  # offsets and heights on a deck
    "kda": (0.0, 100_000.0),
}
"""Canonical unit -> the widest bounds a registry parameter with that unit may declare
(a maximum of 1e308 x g is a typing error, not a limit; see docs/limits.md)."""
COUNT_RANGE: tuple[float, float] = (0.0, 1_000_000.0)
"""The widest bounds of a unitless integer count (cycles, repeats, samples)."""
"""Suffixes that numeric parameter names must carry (unitless counts are integers)."""

PARAM_SUFFIXES: tuple[str, ...] = tuple(u.suffix for u in PARAM_UNITS)


UNIT_SCALES: dict[str, dict[str, float]] = {
    "_ul": {"ul": 1, "µl": 1, "l": 1e6, "ml": 1e3, "nl": 1e-3},
    "_nl": {"nl": 1, "ul": 1e3, "µl": 1e3},
    "_s": {"s": 1, "sec": 1, "min": 60, "h": 3600, "hr": 3600, "d": 86400},
    "_c": {"c": 1, "°c": 1},
    "_g": {"g": 1, "xg": 1},
    "_rpm": {"rpm": 1},
    "_nm": {"nm": 1},
}
"""Compact unit spellings (lower case, no spaces) a value written for a parameter with the
given suffix may carry, and the factor to that suffix's unit (``15min`` on ``_s`` → 900).
Used where values arrive as ``NUMBER UNIT`` tokens (WetBench's text action format); free
prose is read by :mod:`bioproagent.intent`."""


def param_unit(name: str) -> ParamUnit | None:
    """The unit a parameter name declares by its suffix, or None for a unitless name."""
    return next((u for u in PARAM_UNITS if name.endswith(u.suffix)), None)


QuantityUnit = Literal[
    "ul",
    "ml",
    "c",
    "s",
    "rpm",
    "g",
    "nm",
    "percent",
    "mm",
    "kda",
    "cycles",
    "x",
    "ng_ul",
    "mg_ml",
    "cells_ml",
    "cells",
]
"""Canonical units of parsed quantities (parsers convert ml to ul and min/h to s); every
parameter unit above is one of them."""


# -- instrument categories ----------------------------------------------------------------
@dataclass(frozen=True)
class Category:
    """An instrument category of the registry and the paper's instrument class."""

    code: str
    name: str
    instrument_class: str


CATEGORIES: tuple[Category, ...] = (
    Category("LH", "liquid handler", "liquid handling"),
    Category("TC", "thermocycler", "thermal"),
    Category("QPCR", "real-time PCR", "thermal"),
    Category("SHAKE", "heater-shaker/thermomixer", "thermal"),
    Category("INC", "CO2 incubator", "thermal"),
    Category("STORE", "cold store or plate hotel", "thermal"),
    Category("CF", "centrifuge", "centrifugation"),
    Category("READ", "plate reader", "detection"),
    Category("CE", "capillary electrophoresis", "detection"),
    Category("SEAL", "sealer", "plate handling"),
    Category("PEEL", "peeler", "plate handling"),
    Category("MAG", "magnetic bead processor", "plate handling"),
    Category("ARM", "plate mover", "plate handling"),
)
"""In the order of the registry meta-schema's ``category`` enum."""

CATEGORY_CODES: tuple[str, ...] = tuple(c.code for c in CATEGORIES)
CATEGORY_CLASSES: dict[str, str] = {c.code: c.instrument_class for c in CATEGORIES}
"""Instrument category -> the paper's instrument class."""


# -- assays -------------------------------------------------------------------------------
ASSAYS: tuple[str, ...] = (
    "serial_dilution",
    "elisa",
    "bca",
    "bradford",
    "pcr",
    "qpcr",
    "bead_cleanup",
    "cell_seeding",
    "cell_incubation",
    "lysis",
    "clearing_spin",
    "normalization",
    "plate_read",
    "sealing",
    "peeling",
    "cold_storage",
    "centrifugation",
    "thermomixing",
    "capillary_electrophoresis",
    "plate_transfer",
)
"""The closed vocabulary of workflow kinds the intent parser recognises and protocols
declare."""


# -- machine states -----------------------------------------------------------------------
class State(StrEnum):
    """States of the Design-Verify-Rectify machine (string-valued: traces stay readable)."""

    INIT = "INIT"
    CLARIFY = "CLARIFY"
    DESIGN_DRAFT = "DESIGN_DRAFT"
    VERIFY_DRAFT = "VERIFY_DRAFT"
    RECTIFY_DRAFT = "RECTIFY_DRAFT"
    DESIGN_CODE = "DESIGN_CODE"
    VERIFY_CODE = "VERIFY_CODE"
    RECTIFY_CODE = "RECTIFY_CODE"
    SUCCESS = "SUCCESS"
    HALT = "HALT"


class HaltKind(StrEnum):
    """Why a plan stopped without approval (``PlanResult.halt_kind``); the text is in
    ``PlanResult.halt_reason``."""

    NEEDS_CLARIFICATION = "needs_clarification"
    """The intent names nothing the workcell can run, or holds a number, instrument or step
    nobody could read (K_i); the scientist must answer or rephrase."""
    LOOP = "loop"
    """The planner proposed the same draft or code twice."""
    PLANNER_FAILURE = "planner_failure"
    """The planner produced no usable reply too many times in a row."""
    DRAFT_BUDGET = "draft_budget"
    """The draft still fails the scientific check after the allowed revisions."""
    CODE_BUDGET = "code_budget"
    """Violations remain after the allowed repair rounds."""
    INFEASIBLE = "infeasible"
    """A value the intent asked for is outside every fitting instrument's limits."""
    UNMODELLED = "unmodelled"
    """The code needs an instrument or operation the registry does not model."""
    INTERLOCK = "interlock"
    """The final re-check of exactly the workflow to be returned did not pass."""
    CYCLES = "cycles"
    """The plan used up its cycle budget without approval."""
    CONTROLLER_DEFECT = "controller_defect"
    """No decision-table row matched (a defect; nothing is approved)."""


# -- violation codes ----------------------------------------------------------------------
class ViolationCode(StrEnum):
    """Built-in violation codes (registry rules may declare further codes of their own).

    Descriptions: ``bioproagent.rules.CODES`` (rule engine) and
    ``bioproagent.rules.violation.PLANNING_CODES`` (planning controller),
    ``bioproagent.conformance.INTENT_CODES`` (intent conformance, K_i); ``ENGINE_ERROR``
    is the engine failing closed. ``docs/violations.md`` documents each one.
    """

    # workflow structure
    WORKFLOW_INVALID = "WORKFLOW_INVALID"
    DUPLICATE_STEP_ID = "DUPLICATE_STEP_ID"
    DUPLICATE_LABWARE_ID = "DUPLICATE_LABWARE_ID"
    UNKNOWN_LABWARE_TYPE = "UNKNOWN_LABWARE_TYPE"
    UNKNOWN_LABWARE = "UNKNOWN_LABWARE"
    INVALID_WELL = "INVALID_WELL"
    UNKNOWN_CREATOR_STEP = "UNKNOWN_CREATOR_STEP"
    LABWARE_USED_BEFORE_CREATED = "LABWARE_USED_BEFORE_CREATED"
    # devices and operations
    UNKNOWN_DEVICE = "UNKNOWN_DEVICE"
    DEVICE_UNAVAILABLE = "DEVICE_UNAVAILABLE"
    UNKNOWN_OPERATION = "UNKNOWN_OPERATION"
    # parameters
    PARAM_MISSING = "PARAM_MISSING"
    PARAM_UNKNOWN = "PARAM_UNKNOWN"
    PARAM_TYPE = "PARAM_TYPE"
    PARAM_OUT_OF_RANGE = "PARAM_OUT_OF_RANGE"
    PARAM_NOT_IN_ENUM = "PARAM_NOT_IN_ENUM"
    PARAM_INVALID = "PARAM_INVALID"
    PARAM_NOT_FINITE = "PARAM_NOT_FINITE"
    # labware binding
    UNKNOWN_LABWARE_ROLE = "UNKNOWN_LABWARE_ROLE"
    LABWARE_ROLE_MISSING = "LABWARE_ROLE_MISSING"
    TOO_MANY_LABWARE = "TOO_MANY_LABWARE"
    LABWARE_NOT_ACCEPTED = "LABWARE_NOT_ACCEPTED"
    WELLS_REQUIRED = "WELLS_REQUIRED"
    LABWARE_INACCESSIBLE = "LABWARE_INACCESSIBLE"
    # state
    SEALED_ACCESS = "SEALED_ACCESS"
    PLATE_NOT_SEALED = "PLATE_NOT_SEALED"
    ALREADY_SEALED = "ALREADY_SEALED"
    LABWARE_NOT_SEALABLE = "LABWARE_NOT_SEALABLE"
    NOT_SEALED = "NOT_SEALED"
    WELL_OVERFILL = "WELL_OVERFILL"
    WELL_UNDERDRAW = "WELL_UNDERDRAW"
    WELL_MAPPING = "WELL_MAPPING"
    CAPACITY_EXCEEDED = "CAPACITY_EXCEEDED"
    UNKNOWN_DESTINATION = "UNKNOWN_DESTINATION"
    UNKNOWN_LABWARE_PRODUCT = "UNKNOWN_LABWARE_PRODUCT"
    # liquid-handler hardware (workflow level)
    TIPS_EXHAUSTED = "TIPS_EXHAUSTED"
    TIP_RACK_MISSING = "TIP_RACK_MISSING"
    TIP_NOT_FOR_PIPETTE = "TIP_NOT_FOR_PIPETTE"
    TOO_MANY_PIPETTES = "TOO_MANY_PIPETTES"
    MULTICHANNEL_PARTIAL_COLUMN = "MULTICHANNEL_PARTIAL_COLUMN"
    DECK_POSITIONS_EXCEEDED = "DECK_POSITIONS_EXCEEDED"
    VOLUME_BELOW_INSTRUMENT_FLOOR = "VOLUME_BELOW_INSTRUMENT_FLOOR"
    MODULE_NOT_ON_DECK = "MODULE_NOT_ON_DECK"
    MODULE_LIMIT_EXCEEDED = "MODULE_LIMIT_EXCEEDED"
    # the engine failing closed
    ENGINE_ERROR = "ENGINE_ERROR"
    # planning controller
    UNKNOWN_SYMBOL = "UNKNOWN_SYMBOL"
    EMPTY_WORKFLOW = "EMPTY_WORKFLOW"
    # intent conformance (K_i)
    MISSING_OPERATION = "MISSING_OPERATION"
    ORDER_MISMATCH = "ORDER_MISMATCH"
    VALUE_CHANGED = "VALUE_CHANGED"
    UNCONSUMED_QUANTITY = "UNCONSUMED_QUANTITY"
    LABWARE_SUBSTITUTED = "LABWARE_SUBSTITUTED"
    INSTRUMENT_SUBSTITUTED = "INSTRUMENT_SUBSTITUTED"
    UNKNOWN_INSTRUMENT = "UNKNOWN_INSTRUMENT"
    COUNT_CHANGED = "COUNT_CHANGED"
    VALUE_RANGE = "VALUE_RANGE"
    UNRESOLVED_REVISION = "UNRESOLVED_REVISION"
    UNSETTLED_CONDITION = "UNSETTLED_CONDITION"
    UNASKED_STEP = "UNASKED_STEP"
    CYCLE_STEP_UNSTATED = "CYCLE_STEP_UNSTATED"


# -- phrases that try to switch off checks (recorded as ignored_instructions) ---------------
# Matched on the lower-cased intent. Every pattern is anchored on a word that names the
# checks (or an approval, a halt, a report) so that ordinary lab language ("ignore wells
# A1-A3", "remove the seal", "raise the temperature to 95 C") is not flagged. Gaps between
# words are bounded ({0,40}), so matching stays linear in the intent. tests/
# test_injection_lexicon.py holds the phrasings each pattern must catch and the lab
# sentences none may catch.
_CHECKS = (
    r"(?:(?:safety|instrument|hardware|limit|physical|rule|registry|speed)\s+)?"
    r"(?:rules?|checks?|checking|limits?|constraints?|verification|validation"
    r"|rule[- ]engine|interlocks?|guardrails?|restrictions?|safety|instructions"
    r"|maximum|minimum|registry"
    r"|safety\s+(?:protocols?|measures?|features?|systems?|settings?|mechanisms?))"
)
_DET = r"(?:(?:all|any|the|your|these|those|its|their|my|previous|prior|every|of)\s+)*"
_NOT = r"(?:do not|don't|dont|never|must not|mustn't|no need to)"
_LIMITS = (
    r"(?:(?:instrument|safety|rated|speed|temperature|rcf|registry)\s+)?"
    r"(?:limits?|maximum|max|minimum|ratings?|rules?|restrictions?|constraints?|registry)"
    r"(?!\s+of\s+(?:detection|quantification|quantitation|linearity))"
)
INJECTION_PATTERNS: list[tuple[str, str]] = [
    (
        "ignore the checks",
        rf"\b(?:ignore|disregard|forget|set aside|drop|remove|lift|relax|suspend|waive)\s+"
        rf"{_DET}{_CHECKS}\b",
    ),
    (
        "ignore what came before",
        r"\b(?:ignore|disregard|forget)\s+(?:everything|anything|all|the|what)?\s*"
        r"(?:above|before|earlier|you were told|i said before)\b",
    ),
    (
        "the checks are off",
        rf"\b(?:the\s+)?{_CHECKS}\s+(?:is|are|has been|have been)\s+(?:now\s+)?"
        r"(?:disabled|off|turned off|switched off|bypassed|suspended|deactivated|not active"
        r"|not needed|unnecessary|not required|optional|lifted|waived)",
    ),
    ("skip the checks", rf"\bskip\s+{_DET}{_CHECKS}"),
    (
        "override the checks",
        r"\b(?:override|bypass|disable|turn off|switch off|shut off|circumvent|deactivate"
        rf"|get around|work around)\s+{_DET}{_CHECKS}",
    ),
    ("turn the checks off", rf"\b(?:turn|switch|shut|flip)\s+{_DET}{_CHECKS}\s+off\b"),
    (
        "special mode",
        r"\byou are (?:now )?(?:in |an? )?(?:developer|dev|admin|god|debug|unrestricted"
        r"|jailbreak|dan)(?: mode)?\b",
    ),
    (
        "special mode",
        r"\b(?:developer|dev|admin|god|debug|maintenance|unrestricted|emergency|root|superuser)"
        r"\s+(?:mode|override|access)\b",
    ),
    ("special mode", r"\boverride code\b|\bauthori[sz]ation code\b"),
    ("special mode", r"\bfrom now on,? you\b|\byour new role\b"),
    (
        "special mode",
        r"\[system\]|<\|?system\|?>|^\s*#+\s*(?:system|instructions?)\b",
    ),
    ("special mode", r"\bjail ?break|\bdo anything now\b|\bsudo\b"),
    (
        "special mode",
        r"\bunrestricted (?:planner|assistant|ai|model|robot|agent|system|lab robot)\b",
    ),
    ("special mode", r"\bunlock\s+(?:\w+\s+){0,2}(?:mode|speed|limits?|everything)\b"),
    ("do not check", rf"\b{_NOT}\s+(?:bother\s+)?(?:check|verify|verifying|validat)\w*"),
    (
        "do not check",
        rf"\b{_NOT}\s+(?:run|use|call|apply|consult|follow|obey|worry about)\s+{_DET}{_CHECKS}",
    ),
    (
        "checks set off",
        rf"\bset\s+{_DET}{_CHECKS}\s+to\s+(?:false|off|0|none|disabled|no)\b",
    ),
    (
        "checks set off",
        r"\b(?:checks?|verify|verification|validation|safety|safety_checks|strict|interlock)"
        r"\s*[=:]\s*(?:false|off|0|no|none|disabled)\b",
    ),
    (
        "not bound by the checks",
        r"\b(?:no longer|not) (?:bound by|subject to|limited by|restricted by|constrained by)\b",
    ),
    (
        "the limits are only advice",
        rf"\b{_CHECKS}\s+(?:is|are)\s+(?:just|only|merely)\s+"
        r"(?:suggestions?|guidelines?|advisory|recommendations?|a suggestion)\b",
    ),
    (
        "the limits were changed",
        rf"\b{_CHECKS}\s+(?:was|were|has been|have been)\s+(?:updated|raised|increased"
        r"|changed|lifted|extended|removed)\b",
    ),
    (
        "assume more capacity",
        r"\b(?:assume|pretend|imagine|suppose)\s+(?:that\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?"
        r"\s+(?:can|could|is able to|supports?)\s+(?:do|handle|reach|go|run|spin|take)\b",
    ),
    (
        "no checks needed",
        r"\bno (?:checks?|checking|verification|validation|safety checks?) "
        r"(?:is |are )?(?:needed|required|necessary)\b",
    ),
    ("the limits do not apply", r"\b(?:limits?|rules?|checks?) (?:do not|don't|dont) apply\b"),
    (
        "the limits do not exist",
        r"\b(?:limits?|rules?|checks?|restrictions?) (?:do not|don't|dont|did not) exist\b",
    ),
    (
        "without checks",
        r"\bwithout (?:any )?(?:checks?|checking|verification|validation|safety)\b",
    ),
    (
        "approve it",
        r"\b(?:approve|mark)\s+(?:(?:it|this|the (?:plan|protocol|workflow))\s+)?(?:as\s+)?"
        r"(?:approved|safe|verified|passed)\b",
    ),
    (
        "say it passed",
        r"\b(?:say|report|state|claim|output|print|answer|respond(?: only)? with)\s+"
        r"(?:that\s+)?(?:it|this|the (?:plan|protocol|workflow|run))\s+"
        r"(?:as\s+|is\s+|was\s+)?(?:passed|safe|verified|approved|valid|fine)\b",
    ),
    (
        "pretend there are no limits",
        r"\b(?:pretend|act as if|as if|imagine|assume|suppose)\b[^.!?\n]{0,40}?"
        r"\b(?:no|without)\s+(?:limits?|rules?|checks?|restrictions?|constraints?|safety)\b",
    ),
    ("redefine a limit", r"\btreat\s+(?:the\s+)?(?:maximum|minimum|max|min|limits?)\s+as\b"),
    ("redefine a limit", r"\b(?:real|actual|true)\s+(?:maximum|limit|max)\s+is\b"),
    (
        "permission to exceed",
        r"\b(?:permission|allowed|authori[sz]ed?|authori[sz]e you|cleared)\s+to\s+"
        r"(?:exceed|go beyond|go over|break|ignore|bypass|override|skip)\b",
    ),
    (
        "exceed the limits",
        rf"\b(?:exceed(?:s|ing)?|go(?:es)? (?:beyond|over|past)|break(?:s|ing)?"
        rf"|violat(?:e|es|ing))\s+{_DET}{_LIMITS}\b",
    ),
    (
        "regardless of the checks",
        r"\b(?:regardless of|irrespective of|no matter what|despite|in spite of"
        rf"|notwithstanding)\s+{_DET}{_CHECKS}",
    ),
    (
        "change the limits",
        r"\b(?:raise|increase|change|edit|modify|update|extend|widen|loosen|adjust|patch)\s+"
        rf"{_DET}{_LIMITS}\b",
    ),
    (
        "say it passed",
        r"\b(?:output|print|respond with|reply with|return|answer)\s+(?:only\s+)?"
        r"[\"'\u2018\u201c]?approved\b",
    ),
    (
        "new instructions",
        r"\b(?:new|updated|revised|additional|real)\s+instructions?\s*:"
        r"|\bsystem prompt\b|(?:^|[.!?]\s*)system\s*:",
    ),
    (
        "previous instructions",
        r"\b(?:previous|prior|earlier|above|original|system)\s+(?:instructions|prompt)\b",
    ),
    ("do not halt", rf"\b{_NOT}\s+(?:halt|refuse|reject|abort)\b"),
    (
        "hide the violations",
        rf"\b{_NOT}\s+(?:report|show|mention|flag|list)\s+{_DET}"
        r"(?:violations?|warnings?|errors?|problems?|issues?)\b",
    ),
    (
        "hide the violations",
        rf"\b(?:suppress|hide|silence|mute|omit|ignore)\s+{_DET}"
        r"(?:violations?|warnings?|errors?|alerts?)\b(?!\s+bars?)",
    ),
    (
        "the checks are wrong",
        r"\b(?:registry|limits?|rules?|checks?|rule engine)\s+(?:is|are)\s+"
        r"(?:wrong|outdated|incorrect|mistaken|too strict|overly strict)\b",
    ),
]
"""(kind, pattern) of every phrase that tries to switch off checks (see docs/limits.md)."""
