"""Labware products: real capacities in the checks, and figures that match their sources."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from bioproagent.registry import load_registry
from bioproagent.rules import verify
from tests.builders import lw, ref, step, wf

REGISTRY = load_registry()


def _fill(plate: dict[str, Any], first: float, second: float) -> dict[str, Any]:
    """Two transfers into well A1 of ``plate`` on the Hamilton STAR."""
    return wf(
        [lw("src", "reservoir_290ml", volume=100000), plate],
        [
            step(
                f"s{i}",
                "hamilton_star",
                "transfer",
                {"volume_ul": v},
                source=ref("src", "A1"),
                target=ref(plate["id"], "A1"),
            )
            for i, v in enumerate((first, second))
        ],
    )


@pytest.mark.parametrize(
    ("plate", "first", "second", "codes"),
    [
        (lw("p", "plate_96_deepwell"), 1000, 1100, ["WELL_OVERFILL"]),
        (lw("p", "plate_96_deepwell"), 1000, 1000, []),
        (
            lw("p", "plate_96_deepwell", product="usascientific_96_wellplate_2.4ml_deep"),
            1000,
            1100,
            [],
        ),
        (
            lw("p", "plate_96_pcr", product="nest_96_wellplate_100ul_pcr_full_skirt"),
            100,
            50,
            ["WELL_OVERFILL"],
        ),
        (lw("p", "plate_96_pcr"), 100, 50, []),
    ],
    ids=[
        "deepwell-default-nest-2ml",
        "deepwell-2ml-fits",
        "deepwell-named-2.4ml",
        "pcr-named-nest-100ul",
        "pcr-default-biorad-200ul",
    ],
)
def test_checks_use_the_products_own_well_volume(
    plate: dict[str, Any], first: float, second: float, codes: list[str]
) -> None:
    """It should hold a well to the named product's capacity, or without a name to the
    stricter of the generic figure and the default product (the one an export loads)."""
    assert verify(_fill(plate, first, second)).codes() == codes


def test_every_product_is_sourced_and_its_load_name_is_unique() -> None:
    """It should give every product a source and a distinct id within its type."""
    for lw_type in REGISTRY.labware.values():
        ids = [p["id"] for p in lw_type.products]
        assert len(ids) == len(set(ids)), lw_type.id
        for product in lw_type.products:
            assert product["sources"], (lw_type.id, product["id"])


@pytest.mark.skipif(
    importlib.util.find_spec("opentrons_shared_data") is None,
    reason="opentrons-shared-data is not installed (pip install -e '.[export]')",
)
def test_product_figures_match_the_opentrons_definitions() -> None:
    """It should carry exactly the well volume and height of each cited definition."""
    from opentrons_shared_data.labware import load_definition

    checked = 0
    for lw_type in REGISTRY.labware.values():
        for product in lw_type.products:
            definition = load_definition(product["opentrons_load_name"], 1)
            first = definition["ordering"][0][0]
            assert product["well_volume_ul"] == definition["wells"][first]["totalLiquidVolume"]
            assert product["height_mm"] == definition["dimensions"]["zDimension"]
            if product.get("holder_positions"):
                assert product["holder_positions"] == len(definition["wells"])
            elif lw_type.kind != "tube":
                assert len(definition["wells"]) == len(lw_type.wells), product["id"]
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize(
    ("item", "needle"),
    [
        ("plate_96_pcr", "product nest_96_wellplate_100ul_pcr_full_skirt: 100 uL/well"),
        ("plate_96_deepwell", "product nest_96_wellplate_2ml_deep (default): 2000 uL/well"),
        ("opentrons_ot2", "pipetting: floor 1 uL, declared tip racks, 0 reserved position(s)"),
        ("hamilton_star", "pipetting: floor 0.5 uL"),
    ],
    ids=["pcr-products", "deepwell-default", "ot2-pipetting", "star-floor"],
)
def test_registry_show_lists_products_and_pipetting(
    capsys: pytest.CaptureFixture[str], item: str, needle: str
) -> None:
    """It should show a type's products and a liquid handler's pipetting facts."""
    from bioproagent.cli.app import main

    assert main(["registry", "show", item]) == 0
    assert needle in capsys.readouterr().out
