"""Exceptions raised by bioproagent.

The tree::

    BioProAgentError            root; catch this to catch everything below
    ├── RegistryError           a registry file or directory is unusable
    ├── WorkflowFormatError     input that cannot be read as a workflow at all
    ├── InputError              input outside the documented limits (size, depth, NaN, ...)
    ├── InfrastructureError     a model server failed or a deadline passed
    │   └── DeadlineExceeded    the overall time budget of a call or plan ran out
    └── PlanningError           a plan cannot start (empty intent, unknown model spec)
        └── MissingAPIKeyError  an API-backed model has no key

Rule violations are never exceptions: :func:`bioproagent.verify` returns them as data
(:class:`bioproagent.rules.Violation`). Exceptions are kept for input that is unusable
as a whole, such as a registry directory that does not exist.
"""

from __future__ import annotations


class BioProAgentError(Exception):
    """Root of every error this package raises."""


class RegistryError(BioProAgentError):
    """A registry file or directory cannot be loaded.

    ``problems`` lists every finding (file, JSON pointer, rule, message) so that all
    of them can be fixed in one pass rather than one per run.
    """

    def __init__(self, message: str, problems: list[object] | None = None) -> None:
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


class DeadlineExceeded(InfrastructureError, TimeoutError):
    """The overall time budget of a model call or a plan ran out."""


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
