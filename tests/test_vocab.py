"""Sync tests: every vocabulary in bioproagent.vocab equals every other place that uses it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bioproagent import pointer, vocab
from bioproagent.agent.fsm import DECISION_TABLE, STATES
from bioproagent.conformance import INTENT_CODES
from bioproagent.intent import lexicon
from bioproagent.intent.spec import IntentSpec
from bioproagent.knowledge.model import ASSAYS as LIBRARY_ASSAYS
from bioproagent.planners.offline.planner import ASSAY_ORDER
from bioproagent.registry.loader import builtin_registry_dir, load_registry
from bioproagent.registry.scaffold import _TEMPLATES
from bioproagent.rules import CODES
from bioproagent.rules.violation import PLANNING_CODES

ROOT = Path(__file__).resolve().parent.parent


def _schema(kind: str) -> dict[str, Any]:
    path = builtin_registry_dir() / "schema" / f"{kind}.schema.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# -- units ----------------------------------------------------------------------------------
def test_every_parameter_unit_is_a_quantity_unit() -> None:
    """It should let an intent quantity carry any unit a parameter name declares."""
    assert {u.unit for u in vocab.PARAM_UNITS} <= set(get_args(vocab.QuantityUnit))


def test_suffixes_are_unique_and_none_ends_another() -> None:
    """It should give every parameter name at most one unit (no suffix is a suffix of another)."""
    suffixes = vocab.PARAM_SUFFIXES
    assert len(set(suffixes)) == len(suffixes)
    assert not [(a, b) for a in suffixes for b in suffixes if a != b and a.endswith(b)]


def test_every_numeric_registry_parameter_declares_a_known_unit() -> None:
    """It should find a unit for every numeric parameter of every built-in operation."""
    registry = load_registry()
    missing = [
        f"{inst.id}.{op.name}.{name}"
        for inst in registry.instruments.values()
        for op in inst.operations.values()
        for name, spec in op.params_schema.get("properties", {}).items()
        if spec.get("type") == "number" and vocab.param_unit(name) is None
    ]
    assert missing == []


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("volume_ul", "ul"),
        ("height_mm", "mm"),
        ("cutoff_kda", "kda"),
        ("rcf_g", "g"),
        ("duration_s", "s"),
        ("cycles", None),
        ("wells", None),
    ],
    ids=["ul", "mm", "kda", "g", "s", "count", "plural-count"],
)
def test_param_unit(name: str, unit: str | None) -> None:
    """It should read the unit from the suffix and none from a plain count."""
    found = vocab.param_unit(name)
    assert (found.unit if found else None) == unit


def test_no_module_keeps_its_own_suffix_table() -> None:
    """It should define unit suffix tables only in vocab (no '"_ul":' dict elsewhere)."""
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "bioproagent").rglob("*.py")
        if path.name != "vocab.py"
        and re.search(r"""["']_ul["']\s*[:,]""", path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


# -- categories -----------------------------------------------------------------------------
def test_categories_equal_the_schema_enum() -> None:
    """It should keep the category codes identical (and in order) to the meta-schema enum."""
    schema = _schema("instrument")["$defs"]["category"]
    assert list(vocab.CATEGORY_CODES) == schema["enum"]
    for category in vocab.CATEGORIES:
        assert f"{category.code} {category.name}" in schema["description"]


def test_every_category_has_a_scaffold_template_and_a_class() -> None:
    """It should let `registry new` scaffold every category and classify every category."""
    assert set(_TEMPLATES) == set(vocab.CATEGORY_CODES)
    assert set(vocab.CATEGORY_CLASSES) == set(vocab.CATEGORY_CODES)


# -- assays ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "used",
    [
        pytest.param(lambda: [name for name, _, _ in lexicon.ASSAYS], id="intent-lexicon"),
        pytest.param(lambda: list(ASSAY_ORDER), id="offline-planner-order"),
        pytest.param(lambda: list(LIBRARY_ASSAYS), id="knowledge-library"),
    ],
)
def test_assay_lists_equal_the_vocabulary(used: Any) -> None:
    """It should keep every assay list a permutation of vocab.ASSAYS."""
    names = used()
    assert len(names) == len(set(names))
    assert set(names) == set(vocab.ASSAYS)


def test_intent_schema_lists_the_assays() -> None:
    """It should describe IntentSpec.assays with exactly the vocabulary."""
    description = IntentSpec.model_json_schema()["properties"]["assays"]["description"]
    assert all(assay in description for assay in vocab.ASSAYS)


# -- states ---------------------------------------------------------------------------------
def test_machine_states_are_the_enum() -> None:
    """It should build the machine from vocab.State and use only its members in the table."""
    assert tuple(vocab.State) == STATES
    for row in DECISION_TABLE:
        assert isinstance(row.target, vocab.State)
        assert all(isinstance(s, vocab.State) for s in row.sources)


# -- violation codes ------------------------------------------------------------------------
def test_violation_codes_equal_the_described_codes() -> None:
    """It should describe every enum member and nothing else (ENGINE_ERROR fails closed)."""
    described = (
        set(CODES) | set(PLANNING_CODES) | set(INTENT_CODES) | {vocab.ViolationCode.ENGINE_ERROR}
    )
    assert described == set(vocab.ViolationCode)
    assert not set(CODES) & set(PLANNING_CODES)
    assert not (set(CODES) | set(PLANNING_CODES)) & set(INTENT_CODES)


def test_every_violation_code_is_documented() -> None:
    """It should give every built-in code a row in docs/violations.md."""
    doc = (ROOT / "docs" / "violations.md").read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `([A-Z_]+)` \|", doc, flags=re.M))
    assert set(vocab.ViolationCode) <= rows


# -- JSON pointers --------------------------------------------------------------------------
_KEYS = st.lists(st.text(max_size=6) | st.integers(min_value=0, max_value=9), max_size=5)


@given(_KEYS)
def test_pointer_join_split_round_trip(parts: list[str | int]) -> None:
    """It should split a joined pointer back into the same keys, whatever they contain."""
    assert pointer.split(pointer.join(parts)) == [str(p) for p in parts]


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("", {"a/b": [1, {"~x": 2}]}),
        ("/a~1b", [1, {"~x": 2}]),
        ("/a~1b/1/~0x", 2),
        ("/a~1b/5", None),
        ("/missing", None),
        ("/a~1b/01", None),
    ],
    ids=["whole", "escaped-slash", "escaped-tilde", "index-out-of-range", "missing", "lead-zero"],
)
def test_pointer_get(path: str, expected: Any) -> None:
    """It should follow RFC 6901 and return the default when the pointer names nothing."""
    assert pointer.get({"a/b": [1, {"~x": 2}]}, path, None) == expected


def test_pointer_get_without_default_raises() -> None:
    """It should say which path and which key failed when no default is given."""
    with pytest.raises(ValueError, match=r"'/a/b'.*'b'"):
        pointer.get({"a": {}}, "/a/b")
