"""Protocol drafts for research questions that name no workcell assay (drafting tasks).

When a scientist asks for "an experimental protocol" for a field or a study, the offline
planner cannot compile device code, but it can still draft a sound experimental design:
objective, material preparation, controls, replication and randomisation, the procedure
for the kind of system studied (animals, cells, nucleic acids, proteins, imaging, devices),
measurement and analysis. Steps from library protocols that share the query's vocabulary
are woven in. Everything is deterministic and stated as an assumption.
"""

from __future__ import annotations

import re

from bioproagent.draft import Draft, DraftStep
from bioproagent.planners.base import PlanningContext

_WORD = re.compile(r"[a-z][a-z0-9-]+")
_STOP_WORDS = (
    "about after also an and any are as at be been but by can could did do does each for "
    "from had has have how i in into is it its me more my need of on or our out please "
    "protocol protocols provide research study that the their them then these this to "
    "using use want was we what when which while who will with would you your design "
    "experiment experimental experiments method methods field effectively apply "
    "recommended workflow workflows goal help generate complete currently plan "
    "investigate techniques technique video article"
)
_STOP = frozenset(_STOP_WORDS.split())

# system kind -> (trigger words, procedure steps)
_SYSTEMS: list[tuple[str, tuple[str, ...], list[str]]] = [
    (
        "animal",
        (
            "mice",
            "mouse",
            "rat",
            "rats",
            "rodent",
            "rodents",
            "swine",
            "pig",
            "pigs",
            "zebrafish",
            "animal",
            "animals",
            "in vivo",
            "murine",
        ),
        [
            "Obtain ethics approval for the animal work and define humane end points before "
            "the first procedure.",
            "Acclimatise the animals for at least seven days; house them under a controlled "
            "light cycle with free access to food and water.",
            "Randomise animals to groups with a computer-generated list and blind the "
            "investigators who score outcomes.",
            "Perform the procedure under appropriate anaesthesia and analgesia, recording "
            "doses and times for every animal.",
            "Monitor body weight and clinical signs daily and collect samples at the planned "
            "time points.",
        ],
    ),
    (
        "cells",
        (
            "cell",
            "cells",
            "culture",
            "cultures",
            "organoid",
            "organoids",
            "in vitro",
            "macrophage",
            "macrophages",
            "neurons",
            "fibroblasts",
        ),
        [
            "Expand the cells in their recommended medium at 37 C and 5% CO2, using cells "
            "within a fixed passage window and confirmed free of mycoplasma.",
            "Seed the cells at a defined density per well and let them attach overnight before "
            "treatment.",
            "Apply treatments from freshly prepared stocks, keeping the vehicle concentration "
            "the same in every well.",
            "Harvest or fix the cells at the planned time points, processing all conditions "
            "in parallel.",
        ],
    ),
    (
        "nucleic",
        (
            "dna",
            "rna",
            "pcr",
            "qpcr",
            "sequencing",
            "gene",
            "genes",
            "expression",
            "crispr",
            "plasmid",
            "cloning",
            "transcript",
        ),
        [
            "Extract nucleic acids with a validated kit, quantify them by absorbance at 260 nm "
            "and check purity by the 260/280 ratio.",
            "Normalise every sample to the same input amount before amplification or library "
            "preparation.",
            "Run amplification or library preparation with a no-template control on every plate.",
        ],
    ),
    (
        "protein",
        (
            "protein",
            "proteins",
            "antibody",
            "antibodies",
            "western",
            "elisa",
            "enzyme",
            "kinase",
            "binding",
            "peptide",
        ),
        [
            "Prepare lysates or purified protein in a buffer with protease inhibitors and keep "
            "them on ice.",
            "Measure total protein against a standard curve and use equal amounts in every "
            "condition.",
            "Detect the target with a validated antibody or activity assay, including a "
            "loading or activity reference.",
        ],
    ),
    (
        "imaging",
        (
            "imaging",
            "microscopy",
            "microscope",
            "fluorescence",
            "confocal",
            "staining",
            "histology",
            "tomography",
        ),
        [
            "Fix and stain the specimens with the same reagents, times and temperatures for "
            "every condition.",
            "Acquire images with identical microscope settings for all groups and keep the raw "
            "files.",
            "Quantify the images with a predefined analysis pipeline applied blind to the group.",
        ],
    ),
    (
        "device",
        (
            "device",
            "sensor",
            "chip",
            "microfluidic",
            "instrument",
            "apparatus",
            "extracts",
            "tweezers",
            "model",
        ),
        [
            "Calibrate the device or set-up against a reference before every session and "
            "record the calibration values.",
            "Run a pilot with reference samples to confirm that the read-out is linear over "
            "the expected range.",
        ],
    ),
]


def _keywords(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 2}


def _title(ctx: PlanningContext) -> str:
    quoted = re.search(
        r"['\u2018\u201c\"]([^'\u2019\u201d\"]{12,})['\u2019\u201d\"]", ctx.intent.text
    )
    if quoted:
        return quoted.group(1).strip()
    first = re.split(r"(?<=[.?!])\s", ctx.intent.text.strip(), maxsplit=1)[0]
    return f"Experimental protocol: {first.rstrip('.?!')}"[:160]


def general_draft(ctx: PlanningContext) -> Draft:
    """A deterministic experimental-design draft for a research question."""
    text = ctx.intent.text.lower()
    words = _keywords(text)
    systems = [
        (name, steps)
        for name, triggers, steps in _SYSTEMS
        if any((t in text) if " " in t else (t in words) for t in triggers)
    ]
    steps = [
        "Define the objective and the primary outcome measure from the question in the goal "
        "above, and write down the hypothesis before any measurement.",
        "Prepare and document all reagents, samples and materials (source, lot, "
        "concentration with units, storage temperature).",
        "Include a negative control (untreated or vehicle), a positive control with a known "
        "response, and a blank for every measurement.",
        "Run every condition with three independent biological replicates and randomise the "
        "order in which conditions are processed.",
    ]
    for _, procedure in systems or [
        (
            "",
            [
                "Carry out the procedure in the order given by the reference method, recording "
                "times, temperatures and volumes with their units at every step.",
            ],
        )
    ]:
        steps += procedure
    references = []
    for protocol in ctx.knowledge:
        shared = words & _keywords(" ".join([protocol.title, *protocol.keywords]))
        if len(shared) >= 2:
            references.append(protocol.id)
            steps += [
                f"From the library protocol '{protocol.title}': {line}" for line in protocol.steps
            ]
    steps += [
        "Measure the outcome with calibrated instruments and include a standard curve with "
        "at least five points wherever a quantity is reported.",
        "Analyse the data with the statistical test chosen before the experiment, report "
        "the mean and standard deviation, and state the acceptance criteria.",
    ]
    kinds = [name for name, _ in systems] or ["general"]
    return Draft(
        title=_title(ctx),
        goal=ctx.intent.text,
        steps=[DraftStep(text=s) for s in steps],
        controls=[
            "negative control (untreated or vehicle)",
            "positive control",
            "blank for every measurement",
        ],
        standards=["5-point standard curve for each quantified read-out"],
        replicates=3,
        assumptions=[
            f"No workcell assay was recognised; drafted a general experimental "
            f"design for: {', '.join(kinds)}."
        ],
        references=references,
    )
