"""The gymnasium environment: API, spaces, termination rules and every configuration."""

from __future__ import annotations

import pytest

pytest.importorskip(
    "gymnasium", reason="WetBench needs the wetbench extra: pip install 'bioproagent[wetbench]'"
)

import json
from pathlib import Path

from gymnasium.utils.env_checker import check_env

from bioproagent.wetbench.agents import ScriptedAgent, run_episode
from bioproagent.wetbench.config import (
    ConfigError,
    consistency_problems,
    get_configuration,
    load_configurations,
)
from bioproagent.wetbench.env import SUBMIT, WetBenchEnv
from tests.wetbench_fixtures import EMPTY, STOCK, mini_config

CONFIG_IDS = [c.id for c in load_configurations()]


def test_eighteen_configurations_with_barcodes_and_budgets() -> None:
    configs = load_configurations()
    assert len(configs) == 18
    assert {c.max_steps for c in configs} <= {50, 100}
    for c in configs:
        assert consistency_problems(c) == []
        assert all(m.barcode.startswith("MAT-") for m in c.materials)


def test_check_env_passes() -> None:
    env = WetBenchEnv(get_configuration("zebrafish_nacre_adults"))
    check_env(env, skip_render_check=True)


def test_reset_is_reproducible_and_json() -> None:
    env = WetBenchEnv(mini_config())
    first, info = env.reset(seed=7)
    env.step({"action": "DNASynthesis", "params": {"sequences": ["ACGTACGT"]}})
    created = env.history[-1]["created"]
    second, _ = env.reset(seed=7)
    env.step({"action": "DNASynthesis", "params": {"sequences": ["ACGTACGT"]}})
    assert first == second
    assert env.history[-1]["created"] == created, "new barcodes follow the seed"
    assert env.observation_space.contains(first)
    obs = json.loads(first)
    assert {"goal", "materials", "actions", "step", "clock_s"} <= set(obs)
    assert "hidden" not in json.dumps(obs)
    assert "Transfer" in info["action_schemas"]


def test_three_rejections_in_a_row_end_the_episode() -> None:
    env = WetBenchEnv(mini_config())
    env.reset(seed=0)
    for i in range(3):
        _, reward, terminated, truncated, info = env.step({"action": "Teleport"})
        assert terminated is (i == 2)
    assert info["end_reason"] == "three rejected actions in a row"
    assert reward == 0.0 and not truncated


def test_an_accepted_action_resets_the_rejection_count() -> None:
    env = WetBenchEnv(mini_config())
    env.reset(seed=0)
    for doc in (
        {"action": "Teleport"},
        {"action": "Teleport"},
        {"action": "Transfer", "materials": [STOCK, EMPTY], "params": {"volume_ul": 5}},
        {"action": "Teleport"},
        {"action": "Teleport"},
    ):
        _, _, terminated, _, _ = env.step(doc)
        assert not terminated


def test_step_budget_truncates() -> None:
    env = WetBenchEnv(mini_config(max_steps=2))
    env.reset(seed=0)
    env.step({"action": "Wait", "materials": [STOCK], "params": {"duration_s": 60}})
    _, _, terminated, truncated, info = env.step(
        {"action": "Wait", "materials": [STOCK], "params": {"duration_s": 60}}
    )
    assert truncated and not terminated
    assert info["end_reason"] == "step budget spent"
    with pytest.raises(RuntimeError, match="reset"):
        env.step({"action": "Quit"})


def test_quit_and_submit() -> None:
    env = WetBenchEnv(mini_config())
    env.reset(seed=0)
    _, reward, terminated, _, info = env.step({"action": "Quit"})
    assert terminated and reward == 0.0 and info["end_reason"] == "quit"
    env.reset(seed=0)
    env.step({"action": "MeasurepH", "materials": [STOCK]})
    _, reward, terminated, _, info = env.step({"action": SUBMIT})
    assert terminated and reward == 1.0
    assert info["verdict"]["valid"] is True


def test_seed_text_format_actions_are_read() -> None:
    env = WetBenchEnv(mini_config())
    env.reset(seed=0)
    text = f"ACTION: Transfer\nMATERIALS: {STOCK}, {EMPTY}\nPARAMETERS: volume_ul=0.1mL"
    _, _, _, _, info = env.step(text)
    assert info["outcome"]["accepted"]
    assert env.state.materials[EMPTY].volume_ul == pytest.approx(100)
    _, _, _, _, info = env.step("ACTION: Transfer\nPARAMETERS: volume_ul=3 furlongs")
    assert info["outcome"]["code"] == "BAD_FORMAT"


@pytest.mark.parametrize("config_id", CONFIG_IDS, ids=CONFIG_IDS)
def test_reference_solution_solves_and_submit_at_step_zero_does_not(config_id: str) -> None:
    config = get_configuration(config_id)
    result = run_episode(config, ScriptedAgent(), seed=3)
    assert result.success, result.verdict
    assert result.rejections == 0
    assert result.conservation == []
    env = WetBenchEnv(config)
    env.reset(seed=3)
    _, reward, terminated, _, info = env.step({"action": SUBMIT})
    assert terminated and reward == 0.0
    assert info["verdict"]["valid"] is False and info["verdict"]["missing"]


def test_inconsistent_configuration_is_refused(tmp_path: Path) -> None:
    from bioproagent.wetbench.config import read_configuration

    doc = json.loads(mini_config().model_dump_json())
    doc["rubric"][0]["readout"] = "nowhere"
    doc["actions"] = [a for a in doc["actions"] if a != "Quit"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ConfigError, match=r"Quit.*unknown readout 'nowhere'"):
        read_configuration(str(path))
