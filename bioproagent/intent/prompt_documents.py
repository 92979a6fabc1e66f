"""A request written as a prompt for an AI agent: the task without the prompt around it.

People used to prompting models write a run as a prompt ('You are a lab automation
assistant.', '## Task', '## Constraints', '## Output format', '<task>...</task>',
'<examples>...</examples>', 'Example 1 / User: ... / Assistant: ...', 'Now do this one:',
'Think step by step'). Read as prose, the role line, the output template's placeholder
numbers and the few-shot examples of other runs would be steps and values.
:func:`prompt_task` writes such a prompt as its task:

* the task is the '<task>' / '<request>' / '<protocol>' block outside the examples, else the
  '## Task' / '## Request' / '## Steps' / '## Protocol' section, else what follows
  'Now do this one:' or 'Only the following request is real' (its last 'User:' line);
* a constraint stays when it states a value or an instrument ('use the Flex', 'keep it
  under 40 °C'); one that only forbids or reassures ('Do not alter any values', 'The plate
  is already sealed') goes, like the role, the context, the examples, the output format and
  'Think step by step';
* an 'IMPORTANT:' line outside the sections stays only when it states a value.

Text that is no prompt (no role line, no task section or tag) is returned unchanged. Pure.
"""

from __future__ import annotations

import re

_ROLE = re.compile(r"(?im)^[ \t]*(?:<system>|system\s*:)?[ \t]*you\s+are\s+(?:a|an|the)\b")
_TAG_TASK = re.compile(
    r"(?is)<(?P<tag>task|request|protocol|run_to_plan|run|instructions?|query)>"
    r"(?P<body>.*?)</(?P=tag)>"
)
_EXAMPLES = re.compile(
    r"(?is)<(?P<tag>examples?|example_runs?|few_shot|demo\w*)>.*?</(?P=tag)>"
    r"|<(?:output|format|output_format|context|system|role|background)>.*?"
    r"</(?:output|format|output_format|context|system|role|background)>"
)
_CONSTRAINT_TAG = re.compile(
    r"(?is)<(?P<tag>constraints?|rules|requirements)>(?P<body>.*?)</(?P=tag)>"
)
_SECTION = re.compile(r"(?im)^[ \t]*(?:#{1,4}[ \t]*|\*\*)(?P<name>[^\n*#]+?)\**[ \t]*:?[ \t]*$")
_TASK_NAMES = re.compile(
    r"(?i)^(?:task|request|steps?|protocol|run|instructions?|procedure|job|goal|objective)\b"
)
_LABEL = re.compile(
    r"(?im)^[ \t]*(?P<name>task|request|goal|objective|instructions?|constraints?|rules"
    r"|requirements|role|context|output(?:\s+format)?|format)[ \t]*:[ \t]*(?P<body>[^\n]*)"
)
_CONSTRAINT_NAMES = re.compile(r"(?i)^(?:constraints?|rules|requirements|must|notes?)\b")
_NOW = re.compile(
    r"(?im)^[ \t]*(?:now\s+(?:do|plan|handle|convert)\s+this(?:\s+one)?|only\s+the\s+following"
    r"\s+(?:request|task)\s+is\s+real|real\s+(?:task|request)|your\s+(?:task|turn))\b[^\n]*$"
)
_USER = re.compile(r"(?im)^[ \t]*(?:user|human|q)\s*:[ \t]*(?P<say>.+)$")
_VALUE = re.compile(
    r"\d[\d,.]*\s*(?:µl|μl|ul\b|ml\b|x\s*g|×\s*g|xg|g\b|rpm|°|deg|c\b|nm|s\b|sec|min|h\b|hrs?"
    r"|hours?|cycles?)",
    re.I,
)
_ROLE_SENTENCE = re.compile(
    r"(?im)^[ \t]*(?:<system>|system\s*:|role\s*:)?[ \t]*you\s+are\s+(?:a|an|the)\b[^.\n<]*"
)


_KIND = re.compile(r"(?i)q?pcr|real[- ]time\s+pcr|elisa|qc")


def _role_robot(text: str) -> str | None:
    """The robot a role line names ('You are an OT-2 protocol writer', 'You are a
    liquid-handling assistant for the Biomek i5'), as written; None when it names none or
    several ('a lab automation assistant', 'a qPCR assistant')."""
    from bioproagent.intent.instruments import find_instruments
    from bioproagent.intent.section_instruments import default_registry

    role = _ROLE_SENTENCE.search(text)
    if role is None:
        return None
    found = [
        m
        for m in find_instruments(role.group(0), default_registry())
        if m.instrument_id and re.search(r"[A-Z0-9]", m.text) and not _KIND.fullmatch(m.text)
    ]  # a model's name, not a kind of instrument ('a qPCR assistant', 'a plate-reader')
    if len({m.instrument_id for m in found}) != 1:
        return None
    return found[0].text


_INSTRUMENT_USE = re.compile(r"(?i)\b(?:use|using|on|with)\s+(?:only\s+)?the\s+\w")
_IMPORTANT = re.compile(r"(?im)^[ \t]*(?:important|note|nb)\s*[:!][^\n]*$")
_DROP_LINE = re.compile(
    r"(?im)^[ \t]*(?:think\s+step\s+by\s+step|respond\s+with|return\s+(?:json|yaml|a\s+list)"
    r"|output\s*(?:format)?\s*:|answer\s+with|format\s*:)[^\n]*$"
)


def _is_prompt(text: str) -> bool:
    names = [m["name"].strip() for m in _SECTION.finditer(text)]
    sections = any(_TASK_NAMES.match(n) for n in names) and any(
        re.match(r"(?i)(?:output|context|constraints?|role|examples?)\b", n) for n in names
    )
    labels = {m["name"].lower()[:4] for m in _LABEL.finditer(text)}
    labelled = bool(labels & {"task", "requ", "goal", "obje"}) and len(labels) > 1
    return bool(
        _ROLE.search(text) or _TAG_TASK.search(text) or sections or labelled or _NOW.search(text)
    )


def _kept_constraints(body: str) -> list[str]:
    kept = []
    for line in body.split("\n"):
        item = re.sub(r"^[ \t]*[-*•\d.)]*[ \t]*", "", line).strip()
        states = item and (_VALUE.search(item) or _INSTRUMENT_USE.search(item))
        if states and not re.search(r"(?i)\b(?:already|was|were|placeholder|example)\b", item):
            kept.append(item.rstrip(".") + ".")
    return kept


def _sections(text: str) -> tuple[str | None, list[str]]:
    """(the task section, the kept constraints) of a Markdown prompt."""
    heads = list(_SECTION.finditer(text))
    task: str | None = None
    kept: list[str] = []
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        name, body = m["name"].strip(), text[m.end() : end]
        if _TASK_NAMES.match(name) and task is None:
            task = body.strip()
        elif _CONSTRAINT_NAMES.match(name):
            kept += _kept_constraints(body)
    return task, kept


def _labels(text: str) -> tuple[str | None, list[str]]:
    """(the task, the kept constraints) of a prompt written with labels ('TASK: ...',
    'RULES:' and its bullets)."""
    labels = list(_LABEL.finditer(text))
    task: str | None = None
    kept: list[str] = []
    for i, m in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else len(text)
        name, body = m["name"].lower(), text[m.start("body") : end]
        if re.match(r"task|request|goal|objective|instruction", name) and task is None:
            task = body.strip()
        elif re.match(r"constraint|rule|requirement", name):
            kept += _kept_constraints(body)
    return task, kept


def prompt_task(text: str) -> str:
    """``text`` as the task its prompt asks for (see the module doc)."""
    if not _is_prompt(text):
        return text
    rest = _EXAMPLES.sub("\n", text)
    kept: list[str] = []
    for m in _CONSTRAINT_TAG.finditer(rest):
        kept += _kept_constraints(m["body"])
    tags = list(_TAG_TASK.finditer(rest))
    task: str | None = tags[-1]["body"].strip() if tags else None
    if task is None:
        task, more = _sections(rest)
        kept += more
    if task is None:
        task, more = _labels(rest)
        kept += more
    if task is None:
        now = _NOW.search(rest)
        if now is None:
            return text
        after = rest[now.end() :]
        users = list(_USER.finditer(after))
        task = users[-1]["say"].strip() if users else after.strip()
    else:
        important = [
            m.group(0).strip()
            for m in _IMPORTANT.finditer(_TAG_TASK.sub("", rest))
            if _VALUE.search(m.group(0))
        ]
        kept += important
    task = _DROP_LINE.sub("", task).strip()
    robot = _role_robot(text)
    if robot and task:
        kept.append(f"Use the {robot}.")  # the robot the role writes for
    return "\n".join([task, *kept]) if task else text
