"""How well can the expert's table be read?  Brier scores at its call opportunities.

    python tools/ai_reading.py --matches 300 --seed 1 [--jobs 2] [--worlds 48] [--fit]

It plays seeded heads-up matches, expert against intermediate (seats alternating),
and wherever the expert may call it records whether the opponent in fact holds no
more than the expert (an Assaf if it called) next to three estimates of that chance:

* ``quick``: the intermediate's :func:`assaf.assaf_chance`;
* ``worlds``: the share of the expert's sampled worlds (:class:`worlds.WorldSampler`)
  in which the opponent holds no more;
* ``read``: the same share over hands read from the opponent's play
  (:class:`reading.HandReading`, ``--steps`` chain moves; the worlds where a round
  is not read);
* ``learned``: a logistic regression on public features of the opponent (the quick
  estimate, its face-up cards, its latest two throws and draw, card counts), scored
  by 5-fold cross-validation so that it is judged on positions it was not fitted on.

Lower is better; 0 is an oracle, and always answering the base rate scores
``base × (1 − base)``.  It also prints how the worlds' estimate is calibrated, and
with ``--fit`` the model fitted on every position.
A measuring tool for reading ideas (docs/ai.md, "Reading the table"), not shipped.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from yaniv_desktop.ai.assaf import assaf_chance
from yaniv_desktop.ai.hands import value as hand_value
from yaniv_desktop.ai.knowledge import Knowledge, deduce
from yaniv_desktop.ai.levels import make_player
from yaniv_desktop.ai.reading import HandReading, PlayModel
from yaniv_desktop.ai.worlds import WorldSampler
from yaniv_desktop.core.actions import CallYaniv
from yaniv_desktop.core.combos import ThrowRules
from yaniv_desktop.core.events import EventKind
from yaniv_desktop.core.match import Match
from yaniv_desktop.core.observation import Observation, Phase
from yaniv_desktop.core.rules import RuleSet

FEATURES = (
    "logit quick", "my value", "its face-up value", "room", "latest throw top", "latest throw size",
    "latest draw unseen", "throw before top", "throw before size", "its cards", "my cards",
    "its turns", "no hidden card", "one hidden card", "two hidden cards",
)


@dataclass(frozen=True, slots=True)
class Position:
    unsafe: bool                  # the opponent holds no more than the expert
    quick: float
    worlds: float
    read: float
    features: tuple[float, ...]


def logit(p: float) -> float:
    p = min(max(p, 0.005), 0.995)
    return math.log(p / (1 - p))


def _throws(obs: Observation, seat: int) -> list[tuple[tuple[int, ...], bool]]:
    """That seat's throws this round (card codes) and whether the draw after each was unseen."""
    out: list[tuple[tuple[int, ...], bool]] = []
    pending: tuple[int, ...] = ()
    for event in obs.history:
        if event.kind is EventKind.THROW:
            pending = event.cards
        elif event.kind in (EventKind.DRAW_STOCK, EventKind.DRAW_PILE) and event.player == seat:
            out.append((pending, event.kind is EventKind.DRAW_STOCK))
    return out


def features(obs: Observation, know: Knowledge, tr: ThrowRules, mine: int, seat: int, quick: float) -> tuple[float, ...]:
    """Public facts about opponent ``seat`` at a call opportunity (see FEATURES)."""
    value = tr.value
    throws = _throws(obs, seat)
    latest = throws[-1] if throws else ((), True)
    before = throws[-2] if len(throws) > 1 else ((), True)
    face_up = sum(value[c] for c in obs.known_cards[seat])
    hidden = know.seats[seat].hidden
    return (
        logit(quick), mine, face_up, mine - face_up,
        max((value[c] for c in latest[0]), default=-1), len(latest[0]), float(latest[1]),
        max((value[c] for c in before[0]), default=-1), len(before[0]),
        obs.hand_counts[seat], len(obs.hand), len(throws),
        float(hidden == 0), float(hidden == 1), float(hidden == 2),
    )


def share_unsafe(obs: Observation, tr: ThrowRules, mine: int, seat: int, hidden_hands: list[Sequence[int]]) -> float:
    """The share of guessed hidden hands with which ``seat`` holds no more than ``mine``."""
    face_up = hand_value(tr, obs.known_cards[seat])
    return sum(face_up + hand_value(tr, hand) <= mine for hand in hidden_hands) / len(hidden_hands)


def worlds_estimate(obs: Observation, tr: ThrowRules, mine: int, seat: int, worlds: int, rng: random.Random) -> float:
    sampler = WorldSampler(obs, tr)
    guesses = [sampler.sample_hands(rng)[0].get(seat, []) for _ in range(worlds)]
    return share_unsafe(obs, tr, mine, seat, guesses)


def read_estimate(
    obs: Observation, model: PlayModel, mine: int, seat: int, worlds: int, steps: int, rng: random.Random,
) -> float | None:
    reading = HandReading(model, obs, seat)
    if not reading.usable:
        return None
    return share_unsafe(obs, model.tr, mine, seat, list(reading.sample(rng, worlds, steps)))


def collect(args: tuple[str, int, int, int]) -> list[Position]:
    """The expert's call opportunities in one heads-up match; the expert sits at ``first``."""
    seed, first, worlds, steps = args
    rules = RuleSet.preset("israeli", players=2)
    tr = ThrowRules(rules)
    model = PlayModel(tr)
    levels = ["intermediate", "intermediate"]
    levels[first] = "expert"
    players = [make_player(level, f"{seed}/{s}") for s, level in enumerate(levels)]
    match = Match(rules, seed)
    out: list[Position] = []
    while not match.is_over:
        state = match.start_round()
        while not state.is_over:
            seat = state.current
            obs = state.observation(seat)
            if seat == first and obs.phase is Phase.TURN and CallYaniv() in obs.legal_actions:
                mine = state.hand_value(seat)
                other = 1 - seat
                know = deduce(obs)
                quick = assaf_chance(obs, know, tr, mine)
                rng = random.Random(f"{seed}/{obs.round_number}/{obs.turn}")
                sampled = worlds_estimate(obs, tr, mine, other, worlds, rng)
                read = read_estimate(obs, model, mine, other, worlds, steps, rng)
                out.append(Position(
                    unsafe=state.hand_value(other) <= mine, quick=quick, worlds=sampled,
                    read=sampled if read is None else read,
                    features=features(obs, know, tr, mine, other, quick),
                ))
            match.apply(players[seat].choose(obs))
    return out


# ----- logistic regression (Newton's method; a few thousand rows, a dozen columns) -----

def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


@dataclass(frozen=True, slots=True)
class Logistic:
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]   # intercept first, then one per standardised feature

    def predict(self, x: Sequence[float]) -> float:
        z = self.weights[0] + sum(
            w * (v - m) / s for w, v, m, s in zip(self.weights[1:], x, self.mean, self.scale, strict=True)
        )
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def fit_logistic(xs: Sequence[Sequence[float]], ys: Sequence[bool], ridge: float = 1.0, steps: int = 25) -> Logistic:
    """Maximum likelihood with a small L2 penalty (not on the intercept)."""
    k = len(xs[0])
    mean = [sum(x[j] for x in xs) / len(xs) for j in range(k)]
    scale = [max(1e-9, (sum((x[j] - mean[j]) ** 2 for x in xs) / len(xs)) ** 0.5) for j in range(k)]
    rows = [[1.0, *((x[j] - mean[j]) / scale[j] for j in range(k))] for x in xs]
    w = [0.0] * (k + 1)
    for _ in range(steps):
        grad = [0.0] * (k + 1)
        hess = [[0.0] * (k + 1) for _ in range(k + 1)]
        for row, y in zip(rows, ys, strict=True):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, row, strict=True))))
            p = 1 / (1 + math.exp(-z))
            r = p - float(y)
            q = p * (1 - p)
            for i in range(k + 1):
                grad[i] += r * row[i]
                qi = q * row[i]
                hess_i = hess[i]
                for j in range(i, k + 1):
                    hess_i[j] += qi * row[j]
        for i in range(k + 1):
            for j in range(i):
                hess[i][j] = hess[j][i]
            if i:
                grad[i] += ridge * w[i]
                hess[i][i] += ridge
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return Logistic(tuple(mean), tuple(scale), tuple(w))


def cross_validated(xs: Sequence[Sequence[float]], ys: Sequence[bool], folds: int = 5) -> list[float]:
    """Each row's prediction by a model fitted on the other folds."""
    out = [0.0] * len(xs)
    for f in range(folds):
        train = [i for i in range(len(xs)) if i % folds != f]
        model = fit_logistic([xs[i] for i in train], [ys[i] for i in train])
        for i in range(f, len(xs), folds):
            out[i] = model.predict(xs[i])
    return out


def brier(predictions: Sequence[float], outcomes: Sequence[bool]) -> float:
    return sum((p - float(y)) ** 2 for p, y in zip(predictions, outcomes, strict=True)) / len(outcomes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--steps", type=int, default=600, help="chain moves per reading")
    parser.add_argument("--fit", action="store_true", help="also print the model fitted on every position")
    args = parser.parse_args()
    jobs = [(f"{args.seed}/{i}", i % 2, args.worlds, args.steps) for i in range(args.matches)]
    with ProcessPoolExecutor(args.jobs) as pool:
        positions = [p for found in pool.map(collect, jobs, chunksize=4) for p in found]
    ys = [p.unsafe for p in positions]
    base = sum(ys) / len(ys)
    learned = cross_validated([p.features for p in positions], ys)
    print(f"{len(positions)} call opportunities of {args.matches} matches; the opponent held no more in {base:.1%}")
    print(f"  {'estimate':10s} Brier")
    print(f"  {'base rate':10s} {base * (1 - base):.4f}")
    for name, predictions in (("quick", [p.quick for p in positions]), ("worlds", [p.worlds for p in positions]),
                              ("read", [p.read for p in positions]), ("learned", learned)):
        print(f"  {name:10s} {brier(predictions, ys):.4f}")
    print("  worlds' estimate   positions   estimated   happened")
    for low in range(0, 100, 10):
        rows = [p for p in positions if low <= 100 * p.worlds < low + 10 or low == 90 and p.worlds == 1.0]
        if rows:
            print(f"  {low:3d}–{low + 10:3d}%        {len(rows):9d}   {sum(p.worlds for p in rows) / len(rows):9.1%}"
                  f"   {sum(p.unsafe for p in rows) / len(rows):8.1%}")
    if args.fit:
        model = fit_logistic([p.features for p in positions], ys)
        for name, field in (("mean", model.mean), ("scale", model.scale), ("weights", model.weights)):
            print(f"  {name} = ({', '.join(f'{v:.4f}' for v in field)})")


if __name__ == "__main__":
    main()
