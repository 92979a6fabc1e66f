"""``bioproagent plan --answer "question=value"``: clarification answers from the command line.

The key may be a whole question as the plan prints it, a few words of it ("cycles=35" matches
"How many PCR cycles should run?"), or a role or count name ("rcf_g=1500", "samples=24").
Every planner uses the answers (the offline planner through the parsed intent).
"""

from __future__ import annotations

import argparse

from bioproagent.agent.controller import ClarifyCallback


def add_answer_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--answer",
        action="append",
        default=[],
        metavar="QUESTION=VALUE",
        help="answer a clarification question (whole question, a few of its words, or a "
        "parameter/count name such as rcf_g or samples); repeatable",
    )


def parse_answers(items: list[str]) -> dict[str, str]:
    """'key=value' strings -> {key: value}; raises ValueError naming a malformed item."""
    answers: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise ValueError(f"--answer {item!r}: write QUESTION=VALUE, e.g. --answer 'cycles=35'")
        answers[key.strip()] = value.strip()
    return answers


def answer_callback(answers: dict[str, str]) -> ClarifyCallback | None:
    """A clarify callback that answers each open question from ``answers``; keys that match
    no question are passed on as they are (role or count names)."""
    if not answers:
        return None

    def clarify(questions: list[str]) -> dict[str, str]:
        out: dict[str, str] = {}
        used: set[str] = set()
        for question in questions:
            low = question.lower()
            for key, value in answers.items():
                if key == question or key.lower() in low:
                    out[question] = value
                    used.add(key)
                    break
        out.update({k: v for k, v in answers.items() if k not in used})
        return out

    return clarify
