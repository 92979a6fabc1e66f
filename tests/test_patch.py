"""Tests for bioproagent.rules.patch: the JSON Patch (RFC 6902) applier for repairs."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bioproagent.pointer import get as resolve_pointer
from bioproagent.pointer import split as parse_pointer
from bioproagent.rules.patch import apply_patch

DOC: dict[str, Any] = {
    "steps": [{"id": "a", "params": {"t_c": 1}}, {"id": "b", "params": {}}, {"id": "c"}],
    "labware": [],
    "odd/key": {"til~de": 5},
}


@pytest.mark.parametrize(
    ("ops", "expected"),
    [
        pytest.param(
            [{"op": "add", "path": "/steps/1/params/x_c", "value": 3}],
            lambda d: d["steps"][1]["params"].update(x_c=3),
            id="add-object-member",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/0/params/t_c", "value": 9}],
            lambda d: d["steps"][0]["params"].update(t_c=9),
            id="add-existing-member-replaces",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/1", "value": {"id": "new"}}],
            lambda d: d["steps"].insert(1, {"id": "new"}),
            id="add-array-insert",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/-", "value": {"id": "end"}}],
            lambda d: d["steps"].append({"id": "end"}),
            id="add-array-append-dash",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/3", "value": {"id": "end"}}],
            lambda d: d["steps"].append({"id": "end"}),
            id="add-array-at-length",
        ),
        pytest.param(
            [{"op": "remove", "path": "/steps/0/params/t_c"}],
            lambda d: d["steps"][0]["params"].pop("t_c"),
            id="remove-member",
        ),
        pytest.param(
            [{"op": "remove", "path": "/steps/1"}],
            lambda d: d["steps"].pop(1),
            id="remove-array-item",
        ),
        pytest.param(
            [{"op": "replace", "path": "/steps/0/params/t_c", "value": 99}],
            lambda d: d["steps"][0]["params"].update(t_c=99),
            id="replace-member",
        ),
        pytest.param(
            [{"op": "replace", "path": "/odd~1key/til~0de", "value": 6}],
            lambda d: d["odd/key"].update({"til~de": 6}),
            id="replace-escaped-tokens",
        ),
        pytest.param(
            [{"op": "move", "from": "/steps/2", "path": "/steps/0"}],
            lambda d: d["steps"].insert(0, d["steps"].pop(2)),
            id="move-later-step-earlier",
        ),
        pytest.param(
            [{"op": "move", "from": "/steps/0", "path": "/steps/2"}],
            lambda d: d["steps"].insert(2, d["steps"].pop(0)),
            id="move-earlier-step-later",
        ),
        pytest.param(
            [{"op": "move", "from": "/steps/0/params/t_c", "path": "/steps/0/params/temp_c"}],
            lambda d: d["steps"][0]["params"].update(temp_c=d["steps"][0]["params"].pop("t_c")),
            id="move-renames-member",
        ),
        pytest.param(
            [{"op": "move", "from": "/steps/0", "path": "/steps/0"}],
            lambda d: None,
            id="move-onto-itself-is-no-op",
        ),
        pytest.param(
            [{"op": "copy", "from": "/steps/0/id", "path": "/labware/0"}],
            lambda d: d["labware"].append("a"),
            id="copy",
        ),
        pytest.param(
            [
                {"op": "test", "path": "/steps/0/id", "value": "a"},
                {"op": "remove", "path": "/labware"},
            ],
            lambda d: d.pop("labware"),
            id="test-passes-then-continues",
        ),
        pytest.param(
            [
                {"op": "replace", "path": "/steps/0/id", "value": "z"},
                {"op": "move", "from": "/steps/0", "path": "/steps/-"},
            ],
            lambda d: (d["steps"][0].update(id="z"), d["steps"].append(d["steps"].pop(0))),
            id="operations-apply-in-order",
        ),
    ],
)
def test_apply_patch_applies_operations(ops: list[dict[str, Any]], expected: Any) -> None:
    """It should apply each RFC 6902 operation as the RFC describes."""
    want = copy.deepcopy(DOC)
    expected(want)
    assert apply_patch(DOC, ops) == want


def test_apply_patch_returns_a_new_document() -> None:
    """It should leave the input document untouched, including nested containers."""
    before = copy.deepcopy(DOC)
    result = apply_patch(DOC, [{"op": "replace", "path": "/steps/0/params/t_c", "value": 2}])
    assert before == DOC
    assert result["steps"][0]["params"] is not DOC["steps"][0]["params"]


def test_apply_patch_copies_values() -> None:
    """It should not alias a patch value into the result (later edits stay separate)."""
    value = {"nested": [1]}
    result = apply_patch({}, [{"op": "add", "path": "/x", "value": value}])
    value["nested"].append(2)
    assert result == {"x": {"nested": [1]}}


@pytest.mark.parametrize(
    ("ops", "result"),
    [
        pytest.param([{"op": "replace", "path": "", "value": [1]}], [1], id="replace-root"),
        pytest.param([{"op": "add", "path": "", "value": {"a": 1}}], {"a": 1}, id="add-root"),
        pytest.param([], DOC, id="empty-patch"),
    ],
)
def test_apply_patch_root_and_empty(ops: list[dict[str, Any]], result: Any) -> None:
    """It should treat '' as the whole document and an empty patch as a copy."""
    assert apply_patch(DOC, ops) == result


@pytest.mark.parametrize(
    ("ops", "match"),
    [
        pytest.param(
            [{"op": "replace", "path": "/steps/9/id", "value": 1}],
            r"/steps/9/id",
            id="index-out-of-range",
        ),
        pytest.param(
            [{"op": "replace", "path": "/nope", "value": 1}],
            r"'nope' does not exist",
            id="replace-missing-key",
        ),
        pytest.param(
            [{"op": "remove", "path": "/steps/0/nope"}], r"/steps/0/nope", id="remove-missing-key"
        ),
        pytest.param(
            [{"op": "remove", "path": "/steps/-"}], r"not an array index", id="remove-dash"
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/01", "value": 1}],
            r"not an array index",
            id="leading-zero-index",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/x", "value": 1}],
            r"not an array index",
            id="word-as-index",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/5", "value": 1}], r"out of range", id="add-past-end"
        ),
        pytest.param(
            [{"op": "add", "path": "/a/b", "value": 1}],
            r"'a' does not exist",
            id="add-missing-parent",
        ),
        pytest.param(
            [{"op": "add", "path": "/steps/0/id/x", "value": 1}], r"str", id="add-into-scalar"
        ),
        pytest.param(
            [{"op": "add", "path": "steps", "value": 1}],
            r"start with '/'",
            id="pointer-without-slash",
        ),
        pytest.param([{"op": "remove", "path": ""}], r"whole document", id="remove-root"),
        pytest.param(
            [{"op": "move", "from": "/steps", "path": "/steps/0"}],
            r"own child",
            id="move-into-own-child",
        ),
        pytest.param(
            [{"op": "move", "from": "/nope", "path": "/x"}], r"/nope", id="move-missing-source"
        ),
        pytest.param([{"op": "move", "path": "/x"}], r"lacks 'from'", id="move-without-from"),
        pytest.param([{"op": "add", "path": "/x"}], r"lacks 'value'", id="add-without-value"),
        pytest.param([{"op": "remove"}], r"lacks 'path'", id="without-path"),
        pytest.param(
            [{"op": "frobnicate", "path": "/x"}], r"unknown patch operation", id="unknown-op"
        ),
        pytest.param(
            [{"op": "test", "path": "/steps/0/id", "value": "b"}], r"test failed", id="test-fails"
        ),
        pytest.param(["not-an-op"], r"must be an object", id="op-not-an-object"),
        pytest.param(
            [{"op": "add", "path": 5, "value": 1}], r"must be a string", id="pointer-not-a-string"
        ),
    ],
)
def test_apply_patch_rejects_bad_operations(ops: list[Any], match: str) -> None:
    """It should raise ValueError naming the problem, and never change the input."""
    before = copy.deepcopy(DOC)
    with pytest.raises(ValueError, match=match):
        apply_patch(DOC, ops)
    assert before == DOC


def test_apply_patch_message_names_the_failing_operation() -> None:
    """It should say which operation of the patch failed."""
    ops = [{"op": "replace", "path": "/steps/0/id", "value": "x"}, {"op": "remove", "path": "/q"}]
    with pytest.raises(ValueError, match=r"patch operation 1 \('remove'\)"):
        apply_patch(DOC, ops)


@pytest.mark.parametrize(
    ("pointer", "tokens"),
    [
        pytest.param("", [], id="root"),
        pytest.param("/", [""], id="empty-key"),
        pytest.param("/a/0", ["a", "0"], id="plain"),
        pytest.param("/a~1b/c~0d/~01", ["a/b", "c~d", "~1"], id="escapes-in-order"),
    ],
)
def test_parse_pointer(pointer: str, tokens: list[str]) -> None:
    """It should unescape ~1 then ~0, as RFC 6901 requires."""
    assert parse_pointer(pointer) == tokens


@pytest.mark.parametrize(
    ("pointer", "value"),
    [
        pytest.param("", DOC, id="root"),
        pytest.param("/steps/1/id", "b", id="nested"),
        pytest.param("/odd~1key/til~0de", 5, id="escaped"),
    ],
)
def test_resolve_pointer(pointer: str, value: Any) -> None:
    """It should return the value a pointer names."""
    assert resolve_pointer(DOC, pointer) == value
