"""WetBench reports: a text summary and a self-contained HTML page with pass@k per agent,
a configuration x agent matrix and every episode's trace (actions, rejections,
observations, verdict)."""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from bioproagent.wetbench.agents import EpisodeResult
from bioproagent.wetbench.bench import summarize

_STYLE = """body{font-family:sans-serif;margin:1.5em;max-width:1200px}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 7px;
font-size:13px}th{background:#f3f3f3}.ok{background:#dff3df}.no{background:#f8dede}
details{margin:.3em 0}summary{cursor:pointer}.rej{color:#a00}.obs{color:#333;margin-left:1.5em}
code{font-size:12px}"""


def text_summary(episodes: Sequence[EpisodeResult]) -> str:
    s = summarize(episodes)
    lines = [f"{s['episodes']} episode(s)"]
    for agent, row in s["agents"].items():
        curve = ", ".join(f"{k} {v:.1f}%" for k, v in row.items() if k.startswith("pass@"))
        lines.append(
            f"{agent}: {curve} over {row['configurations']} configuration(s) x {row['samples']} "
            f"sample(s); {row['mean_episode_s']:.3f} s/episode, {row['mean_steps']} steps, "
            f"{row['mean_rejections']} rejections, {row['mean_sim_hours']} simulated h"
        )
    if "classifier_agreement" in s:
        a = s["classifier_agreement"]
        lines.append(
            f"classifier agreement: {a['percent']}% (kappa {a['kappa']}) over "
            f"{a['pairs']} submission(s)"
        )
    return "\n".join(lines)


def html_report(episodes: Sequence[EpisodeResult], title: str = "WetBench run") -> str:
    s = summarize(episodes)
    e = html.escape
    out = [
        f"<!doctype html><html><head><meta charset='utf-8'><title>{e(title)}</title>"
        f"<style>{_STYLE}</style></head><body><h1>{e(title)}</h1>"
    ]
    ks = sorted(
        {k for row in s["agents"].values() for k in row if k.startswith("pass@")},
        key=lambda k: int(k.split("@")[1]),
    )
    out.append(
        "<h2>pass@k</h2><table><tr><th>agent</th>"
        + "".join(f"<th>{k}</th>" for k in ks)
        + "<th>s/episode</th><th>steps</th><th>rejections</th><th>sim h</th></tr>"
    )
    for agent, row in s["agents"].items():
        out.append(
            f"<tr><td>{e(agent)}</td>"
            + "".join(f"<td>{row.get(k, '')}</td>" for k in ks)
            + f"<td>{row['mean_episode_s']}</td><td>{row['mean_steps']}</td>"
            f"<td>{row['mean_rejections']}</td><td>{row['mean_sim_hours']}</td></tr>"
        )
    out.append("</table>")
    if "classifier_agreement" in s:
        a = s["classifier_agreement"]
        out.append(
            f"<p>Classifier agreement: {a['percent']}% (Cohen's kappa {a['kappa']}) over "
            f"{a['pairs']} submissions; unreadable second verdicts: "
            f"{a['unreadable_second_verdicts']}.</p>"
        )
    agents = sorted(s["agents"])
    configs = sorted({ep.config for ep in episodes})
    out.append(
        "<h2>Configurations</h2><table><tr><th>configuration</th>"
        + "".join(f"<th>{e(a)}</th>" for a in agents)
        + "</tr>"
    )
    for c in configs:
        cells = []
        for a in agents:
            runs = [ep for ep in episodes if ep.config == c and ep.agent == a]
            wins = sum(ep.success for ep in runs)
            cls = "ok" if wins else "no"
            cells.append(f"<td class='{cls}'>{wins}/{len(runs)}</td>")
        out.append(f"<tr><td>{e(c)}</td>{''.join(cells)}</tr>")
    out.append("</table><h2>Episodes</h2>")
    for ep in episodes:
        out.append(_episode(ep))
    out.append("</body></html>")
    return "\n".join(out)


def _episode(ep: EpisodeResult) -> str:
    e = html.escape
    mark = "PASS" if ep.success else "FAIL"
    head = (
        f"{mark} {ep.agent} / {ep.config} #{ep.sample}: {ep.end_reason}, {ep.steps} steps, "
        f"{ep.rejections} rejected, {ep.sim_hours} simulated h, {ep.wall_s} s"
    )
    rows = []
    for rec in ep.trace:
        doc = rec["action"]
        params = json.dumps(doc.get("params", {}), ensure_ascii=False)
        names = ", ".join(rec.get("material_names", []))
        action = e(str(doc.get("action")))
        line = f"<b>{rec['step']}</b> {action} [{e(names)}] <code>{e(params)}</code>"
        if not rec["accepted"]:
            line += f" <span class='rej'>REJECTED {e(rec['code'])}: {e(rec['reason'])}</span>"
        obs = "".join(
            f"<div class='obs'>{e(o['description'])}</div>" for o in rec.get("observations", [])
        )
        rows.append(f"<div>{line}{obs}</div>")
    verdict = _verdict(ep.verdict, "verdict") + _verdict(ep.second_verdict, "second verdict")
    if ep.verdict_error:
        verdict += f"<p class='rej'>classifier error: {e(ep.verdict_error)}</p>"
    if ep.conservation:
        verdict += f"<p class='rej'>conservation: {e('; '.join(ep.conservation))}</p>"
    return f"<details><summary>{e(head)}</summary>{''.join(rows)}{verdict}</details>"


def _verdict(v: dict[str, Any] | None, label: str) -> str:
    if not v:
        return ""
    e = html.escape
    if "error" in v:
        return f"<p class='rej'>{label}: error {e(str(v['error']))}</p>"
    word = "VALID" if v["valid"] else "INVALID"
    return (
        f"<p><b>{label} ({e(v['classifier'])}): {word}</b>, confidence {v['confidence']}, "
        f"{e(v['goal_relevance'])}, {e(v['evidence_strength'])}<br>{e(v['reasoning'])}</p>"
    )
