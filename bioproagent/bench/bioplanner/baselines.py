"""Non-LLM baselines for the BioPlanner tasks: what each task measures without a model.

- ``definition-order``: the next step is the first presented function not called yet (after
  all are used, the one after the last call); generation calls every presented function once
  in presented order; retrieval selects every candidate (recall 1, precision = base rate).
  With unshuffled functions this exploits the order the gold was written in, which is why
  the seed reports a shuffled setting.
- ``transition``: a bigram model over the *verbs* of function names (the first word of
  ``centrifuge_sample`` is ``centrifuge``), fitted on the training split (function names are
  mostly unique to a protocol; their verbs are shared). The next step is the unused presented
  function whose verb is most likely after the previous call's verb; generation chains that
  choice until every function is used. Retrieval: not applicable.
- ``nearest``: the training protocol nearest by the TF-IDF measure of
  :mod:`~bioproagent.bench.bioplanner.tasks` is replayed: each of its calls is mapped onto the
  presented function with the most similar name (rapidfuzz token-set ratio of the names with
  underscores as spaces, at least ``NAME_MATCH``), keeping its argument values; retrieval
  selects the candidates that match one of its functions.

Arguments: baselines fill a function's parameters with the value the most recent earlier
call gave to a parameter of the same name (else the nearest protocol's value, else empty).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict

from rapidfuzz import fuzz

from bioproagent.bench.bioplanner.data import BioProtProtocol
from bioproagent.bench.bioplanner.pseudocode import PseudoCall, PseudoFunction, render_calls
from bioproagent.bench.bioplanner.tasks import PlanningItem, ProtocolIndex
from bioproagent.draft import Usage
from bioproagent.errors import BioProAgentError

NAME_MATCH = 60.0
START = "<start>"


def verb(name: str) -> str:
    return name.split("_", 1)[0].lower()


def _fill(function: PseudoFunction, history: tuple[PseudoCall, ...]) -> PseudoCall:
    values: dict[str, str] = {}
    for call in history:
        values.update(call.kwargs)
    return PseudoCall(function.name, tuple((p, values.get(p, "")) for p in function.params))


class DefinitionOrderBaseline:
    """Next unused function in presented (definition) order."""

    name = "definition-order"
    supports = ("next", "gen", "retrieval")

    def fit(self, train: list[BioProtProtocol]) -> None:
        del train  # nothing to learn

    def next_step(self, item: PlanningItem) -> tuple[str, Usage]:
        used = {c.name for c in item.prefix}
        fresh = [f for f in item.functions if f.name not in used]
        if fresh:
            choice = fresh[0]
        else:
            names = [f.name for f in item.functions]
            last = names.index(item.prefix[-1].name) if item.prefix else -1
            choice = item.functions[min(last + 1, len(names) - 1)]
        return _fill(choice, item.prefix).render(), Usage()

    def generate(self, item: PlanningItem) -> tuple[str, Usage]:
        calls: list[PseudoCall] = []
        for f in item.functions:
            calls.append(_fill(f, tuple(calls)))
        return render_calls(calls), Usage()

    def retrieve(self, item: PlanningItem) -> tuple[str, Usage]:
        return "\n".join(f.name for f in item.functions), Usage()


class TransitionBaseline:
    """Verb bigram model fitted on the training split."""

    name = "transition"
    supports = ("next", "gen")

    def __init__(self) -> None:
        self.counts: dict[str, Counter[str]] = defaultdict(Counter)
        self.vocabulary: set[str] = set()

    def fit(self, train: list[BioProtProtocol]) -> None:
        for p in train:
            previous = START
            for call in p.calls:
                self.counts[previous][verb(call.name)] += 1
                self.vocabulary.add(verb(call.name))
                previous = verb(call.name)

    def log_probability(self, previous: str, name: str) -> float:
        row = self.counts.get(previous, Counter())
        total = sum(row.values())
        return math.log((row[verb(name)] + 1) / (total + len(self.vocabulary) + 1))

    def _choose(
        self, functions: tuple[PseudoFunction, ...], prefix: tuple[PseudoCall, ...]
    ) -> PseudoFunction:
        used = Counter(c.name for c in prefix)
        previous = verb(prefix[-1].name) if prefix else START
        fresh = [f for f in functions if not used[f.name]] or list(functions)
        return max(
            fresh, key=lambda f: (self.log_probability(previous, f.name), -functions.index(f))
        )

    def next_step(self, item: PlanningItem) -> tuple[str, Usage]:
        return _fill(self._choose(item.functions, item.prefix), item.prefix).render(), Usage()

    def generate(self, item: PlanningItem) -> tuple[str, Usage]:
        calls: list[PseudoCall] = []
        for _ in item.functions:
            calls.append(_fill(self._choose(item.functions, tuple(calls)), tuple(calls)))
        return render_calls(calls), Usage()


class NearestProtocolBaseline:
    """Replay the nearest training protocol, mapped onto the presented functions."""

    name = "nearest"
    supports = ("next", "gen", "retrieval")

    def __init__(self) -> None:
        self.index: ProtocolIndex | None = None

    def fit(self, train: list[BioProtProtocol]) -> None:
        if not train:
            raise BioProAgentError(
                "the nearest-protocol baseline needs training protocols, and the train split "
                "is empty; point --data at the whole BioProt directory"
            )
        self.index = ProtocolIndex(train)

    def _nearest(self, item: PlanningItem) -> BioProtProtocol:
        if self.index is None:
            raise RuntimeError("fit() the nearest-protocol baseline before using it")
        found = self.index.nearest(f"{item.title} {item.description}", 1, {item.protocol_id})
        if not found:
            raise BioProAgentError("no training protocol other than the one being evaluated")
        return found[0]

    @staticmethod
    def _match(name: str, functions: tuple[PseudoFunction, ...]) -> PseudoFunction | None:
        scored = [
            (fuzz.token_set_ratio(name.replace("_", " "), f.name.replace("_", " ")), f)
            for f in functions
        ]
        best = max(scored, key=lambda s: s[0], default=None)
        return best[1] if best is not None and best[0] >= NAME_MATCH else None

    def _replay(self, item: PlanningItem) -> list[PseudoCall]:
        calls = []
        for call in self._nearest(item).calls:
            target = self._match(call.name, item.functions)
            if target is not None:
                values = call.kwargs
                calls.append(
                    PseudoCall(target.name, tuple((p, values.get(p, "")) for p in target.params))
                )
        return calls

    def next_step(self, item: PlanningItem) -> tuple[str, Usage]:
        replay = self._replay(item)
        k = len(item.prefix)
        if item.prefix:
            last = item.prefix[-1].name
            positions = [i for i, c in enumerate(replay) if c.name == last]
            if positions and positions[-1] + 1 < len(replay):
                k = positions[-1] + 1
        if k < len(replay):
            return replay[k].render(), Usage()
        return DefinitionOrderBaseline().next_step(item)

    def generate(self, item: PlanningItem) -> tuple[str, Usage]:
        return render_calls(self._replay(item)), Usage()

    def retrieve(self, item: PlanningItem) -> tuple[str, Usage]:
        nearest = self._nearest(item)
        chosen = {m.name for f in nearest.functions if (m := self._match(f.name, item.functions))}
        return "\n".join(f.name for f in item.functions if f.name in chosen), Usage()
