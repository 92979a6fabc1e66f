"""WetBench: the simulated wet lab of seed 000, as a gymnasium environment.

An agent sees a goal, the materials on the bench and an action catalogue; each step it
picks one action with exact material barcodes and parameters; a state-transition model
rejects or simulates it; the episode ends on Submit (an evidence classifier decides),
Quit, the step budget, or three rejected actions in a row. See ``docs/wetbench.md``.

Modules: ``materials`` (material state), ``catalogue`` (actions as data, registry bounds),
``config`` (the 18 configurations), ``rule_model``/``physics`` (deterministic
transitions), ``llm_transition``, ``classifiers``, ``env`` (the gymnasium environment,
needs the ``wetbench`` extra), ``agents/``, ``bench`` (pass@k runs), ``report``,
``workcell`` (approved device code in the material model).
"""

AGENT_NAMES = ("scripted", "react", "dvr")
"""The agents ``bioproagent wetbench run`` knows."""
