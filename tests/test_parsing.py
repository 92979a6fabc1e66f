"""Reading JSON out of model text: fences, prose, apologies, lenient fixes, precise errors."""

from __future__ import annotations

from typing import Any

import pytest

from bioproagent.draft import Draft
from bioproagent.planners.models.parsing import (
    check_code_shape,
    extract_json,
    parse_code,
    parse_draft,
)

STEPS = '{"steps": [{"text": "spin at 500 x g"}], "title": "Spin"}'
STEPS_VALUE = {"steps": [{"text": "spin at 500 x g"}], "title": "Spin"}

READABLE = [
    ("direct", STEPS, STEPS_VALUE),
    ("json fence", f"Here is the draft:\n```json\n{STEPS}\n```\nHope this helps!", STEPS_VALUE),
    ("bare fence", f"```\n{STEPS}\n```", STEPS_VALUE),
    ("prose before and after", f"Sure. The plan is {STEPS} -- let me know.", STEPS_VALUE),
    ("apology before", f"Sorry! {STEPS}", STEPS_VALUE),
    (
        "text after the closing brace",
        f"{STEPS}\nNote: I assumed {{room temperature}}.",
        STEPS_VALUE,
    ),
    (
        "apology inside the payload",
        '{"title": "Spin",\nSorry, I forgot the steps, here they are:\n'
        '"steps": [{"text": "spin at 500 x g"}]}',
        STEPS_VALUE,
    ),
    (
        "trailing commas",
        '{"title": "Spin", "steps": [{"text": "spin at 500 x g",},],}',
        STEPS_VALUE,
    ),
    (
        "typographic quotes",
        "{\u201ctitle\u201d: \u201cSpin\u201d, \u201csteps\u201d: "
        "[{\u201ctext\u201d: \u201cspin at 500 x g\u201d}]}",
        STEPS_VALUE,
    ),
    (
        "Python literals",
        '{"sealed": True, "type": None, "ok": False}',
        {"sealed": True, "type": None, "ok": False},
    ),
    (
        "Python dict with single quotes",
        "{'title': 'Spin', 'note': \"don't\"}",
        {"title": "Spin", "note": "don't"},
    ),
    ("single quotes with an apostrophe", "{'note': 'don't spin'}", {"note": "don't spin"}),
    ("comments", '{"a": 1, // the volume\n "b": 2 # the count\n}', {"a": 1, "b": 2}),
    (
        "braces inside strings",
        'Reply: {"text": "use {T1} and } then {", "n": [1]} done',
        {"text": "use {T1} and } then {", "n": [1]},
    ),
    ("escaped quotes inside strings", r'{"text": "say \"hi {\" now"}', {"text": 'say "hi {" now'}),
    (
        "smart quotes inside a string are content",
        '{"text": "the \u201cblank\u201d wells"}',
        {"text": "the \u201cblank\u201d wells"},
    ),
    (
        "largest of several objects",
        'Use {"a": 1} or rather {"steps": [], "title": "x"}',
        {"steps": [], "title": "x"},
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [c[1:] for c in READABLE], ids=[c[0] for c in READABLE]
)
def test_extract_json_reads_the_payload(text: str, expected: Any) -> None:
    """It should read the JSON object out of model text of every common shape."""
    result = extract_json(text, "object")
    assert result.ok, result.error
    assert result.value == expected


ARRAYS = [
    ("direct array", "[1, 2, 3]", [1, 2, 3]),
    ("array in prose", 'The steps are ["mix", "spin"] in that order.', ["mix", "spin"]),
    ("array in fence", '```json\n[{"a": 1},]\n```', [{"a": 1}]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in ARRAYS], ids=[c[0] for c in ARRAYS])
def test_extract_json_reads_arrays(text: str, expected: Any) -> None:
    """It should read a JSON array when an array is expected."""
    result = extract_json(text, "array")
    assert result.ok, result.error
    assert result.value == expected


UNREADABLE = [
    ("empty", "", "the reply is empty"),
    ("whitespace", "  \n ", "the reply is empty"),
    ("no JSON", "I cannot help with that.", "no JSON object found"),
    (
        "truncated object",
        'Here: {"steps": [{"text": "spin"}, {"text": "re',
        "ends inside a string before the JSON object that starts at line 1, column 7",
    ),
    (
        "truncated after a value",
        '{\n  "steps": [1, 2',
        "ends before the JSON object that starts at line 1, column 1 is closed",
    ),
    ("truncated fence", '```json\n{"a": 1,\n', "starts at line 2, column 1"),
    ("missing comma", '{"a": 1\n "b": 2}', "invalid JSON at line 2, column 2: Expecting ','"),
    ("array for an object", "[1, 2]", "expected a JSON object, found an array"),
]


@pytest.mark.parametrize(
    ("text", "message"), [c[1:] for c in UNREADABLE], ids=[c[0] for c in UNREADABLE]
)
def test_extract_json_reports_what_and_where(text: str, message: str) -> None:
    """It should return an error that says what is wrong and where, never raise."""
    result = extract_json(text, "object")
    assert not result.ok
    assert result.value is None
    assert message in (result.error or "")


def test_extract_json_notes_the_repairs_it_made() -> None:
    """It should say which lenient fixes were needed, for the trace."""
    result = extract_json('Sure: {"a": True,}', "object")
    assert result.value == {"a": True}
    assert set(result.repairs) >= {
        "ignored text around the JSON",
        "fixed Python literals",
        "fixed trailing commas",
    }


def test_parse_draft_returns_a_validated_draft() -> None:
    """It should turn a model's draft into a Draft, tolerating string steps and extra keys."""
    text = (
        'Sorry for the delay!\n```json\n{"draft": {"title": "Clearing spin", '
        '"steps": ["Load the tubes", {"text": "Spin 16000 x g, 10 min", "operation": "spin", '
        '"params": {"rcf_g": 16000, "duration_s": 600}, "why": "pellet debris"}], '
        '"controls": ["blank"], "notes": "none"}}\n```'
    )
    result = parse_draft(text)
    assert result.ok, result.error
    draft = result.value
    assert isinstance(draft, Draft)
    assert [s.text for s in draft.steps] == ["Load the tubes", "Spin 16000 x g, 10 min"]
    assert draft.steps[1].params == {"rcf_g": 16000, "duration_s": 600}
    assert "/: dropped unknown keys 'notes'" in result.repairs
    assert "/steps/1: dropped unknown keys 'why'" in result.repairs


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"title": 3}', "/title: Input should be a valid string"),
        ('{"title": "x", "steps": [{"params": []}]}', "/steps/0/text: Field required"),
        ('{"title": "x", "replicates": "many"}', "/replicates:"),
        ('{"title": "x"', "(truncated output?)"),
    ],
    ids=["title type", "step without text", "replicates type", "truncated"],
)
def test_parse_draft_errors_name_the_field(text: str, message: str) -> None:
    """It should name the field that breaks the Draft shape."""
    result = parse_draft(text)
    assert not result.ok
    assert message in (result.error or "")


GOOD_CODE = {
    "labware": [{"id": "tubes", "type": "T17"}],
    "steps": [
        {
            "id": "s1",
            "device": "D5",
            "operation": "spin",
            "params": {"rcf_g": 16000},
            "labware": {"tubes": "tubes"},
        }
    ],
}


def test_parse_code_accepts_ir_shape_with_symbols() -> None:
    """It should return the workflow dict as written (symbols are resolved later)."""
    import json

    result = parse_code("Here you go:\n" + json.dumps({"workflow": GOOD_CODE}) + "\nDone.")
    assert result.ok, result.error
    assert result.value == GOOD_CODE


SHAPES = [
    ("not an object", [1], "device code must be a JSON object"),
    ("no steps", {"labware": []}, "/steps: missing"),
    ("no labware", {"steps": GOOD_CODE["steps"]}, "/labware: missing"),
    ("empty steps", {"labware": [], "steps": []}, "/steps: empty"),
    (
        "steps not a list",
        {"labware": [], "steps": {"id": "s1"}},
        "/steps: must be a list of step objects, not an object",
    ),
    (
        "step not an object",
        {"labware": [], "steps": ["spin"]},
        "/steps/0: must be an object with id, device and operation, not a string",
    ),
    (
        "step without device",
        {"labware": [], "steps": [{"id": "s1", "operation": "spin"}]},
        "/steps/0/device: missing or not a string",
    ),
    (
        "params not an object",
        {
            "labware": [],
            "steps": [{"id": "s1", "device": "D1", "operation": "spin", "params": [1]}],
        },
        "/steps/0/params: must be an object, not an array",
    ),
    (
        "labware without type",
        {"labware": [{"id": "p"}], "steps": GOOD_CODE["steps"]},
        "/labware/0/type: missing or not a string",
    ),
]


@pytest.mark.parametrize(
    ("document", "message"), [c[1:] for c in SHAPES], ids=[c[0] for c in SHAPES]
)
def test_check_code_shape_says_where(document: Any, message: str) -> None:
    """It should point at the part of the code that lacks the IR shape."""
    problem = check_code_shape(document)
    assert problem is not None
    assert message in problem


def test_check_code_shape_passes_good_code() -> None:
    """It should accept code in IR shape."""
    assert check_code_shape(GOOD_CODE) is None
