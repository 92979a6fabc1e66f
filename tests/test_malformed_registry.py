"""Hostile and broken registry files: each class is a named problem (never a traceback,
never silently accepted), layering is loud, and --allow-override is listed in results."""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bioproagent.cli.app import main
from bioproagent.errors import RegistryError
from bioproagent.registry import builtin_registry_dir, check_registry, load_registry
from bioproagent.rules import verify
from bioproagent.vocab import PARAM_RANGES, PARAM_UNITS
from tests.builders import builtin_instrument

BUILTIN = builtin_registry_dir()
SPIN = "/operations/spin/params/properties"
SPIN_STEP = {
    "labware": [{"id": "t", "type": "tube_1_5ml"}],
    "steps": [
        {
            "id": "s",
            "device": "eppendorf_5424r",
            "operation": "spin",
            "params": {"rcf_g": 1000, "duration_s": 60},
            "labware": {"tubes": "t"},
        }
    ],
}


def centrifuge(edit: Callable[[dict[str, Any]], Any]) -> str:
    data = builtin_instrument("eppendorf_5424r")
    edit(data)
    return json.dumps(data, indent=2)


def rcf(**spec: Any) -> Callable[[dict[str, Any]], Any]:
    def edit(data: dict[str, Any]) -> None:
        target = data["operations"]["spin"]["params"]["properties"]["rcf_g"]
        for key, value in spec.items():
            if value is None:
                target.pop(key, None)
            else:
                target[key] = value

    return edit


def text_edit(old: str, new: str) -> str:
    return json.dumps(builtin_instrument("eppendorf_5424r"), indent=2).replace(old, new, 1)


def extra_rotor(data: dict[str, Any]) -> None:
    """A rotor the built-in file does not list (with its row in the RCF table)."""
    data["operations"]["spin"]["params"]["properties"]["rotor"]["enum"].append("X-1")
    data["operations"]["spin"]["rules"][0]["right"]["table"]["X-1"] = 21130


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def new_instrument(edit: Callable[[dict[str, Any]], Any]) -> str:
    def rename(data: dict[str, Any]) -> None:
        data["id"] = "my_spin"
        data.pop("external_ids", None)
        edit(data)

    return centrifuge(rename)


# (id, file name, text, expected rule)
CLASSES: list[tuple[str, str, str, str]] = [
    (
        "nan-limit",
        "instruments/eppendorf_5424r.json",
        text_edit('"maximum": 21130', '"maximum": NaN'),
        "json-strict",
    ),
    (
        "infinity-limit",
        "instruments/eppendorf_5424r.json",
        text_edit('"maximum": 21130', '"maximum": Infinity'),
        "json-strict",
    ),
    (
        "1e400-limit",
        "instruments/eppendorf_5424r.json",
        text_edit('"maximum": 21130', '"maximum": 1e400'),
        "json-strict",
    ),
    (
        "1e308-limit",
        "instruments/my_spin.json",
        new_instrument(rcf(maximum=1e308)),
        "bound-plausible",
    ),
    (
        "-300C-limit",
        "instruments/my_spin.json",
        new_instrument(
            lambda d: d["operations"]["spin"]["params"]["properties"]["temperature_c"].update(
                minimum=-300
            )
        ),
        "bound-plausible",
    ),
    (
        "duplicate-key",
        "instruments/eppendorf_5424r.json",
        text_edit('"maximum": 21130', '"maximum": 21130, "maximum": 99999'),
        "json-strict",
    ),
    (
        "missing-maximum",
        "instruments/my_spin.json",
        new_instrument(rcf(maximum=None)),
        "bounds-declared",
    ),
    (
        "missing-minimum",
        "instruments/my_spin.json",
        new_instrument(rcf(minimum=None, exclusiveMinimum=None)),
        "bounds-declared",
    ),
    (
        "min-above-max",
        "instruments/my_spin.json",
        new_instrument(rcf(minimum=5000, maximum=100)),
        "min-not-above-max",
    ),
    (
        "string-limit",
        "instruments/my_spin.json",
        new_instrument(rcf(maximum="21130")),
        "schema:type",
    ),
    ("boolean-limit", "instruments/my_spin.json", new_instrument(rcf(maximum=True)), "schema:type"),
    (
        "backreference-pattern",
        "instruments/my_spin.json",
        new_instrument(
            lambda d: d["operations"]["spin"]["params"]["properties"].update(
                code={"type": "string", "description": "a code", "pattern": "^(a)\\1$"}
            )
        ),
        "pattern-re2",
    ),
    ("deep-file", "instruments/deep.json", nested(200), "json-strict"),
    (
        "5000-digit-number",
        "instruments/eppendorf_5424r.json",
        text_edit('"maximum": 21130', '"maximum": ' + "9" * 5000),
        "json-strict",
    ),
    ("not-json", "instruments/broken.json", "{ this is not json", "json"),
    ("empty-file", "instruments/empty.json", "", "json"),
    ("top-level-array", "instruments/list.json", "[1, 2, 3]", "schema:type"),
    (
        "looser-builtin",
        "instruments/eppendorf_5424r.json",
        centrifuge(rcf(maximum=30000)),
        "loosens-builtin",
    ),
    (
        "dropped-rule",
        "instruments/eppendorf_5424r.json",
        centrifuge(lambda d: d["operations"]["spin"]["rules"].pop(0)),
        "loosens-builtin",
    ),
    (
        "extra-enum-value",
        "instruments/eppendorf_5424r.json",
        centrifuge(extra_rotor),
        "loosens-builtin",
    ),
    (
        "no-longer-required",
        "instruments/eppendorf_5424r.json",
        centrifuge(lambda d: d["operations"]["spin"]["params"].update(required=[])),
        "loosens-builtin",
    ),
    (
        "looser-labware",
        "labware/tube_1_5ml.json",
        json.dumps(
            {
                **json.loads((BUILTIN / "labware" / "tube_1_5ml.json").read_text()),
                "max_rcf_g": 90000,
            }
        ),
        "loosens-builtin",
    ),
    (
        "same-id-twice-in-a-layer",
        "eppendorf_5424r.json",
        centrifuge(rcf(maximum=20000)),
        "duplicate-id",
    ),
]


def write(root: Path, name: str, text: str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("name", "text", "rule"), [c[1:] for c in CLASSES], ids=[c[0] for c in CLASSES]
)
def test_a_malformed_file_is_a_named_problem(
    tmp_path: Path, name: str, text: str, rule: str
) -> None:
    """It should report the class by its rule, refuse to load, and exit 1 in the CLI."""
    write(tmp_path, name, text)
    if rule == "duplicate-id":  # the same id also under instruments/ of the same layer
        write(tmp_path, "instruments/eppendorf_5424r.json", centrifuge(rcf(maximum=20000)))
    rules = {p.rule for p in check_registry([BUILTIN, tmp_path])}
    assert rule in rules, rules
    with pytest.raises(RegistryError):
        load_registry([tmp_path])
    assert main(["registry", "validate", "--registry", str(tmp_path)]) == 1


def test_there_are_at_least_twenty_classes() -> None:
    """It should keep the table at 20 classes or more (the issue's floor)."""
    assert len({c[0] for c in CLASSES}) >= 20


def test_two_user_layers_with_one_id_are_a_duplicate(tmp_path: Path) -> None:
    """It should refuse the same id in two user directories."""
    for layer in ("a", "b"):
        write(tmp_path / layer, "instruments/my_spin.json", new_instrument(lambda d: None))
    problems = check_registry([BUILTIN, tmp_path / "a", tmp_path / "b"])
    assert "duplicate-id" in {p.rule for p in problems}


def test_a_stricter_override_is_accepted_quietly(tmp_path: Path) -> None:
    """It should let a site tighten a built-in limit without any flag."""
    write(tmp_path, "instruments/eppendorf_5424r.json", centrifuge(rcf(maximum=15000)))
    registry = load_registry([tmp_path])
    assert registry.overrides == ()
    step = copy.deepcopy(SPIN_STEP)
    step["steps"][0]["params"]["rcf_g"] = 16000
    assert "PARAM_OUT_OF_RANGE" in verify(step, registry).codes()


def test_allow_override_accepts_and_lists_the_loosening(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It should accept a looser file only with --allow-override and list it in results."""
    write(tmp_path, "instruments/eppendorf_5424r.json", centrifuge(rcf(maximum=30000)))
    registry = load_registry([tmp_path], allow_override=True)
    assert any("maximum 21130 -> 30000" in o for o in registry.overrides)
    assert verify(SPIN_STEP, registry).registry_overrides == list(registry.overrides)
    workflow = tmp_path.parent / f"{tmp_path.name}-wf.json"  # outside the registry folder
    workflow.write_text(json.dumps(SPIN_STEP))
    code = main(
        ["verify", str(workflow), "--json", "--registry", str(tmp_path), "--allow-override"]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["registry_overrides"]
    assert main(["verify", str(workflow), "--registry", str(tmp_path)]) == 2


def test_a_catastrophic_pattern_is_matched_in_linear_time(tmp_path: Path) -> None:
    """It should match a backtracking-prone pattern with RE2, not hang."""
    data = builtin_instrument("precise_pf400")
    for op in data["operations"].values():
        for spec in op["params"]["properties"].values():
            if "pattern" in spec:
                spec["pattern"] = "^(a+)+$"
    write(tmp_path, "instruments/precise_pf400.json", json.dumps(data, indent=2))
    registry = load_registry([tmp_path], allow_override=True)
    inst = registry.instruments["precise_pf400"]
    op = next(o for o in inst.operations.values() if o.has_patterns)
    name = next(n for n, s in op.param_specs.items() if "pattern" in s)
    params = {k: 1 for k in op.required_params if k != name} | {name: "a" * 50_000 + "!"}
    started = time.perf_counter()
    assert not op.params_valid(params)
    list(op.full_validator.iter_errors(params))
    assert time.perf_counter() - started < 1.0


def test_every_unit_has_a_plausible_range() -> None:
    """It should give every parameter unit a documented ceiling."""
    assert set(PARAM_RANGES) == {u.unit for u in PARAM_UNITS}
    assert all(low < high for low, high in PARAM_RANGES.values())
