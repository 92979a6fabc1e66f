"""The last word on run order: the order words each clause is written with ('Before it,
seal ...', '..., but before, the STAR adds ...', 'and after incubation seal ...', 'prior to
incubation, ... had been dispensed', 'Run the PCR last') are constraints, and a clause list
that breaks one is mended by moving the clause next to the step it names.

The reader that builds the clause list already places most order words as it goes; chains of
them ('Read ... at the very end. Before that, incubate ..., and before the incubation, add ...')
are where a placement made early is undone by a later one. Checking every constraint again on
the final list catches those. A set of constraints that contradict each other leaves the list
as it was (K_i then compares the plan with that order).
"""

from __future__ import annotations

import re

from bioproagent.intent.clause_model import Clause

_LEAD = re.compile(
    r"\b(?P<word>(?<!\bas\s)(?<!\bthan\s)before|prior\s+to|ahead\s+of|after|(?<!\bthe\s)following"
    r"|once)(?:\s+(?P<ref>that|this|it|then|(?:the\s+)?(?:[\w-]+\s+){0,3}?[\w-]+))?\s*[,:]?\s*$"
    r"|\b(?P<having>having)\s+(?:first\s+)?(?:been\s+)?$"
)
"""The order words right before a clause ('before the incubation, ', 'but before, ',
'and after incubation ')."""
_REF_KIND = (
    (re.compile(r"incubat|\bwait"), ("incubate", "shake@temperature_c")),
    (re.compile(r"\bread|measur|absorb|fluoresc|lumines"), ("read",)),
    (re.compile(r"\bspin|centrifug|spun"), ("spin",)),
    (re.compile(r"\b(?:re)?seal"), ("seal",)),
    (re.compile(r"\bpeel|de-?seal"), ("peel",)),
    (re.compile(r"\bshak"), ("shake",)),
    (re.compile(r"\badd|dispens|transfer|pipett"), ("transfer",)),
    (re.compile(r"\bmix"), ("mix",)),
    (re.compile(r"pcr|cycl|amplif"), ("run",)),
    (re.compile(r"\bstor"), ("store",)),
)
_PREVIOUS = re.compile(
    r"that|this|it|then|(?:you|we)\s+do(?:\s+(?:so|that|this|it))?|doing\s+so|so"
    r"|(?:the\s+plates?|it|they)\s+(?:goes|go|gets?)\s+(?:in|on|back)(?:\s+there)?"
)
"""Words that name the step written just before ('before you do,', 'before the plate goes
in,')."""
_DOING_IT = re.compile(
    r"(?:running|starting|launching|loading|doing|kicking\s+off)\s+(?:it|that|this|them"
    r"|the\s+(?:program|programme|run|method|protocol))"
)
"""A verb of starting with a pronoun ('before running it'): the step written just before."""
_LEAD_IN = re.compile(
    r"\s*(?:but\s+|and\s+)?(?:before|prior\s+to)\s+" + _DOING_IT.pattern + r"\s*,"
)
"""The same order words at the head of the clause itself, when no verb split them off."""
_JOINED = re.compile(
    r"(?:[^.;:\n]|\.(?=\s+and\b))*?(?:\band|,)\s*"
    r"(?:then\s+|also\s+|subsequently\s+|afterwards\s+)?(?:make\s+|do\s+|give\s+it\s+)?"
)
"""A clause joined to the one before it ('... and make a short spin')."""
_SEMI_THEN = re.compile(r"[^.;:\n]{0,40}?;\s*(?:and\s+)?then\s+")
"""'Before the read, A and B; then C': C goes on the list the order words lead."""
_FOLLOWS_ON = re.compile(
    r"[^.;:!?\n]{0,60}?(?:\s*,?\s*(?:and|&)\s+(?:then\s+)?|\s*[,;]\s*(?:and\s+)?then\s+)"
)
"""The words that go on with the same list of steps ('... and the BioShake', '; then leave')."""
_AFTERWARDS = ("store", "seal", "retrieve", "move_plate")
"""Steps a list goes on to after the step it was before ('...; then store it at 4 °C')."""
_BEFORE_COMMA = re.compile(
    r"\s*(?:but\s+|and\s+)?(?:(?<!\bas\s)(?<!\bthan\s)(?:before|beforehand)\s*,|(?:it\s+is\s+|this\s+is\s+)?preceded\s+by\b)"
    r"\s*"
)
"""'... 20 sec. Before, plate 1000 xg 1 min spin do.', '... 80 °C, 20 min. Preceded by the
digest (37 °C, 1 h)': the clause runs before the one written just before it."""
_A_WAIT = re.compile(
    r"\s*(?:a\s+|an\s+|another\s+|a\s+further\s+)?\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|min|mins"
    r"|minutes?|h|hrs?|hours?)\s*"
)
"""A clause that is only a time ('3 min'): after 'after', a wait between two steps."""
_HAVING = re.compile(r"\s*having\s+(?:first\s+)?(?:been\s+)?")
"""'..., having first spun it': the clause runs before the one it follows."""
_THEN = re.compile(r"\b(?:subsequently|then|afterwards|after\s+that|thereafter)\b")
_OBJECT_START = re.compile(
    r"\s*(?:(?!bring\b|thing\b|string\b)[\w-]{2,}ing\b|you\b|we\b|it\b|the\b|an?\b|\d|a\s)"
)
"""A clause that is the object of an order word: a gerund, a subject or a noun phrase
('after spinning', 'before you read', 'following a 2 min spin')."""
_BOUNDARY = re.compile(r"[;.:\n]")
_TRAILING_REF = re.compile(
    r"\s*,?\s*(?:right\s+|just\s+|immediately\s+)?(?P<word>before|prior\s+to|after)\s+"
    r"(?P<ref>the\s+(?:[\w-]+\s+)?(?:read|reading|spin|seal|sealing|peel|shake|incubation|transfer"
    r"|addition|pcr|run|measurement)|(?:it|the\s+plate)\s+goes\s+(?:on|in)(?:\s+there)?)"
    r"\s*(?:[.;!?\n]|$)"
)
"""A step that ends by naming the step it runs next to ('..., right before the read.')."""
_BEFORE_ALL = re.compile(
    r"\b(?:before|prior\s+to|ahead\s+of)\s+(?:(?:any|all|each|every\s+one)\s+of\s+"
    r"(?:this|that|these|those|them|the\s+above)|(?:everything|anything)(?:\s+else)?"
    r"|all\s+(?:the\s+)?(?:above|other\s+steps|steps\s+above))\s*[.!;]?\s*$"
    # '... is to add with the OT-2 first of all', '..., as the very first step'
    r"|\b(?:first\s+of\s+all|as\s+the\s+(?:very\s+)?first\s+(?:step|thing)|to\s+(?:begin|start)\s+with)"
    r"\s*[.!;]?\s*$"
)
_BEFORE_ALL_LEAD = re.compile(
    r"\b(?:before|prior\s+to|ahead\s+of)\s+(?:(?:any|all|each)\s+of\s+(?:this|that|these|those"
    r"|them|it|the\s+above)|(?:everything|anything)(?:\s+else)?|all\s+(?:the\s+)?(?:above|that"
    r"|this|other\s+steps))\b(?=\s*,?\s*(?:$|the\s|[a-z]))"
)
"""'..., before any of that the OT-2 puts ...': the clause it leads runs before every step
written ahead of it."""
_FIRST_AT_END = re.compile(
    r"\b(?:spin|centrifug\w*|seal|peel|shake|mix|incubat\w*|read|add|transfer|dispense|store"
    r"|retrieve|move)(?:s|ed|ing)?\s+(?:(?:it|them|the\s+plates?)\s+)?first\b"
    # '..., seal it first on the a4S, 165 °C for 3 s': where and how, after the 'first'
    r"(?:\s+(?:on|in|at|with|using|for)\b[^.;!?\n]*)?\s*"
    r"(?:\([^()\n]*\)\s*)?(?:,?\s*then\s+(?:the\s+)?[\w-]+\s*)?[.!;]?\s*$"
    # '... adds 10 µL compound to rows A-D of the 96-well first': 'first' closing the step
    r"|[\w)-](?<!\bthe)(?<!\bat)(?<!\bits)(?<!\bvery)\s+first"
    r"(?:\s*,?\s*as\s+(?:before|usual|always))?\s*[.!;]?\s*$"
)
"""'..., before any of this', '... ahead of everything else': the clause runs before every
step written ahead of it; so does a step that ends with 'first' ('...; 1,000 g 5 min spin
first'), unless it is a program's stage ('95 °C 3 min first, then 30 cycles ...')."""
_PROGRAMS = ("run_pcr", "run_qpcr")
"""A program's own 'first' ('95 °C 3 min first, then 30 cycles ...') orders its stages."""
_CONTINUED = re.compile(
    r"\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?(?:(?:it|they|the\s+[\w-]+)(?:['’]s|\s+has|\s+have"
    r"|\s+is|\s+was|\s+were)?\s+)?(?:was\s+|were\s+)?"
)
"""The words joining a second object of 'after' to the first ('... and then', ', then')."""
_PARTICIPLE = re.compile(r"(?:been\s+)?(?:[\w-]{3,}(?:ing|ed)|spun|shaken|left|kept|stood)\b")
"""A verb form that continues an 'after' phrase ('spinning', 'spun', 'centrifuged')."""
_THEN_NEXT = re.compile(r"\s*[,;]?\s*(?:and\s+)?then\b")
_SENTENCE = re.compile(r"[.!?](?:\s|$)|\n")


def _kind_of(clause: Clause, kinds: tuple[str, ...]) -> bool:
    op = clause.operation or ""
    for kind in kinds:
        name, _, needs = kind.partition("@")
        if (op == name or op.startswith(name + "_")) and (not needs or clause.value(needs)):
            return True
    return False


def _sentence_start(low: str, at: int) -> int:
    starts = [m.end() for m in _SENTENCE.finditer(low, 0, at)]
    return starts[-1] if starts else 0


class _Constraints:
    def __init__(self, clauses: list[Clause], low: str) -> None:
        self.by_text = sorted((c for c in clauses if c.operation), key=lambda c: c.start)
        self.low = low
        self.pairs: list[tuple[Clause, Clause, bool]] = []
        """(runs first, runs second, whether the first is the one the words move)"""

    def _target(self, ref: str | None, clause: Clause, k: int) -> Clause | None:
        """The step an order word names: 'that', 'it' or nothing is the step written just
        before; a noun ('the incubation', 'sealing') is the nearest step of its kind."""
        earlier = self.by_text[:k]
        if ref is None or _PREVIOUS.fullmatch(ref):
            return earlier[-1] if earlier else None
        kinds = next((kinds for rx, kinds in _REF_KIND if rx.search(ref)), None)
        if kinds is None:  # 'before running it', 'before starting the program'
            return earlier[-1] if earlier and _DOING_IT.fullmatch(ref) else None
        same = [c for c in self.by_text if c is not clause and _kind_of(c, kinds)]
        before = [c for c in same if c.start < clause.start]
        return before[-1] if before else (same[0] if same else None)

    def _floor(self, k: int) -> int:
        """Where the words that lead clause ``k`` may start: after the values of the clause
        before it, within the sentence."""
        clause = self.by_text[k]
        floor = _sentence_start(self.low, clause.start)
        if k:
            prev = self.by_text[k - 1]
            said = [v.end for v in prev.values if prev.start <= v.start < prev.end]
            floor = max(floor, max(said, default=prev.start))
        return floor

    def _lead(self, k: int) -> re.Match[str] | None:
        return _LEAD.search(self.low, self._floor(k), self.by_text[k].start)

    def read(self) -> None:
        led: dict[int, tuple[Clause, bool]] = {}  # clause -> (its target, runs before it)
        for k, clause in enumerate(self.by_text):
            end = _BOUNDARY.search(self.low, clause.end)
            tail = self.low[clause.start : end.start() if end else len(self.low)]
            if k and (
                _BEFORE_ALL.search(tail)
                or (clause.operation not in _PROGRAMS and _FIRST_AT_END.search(tail))
            ):  # '5 µL ... must be dispensed ... before any of this', '...; 1,000 g 5 min spin
                # first': before every step written ahead of it
                self.pairs += [(clause, c, True) for c in self.by_text[:k]]
            trailing = _TRAILING_REF.match(self.low, clause.end) or next(
                (
                    t
                    for t in _TRAILING_REF.finditer(
                        self.low, clause.start, len(tail) + clause.start
                    )
                    if t.start() > clause.start
                ),
                None,
            )
            if trailing is not None:  # '... shake it 30 s at 300 rpm right before the read.'
                target = self._target(trailing["ref"], clause, k)
                if target is not None and target is not clause:
                    first = trailing["word"] != "after"
                    self.pairs.append((clause, target, True) if first else (target, clause, False))
            m = self._lead(k)
            prev = self.by_text[k - 1] if k else None
            head = self.low[self._floor(k) if k else 0 : clause.start + 40]
            if k and _BEFORE_ALL_LEAD.search(head):
                # '...; before any of that the OT-2 puts 200 µL ...': before every step
                # written ahead of it
                self.pairs += [(clause, c, True) for c in self.by_text[:k]]
                led[id(clause)] = (self.by_text[0], True)
                continue
            inner = _LEAD_IN.match(self.low, clause.start) or (
                _BEFORE_COMMA.match(self.low, clause.start) if k else None
            )
            if m is None and inner is not None and prev is not None:
                # 'Before loading it, please spin it at ...': the clause runs before the one
                # written just before it
                self.pairs.append((clause, prev, True))
                led[id(clause)] = (prev, True)
                continue
            if m is None and prev is not None and id(prev) in led:
                semi = _SEMI_THEN.match(self.low, prev.end)
                if _JOINED.fullmatch(self.low, self._floor(k), clause.start) or (
                    semi is not None and semi.end() == clause.start
                ):
                    # 'Before, seal ... and make a short spin ...': the same order as the step
                    # it is joined to
                    joined, first = led[id(prev)]
                    if joined is not clause:
                        led[id(clause)] = (joined, first)
                        self.pairs.append(
                            (clause, joined, True) if first else (joined, clause, False)
                        )
                    if _THEN.search(self.low, self._floor(k), clause.start + 20):
                        self.pairs.append((prev, clause, False))  # '... and subsequently shaken'
                continue
            having = (m is not None and m["having"]) or _HAVING.match(self.low, clause.start)
            if having and prev is not None:
                # 'Move it into the incubator ..., having first spun it ...'
                self.pairs.append((clause, prev, True))
                led[id(clause)] = (prev, True)
                continue
            if m is not None and m["word"] is not None:
                before = m["word"] in ("before", "ahead of") or m["word"].startswith("prior")
                bare = m["ref"] is None and not m.group(0).rstrip().endswith(",")
                if bare:
                    self._object(clause, k, m, before)
                    continue
                target = self._target(m["ref"], clause, k)
                if target is not None and target is not clause:
                    siblings = [
                        c
                        for c in self.by_text
                        if c is clause or (clause.whole and c.whole == clause.whole)
                    ]
                    for c in siblings:
                        self.pairs.append((c, target, True) if before else (target, c, False))
                    led[id(clause)] = (target, before)

    def _object(self, clause: Clause, k: int, m: re.Match[str], before: bool) -> None:
        """'Read ... after spinning the plate', 'after adding the stop solution, spin ...':
        the clause is what the order word names. Leading its sentence or piece, it is ordered
        against the clause after it; following a step, against that step. 'after add 20 µL'
        (a bare verb) means 'afterwards' and says nothing new."""
        if not _OBJECT_START.match(self.low, clause.start):
            return
        nxt = self.by_text[k + 1] if k + 1 < len(self.by_text) else None
        if (
            k
            and not before
            and nxt is not None
            and clause.operation == "incubate"
            and _A_WAIT.fullmatch(self.low, clause.start, clause.end)
            and re.fullmatch(r"\s*,\s*", self.low[clause.end : nxt.start])
        ):  # '... was added at 10 µL and, after 3 min, plates were spun': the wait between
            self.pairs.append((self.by_text[k - 1], clause, False))
            return
        aside = k and "," in self.low[self.by_text[k - 1].end : m.start()]
        if (
            re.match(r"\s*\d", self.low[clause.start : clause.start + 3])
            and _THEN_NEXT.match(self.low, clause.end)
            and (aside or not k)  # 'read at 450 nm after 10 min, then store': the wait first
        ):
            if k:  # 'add 10 µl MTT, after 4 hour in incubator, then 100 µl DMSO': in order
                self.pairs.append((self.by_text[k - 1], clause, False))
            return
        prev = self.by_text[k - 1] if k else None
        leading = prev is None or bool(_BOUNDARY.search(self.low, prev.end, m.start()))
        if leading:  # 'prior to the sealing ... and its shaking ..., 0.5 mL is dispensed'
            group = [clause]
            for nxt in self.by_text[k + 1 :]:
                if "," in self.low[group[-1].end : nxt.start] or _BOUNDARY.search(
                    self.low, group[-1].end, nxt.start
                ):
                    main = nxt
                    break
                group.append(nxt)
            else:
                return
            if _BOUNDARY.search(self.low, group[-1].end, main.start):
                return  # the sentence ends with the object: nothing to order it against
            for c in group:
                self.pairs.append((main, c, True) if before else (c, main, False))
            if before:  # 'before the read, A and B; then C': B and C go before it too
                last = main
                for nxt in self.by_text[self.by_text.index(main) + 1 :]:
                    gap = self.low[last.end : nxt.start]
                    if not _FOLLOWS_ON.fullmatch(gap) or nxt.operation in _AFTERWARDS:
                        break  # '...; then store it': where the plate goes afterwards
                    self.pairs += [(last, nxt, False), *((nxt, c, True) for c in group)]
                    last = nxt
        elif prev is not None:
            self.pairs.append((prev, clause, False) if before else (clause, prev, True))
            if not before:
                self._chained_objects(clause, k, prev)

    def _chained_objects(self, clause: Clause, k: int, main: Clause) -> None:
        """'Read ... after it has been incubated ... and then spun ...': a step joined to the
        object of 'after' by 'and (then)' or ', then' in a verb form that continues it (a
        participle or a gerund) also runs before the main step, in its written order. An
        order ('..., then store it at 4 °C') is a step of its own and stays after."""
        last = clause
        for nxt in self.by_text[k + 1 :]:
            gap = self.low[last.end : nxt.start]
            if _BOUNDARY.search(gap) or not _CONTINUED.fullmatch(gap):
                return
            if not _PARTICIPLE.match(self.low, nxt.start):
                return
            self.pairs += [(last, nxt, False), (nxt, main, True)]
            last = nxt


def _settle(order: list[Clause], pairs: list[tuple[Clause, Clause, bool]]) -> list[Clause] | None:
    order = list(order)
    for _ in range(len(pairs) + 2):
        moved = False
        for first, second, first_moves in pairs:
            if first not in order or second not in order:
                continue
            if order.index(first) < order.index(second):
                continue
            if first_moves:  # 'before the incubation, add ...': the addition moves
                order.remove(first)
                order.insert(order.index(second), first)
            else:  # 'and after incubation seal ...': the seal moves
                order.remove(second)
                order.insert(order.index(first) + 1, second)
            moved = True
        if not moved:
            return order
    return None  # the constraints contradict each other


def settle_order(clauses: list[Clause], low: str) -> list[Clause]:
    """``clauses`` (in run order as read) moved so that every order word holds."""
    reader = _Constraints(clauses, low)
    reader.read()
    if not reader.pairs:
        return clauses
    broken = [
        (a, b)
        for a, b, _ in reader.pairs
        if a in clauses and b in clauses and clauses.index(a) > clauses.index(b)
    ]
    if not broken:
        return clauses
    return _settle(clauses, reader.pairs) or clauses
