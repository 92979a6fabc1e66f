"""Load time (cold from GGUF, and from the safetensors cache), tokens/s and peak memory of
the embedded local model.

    python benchmarks/perf/local_model.py [--tokens 120]

The cold load uses a fresh temporary cache directory (the user's cache is left alone);
each measurement runs in its own subprocess so imports and the process-wide model cache
do not leak between them. Peak memory is ru_maxrss of the measuring process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

CHILD = r"""
import json, resource, sys, time
started = time.perf_counter()
from langchain_core.messages import HumanMessage
from bioproagent.grounding import code_schema, project
from bioproagent.planners.models.constrained import response_format
from bioproagent.planners.models.local import LocalChatModel
from bioproagent.registry import load_registry
imported = time.perf_counter() - started
chat = LocalChatModel()
loaded = chat.loaded()
result = {"source": loaded.source, "import_s": imported, "load_s": loaded.load_seconds}
if sys.argv[1] == "generate":
    tokens = int(sys.argv[2])
    prompt = [HumanMessage("Describe how to spin a 96-well plate at 500 x g.")]
    chat.invoke(prompt, max_new_tokens=4)  # warm-up
    t = time.perf_counter()
    msg = chat.invoke(prompt, max_new_tokens=tokens)
    free_s = time.perf_counter() - t
    registry = load_registry()
    schema = code_schema(project(registry, ["transfer", "spin"]), registry, max_steps=3,
                         max_labware=2)
    fmt = response_format(schema)
    t = time.perf_counter()
    chat.invoke(prompt, max_new_tokens=4, response_format=fmt)
    index_s = time.perf_counter() - t
    t = time.perf_counter()
    cmsg = chat.invoke(prompt, max_new_tokens=tokens, response_format=fmt)
    constrained_s = time.perf_counter() - t
    result.update(
        free_tokens=msg.usage_metadata["output_tokens"], free_s=free_s,
        constrained_tokens=cmsg.usage_metadata["output_tokens"], constrained_s=constrained_s,
        index_build_s=index_s, prompt_tokens=msg.usage_metadata["input_tokens"])
result["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(result))
"""


def _run(cache: str, *args: str) -> dict[str, float | str]:
    env = dict(os.environ, BIOPROAGENT_CACHE=cache)
    out = subprocess.run(
        [sys.executable, "-c", CHILD, *args], env=env, check=True, capture_output=True, text=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=120, help="tokens to generate")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bioproagent-cache-") as cache:
        cold = _run(cache, "load")
        warm = _run(cache, "generate", str(args.tokens))
    print(
        f"cold load (GGUF -> safetensors cache): {cold['load_s']:.1f} s "
        f"(imports {cold['import_s']:.1f} s), peak RSS {cold['peak_rss_mb']:.0f} MB"
    )
    print(f"cached load: {warm['load_s']:.1f} s (imports {warm['import_s']:.1f} s)")
    print(
        f"free text: {warm['free_tokens']} tokens in {warm['free_s']:.1f} s = "
        f"{warm['free_tokens'] / warm['free_s']:.1f} tokens/s "
        f"(prompt {warm['prompt_tokens']} tokens)"
    )
    print(
        f"schema-constrained: index build {warm['index_build_s']:.1f} s; "
        f"{warm['constrained_tokens']} tokens in {warm['constrained_s']:.1f} s = "
        f"{warm['constrained_tokens'] / warm['constrained_s']:.1f} tokens/s"
    )
    print(f"peak RSS while generating: {warm['peak_rss_mb']:.0f} MB")


if __name__ == "__main__":
    main()
