"""Tests for the hardware registry data and its loader.

Every instrument and labware file is checked on its own (meta-schema, file name, $schema
link, physical sanity, unverified pointers), then the registry as a whole (counts,
categories, ProAgent resource ids), then the user layer and the validator's reports on
hand-broken files.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from bioproagent.errors import RegistryError
from bioproagent.pointer import get as resolve_pointer
from bioproagent.registry import builtin_registry_dir, check_registry, load_registry
from bioproagent.vocab import PARAM_SUFFIXES as UNIT_SUFFIXES

REGISTRY = builtin_registry_dir()
SCHEMA_DIR = REGISTRY / "schema"
INSTRUMENT_FILES = sorted((REGISTRY / "instruments").glob("*.json"))
LABWARE_FILES = sorted((REGISTRY / "labware").glob("*.json"))
FILES = INSTRUMENT_FILES + LABWARE_FILES
NUMERIC = ("number", "integer")


def _kind(path: Path) -> str:
    return "instrument" if path.parent.name == "instruments" else "labware"


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _schema(kind: str) -> dict[str, Any]:
    return _load(SCHEMA_DIR / f"{kind}.schema.json")


def _labware_formats() -> set[str]:
    return {_load(p)["format"] for p in LABWARE_FILES}


def _params(data: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(JSON pointer, name, spec) of every parameter, including array-item fields."""
    found = []

    def walk(base: str, properties: dict[str, Any]) -> None:
        for name, spec in properties.items():
            where = f"{base}/properties/{name}"
            found.append((where, name, spec))
            if spec.get("type") == "array" and "items" in spec:
                walk(f"{where}/items", spec["items"]["properties"])

    for op_name, op in data["operations"].items():
        walk(f"/operations/{op_name}/params", op["params"]["properties"])
    return found


def _ids(paths: list[Path]) -> list[str]:
    return [f"{p.parent.name}/{p.stem}" for p in paths]


def test_registry_globs_are_not_empty() -> None:
    """It should find registry files, so that the per-file tests below really run."""
    assert INSTRUMENT_FILES, f"no instrument files under {REGISTRY / 'instruments'}"
    assert LABWARE_FILES, f"no labware files under {REGISTRY / 'labware'}"


# -- one file at a time -----------------------------------------------------------------


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_file_matches_meta_schema(path: Path) -> None:
    """It should validate against its meta-schema (every error listed on failure)."""
    validator = jsonschema.Draft202012Validator(_schema(_kind(path)))
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(_load(path))
    ]
    assert errors == []


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_file_name_is_id(path: Path) -> None:
    """It should be named <id>.json."""
    assert _load(path)["id"] == path.stem


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_schema_link_points_at_meta_schema(path: Path) -> None:
    """It should link the right meta-schema file by a path relative to itself."""
    link = _load(path)["$schema"]
    assert not Path(link).is_absolute()
    assert (path.parent / link).resolve() == (SCHEMA_DIR / f"{_kind(path)}.schema.json").resolve()


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_unverified_pointers_resolve(path: Path) -> None:
    """It should only mark figures that exist in the file as unverified."""
    data = _load(path)
    for entry in data.get("unverified", []):
        try:
            value = resolve_pointer(data, entry["field"])
        except ValueError as exc:
            pytest.fail(f"unverified field {entry['field']!r} does not resolve: {exc}")
        assert value is not None, entry["field"]


@pytest.mark.parametrize("path", INSTRUMENT_FILES, ids=_ids(INSTRUMENT_FILES))
def test_instrument_parameter_ranges_are_sane(path: Path) -> None:
    """It should give every parameter min <= max, a default and enum inside its own limits."""
    problems = []
    for where, name, spec in _params(_load(path)):
        low = spec.get("minimum", spec.get("exclusiveMinimum"))
        high = spec.get("maximum", spec.get("exclusiveMaximum"))
        if low is not None and high is not None:
            exclusive = "exclusiveMinimum" in spec or "exclusiveMaximum" in spec
            if low > high or (exclusive and low == high):
                problems.append(f"{where}: empty range {low}..{high}")
        check = {k: v for k, v in spec.items() if k not in ("default", "description")}
        if spec["type"] == "array":
            continue
        validator = jsonschema.Draft202012Validator(check)
        if "default" in spec and not validator.is_valid(spec["default"]):
            problems.append(f"{where}: default {spec['default']!r} breaks its own limits")
        for choice in spec.get("enum", []):
            if not validator.is_valid(choice):
                problems.append(f"{where}: enum value {choice!r} breaks type/range of {name}")
    assert problems == []


@pytest.mark.parametrize("path", INSTRUMENT_FILES, ids=_ids(INSTRUMENT_FILES))
def test_numeric_parameters_carry_a_unit(path: Path) -> None:
    """It should name every non-integer numeric parameter with its unit suffix."""
    unitless = [
        where
        for where, name, spec in _params(_load(path))
        if spec["type"] == "number" and not name.endswith(UNIT_SUFFIXES)
    ]
    assert unitless == []


@pytest.mark.parametrize("path", INSTRUMENT_FILES, ids=_ids(INSTRUMENT_FILES))
def test_instrument_formats_have_labware(path: Path) -> None:
    """It should only accept labware formats that some labware type provides."""
    data = _load(path)
    accepted = set(data["labware_formats"])
    for op in data["operations"].values():
        for role in op.get("labware", {}).values():
            role_formats = set(role.get("formats", ()))
            assert role_formats <= accepted, f"role formats {role_formats - accepted} not listed"
    assert accepted - _labware_formats() == set()


@pytest.mark.parametrize("path", LABWARE_FILES, ids=_ids(LABWARE_FILES))
def test_labware_is_physically_sane(path: Path) -> None:
    """It should keep dead volume below well volume and give tip racks a tip capacity."""
    data = _load(path)
    assert 0 <= data.get("dead_volume_ul", 0) < data["well_volume_ul"]
    if data["kind"] == "tiprack":
        assert data.get("tip_capacity_ul", 0) > 0
        assert data["tip_capacity_ul"] <= data["well_volume_ul"]
        assert not data["sealable"]
        assert data["max_rcf_g"] is None


# -- the registry as a whole ------------------------------------------------------------


def test_builtin_registry_has_no_problems() -> None:
    """It should pass the loader's own validation with no findings."""
    assert [str(p) for p in check_registry([REGISTRY])] == []


def test_registry_has_22_instruments() -> None:
    """It should model exactly 22 instruments, all loadable."""
    registry = load_registry()
    assert len(INSTRUMENT_FILES) == 22
    assert sorted(registry.instruments) == sorted(p.stem for p in INSTRUMENT_FILES)
    assert sorted(registry.labware) == sorted(p.stem for p in LABWARE_FILES)


@pytest.mark.parametrize(
    ("categories", "minimum"),
    [
        pytest.param({"LH"}, 6, id="liquid-handling"),
        pytest.param({"TC", "QPCR", "SHAKE", "INC", "STORE"}, 6, id="thermal"),
        pytest.param({"CF"}, 4, id="centrifugation"),
    ],
)
def test_category_counts(categories: set[str], minimum: int) -> None:
    """It should cover each instrument class with enough instruments."""
    found = [i.id for i in load_registry().instruments.values() if i.category in categories]
    assert len(found) >= minimum, found


@pytest.mark.parametrize(
    ("resource_id", "instrument_id", "category"),
    [
        pytest.param(59, "biomek_i7_hybrid", "LH", id="59"),
        pytest.param(48, "biomek_i5", "LH", id="48"),
        pytest.param(55, "spectramax_i3x", "READ", id="55"),
        pytest.param(60, "labchip_gx_touch_ht", "CE", id="60"),
        pytest.param(65, "cytomat_2c450", "INC", id="65"),
    ],
)
def test_proagent_resource_ids_map_to_instruments(
    resource_id: int, instrument_id: str, category: str
) -> None:
    """It should map each public ProAgent resourceId to the instrument it stands for."""
    instrument = load_registry().by_resource_id(resource_id)
    assert instrument is not None
    assert (instrument.id, instrument.category) == (instrument_id, category)


def test_unknown_resource_id_maps_to_nothing() -> None:
    """It should return None for a resourceId no instrument claims."""
    assert load_registry().by_resource_id(-1) is None


# -- the user layer ---------------------------------------------------------------------


def _write(directory: Path, sub: str, name: str, data: Any) -> Path:
    (directory / sub).mkdir(parents=True, exist_ok=True)
    path = directory / sub / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _builtin(sub: str, name: str) -> dict[str, Any]:
    return _load(REGISTRY / sub / f"{name}.json")


def test_user_instrument_replaces_builtin(tmp_path: Path) -> None:
    """It should let a user file with the same id replace the built-in instrument."""
    data = _builtin("instruments", "eppendorf_5424r")
    data["name"] = "Our 5424 R (rotor swapped)"
    data["operations"]["spin"]["params"]["properties"]["rcf_g"]["maximum"] = 16000
    path = _write(tmp_path, "instruments", "eppendorf_5424r.json", data)

    registry = load_registry([tmp_path])

    instrument = registry.instrument("eppendorf_5424r")
    assert instrument is not None
    assert instrument.name == "Our 5424 R (rotor swapped)"
    assert instrument.path == path
    assert len(registry.instruments) == 22
    assert load_registry().instrument("eppendorf_5424r").name != instrument.name


def test_user_registry_adds_new_labware(tmp_path: Path) -> None:
    """It should add a user labware type next to the built-in ones."""
    data = _builtin("labware", "plate_96_flat")
    data["id"] = "plate_96_black"
    _write(tmp_path, "labware", "plate_96_black.json", data)
    registry = load_registry([tmp_path])
    assert "plate_96_black" in registry.labware
    assert len(registry.labware) == len(LABWARE_FILES) + 1


def _rcf_max_text(data: dict[str, Any]) -> None:
    data["operations"]["spin"]["params"]["properties"]["rcf_g"]["maximum"] = "lots"


@pytest.mark.parametrize(
    ("content", "pointer", "rule"),
    [
        pytest.param(
            _rcf_max_text,
            "/operations/spin/params/properties/rcf_g/maximum",
            "schema:type",
            id="wrong-type",
        ),
        pytest.param("{not json", "", "json", id="not-json"),
        pytest.param(lambda d: d.pop("status"), "", "schema:required", id="missing-field"),
    ],
)
def test_bad_user_file_raises_registry_error(
    tmp_path: Path, content: Callable[[dict[str, Any]], Any] | str, pointer: str, rule: str
) -> None:
    """It should refuse to load a broken user file, naming the file and JSON pointer."""
    if isinstance(content, str):
        text: Any = content
    else:
        text = _builtin("instruments", "eppendorf_5424r")
        content(text)
    path = _write(tmp_path, "instruments", "eppendorf_5424r.json", text)

    with pytest.raises(RegistryError) as caught:
        load_registry([tmp_path])

    problems = caught.value.problems
    assert [(p.file, p.pointer, p.rule) for p in problems] == [(str(path), pointer, rule)]
    assert str(path) in str(caught.value)


def test_missing_user_directory_raises(tmp_path: Path) -> None:
    """It should report a user registry directory that does not exist."""
    with pytest.raises(RegistryError) as caught:
        load_registry([tmp_path / "nope"])
    assert [p.rule for p in caught.value.problems] == ["directory"]


# -- check_registry on hand-broken files ------------------------------------------------

SPIN = "/operations/spin"
RCF = f"{SPIN}/params/properties/rcf_g"


def _edit_spin(edit: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], Any]:
    return lambda data: edit(data["operations"]["spin"])


BROKEN: list[Any] = [
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["params"]["properties"]["rcf_g"].update(unit="g")),
        RCF,
        "schema:additionalProperties",
        id="unknown-param-field",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        lambda d: d.update(colour="red"),
        "",
        "schema:additionalProperties",
        id="unknown-top-level-field",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["params"]["properties"]["rcf_g"].update(minimum=30000)),
        RCF,
        "min-not-above-max",
        id="min-above-max",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["params"]["properties"]["rcf_g"].update(default=50000)),
        f"{RCF}/default",
        "default-in-range",
        id="default-out-of-range",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5810r",
        None,
        _edit_spin(lambda op: op["params"]["properties"]["rcf_g"].update(default=0)),
        f"{RCF}/default",
        "default-in-range",
        id="default-on-exclusive-bound",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["params"]["properties"]["rotor"].update(default="X")),
        f"{SPIN}/params/properties/rotor/default",
        "default-in-enum",
        id="default-not-in-enum",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(
            lambda op: op["params"]["properties"].update(
                speed={"type": "number", "description": "how fast"}
            )
        ),
        f"{SPIN}/params/properties/speed",
        "unit-suffix",
        id="no-unit-suffix",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        "centrifuge.json",
        lambda d: None,
        "/id",
        "id-matches-file-name",
        id="file-name-differs-from-id",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        lambda d: d.update(id="centrifuge"),
        "/id",
        "id-matches-file-name",
        id="id-differs-from-file-name",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        lambda d: d["labware_formats"].append("plate_1536"),
        "/labware_formats/3",
        "format-has-labware",
        id="unknown-labware-format",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["rules"][1].update(left="params.rcf")),
        f"{SPIN}/rules/1",
        "expression-param",
        id="rule-reads-unknown-param",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["rules"][1].update(right="labware.rotor.max_rcf_g")),
        f"{SPIN}/rules/1",
        "expression-role",
        id="rule-reads-unknown-role",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["rules"][1].update(right="labware.tubes.colour_mm")),
        f"{SPIN}/rules/1",
        "expression-labware-field",
        id="rule-reads-unknown-labware-field",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["rules"][1].update(left="magic.rcf")),
        f"{SPIN}/rules/1/left",
        "schema:oneOf",
        id="rule-path-syntax",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        lambda d: d.update(capacity={}),
        f"{SPIN}/rules/2",
        "expression-capacity",
        id="rule-reads-missing-capacity",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["rules"][0]["right"]["table"].pop("F-45-32-5-PCR")),
        f"{SPIN}/rules/0",
        "lookup-covers-enum",
        id="lookup-misses-enum-value",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["params"]["required"].append("g_force")),
        f"{SPIN}/params/required",
        "required-is-defined",
        id="required-undefined",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        _edit_spin(lambda op: op["labware"]["tubes"].update(formats=["tube_50ml"])),
        f"{SPIN}/labware/tubes/formats",
        "role-formats-accepted",
        id="role-format-not-accepted",
    ),
    pytest.param(
        "instruments",
        "eppendorf_5424r",
        None,
        lambda d: d.update(external_ids={"proagent_resource_id": 59}),
        "/external_ids/proagent_resource_id",
        "resource-id-unique",
        id="duplicate-resource-id",
    ),
    pytest.param(
        "labware",
        "tiprack_96_20ul",
        None,
        lambda d: d.pop("tip_capacity_ul"),
        "/tip_capacity_ul",
        "tiprack-has-capacity",
        id="tiprack-without-capacity",
    ),
    pytest.param(
        "labware",
        "tube_2ml",
        None,
        lambda d: d.update(dead_volume_ul=2000),
        "/dead_volume_ul",
        "dead-volume-below-well-volume",
        id="dead-volume-too-big",
    ),
    pytest.param(
        "labware",
        "tube_2ml",
        None,
        lambda d: d.update(rows=0),
        "/rows",
        "schema:minimum",
        id="labware-schema",
    ),
]


@pytest.mark.parametrize(("sub", "source", "file_name", "edit", "pointer", "rule"), BROKEN)
def test_check_registry_reports_broken_file(
    tmp_path: Path,
    sub: str,
    source: str,
    file_name: str | None,
    edit: Callable[[dict[str, Any]], Any],
    pointer: str,
    rule: str,
) -> None:
    """It should report exactly the one broken thing, with file, pointer and rule."""
    data = copy.deepcopy(_builtin(sub, source))
    edit(data)
    path = _write(tmp_path, sub, file_name or f"{source}.json", data)

    problems = check_registry([REGISTRY, tmp_path])

    assert [(p.file, p.pointer, p.rule) for p in problems] == [(str(path), pointer, rule)]
    assert problems[0].message
    assert str(path) in str(problems[0])
