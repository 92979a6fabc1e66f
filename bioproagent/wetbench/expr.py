"""A small, safe arithmetic evaluator for readout formulas in configuration files.

Formulas may use numbers, variable names, + - * / ** %, (chained) comparisons, ``and``,
``or``, ``not``, ``a if c else b``
and the functions in :data:`FUNCTIONS`. Anything else (attribute access, calls to other
names, subscripts, lambdas) is refused with :class:`ExpressionError`.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from bioproagent.errors import ExpressionError

FUNCTIONS: dict[str, Callable[..., float]] = {
    "exp": math.exp,
    "log": math.log,
    "log10": math.log10,
    "sqrt": math.sqrt,
    "min": min,
    "max": max,
    "abs": abs,
    "round": round,
}
_BIN: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
}
_CMP: dict[type, Callable[[Any, Any], bool]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}


@cache
def _parse(text: str) -> ast.Expression:
    try:
        return ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(f"formula '{text}' is not an expression: {exc.msg}") from exc


def names(text: str) -> set[str]:
    """Variable names a formula reads (function names excluded)."""
    tree = _parse(text)
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id not in FUNCTIONS}


def evaluate(text: str, variables: Mapping[str, float]) -> float:
    """The formula's value; a missing variable raises :class:`ExpressionError`."""
    return float(_eval(_parse(text).body, variables, text))


def _eval(node: ast.AST, env: Mapping[str, float], text: str) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            raise ExpressionError(f"formula '{text}' reads '{node.id}', which is not defined")
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        return _BIN[type(node.op)](_eval(node.left, env, text), _eval(node.right, env, text))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval(node.operand, env, text)
    if isinstance(node, ast.Compare) and all(type(op) in _CMP for op in node.ops):
        left = _eval(node.left, env, text)
        for op, right_node in zip(node.ops, node.comparators, strict=True):
            right = _eval(right_node, env, text)
            if not _CMP[type(op)](left, right):
                return False
            left = right
        return True
    if isinstance(node, ast.BoolOp):
        values = (_eval(v, env, text) for v in node.values)
        return all(values) if isinstance(node.op, ast.And) else any(values)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return not _eval(node.operand, env, text)
    if isinstance(node, ast.IfExp):
        test = _eval(node.test, env, text)
        return _eval(node.body if test else node.orelse, env, text)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FUNCTIONS
        and not node.keywords
    ):
        return FUNCTIONS[node.func.id](*(_eval(a, env, text) for a in node.args))
    raise ExpressionError(f"formula '{text}' uses {type(node).__name__}, which is not allowed")
