"""Semantic symbol grounding: Φ projects the registry onto short symbols, Ψ resolves them.

- :mod:`~bioproagent.grounding.symbols`: the symbol table, Φ (:func:`project`) and Ψ
  (:func:`resolve`);
- :mod:`~bioproagent.grounding.schemas`: JSON Schemas for constrained decoding;
- :mod:`~bioproagent.grounding.tokens`: the token counter;
- :mod:`~bioproagent.grounding.similarity`: name similarity for symbol suggestions.
"""

from bioproagent.grounding.schemas import NUMBER_CAP, code_schema, draft_schema
from bioproagent.grounding.symbols import (
    DeviceSymbol,
    SymbolTable,
    instruments_for,
    project,
    raw_context,
    resolve,
)
from bioproagent.grounding.tokens import count_tokens

__all__ = [
    "NUMBER_CAP",
    "DeviceSymbol",
    "SymbolTable",
    "code_schema",
    "count_tokens",
    "draft_schema",
    "instruments_for",
    "project",
    "raw_context",
    "resolve",
]
