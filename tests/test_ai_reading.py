"""tools/ai_reading.py: Brier scores of the ways to read the table."""

from __future__ import annotations

import random

from .tool_modules import load_tool

ai_reading = load_tool("ai_reading")


def test_the_logistic_fit_recovers_a_known_model() -> None:
    rng = random.Random(7)
    xs, ys = [], []
    for _ in range(3000):
        a, b = rng.gauss(0, 1), rng.gauss(0, 1)
        p = 1 / (1 + 2.718281828 ** -(-1.0 + 2.0 * a))   # b carries no information
        xs.append((a, b))
        ys.append(rng.random() < p)
    model = ai_reading.fit_logistic(xs, ys, ridge=0.0)
    intercept, wa, wb = model.weights
    assert abs(wa / model.scale[0] - 2.0) < 0.25
    assert abs(wb) < 0.15
    assert abs(intercept + 1.0 - wa * model.mean[0] / model.scale[0]) < 0.25
    predictions = ai_reading.cross_validated(xs, ys)
    assert ai_reading.brier(predictions, ys) < ai_reading.brier([sum(ys) / len(ys)] * len(ys), ys)


def test_call_opportunities_carry_estimates_and_the_truth() -> None:
    positions = ai_reading.collect(("r0", 0, 8, 60))  # a match with opponents whose hand is all face up
    assert positions
    assert all(0.0 <= p.quick <= 1.0 and 0.0 <= p.worlds <= 1.0 and 0.0 <= p.read <= 1.0 for p in positions)
    assert all(len(p.features) == len(ai_reading.FEATURES) for p in positions)
    # An opponent whose whole hand is face up is read exactly by both estimates.
    open_hands = [p for p in positions if p.features[ai_reading.FEATURES.index("no hidden card")]]
    assert open_hands
    assert all(p.quick == p.worlds == p.read == float(p.unsafe) for p in open_hands)
