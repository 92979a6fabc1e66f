"""Run exported protocols in the vendor simulators, in a child Python process.

``opentrons.simulate`` (opentrons 9.0.0) and PyLabRobot (tip and volume tracking on) run in
the interpreter given by ``$BIOPROAGENT_SIM_PYTHON`` (default: this one), so a separate
simulator venv can be used when the vendor packages cannot live next to bioproagent. Each
simulator is imported once per batch. Nothing is printed; outcomes are returned.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

DRIVER = Path(__file__).with_name("sim_driver.py")
SIMULATORS = ("opentrons", "pylabrobot")


@dataclass(frozen=True)
class SimulationResult:
    simulator: str
    ok: bool
    seconds: float
    error: str = ""
    """The simulator's exception, when the run failed."""


def simulator_python() -> str:
    """Interpreter with opentrons and pylabrobot: $BIOPROAGENT_SIM_PYTHON, else this one."""
    return os.environ.get("BIOPROAGENT_SIM_PYTHON") or sys.executable


def simulators_available(python: str | None = None) -> str | None:
    """None when both simulators import; otherwise why not (for a skip reason)."""
    try:
        done = subprocess.run(
            [python or simulator_python(), "-c", "import opentrons.simulate, pylabrobot"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"simulator interpreter unusable: {exc}"
    if done.returncode:
        return "opentrons or pylabrobot is not installed: " + done.stderr.strip()[-200:]
    return None


def simulate(
    simulator: str, texts: list[str], python: str | None = None, timeout: float = 900
) -> list[SimulationResult]:
    """Run each protocol text in ``simulator`` ('opentrons' or 'pylabrobot')."""
    if simulator not in SIMULATORS:
        raise ValueError(f"unknown simulator {simulator!r}; use one of {SIMULATORS}")
    if not texts:
        return []
    with tempfile.TemporaryDirectory(prefix="bioproagent-sim-") as tmp:
        files = []
        for n, text in enumerate(texts):
            path = Path(tmp) / f"protocol_{n:04d}.py"
            path.write_text(text, encoding="utf-8")
            files.append(str(path))
        env = {**os.environ, "PYTHONWARNINGS": "ignore", "OT_API_CONFIG_DIR": tmp}
        done = subprocess.run(
            [python or simulator_python(), str(DRIVER), simulator, *files],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=tmp,
            check=False,
        )
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    results = [SimulationResult(simulator, r["ok"], r["seconds"], r["error"]) for r in rows]
    if len(results) != len(texts):  # the driver itself died: report it for the rest
        reason = done.stderr.strip()[-600:] or "simulator driver stopped"
        results += [SimulationResult(simulator, False, 0.0, reason)] * (len(texts) - len(results))
    return results
