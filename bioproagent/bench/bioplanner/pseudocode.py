"""Read BioPlanner pseudocode with Python's ``ast``: pseudofunction definitions and calls.

Pseudocode is Python source: ``def name(params): pass`` definitions, then one call per step
(``name(kw="value", ...)`` or ``x = name(...)``), sometimes inside ``for``/``if`` blocks.

- :func:`parse_pseudocode` returns the definitions (name, parameter names) and the calls in
  **source order** (a depth-first walk in statement order, so a call inside a loop stays where
  it is written; ``ast.walk`` is breadth-first and would move it to the end).
- Keyword values are rendered as text: a string literal as itself (``"5 µl"``), a number as
  written (``5``), anything else with ``ast.unparse`` (a variable name, a list).
  Positional arguments are kept as ``_0``, ``_1``... so they are not lost.
- Calls of names that are not defined in the same source (``print``, ``range``, invented
  functions) are kept and marked ``defined=False``; metrics decide what to do with them.
- Source that ``ast`` cannot parse (bare units such as ``vol=20ul``, prose) falls back to a
  line-by-line reading of ``name(...)`` calls, and ``parse_error`` records why.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class PseudoFunction:
    """A pseudofunction definition: its name and parameter names, in order."""

    name: str
    params: tuple[str, ...]

    def signature(self) -> str:
        return f"def {self.name}({', '.join(self.params)}):"


@dataclass(frozen=True)
class PseudoCall:
    """One call of a pseudofunction, with its keyword arguments rendered as text."""

    name: str
    args: tuple[tuple[str, str], ...] = ()
    defined: bool = True

    @property
    def kwargs(self) -> dict[str, str]:
        return dict(self.args)

    def render(self) -> str:
        inner = ", ".join(f"{k}={_quote(v)}" for k, v in self.args)
        return f"{self.name}({inner})"


@dataclass
class Pseudocode:
    """Definitions and calls read from one pseudocode source."""

    functions: list[PseudoFunction] = field(default_factory=list)
    calls: list[PseudoCall] = field(default_factory=list)
    parse_error: str | None = None

    @property
    def call_names(self) -> list[str]:
        return [c.name for c in self.calls]


def _quote(value: str) -> str:
    return repr(value)


def _render(node: ast.expr) -> str:
    if isinstance(node, ast.Constant):
        return str(node.value)
    return ast.unparse(node)


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _calls_in_order(nodes: list[ast.stmt], out: list[ast.Call]) -> None:
    """Depth-first, statement order; a call's own argument calls come after it."""
    for stmt in nodes:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for child in ast.iter_child_nodes(stmt):
            if isinstance(child, ast.expr):
                out.extend(n for n in ast.walk(child) if isinstance(n, ast.Call))
        for body_name in ("body", "orelse", "finalbody"):
            body = getattr(stmt, body_name, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                _calls_in_order(body, out)
        for handler in getattr(stmt, "handlers", []) or []:
            _calls_in_order(handler.body, out)


def parse_pseudocode(source: str) -> Pseudocode:
    """Definitions and calls of a pseudocode source (see the module docstring)."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        return _fallback(source, f"{exc.msg} (line {exc.lineno})")
    functions = [
        PseudoFunction(node.name, tuple(a.arg for a in [*node.args.posonlyargs, *node.args.args]))
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
    ]
    defined = {f.name for f in functions}
    raw: list[ast.Call] = []
    _calls_in_order(tree.body, raw)
    calls = []
    for node in raw:
        name = _call_name(node)
        if name is None:
            continue
        args = [(f"_{i}", _render(a)) for i, a in enumerate(node.args)]
        args += [(k.arg, _render(k.value)) for k in node.keywords if k.arg is not None]
        calls.append(PseudoCall(name, tuple(args), name in defined))
    return Pseudocode(functions, calls)


_DEF_LINE = re.compile(r"^\s*def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)")
_CALL_LINE = re.compile(r"^\s*(?:[A-Za-z_]\w*\s*=\s*)?([A-Za-z_]\w*)\s*\((.*)\)\s*$")
_KWARG = re.compile(r"([A-Za-z_]\w*)\s*=\s*(\"[^\"]*\"|'[^']*'|[^,]+)")
_KEYWORDS = {"if", "for", "while", "def", "return", "print", "elif", "with"}


def _fallback(source: str, error: str) -> Pseudocode:
    functions: list[PseudoFunction] = []
    calls: list[PseudoCall] = []
    for line in source.splitlines():
        if line.lstrip().startswith("#"):
            continue
        d = _DEF_LINE.match(line)
        if d:
            params = tuple(p.split("=")[0].strip() for p in d.group(2).split(",") if p.strip())
            functions.append(PseudoFunction(d.group(1), params))
            continue
        c = _CALL_LINE.match(line)
        if c and c.group(1) not in _KEYWORDS:
            args = tuple((k, v.strip().strip("\"'")) for k, v in _KWARG.findall(c.group(2)))
            calls.append(PseudoCall(c.group(1), args))
    defined = {f.name for f in functions}
    calls = [PseudoCall(c.name, c.args, c.name in defined) for c in calls]
    return Pseudocode(functions, calls, parse_error=error)


def render_functions(functions: list[PseudoFunction]) -> str:
    """Definitions as pseudocode source (one ``def ...: pass`` per function)."""
    return "\n\n".join(f"{f.signature()}\n    pass" for f in functions)


def render_calls(calls: list[PseudoCall]) -> str:
    """Calls as pseudocode source, one per line."""
    return "\n".join(c.render() for c in calls)
