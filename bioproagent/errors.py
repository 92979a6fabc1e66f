"""Exceptions raised by bioproagent.

The tree::

    BioProAgentError                  root; catch this to catch everything below
    ├── RegistryError                 a registry file or directory is unusable
    ├── WorkflowFormatError           input that cannot be read as a workflow at all
    ├── PatchError (ValueError)       a JSON Patch or JSON pointer cannot be applied
    ├── PlanningError                 a plan cannot start (empty intent, unknown model spec)
    │   ├── MissingAPIKeyError        an API-backed model has no key
    │   └── LocalModelUnavailableError  the local model's libraries or weights are missing
    ├── ModelError                    a chat model cannot answer at all
    │   ├── ScriptExhaustedError      a scripted model ran out of replies
    │   └── LocalBudgetExceededError  the local model's calls or seconds for this plan are spent
    ├── KnowledgeError                a protocol file of the knowledge library is unusable
    ├── BenchError                    a benchmark run cannot start or its data is unusable
    │   ├── GenerationError           a generated benchmark item failed its own check
    │   └── WetBenchRunError          a WetBench run cannot start (settings, run directory)
    ├── WetBenchError                 WetBench input that is unusable as a whole
    │   ├── WetBenchConfigError       a configuration file is unreadable or inconsistent
    │   ├── ExpressionError           a readout formula is malformed or uses what is not allowed
    │   ├── ActionFormatError         an agent's action cannot be read (JSON or text format)
    │   ├── VerdictFormatError        an evidence classifier's reply breaks the verdict format
    │   └── ActionRejectedError       internal: a transition handler refuses an action (the
    │                                 environment returns it as a rejected outcome)
    ├── NotConfigTextError            internal: text the config reader leaves to the prose
    │                                 reader (never raised to callers)
    ├── ExportRefusedError            a plan cannot be exported to a robot (unapproved)
    ├── UsageError                    the command line is wrong (the CLI exits with 2)
    ├── InputError (ValueError)       input outside the documented limits (size, depth, NaN)
    └── InfrastructureError           a model server failed or a deadline passed (exit 3)
        └── DeadlineExceededError     the time budget of a call or plan ran out

Rule violations are never exceptions: :func:`bioproagent.verify` returns them as data
(:class:`bioproagent.rules.Violation`), and a plan that cannot be approved is a halted
:class:`bioproagent.PlanResult`, not an exception. Exceptions are kept for input that is
unusable as a whole, such as a registry directory that does not exist.
``PatchError`` also derives from :class:`ValueError`, so code written against the
standard library's convention keeps working.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ActionFormatError",
    "ActionRejectedError",
    "BenchError",
    "BioProAgentError",
    "DeadlineExceededError",
    "ExportRefusedError",
    "ExpressionError",
    "GenerationError",
    "InfrastructureError",
    "InputError",
    "KnowledgeError",
    "LocalBudgetExceededError",
    "LocalModelUnavailableError",
    "MissingAPIKeyError",
    "ModelError",
    "NotConfigTextError",
    "PatchError",
    "PlanningError",
    "RegistryError",
    "ScriptExhaustedError",
    "UsageError",
    "VerdictFormatError",
    "WetBenchConfigError",
    "WetBenchError",
    "WetBenchRunError",
    "WorkflowFormatError",
]


class BioProAgentError(Exception):
    """Root of every error this package raises."""


class RegistryError(BioProAgentError):
    """A registry file or directory cannot be loaded.

    ``problems`` lists every finding (file, JSON pointer, rule, message) so that all
    of them can be fixed in one pass rather than one per run.
    """

    def __init__(self, message: str, problems: Sequence[object] | None = None) -> None:
        super().__init__(message)
        self.problems = list(problems or [])


class WorkflowFormatError(BioProAgentError):
    """A file or payload that cannot be parsed into a workflow (not JSON, wrong shape)."""


class InputError(BioProAgentError, ValueError):
    """Input outside the documented limits (``docs/limits.md``): too large, nested too
    deep, a NaN/Infinity or over-long number, a duplicate JSON key. Also a ``ValueError``,
    so code that treats unreadable JSON as a value error keeps working."""


class InfrastructureError(BioProAgentError):
    """Something outside the input failed: the model server is unreachable or keeps
    failing, or a deadline passed. Not a verdict on the plan (CLI exit code 3)."""


class DeadlineExceededError(InfrastructureError, TimeoutError):
    """The overall time budget of a model call or a plan ran out."""


class PatchError(BioProAgentError, ValueError):
    """A JSON Patch operation or JSON pointer cannot be applied to the document; the
    message names the path and the operation."""


class PlanningError(BioProAgentError):
    """A plan cannot start: the input is unusable as a whole (not a failed plan, which is
    a halted :class:`bioproagent.PlanResult`)."""


class MissingAPIKeyError(PlanningError):
    """An OpenAI-compatible model was requested without an API key."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(
            message
            or "No API key: set OPENAI_API_KEY (any value for local servers such as "
            "vLLM, Ollama or llama.cpp)"
        )


class LocalModelUnavailableError(PlanningError):
    """The local model's libraries or weights are not installed."""


class ModelError(BioProAgentError):
    """A chat model cannot produce a reply at all (not a bad reply, which planners report
    as data)."""


class ScriptExhaustedError(ModelError):
    """The scripted model was called more times than it has replies."""


class LocalBudgetExceededError(ModelError):
    """The embedded local model's call or time budget for this plan is spent."""


class KnowledgeError(BioProAgentError):
    """A protocol file cannot be read; the message names the file and the problem."""


class BenchError(BioProAgentError):
    """A benchmark run cannot start: unknown agent or subset, unusable data or out_dir."""


class GenerationError(BenchError):
    """A generated benchmark item failed its own check; nothing is written."""


class ExportRefusedError(BioProAgentError):
    """A plan or workflow cannot be exported to a robot: it is not approved, or it uses
    something the exporter cannot express. ``reasons`` lists every problem found."""

    def __init__(self, message: str, reasons: Sequence[str] | None = None) -> None:
        super().__init__(message)
        self.reasons = list(reasons or [])


class UsageError(BioProAgentError):
    """The command line is wrong; the CLI prints the message and exits with status 2."""


class WetBenchRunError(BenchError):
    """A WetBench run cannot start: its directory holds another run, or the settings are
    unusable (unknown agent, a model component without a model)."""


class WetBenchError(BioProAgentError):
    """WetBench input that is unusable as a whole (see ``docs/wetbench.md``)."""


class WetBenchConfigError(WetBenchError):
    """A WetBench configuration file is missing, unreadable or inconsistent; the message
    names the file and every problem."""


class ExpressionError(WetBenchError):
    """A readout formula is malformed or uses something not allowed."""


class ActionFormatError(WetBenchError):
    """An agent's action cannot be read (neither an action object nor the seed's text
    format); the environment turns it into a BAD_FORMAT rejection."""


class VerdictFormatError(WetBenchError):
    """An evidence classifier's reply does not follow the verdict format (an error, never
    a pass)."""


class NotConfigTextError(BioProAgentError):
    """Raised inside :mod:`bioproagent.intent.config_records` when a block of text turns out
    not to be a config (a citation '[1]', an indented prose line); the reader then returns
    None and the text is read as prose (never raised to callers)."""


class ActionRejectedError(WetBenchError):
    """Raised inside a rule-based transition handler to refuse an action; the environment
    returns it as a rejected outcome with ``code`` and ``reason`` (never to callers)."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
