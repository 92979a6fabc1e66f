"""report.html: one self-contained page (inline CSS, the chart as base64, no external URL).

Every piece of text from items, outputs and traces goes through :func:`escape`, which also
replaces absolute file paths by their last two parts (a report is shared; the machine it
ran on is nobody's business). The per-item drill-down is bounded: long texts, step lists
and traces are cut (the cut says how much was left out), at most ``MAX_ITEMS_PER_SUBSET``
items per subset are shown, and the drill-down stops at ``MAX_DRILLDOWN_CHARS`` with a
note; results.jsonl keeps everything. A full run's page stays a few megabytes at most.
"""

from __future__ import annotations

import base64
import json
import re
from collections import defaultdict
from collections.abc import Sequence
from html import escape as html_escape
from typing import Any

from bioproagent.bench.report import AGENT_ORDER, Table, column_label, format_value, run_lines
from bioproagent.bench.types import SUBSETS, BenchItem, ItemResult

MAX_TEXT = 3_000
MAX_STEPS = 60
MAX_TRACE = 12
MAX_VIOLATIONS = 30
MAX_ITEMS_PER_SUBSET = 40
MAX_DRILLDOWN_CHARS = 1_500_000
_ABSOLUTE_PATH = re.compile(
    r"(?<![\w./])(?:/[\w.@+-]+){2,}/?|[A-Za-z]:\\(?:[\w.@+ -]+\\)+[\w.@+-]*"
)


def scrub_paths(text: str) -> str:
    """Absolute paths shortened to ``…/parent/name`` (POSIX and Windows forms)."""

    def short(match: re.Match[str]) -> str:
        parts = [p for p in re.split(r"[/\\]", match.group(0)) if p]
        return "…/" + "/".join(parts[-2:])

    return _ABSOLUTE_PATH.sub(short, text)


def escape(text: str) -> str:
    """HTML-escaped text with absolute paths shortened."""
    return html_escape(scrub_paths(text))


CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2em auto;
max-width:1200px;padding:0 1em;color:#1b1b1b}
h1{font-size:1.6em}h2{font-size:1.25em;margin-top:1.6em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.6em 0 1.2em}th,td{padding:.3em .7em;
border-bottom:1px solid #e3e3e3;text-align:right}th:first-child,td:first-child{text-align:left}
th{background:#f4f4f4}td.best{font-weight:700;background:#eef7ee}
details{margin:.25em 0 .25em .6em}summary{cursor:pointer}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f7f7;padding:.6em;
border-radius:4px;max-height:28em;overflow:auto;font-size:12px}
.ok{color:#1a7f37}.bad{color:#c62828}.muted{color:#666}.tag{display:inline-block;
padding:0 .4em;margin-right:.3em;border-radius:3px;background:#eee;font-size:12px}
ol.steps{font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}
"""


def render_html(
    tables: list[Table],
    chart: bytes | None,
    results: Sequence[ItemResult],
    items: dict[tuple[str, str], BenchItem],
    run_doc: dict[str, Any],
    *,
    chart_missing: list[str] | None = None,
    notes: Sequence[str] = (),
) -> str:
    """The whole page as a string."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        "<title>bioproagent benchmark report</title>",
        f"<style>{CSS}</style>",
        "</head><body>",
        "<h1>Benchmark report</h1>",
        "<ul>",
    ]
    parts += [f"<li>{escape(line)}</li>" for line in run_lines(run_doc)]
    parts.append(
        "<li>↑ higher is better, ↓ lower is better; the best value per column is "
        "in bold; N/A: the metric does not apply.</li></ul>"
    )
    if notes:
        parts.append("<h2>What this run could not tell apart</h2><ul>")
        parts += [f"<li>{escape(note)}</li>" for note in notes]
        parts.append("</ul>")
    for table in tables:
        parts.append(_table(table))
    if chart is not None:
        data = base64.b64encode(chart).decode("ascii")
        parts += [
            "<h2>Capabilities (Fig. 3a axes)</h2>",
            f'<img alt="capabilities" style="max-width:100%" src="data:image/png;base64,{data}">',
        ]
        if chart_missing:
            parts.append(
                '<p class="muted">N/A for lack of data: '
                + escape("; ".join(chart_missing))
                + "</p>"
            )
    parts.append(_drilldown(results, items))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _table(table: Table) -> str:
    head = "".join(f"<th>{escape(column_label(c))}</th>" for c in table.columns)
    rows = []
    for r, (agent, values) in enumerate(table.rows):
        cells = "".join(
            f'<td class="best">{escape(format_value(name, v))}</td>'
            if (r, c) in table.best
            else f"<td>{escape(format_value(name, v))}</td>"
            for c, (name, v) in enumerate(zip(table.columns, values, strict=True))
        )
        rows.append(f"<tr><td>{escape(agent)}</td>{cells}</tr>")
    return (
        f"<h2>{escape(table.title)}</h2><table><thead><tr><th>Agent</th>{head}</tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _drilldown(results: Sequence[ItemResult], items: dict[tuple[str, str], BenchItem]) -> str:
    by_item: dict[str, dict[str, list[ItemResult]]] = defaultdict(lambda: defaultdict(list))
    for result in results:
        by_item[result.subset][result.item_id].append(result)
    parts = [
        "<h2>Items</h2>",
        '<p class="muted">Per item: the query, the gold answer, then each agent\'s '
        "output with its scores, violations and trace.</p>",
    ]
    budget = MAX_DRILLDOWN_CHARS // max(1, len(by_item))  # a fair share per subset
    for subset in SUBSETS:
        used = 0
        if subset not in by_item:
            continue
        ids = list(by_item[subset])
        parts.append(f"<details><summary><b>Subset {subset}</b> ({len(ids)} items)</summary>")
        shown = 0
        for item_id in ids[:MAX_ITEMS_PER_SUBSET]:
            if used >= budget:
                break
            block = _item(items.get((subset, item_id)), item_id, by_item[subset][item_id])
            parts.append(block)
            used += len(block)
            shown += 1
        if len(ids) > shown:
            parts.append(
                f'<p class="muted">{len(ids) - shown} more items are in results.jsonl '
                "(the page shows a bounded sample).</p>"
            )
        parts.append("</details>")
    return "\n".join(parts)


def _item(item: BenchItem | None, item_id: str, results: list[ItemResult]) -> str:
    badges = "".join(_badge(r) for r in results)
    head = f"<summary>{escape(item_id)} {badges}"
    if item is not None:
        head += f' <span class="muted">{escape(_cut(item.query, 120))}</span>'
    parts = [f"<details>{head}</summary>"]
    if item is None:
        parts.append('<p class="muted">The item itself is not in items.jsonl.</p>')
    else:
        parts.append(f"<p><b>Query</b> ({escape(item.source)})</p><pre>{_text(item.query)}</pre>")
        if item.draft_text:
            parts.append(f"<p><b>Given draft</b></p><pre>{_text(item.draft_text)}</pre>")
        if item.faulty_workflow:
            parts.append(
                _block(f"Faulty code (fault: {item.fault or '?'})", _steps(item.faulty_workflow))
            )
        if item.gold_text:
            parts.append(_block("Gold protocol", f"<pre>{_text(item.gold_text)}</pre>"))
        if item.gold_workflow:
            parts.append(_block("Gold code", _steps(item.gold_workflow)))
    rank = {name: i for i, name in enumerate(AGENT_ORDER)}
    for result in sorted(results, key=lambda r: (rank.get(r.agent, len(rank)), r.agent, r.sample)):
        parts.append(_result(result))
    parts.append("</details>")
    return "\n".join(parts)


def _badge(result: ItemResult) -> str:
    succ = result.scores.get("succ")
    mark = "" if succ is None else (' class="ok"' if succ >= 1 else ' class="bad"')
    text = result.agent + (f"#{result.sample}" if result.sample else "")
    if result.output.error:
        mark = ' class="bad"'
        text += " (error)"
    return f'<span class="tag"><span{mark}>{escape(text)}</span></span>'


def _result(result: ItemResult) -> str:
    out = result.output
    scores = ", ".join(f"{k} {_num(v)}" for k, v in result.scores.items() if v is not None)
    title = f"{result.agent}" + (f" sample {result.sample}" if result.sample else "")
    facts = [
        f"{out.llm_calls} LLM calls",
        f"{out.tokens:,} tokens",
        f"{out.steps} steps",
        f"{out.time_s:.2f} s",
    ]
    if out.approved is not None:
        facts.append("approved" if out.approved else "not approved")
    if out.loop:
        facts.append("loop")
    if out.halt_reason:
        facts.append(f"halt: {out.halt_reason}")
    parts = [
        f"<details><summary><b>{escape(title)}</b> "
        f'<span class="muted">{escape(scores)}</span></summary>',
        f'<p class="muted">{escape("; ".join(facts))}</p>',
    ]
    if out.error:
        parts.append(f'<p class="bad">Error: {escape(_cut(out.error, 2000))}</p>')
    if out.parse_error:
        parts.append(f'<p class="bad">Unparseable code: {escape(_cut(out.parse_error, 2000))}</p>')
    if out.draft_text:
        parts.append(_block("Draft", f"<pre>{_text(out.draft_text)}</pre>"))
    if out.workflow:
        parts.append(_block("Code", _steps(out.workflow)))
    if out.violations:
        parts.append(_block(f"Violations ({len(out.violations)})", _violations(out.violations)))
    if out.trace:
        parts.append(_block(f"Trace ({len(out.trace)} entries)", _trace(out.trace)))
    parts.append("</details>")
    return "\n".join(parts)


def _steps(workflow: dict[str, Any]) -> str:
    steps = workflow.get("steps") if isinstance(workflow, dict) else None
    if not isinstance(steps, list):
        return f"<pre>{_text(json.dumps(workflow, indent=1, ensure_ascii=False))}</pre>"
    lines = []
    for step in steps[:MAX_STEPS]:
        if not isinstance(step, dict):
            lines.append(f"<li>{escape(_cut(json.dumps(step, ensure_ascii=False), 400))}</li>")
            continue
        params = ", ".join(f"{k}={_short(v)}" for k, v in (step.get("params") or {}).items())
        labware = ", ".join(f"{k}: {_short(v)}" for k, v in (step.get("labware") or {}).items())
        text = f"{step.get('device', '?')}.{step.get('operation', '?')}({params})"
        if labware:
            text += f"  [{labware}]"
        lines.append(f"<li>{escape(_cut(text, 600))}</li>")
    more = len(steps) - MAX_STEPS
    tail = f'<p class="muted">{more} more steps not shown.</p>' if more > 0 else ""
    labware_decl = workflow.get("labware") or []
    head = f'<p class="muted">{len(steps)} steps, {len(labware_decl)} labware</p>'
    return f'{head}<ol class="steps">{"".join(lines)}</ol>{tail}'


def _violations(violations: list[dict[str, Any]]) -> str:
    rows = []
    for v in violations[:MAX_VIOLATIONS]:
        where = f"step {v['step']}" if v.get("step") is not None else v.get("path", "")
        text = f"{v.get('code', '?')} {where}: {v.get('message', '')}"
        if v.get("hint"):
            text += f" (fix: {v['hint']})"
        rows.append(f"<li>{escape(_cut(text, 800))}</li>")
    more = len(violations) - MAX_VIOLATIONS
    tail = f'<li class="muted">{more} more</li>' if more > 0 else ""
    return f"<ul>{''.join(rows)}{tail}</ul>"


def _trace(trace: list[dict[str, Any]]) -> str:
    lines = [
        _cut(json.dumps(entry, ensure_ascii=False, default=str), 240) for entry in trace[:MAX_TRACE]
    ]
    more = len(trace) - MAX_TRACE
    if more > 0:
        lines.append(f"... {more} more entries")
    return f"<pre>{_text(chr(10).join(lines))}</pre>"


def _block(title: str, body: str) -> str:
    return f"<details><summary>{escape(title)}</summary>{body}</details>"


def _text(text: str) -> str:
    return escape(_cut(text, MAX_TEXT))


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f" ... ({len(text) - limit:,} more characters)"


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return _cut(text, 120)


def _num(value: float) -> str:
    return f"{value:.3g}" if isinstance(value, float) else str(value)
