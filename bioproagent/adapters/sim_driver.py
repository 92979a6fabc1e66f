"""Simulator driver, run as a script by ``bioproagent.adapters.simulate`` in a child process.

``python sim_driver.py opentrons|pylabrobot FILE...`` imports the simulator once, runs every
file and prints one JSON line per file: {"file", "ok", "seconds", "error"}. It imports only
the standard library and the vendor package, so it also runs in a separate simulator venv.
"""

from __future__ import annotations

import asyncio
import io
import json
import sys
import time
import traceback
import warnings
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

# Run as a script, this file's folder comes first on sys.path, where the exporters named
# opentrons.py and pylabrobot.py would hide the vendor packages.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]


def _opentrons(path: str) -> None:
    from opentrons.simulate import simulate

    with open(path, encoding="utf-8") as handle:
        simulate(handle, file_name=path)


def _pylabrobot(path: str) -> None:
    with open(path, encoding="utf-8") as handle:
        code = compile(handle.read(), path, "exec")
    namespace: dict[str, Any] = {"__name__": "exported_protocol"}
    exec(code, namespace)  # the exported script defines main() and helpers only
    asyncio.run(namespace["main"]())


def main(argv: list[str]) -> int:
    kind, files = argv[0], argv[1:]
    run = {"opentrons": _opentrons, "pylabrobot": _pylabrobot}[kind]
    warnings.simplefilter("ignore")
    for path in files:
        start = time.perf_counter()
        error = ""
        try:
            with redirect_stdout(io.StringIO()):
                run(path)
        except BaseException as exc:  # report every failure of the simulated run
            lines = traceback.format_exception_only(type(exc), exc)
            error = "".join(lines).strip()[-600:]
        seconds = time.perf_counter() - start
        print(json.dumps({"file": path, "ok": not error, "seconds": seconds, "error": error}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
