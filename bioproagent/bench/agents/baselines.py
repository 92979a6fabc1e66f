"""Baseline agents: Direct, ReAct, Reflexion and an AutoGPT-style loop.

Each baseline drives the same :class:`~bioproagent.bench.agents.tools.Toolbox` (knowledge
search, the planner's draft / code / fix, the rule engine and the scientific check) with
its own control flow. With a chat model, the model chooses the tools each turn (ReAct,
AutoGPT) or writes its own reflections (Reflexion). Without one (the offline planner),
each baseline follows a fixed, documented stand-in policy that keeps its control
structure, so that the benchmark table is reproducible on any machine:

* direct: A: draft. B/C: draft, then code. D: one fix call on the given code, with no
  violations (Direct has no verifier); the input is returned when the call fails. No
  retrieval, no check, no repair.
* react (at most 15 steps, stops at ``finish``): A: search, draft, verify, finish.
  B/C: search, draft, write_code, verify, fix once if there were violations, finish.
  D: verify, fix once if there were violations, finish. ReAct has no interlock: it may
  finish with violations. Loop: the last 4 actions have at most 2 distinct
  (tool, argument[:30]) pairs, or the step cap was hit.
* reflexion (at most 3 trials): each trial is an attempt (A: draft; B/C: draft + code;
  D: trial 1 takes the given code, later trials call fix on the previous trial's code),
  then verify; a failed trial adds a verbal reflection to memory (the planner sees it as a
  prior note) and the next trial starts. The answer is the last trial's output. Offline,
  the reflection is a templated summary of the check's findings. Loop: a trial reproduced
  an earlier trial's output exactly.
* autogpt (at most 20 steps): a task list (A: search, draft, verify; B/C: search, draft,
  write_code, verify; D: verify, and fix + verify when violations are found) worked through
  in order; a sub-task whose command fails is tried again, with no stopping condition but
  the budget or the "task complete" judgement (every sub-task done: offline, code written
  and verified once). Loop: a sub-task ran again with the same command, or the budget ran
  out.
"""

from __future__ import annotations

from typing import Any

from bioproagent.agent.rectify import fingerprint
from bioproagent.bench.agents.prompts import (
    AUTOGPT_SYSTEM,
    DECOMPOSE,
    REACT_SYSTEM,
    REFLECT_SYSTEM,
    goal_text,
    parse_action,
    parse_task,
    parse_tasks,
)
from bioproagent.bench.agents.tools import BenchAgent, Recorder, Toolbox, intent_text
from bioproagent.bench.types import AgentOutput, BenchItem
from bioproagent.draft import Draft

REACT_MAX_STEPS = 15
REFLEXION_TRIALS = 3
AUTOGPT_BUDGET = 20
HISTORY_LINES = 10


def _verdict(box: Toolbox) -> bool | None:
    return box.passed if box.verified else None


class DirectAgent(BenchAgent):
    """One shot: draft then code; no retrieval, no verification, no repair."""

    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        box = self.toolbox(item, rec, use_knowledge=False)
        if item.subset == "D":
            box.call("fix")
        else:
            box.call("draft")
            if item.subset != "A":
                box.call("write_code")
        return box.output(approved=None, loop=False, halt_reason="one shot")


class ReActAgent(BenchAgent):
    """Thought / Action / Observation turns over the shared tools."""

    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        box = self.toolbox(item, rec)
        actions: list[tuple[str, str]] = []
        loop, finished = False, False
        script = _react_script(item)
        history: list[str] = []
        for turn in range(REACT_MAX_STEPS):
            if self.chat is None:
                tool, args = script(box, turn)
            else:
                prompt = (
                    goal_text(item, intent_text(item))
                    + "\n\nHistory:\n"
                    + ("\n".join(history[-HISTORY_LINES:]) or "(none)")
                    + "\n\nNext turn:"
                )
                reply = box.ask(REACT_SYSTEM, prompt)
                parsed = parse_action(reply)
                if parsed is None:
                    obs = box.log(
                        "invalid",
                        "",
                        "error: no 'Action: tool[argument]' line; "
                        "reply with Thought and Action lines",
                    )
                    history.append(f"Observation: {obs}")
                    continue
                tool, args = parsed
                history.append(reply.strip().splitlines()[0][:300])
            actions.append((tool, args[:30]))
            if len(actions) >= 4 and len(set(actions[-4:])) <= 2:
                loop = True
            if tool == "finish":
                box.log("finish", args, "finished")
                finished = True
                break
            obs = box.call(tool, args)
            history.append(f"Action: {tool}[{args[:60]}] -> Observation: {obs[:300]}")
        reason = "finish" if finished else f"stopped at the step cap ({REACT_MAX_STEPS})"
        return box.output(approved=_verdict(box), loop=loop or not finished, halt_reason=reason)


def _react_script(item: BenchItem) -> Any:
    """The offline ReAct policy for one item: a function (toolbox, turn) -> action."""
    if item.subset == "A":
        plan = ["search", "draft", "verify"]
    elif item.subset == "D":
        plan = ["verify"]
    else:
        plan = ["search", "draft", "write_code", "verify"]
    fixed = {"done": False}

    def next_action(box: Toolbox, turn: int) -> tuple[str, str]:
        if turn < len(plan):
            return plan[turn], ""
        if item.subset != "A" and box.violations and not fixed["done"]:
            fixed["done"] = True
            return "fix", ""
        return "finish", ""

    return next_action


class ReflexionAgent(BenchAgent):
    """Trials with verbal self-reflection kept in memory between them."""

    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        box = self.toolbox(item, rec)
        memory: list[str] = []
        seen: set[str] = set()
        loop = False
        reason = f"{REFLEXION_TRIALS} trials without a passing check"
        for trial in range(1, REFLEXION_TRIALS + 1):
            box.ctx.assumptions = [f"Reflection on an earlier attempt: {m}" for m in memory]
            self._attempt(box, item, trial)
            box.call("verify")
            output = box.code if item.subset != "A" else box.draft
            key = fingerprint(
                output.model_dump(mode="json") if isinstance(output, Draft) else output
            )
            loop = loop or key in seen
            seen.add(key)
            if box.passed:
                reason = f"check passed in trial {trial}"
                break
            if trial < REFLEXION_TRIALS:
                memory.append(self._reflect(box, trial))
                box.log("reflect", "", memory[-1])
        return box.output(approved=_verdict(box), loop=loop, halt_reason=reason)

    @staticmethod
    def _attempt(box: Toolbox, item: BenchItem, trial: int) -> None:
        if item.subset == "D":
            if trial > 1:
                box.call("fix")
            return
        box.call("draft")
        if item.subset != "A":
            box.call("write_code")

    def _reflect(self, box: Toolbox, trial: int) -> str:
        problems = [f"{f.code}: {f.message}" for f in box.findings if f.severity == "error"]
        problems += [f"{v.code} at {v.path}: {v.message}" for v in box.violations]
        if box.last_error:
            problems.append(f"a tool failed: {box.last_error}")
        if self.chat is not None:
            return box.ask(
                REFLECT_SYSTEM, f"Attempt {trial} failed the check:\n" + "\n".join(problems[:10])
            ).strip()
        listed = "; ".join(problems[:3]) or "the check failed without details"
        return (
            f"Trial {trial} failed: {listed}. Next trial: remove these problems and keep the rest."
        )


class AutoGPTAgent(BenchAgent):
    """A task list worked through in cycles, until judged complete or out of budget."""

    def _run(self, item: BenchItem, rec: Recorder) -> AgentOutput:
        box = self.toolbox(item, rec)
        if self.chat is not None:
            return self._run_llm(item, box)
        tasks = _autogpt_tasks(item)
        done: list[bool] = [False] * len(tasks)
        ran: set[tuple[int, str]] = set()
        loop, complete = False, False
        while box.rec.steps < AUTOGPT_BUDGET:
            index = done.index(False)
            _, tool = tasks[index]
            loop = loop or (index, tool) in ran
            ran.add((index, tool))
            obs = box.call(tool)
            done[index] = not obs.startswith("error")
            if (
                item.subset == "D"
                and tool == "verify"
                and index == len(tasks) - 1
                and box.violations
                and not any(t == "fix" for _, t in tasks)
            ):
                tasks += [("fix the violations", "fix"), ("check the fixed code", "verify")]
                done += [False, False]
            if all(done):
                complete = True
                box.log("task_complete", "", "judged complete: " + ", ".join(n for n, _ in tasks))
                break
        reason = "task complete" if complete else f"budget of {AUTOGPT_BUDGET} steps used"
        return box.output(approved=_verdict(box), loop=loop or not complete, halt_reason=reason)

    def _run_llm(self, item: BenchItem, box: Toolbox) -> AgentOutput:
        goal = goal_text(item, intent_text(item))
        tasks = parse_tasks(box.ask(DECOMPOSE, goal)) or ["reach the goal"]
        memory: list[str] = []
        ran: set[tuple[int, str, str]] = set()
        loop, complete = False, False
        while box.rec.steps < AUTOGPT_BUDGET:
            listing = "\n".join(f"{n}. {t}" for n, t in enumerate(tasks, start=1))
            prompt = (
                f"{goal}\n\nSub-tasks:\n{listing}\n\nResults so far:\n"
                + ("\n".join(memory[-HISTORY_LINES:]) or "(none)")
                + "\n\nNext turn:"
            )
            reply = box.ask(AUTOGPT_SYSTEM, prompt)
            parsed = parse_action(reply)
            if parsed is None:
                memory.append(box.log("invalid", "", "error: no 'Action: tool[argument]' line"))
                continue
            tool, args = parsed
            if tool in ("task_complete", "finish"):
                box.log("task_complete", args, "judged complete by the model")
                complete = True
                break
            key = (parse_task(reply) or 1, tool, args[:30])
            loop = loop or key in ran
            ran.add(key)
            obs = box.call(tool, args)
            memory.append(f"task {key[0]}: {tool}[{args[:60]}] -> {obs[:300]}")
        reason = "task complete" if complete else f"budget of {AUTOGPT_BUDGET} steps used"
        return box.output(approved=_verdict(box), loop=loop or not complete, halt_reason=reason)


def _autogpt_tasks(item: BenchItem) -> list[tuple[str, str]]:
    if item.subset == "A":
        return [
            ("retrieve protocols", "search"),
            ("write the protocol", "draft"),
            ("review the protocol", "verify"),
        ]
    if item.subset == "D":
        return [("check the given code", "verify")]
    return [
        ("retrieve protocols", "search"),
        ("write the protocol", "draft"),
        ("write the device code", "write_code"),
        ("check the code", "verify"),
    ]
