"""Shapes shared by the benchmark loaders, agents, metrics, runner and reports."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Subset = Literal["A", "B", "C", "D"]
SUBSETS: tuple[Subset, ...] = ("A", "B", "C", "D")


class BenchItem(BaseModel):
    """One benchmark item, whatever file it came from.

    Subset A: ``query`` -> a protocol; gold is ``gold_text`` (the reference protocol).
    Subset B: ``query`` + ``draft_text`` -> device code; gold is ``gold_workflow``.
    Subset C: ``query`` (long-horizon) -> device code; gold is ``gold_workflow``.
    Subset D: ``query`` + ``faulty_workflow`` -> corrected code; gold is ``gold_workflow``.
    """

    subset: Subset
    id: str
    source: str = Field(description="File or generator the item came from (public / ours).")
    query: str
    draft_text: str | None = None
    faulty_workflow: dict[str, Any] | None = Field(
        default=None, description="Subset D: the injected faulty code, as an IR dict."
    )
    fault: str | None = Field(default=None, description="Subset D: the injected fault kind.")
    gold_text: str | None = None
    gold_workflow: dict[str, Any] | None = Field(
        default=None,
        description="Gold device code as an IR dict (node-format gold is "
        "converted with the ProAgent adapter).",
    )
    track_volumes: bool = Field(
        default=True,
        description="False for items from the public node format, which carries no wells.",
    )
    meta: dict[str, Any] = Field(default_factory=dict)


class AgentOutput(BaseModel):
    """What an agent produced for one item (one sample)."""

    draft_text: str | None = Field(default=None, description="The protocol, as text.")
    workflow: dict[str, Any] | None = Field(
        default=None, description="The device code as an IR dict (ids resolved), or None."
    )
    parse_error: str | None = Field(
        default=None, description="Why the output could not be read as code, if so."
    )
    approved: bool | None = Field(
        default=None, description="The agent's own verdict, when it has one."
    )
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    loop: bool = Field(default=False, description="The agent repeated itself or hit its cap.")
    steps: int = Field(default=0, description="Agent iterations (tool calls or cycles).")
    time_s: float = 0.0
    halt_reason: str | None = None
    violations: list[dict[str, Any]] = Field(default_factory=list)
    trace: list[dict[str, Any]] = Field(default_factory=list)
    error: str | None = Field(default=None, description="An exception the agent raised.")

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class ItemResult(BaseModel):
    """One line of results.jsonl: an item, its samples' outputs and their scores."""

    agent: str
    subset: Subset
    item_id: str
    sample: int = 0
    output: AgentOutput
    scores: dict[str, float | None]
