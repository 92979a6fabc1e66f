"""capabilities.png: the five capability axes of the paper's Fig. 3a as small multiples.

One panel per axis, one horizontal bar per agent, every agent in the same colour and row
in every panel, its value printed at the end of the bar. A value the run did not produce
is written "N/A" in the bar's place: it is never drawn as 0. Ablations are hatched so that
they read as variants of bioproagent. (A radar with nine overlapping polygons cannot be
read; bars can.)
"""

from __future__ import annotations

import io
from collections.abc import Sequence

#: Distinct colours (Okabe-Ito, then a few more); the same agent always gets the same one.
AGENT_COLOURS: dict[str, str] = {
    "direct": "#999999",
    "react": "#E69F00",
    "reflexion": "#56B4E9",
    "autogpt": "#009E73",
    "bioproagent": "#D55E00",
    "bioproagent-no_fsm": "#0072B2",
    "bioproagent-no_verification": "#CC79A7",
    "bioproagent-no_knowledge": "#F0E442",
    "bioproagent-no_clarify": "#882255",
}
SPARE_COLOURS = ("#44AA99", "#332288", "#117733", "#AA4499", "#DDCC77", "#661100")


def colour_for(agent: str, index: int) -> str:
    return AGENT_COLOURS.get(agent) or SPARE_COLOURS[index % len(SPARE_COLOURS)]


def render_capabilities(
    axes: Sequence[str], values: dict[str, list[float | None]], title: str
) -> bytes | None:
    """PNG bytes (None when matplotlib is not installed): a panel per axis, a bar per agent."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        return None
    agents = list(values)
    rows = max(len(agents), 1)
    figure = Figure(figsize=(2.7 * len(axes) + 1.8, 0.42 * rows + 1.6), dpi=110)
    FigureCanvasAgg(figure)
    panels = figure.subplots(1, len(axes), sharey=True, squeeze=False)[0]
    positions = list(range(len(agents)))
    for column, (panel, label) in enumerate(zip(panels, axes, strict=True)):
        for row, agent in enumerate(agents):
            value = values[agent][column]
            if value is None:
                panel.text(0.02, row, "N/A", va="center", ha="left", fontsize=8, color="#555555")
                continue
            shown = min(max(value, 0.0), 1.0)
            panel.barh(
                row,
                shown,
                color=colour_for(agent, row),
                edgecolor="#333333",
                linewidth=0.5,
                hatch="//" if "-no_" in agent else None,
            )
            panel.text(shown + 0.02, row, f"{value:.2f}", va="center", fontsize=7.5)
        panel.set_xlim(0, 1.18)
        panel.set_xticks([0, 0.5, 1])
        panel.tick_params(axis="x", labelsize=7)
        panel.set_title(label, fontsize=9)
        panel.grid(axis="x", color="#e5e5e5", linewidth=0.6)
        panel.set_axisbelow(True)
        for side in ("top", "right"):
            panel.spines[side].set_visible(False)
    panels[0].set_yticks(positions)
    panels[0].set_yticklabels(agents, fontsize=8)
    panels[0].invert_yaxis()  # the first agent at the top, as in the tables
    figure.suptitle(title, fontsize=10)
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()
