"""A planner over any langchain-core chat model.

:class:`LLMPlanner` turns each planner call into one chat exchange: a system prompt (JSON
only; the intent is data; checks cannot be switched off from the intent) and a task
prompt built from the planning context (see :mod:`bioproagent.planners.prompts`). The
reply is read with :mod:`bioproagent.planners.models.parsing`. A reply that cannot be read gets
one retry with the parse error; a second failure, or any exception from the model (a
timeout, an HTTP error, a script that ran out), becomes ``PlannerReply(error=...)``. It
never raises for model trouble.

Usage is counted on every call: from ``AIMessage.usage_metadata`` when the model reports
it, otherwise with :func:`bioproagent.grounding.count_tokens` on the prompt and the
completion; ``Usage.token_counting`` says which.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bioproagent.draft import Draft, Finding, Usage
from bioproagent.grounding import code_schema, count_tokens, draft_schema
from bioproagent.planners import prompts
from bioproagent.planners.base import Planner, PlannerReply, PlanningContext
from bioproagent.planners.models.chat import message_text
from bioproagent.planners.models.constrained import response_format
from bioproagent.planners.models.parsing import ParseResult, parse_code, parse_draft
from bioproagent.rules.violation import Violation

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import BaseMessage

MODEL_REPORTED = "model-reported usage (AIMessage.usage_metadata)"
APPROXIMATE = (
    "approximate: bioproagent.grounding.count_tokens (words and punctuation marks) "
    "on prompt and completion text"
)
MIXED = "model-reported where available, otherwise approximate (bioproagent.grounding.count_tokens)"

Parser = Callable[[str], ParseResult]


class LLMPlanner(Planner):
    """Proposes drafts and device code by asking a langchain-core chat model.

    Args:
        model: Any ``BaseChatModel`` (an :class:`~bioproagent.planners.models.openai_chat.
            OpenAIChatModel`, a :class:`~bioproagent.planners.models.scripted.ScriptedChatModel`,
            or a langchain provider's model).
        retries: Extra attempts after a reply that is not valid JSON (default 1).
        knowledge_limit: How many retrieved protocols the draft prompt carries.
        knowledge_chars: Characters kept of each protocol.
        structured: Ask for schema-constrained replies: every call carries
            ``response_format`` with a JSON schema generated for this plan
            (:func:`~bioproagent.grounding.draft_schema` for drafts,
            :func:`~bioproagent.grounding.code_schema` for device code), so a model that
            honours it can only name the plan's instruments, operations and labware types
            and write numbers inside the registry's ranges. The reply is parsed and
            verified exactly as without it.
        max_steps: Most steps the code schema allows (structured mode).
        max_labware: Most labware instances the code schema allows (structured mode).
    """

    name = "llm"
    uses_llm = True

    def __init__(
        self,
        model: BaseChatModel,
        *,
        retries: int = 1,
        knowledge_limit: int = 3,
        knowledge_chars: int = 1200,
        structured: bool = False,
        max_steps: int = 6,
        max_labware: int = 3,
    ) -> None:
        if retries < 0:
            raise ValueError(f"retries must be 0 or more, got {retries}")
        if max_steps < 1 or max_labware < 1:
            raise ValueError(
                f"max_steps and max_labware must be 1 or more, got {max_steps} and {max_labware}"
            )
        self.structured = structured
        self.max_steps = max_steps
        self.max_labware = max_labware
        self.model = model
        self.retries = retries
        self.knowledge_limit = knowledge_limit
        self.knowledge_chars = knowledge_chars

    # --- the four planner calls ---------------------------------------------------------

    def draft(self, ctx: PlanningContext) -> PlannerReply:
        parts = [
            prompts.render_intent(ctx.intent, ctx.answers, ctx.assumptions),
            prompts.render_knowledge(ctx.knowledge, self.knowledge_limit, self.knowledge_chars),
            prompts.DRAFT_TASK,
        ]
        return self._ask(_join(parts), parse_draft, "draft", self._draft_schema(ctx))

    def revise_draft(
        self, ctx: PlanningContext, draft: Draft, findings: list[Finding]
    ) -> PlannerReply:
        parts = [
            prompts.render_intent(ctx.intent, ctx.answers, ctx.assumptions),
            prompts.render_draft(draft),
            prompts.REVISE_TASK,
            prompts.render_findings(findings),
            "Draft JSON shape:\n" + prompts.DRAFT_SHAPE,
        ]
        return self._ask(_join(parts), parse_draft, "draft", self._draft_schema(ctx))

    def code(self, ctx: PlanningContext, draft: Draft) -> PlannerReply:
        parts = [
            prompts.render_intent(ctx.intent, ctx.answers, ctx.assumptions),
            prompts.render_draft(draft),
            "Symbol table:\n" + ctx.symbols.render(ctx.registry),
            prompts.CODE_TASK,
        ]
        return self._ask(_join(parts), parse_code, "device code", self._code_schema(ctx))

    def fix_code(
        self, ctx: PlanningContext, draft: Draft, code: dict[str, Any], violations: list[Violation]
    ) -> PlannerReply:
        parts = [
            prompts.render_intent(ctx.intent, ctx.answers, ctx.assumptions),
            "Symbol table:\n" + ctx.symbols.render(ctx.registry),
            "Your device code:\n"
            + json.dumps(code, ensure_ascii=False, default=str, separators=(",", ":")),
            prompts.FIX_TASK,
            prompts.render_violations(violations),
            "Workflow JSON shape:\n" + prompts.CODE_SHAPE,
        ]
        return self._ask(_join(parts), parse_code, "device code", self._code_schema(ctx))

    # --- schemas for constrained decoding (structured mode) --------------------------------

    def _draft_schema(self, ctx: PlanningContext) -> dict[str, Any] | None:
        if not self.structured:
            return None
        return draft_schema(ctx.symbols, ctx.registry, ctx.intent.operations)

    def _code_schema(self, ctx: PlanningContext) -> dict[str, Any] | None:
        if not self.structured or not ctx.symbols.devices:
            return None
        return code_schema(
            ctx.symbols, ctx.registry, max_steps=self.max_steps, max_labware=self.max_labware
        )

    # --- one exchange, with a retry on unreadable output ---------------------------------

    def _ask(
        self, task: str, parse: Parser, what: str, schema: dict[str, Any] | None = None
    ) -> PlannerReply:
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

        messages: list[BaseMessage] = [SystemMessage(prompts.SYSTEM), HumanMessage(task)]
        options: dict[str, Any] = {}
        if schema is not None:
            options["response_format"] = response_format(schema, what.replace(" ", "_"))
        meter = _Meter()
        raw: str | None = None
        error = ""
        for attempt in range(self.retries + 1):
            try:
                reply = self.model.invoke(messages, **options)
            except Exception as exc:  # model trouble is a reply, never a crash
                meter.failed_call()
                return PlannerReply(
                    error=f"the model call failed ({type(exc).__name__}): {_short(exc)}",
                    usage=meter.usage(),
                    raw=raw,
                )
            raw = message_text(reply)
            meter.record(messages, raw, getattr(reply, "usage_metadata", None))
            result = parse(raw)
            if result.ok:
                return PlannerReply.of(result.value, usage=meter.usage(), raw=raw)
            error = result.error or "unknown parse error"
            if attempt < self.retries:
                messages = [
                    *messages,
                    AIMessage(raw),
                    HumanMessage(prompts.RETRY.format(error=error)),
                ]
        tries = self.retries + 1
        return PlannerReply(
            error=f"the model's reply could not be read as {what} after {tries} "
            f"attempt{'s' if tries > 1 else ''}: {error}",
            usage=meter.usage(),
            raw=raw,
        )


class _Meter:
    """Usage over the calls of one planner reply."""

    def __init__(self) -> None:
        self.calls = 0
        self.prompt = 0
        self.completion = 0
        self.reported = 0
        self.approximated = 0

    def failed_call(self) -> None:
        self.calls += 1

    def record(
        self, messages: Sequence[BaseMessage], completion: str, metadata: dict[str, Any] | None
    ) -> None:
        self.calls += 1
        if metadata and ("input_tokens" in metadata or "output_tokens" in metadata):
            self.prompt += int(metadata.get("input_tokens") or 0)
            self.completion += int(metadata.get("output_tokens") or 0)
            self.reported += 1
        else:
            self.prompt += sum(count_tokens(message_text(m)) for m in messages)
            self.completion += count_tokens(completion)
            self.approximated += 1

    def usage(self) -> Usage:
        if self.reported and self.approximated:
            counting = MIXED
        elif self.reported:
            counting = MODEL_REPORTED
        elif self.approximated:
            counting = APPROXIMATE
        else:
            counting = ""
        return Usage(
            llm_calls=self.calls,
            prompt_tokens=self.prompt,
            completion_tokens=self.completion,
            token_counting=counting,
        )


def _join(parts: Sequence[str]) -> str:
    return "\n\n".join(p for p in parts if p)


def _short(exc: BaseException, limit: int = 300) -> str:
    text = " ".join(str(exc).split()) or repr(exc)
    return text if len(text) <= limit else text[:limit] + " ..."
