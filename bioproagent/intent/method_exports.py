"""Method files exported from scheduler and liquid-handler software, pasted as the intent.

Engineers paste what their software exports: XML step trees (``<Step><Action>Centrifuge
</Action><Speed unit="xg">1500</Speed>``), JSON step objects, CSV or key=value step lists,
with the export's own bookkeeping around the steps: GUIDs, timestamps, software names and
versions ('Momentum 5.3.2', 'Cellario 4.2'), serial and order numbers, barcodes, lot numbers,
deck positions ('Pos 3', 'Nest 2', 'slot C1', 'stacker 2'), tip and liquid-class names. Read as
prose, every one of those numbers is a value nobody can place, and the plan asks about each.

* :func:`xml_records` reads an XML block into one record per step (``[(key, value), ...]``,
  the shape :mod:`bioproagent.intent.structured` words as a step line); a unit written as an
  attribute (``unit="xg"``) goes with its value, nested stages (``<Denature temp="98"
  hold_s="10"/>``) become stage keys;
* :func:`is_bookkeeping` says which keys of a record are the export's bookkeeping, not a
  setting of the step ('Guid', 'Barcode', 'modifiedAt', 'Nest', 'LiquidClass');
* :func:`action_words` writes an action as words ('ReadAbsorbance' -> 'read absorbance',
  'Unload' from a store -> 'retrieve');
* :func:`without_bookkeeping` takes that bookkeeping out of the prose lines of an export
  (timestamps, GUIDs, software versions, serial, order and position numbers).

Values of the steps are never changed. Pure.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from bioproagent.intent.config_steps import Record

_BOOKKEEPING = re.compile(
    r"^(?:.*guid|.*uuid|.*barcode|.*_?bc|barcodes?|lot(?:_?no)?|.*lot|created.*|modified.*"
    r"|lastmodified|author|owner|user|by|exported.*|saved.*|printed|timestamp|datetime|date"
    r"|version|.*version|rev|revision|schema.*|api.*|serial|sn|s/n|pos|position|nest|slot"
    r"|stacker|site|bay|deck|carrier|drawer|bucket|lane|track|liquid\s*class|liquidclass"
    r"|technique|tips?|tip\s*type|tiptype|channels?|pod|head|accel.*|decel.*|brake|gain"
    r"|flashes|height|read\s*height|lld|priority|order\s*id|orderid|process\s*id|run\s*id"
    r"|chip\s*lot|chiplot|pipette\s*id|pipetteid|labware\s*id|labwareid|step\s*guid"
    r"|stepguid|stepindex|step\s*index|step_id|stepid|idx|seq\s*no|seqno|line"
    r"|container|qty|quantity)$",
    re.I,
)
_ACTIONS = {
    "centrifuge": "spin",
    "spin": "spin",
    "removeseal": "peel",
    "remove seal": "peel",
    "peel": "peel",
    "deseal": "peel",
    "seal": "seal",
    "heatseal": "seal",
    "readabsorbance": "read absorbance",
    "readfluorescence": "read fluorescence",
    "readluminescence": "read luminescence",
    "absorbance": "read absorbance",
    "fluorescence": "read fluorescence",
    "luminescence": "read luminescence",
    "runassay": "run assay",
    "runprogram": "run program",
    "unload": "retrieve",
    "load": "store",
    "retrieve": "retrieve",
    "store": "store",
    "incubate": "incubate",
    "shake": "shake",
    "dispense": "dispense",
    "transfer": "transfer",
    "distribute": "dispense",
    "mix": "mix",
    "moveplate": "move the plate",
    "movelabware": "move the plate",
    "transferlabware": "move the plate",
    "thermocycle": "run PCR",
    "pcr": "run PCR",
}
"""An exported action as the words a scientist writes for it."""
_NO_STEP_ACTIONS = re.compile(
    r"^(?:get\s*tips?|pick\s*up\s*tips?|pickuptip|drop\s*tips?|droptip|tip\s*eject|tipeject"
    r"|eject\s*tips?|aspirate|home|initiali[sz]e|wait\s*for\s*.*|comment|note|barcode\s*read"
    r"|scan)$",
    re.I,
)
"""Actions that are part of another step (an aspirate before its dispense, tips) or no step."""


def is_bookkeeping(key: str) -> bool:
    """Whether a record's key is the export's bookkeeping, not a setting ('Guid', 'Nest')."""
    return bool(_BOOKKEEPING.match(key.strip()))


def action_words(value: str) -> str | None:
    """An exported action as words ('ReadAbsorbance' -> 'read absorbance'); '' for an action
    that is no step of its own ('Aspirate', 'GetTips'); None when it is no known action."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", value.strip()).lower()
    if _NO_STEP_ACTIONS.match(spaced):
        return ""
    return _ACTIONS.get(spaced.replace(" ", "")) or _ACTIONS.get(spaced)


# -- XML ------------------------------------------------------------------------------------
_TAG = re.compile(r"</?[A-Za-z_][\w.-]*[^<>]*>")
_DECLARATION = re.compile(r"<\?xml[^>]*\?>|<!--.*?-->", re.S)
_STEP_TAG = re.compile(r"^(?:step|task|action|operation|command|op)$", re.I)


def _value(node: ET.Element) -> str:
    text = (node.text or "").strip()
    unit = node.attrib.get("unit") or node.attrib.get("Unit") or node.attrib.get("units")
    return f"{text} {unit}" if unit and text else text


def _record(step: ET.Element) -> Record:
    out: Record = []
    for key, value in step.attrib.items():
        out.append((key, value))
    for child in step:
        if len(child) == 0 and (child.text or "").strip():
            out.append((child.tag, _value(child)))
            out += [(f"{child.tag}_{k}", v) for k, v in child.attrib.items() if k.lower() != "unit"]
        elif len(child) == 0:
            out += [(f"{child.tag}_{k}", v) for k, v in child.attrib.items()]
        else:  # '<PCR cycles="25"><Denature temp="98" hold_s="10"/>...</PCR>'
            out.append(("op", child.tag))
            out += [(k, v) for k, v in child.attrib.items()]
            for stage in child:
                out += [(f"{stage.tag}_{k}", v) for k, v in stage.attrib.items()]
    return out


def xml_records(lines: list[str]) -> tuple[int, int, list[Record]] | None:
    """The XML block in ``lines``: (first line, end line, one record per step), or None."""
    start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("<")), None)
    if start is None:
        return None
    end = start
    for i in range(start, len(lines)):
        if lines[i].strip() and not lines[i].rstrip().endswith(">"):
            break
        end = i + 1
    block = _DECLARATION.sub("", "\n".join(lines[start:end]))
    if not _TAG.search(block):
        return None
    try:
        root = ET.fromstring(f"<export>{block}</export>")
    except ET.ParseError:
        return None
    steps = [e for e in root.iter() if _STEP_TAG.match(e.tag) and e is not root]
    if not steps:
        steps = [e for e in root if len(e) or e.attrib]
    records = [r for r in (_record(s) for s in steps) if r]
    return (start, end, records) if records else None


# -- prose lines of an export ---------------------------------------------------------------
_SOFTWARE = (
    r"(?:momentum|cellario|venus|hsl|fluentcontrol|fluent\s*control|evoware|biomek\s+software"
    r"|green\s+button\s+go|cfx\s+maestro|softmax\s+pro|method\s+editor|overlord|biosero"
    r"|sami\s+ex|labchip\s+reviewer|opentrons\s+app)"
)
_EXPORT = re.compile(
    rf"\b{_SOFTWARE}\b|\bexport(?:ed)?\b|\bguid\b|\d{{4}}-\d\d-\d\dT\d\d:\d\d", re.I
)
_NOISE = [
    re.compile(p, re.I)
    for p in (
        r"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?",
        r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
        r"\b0x[0-9a-f]+\b",
        rf"\b{_SOFTWARE}\b(?:\s*v?\d+(?:\.\d+)*\b)?",
        r"\b(?:v|ver\.?|version|rev\.?|revision|schema\s*version|api\s*level)\s*:?\s*\d+(?:\.\d+)*\b",
        r"\b(?:sn|s/n|serial(?:\s+no\.?)?)\s*[:#]?\s*[\w-]*\d[\w-]*",
        # 'Order 10442', 'run id 4be1c7d0', 'job 88213' (never 'run 96 samples')
        r"\b(?:order|process|run|job|method)\s*(?:(?:id|no\.?|#)\s*[:#]?\s*[\w-]*\d[\w-]*"
        r"|[:#]?\s*(?=[\w-]*\d)[\w-]{4,}\b)",
        r"\(?\b(?:pos(?:ition)?|nest|slot|stacker|site|bay|drawer|bucket)\s*[a-z]?\d+[a-z]?\b\)?",
        r"\b(?:saved|exported|printed|generated|created|modified)\s+(?:by\s+)?[\w.-]*",
        r"\bstep\s+\d+\s+of\s+\d+\b",
        r"(?m)^[ \t]*(?:\[\d{1,3}\]|\d{1,3}(?=[ \t]{2,}|\t|[ \t]*\|)|step[ \t]*\d{1,3}\b[:.)]?)",
        r"\bpriority\s*[:=]?\s*\d+\b",
    )
]


def without_bookkeeping(text: str) -> str:
    """``text`` without an export's timestamps, GUIDs, software versions, serial, order and
    deck-position numbers, when it is an export (names export software, a GUID or an ISO
    timestamp); other text unchanged."""
    if not _EXPORT.search(text):
        return text
    out = text
    for rx in _NOISE:
        out = rx.sub(" ", out)
    return re.sub(r"[ \t]{2,}", " ", out)
