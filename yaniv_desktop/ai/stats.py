"""Small statistics for tournament reports."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (sound near 0 and 1, unlike p ± 2σ)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0–100); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


# Student's t, two-sided 95%, for 1–30 degrees of freedom (few deals make z too narrow).
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)


def t95(df: int) -> float:
    """The 95% two-sided t quantile (a table to 30, then the first Cornish–Fisher term)."""
    if df < 1:
        raise ValueError("no degrees of freedom")
    if df <= len(_T95):
        return _T95[df - 1]
    z = Z95
    return z + (z ** 3 + z) / (4 * df)


def mean_interval(values: Sequence[float]) -> tuple[float, float | None, float | None]:
    """The mean and its 95% t interval; no interval for fewer than two values."""
    n = len(values)
    if n == 0:
        return 0.0, None, None
    mean = sum(values) / n
    if n < 2:
        return mean, None, None
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = t95(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def rounded_interval(low: float | None, high: float | None, digits: int = 4) -> list[float] | None:
    """An interval for a report: its ends rounded, or None where there is none."""
    return None if low is None or high is None else [round(low, digits), round(high, digits)]


def interval_text(interval: Sequence[float] | None, fmt: str) -> str:
    """``low to high`` in ``fmt``, or a dash where there is no interval."""
    if interval is None:
        return "–"
    return f"{format(interval[0], fmt)} to {format(interval[1], fmt)}"
