"""Make the game's sounds: synthesized here, in pure Python, the same bytes every run.

    python packaging/make_sounds.py [OUT_DIR]        (default: assets/sounds)

Each sound is a short 16-bit mono WAV at 22,050 Hz, written with the standard
``wave`` module.  Nothing is recorded or copied: noise comes from a seeded
``random.Random`` and tones from ``math.sin``, shaped by envelopes and simple
filters, so running this again reproduces the checked-in files byte for byte
(a test does exactly that).

* ``card_slide``  a card thrown on the table: a filtered-noise swish and a soft landing
* ``card_draw``   a card taken: a softer, shorter snap
* ``shuffle``     the pile riffled into a new stock: a burst of card flicks
* ``yaniv``       "Yaniv!": a bright three-note call, rising
* ``assaf``       "Assaf!": a dramatic low counter, two hits
* ``win``         a match won: a short fanfare, an arpeggio to a held chord
* ``lose``        a match lost: a gentle falling phrase to a minor chord
* ``round_end``   a round settled: a soft, warm chord
* ``your_turn``   a person's turn: a soft two-note chime
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent / "assets" / "sounds"
RATE = 22_050
FULL_SCALE = 32_767

Signal = list[float]


# ----- building blocks ----------------------------------------------------------------

def silence(seconds: float) -> Signal:
    return [0.0] * int(round(seconds * RATE))


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.random() * 2.0 - 1.0 for _ in range(int(round(seconds * RATE)))]


def envelope(length: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """A linear rise over ``attack`` s, flat for ``hold`` s, then an exponential fall
    (time constant ``decay`` s)."""
    a, h = max(1, int(attack * RATE)), int(hold * RATE)
    out = []
    for i in range(length):
        if i < a:
            out.append(i / a)
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def times(signal: Signal, shape: Sequence[float]) -> Signal:
    return [s * g for s, g in zip(signal, shape)]


def partials(freq: float, seconds: float, spec: Iterable[tuple[float, float, float]],
             attack: float = 0.004, bend: float = 0.0) -> Signal:
    """A sum of sine partials ``(ratio, amplitude, decay)``, each with its own decay;
    ``bend`` starts the pitch that many semitones off and glides it home in 40 ms."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    a = max(1, int(attack * RATE))
    for ratio, amp, decay in spec:
        phase = 0.0
        for i in range(n):
            glide = bend * math.exp(-i / (0.04 * RATE)) if bend else 0.0
            f = freq * ratio * (2.0 ** (glide / 12.0))
            if f >= RATE / 2:
                break
            phase += 2.0 * math.pi * f / RATE
            rise = i / a if i < a else 1.0
            out[i] += amp * rise * math.exp(-i / (decay * RATE)) * math.sin(phase)
    return out


def bell(freq: float, seconds: float, decay: float = 0.35) -> Signal:
    """A glockenspiel-like bar: bright, short, slightly inharmonic."""
    return partials(freq, seconds, ((1.0, 1.0, decay), (2.756, 0.32, decay * 0.45),
                                    (5.404, 0.12, decay * 0.25), (2.0, 0.18, decay * 0.7)), attack=0.002)


def chime(freq: float, seconds: float, decay: float = 0.5) -> Signal:
    """A soft, round chime (mostly the fundamental)."""
    return partials(freq, seconds, ((1.0, 1.0, decay), (2.0, 0.22, decay * 0.5), (3.0, 0.06, decay * 0.3)),
                    attack=0.006)


def brass(freq: float, seconds: float, decay: float, bend: float = -0.6) -> Signal:
    """A warm brass-like note: harmonics falling off as 1/n, the upper ones dying sooner."""
    spec = [(float(k), 1.0 / k, decay / (1.0 + 0.25 * (k - 1))) for k in range(1, 9)]
    return partials(freq, seconds, spec, attack=0.012, bend=bend)


def pad(freq: float, seconds: float) -> Signal:
    """A gentle sustained tone with a slow attack and a long fall."""
    tone = partials(freq, seconds, ((1.0, 1.0, 2.0), (2.0, 0.15, 0.8), (3.0, 0.05, 0.5)), attack=0.06)
    return times(tone, envelope(len(tone), 0.001, seconds * 0.45, hold=seconds * 0.25))


def thump(seconds: float, start_hz: float, end_hz: float, decay: float) -> Signal:
    """A drum-like hit: a sine whose pitch drops quickly."""
    n = int(round(seconds * RATE))
    out, phase = [], 0.0
    for i in range(n):
        f = end_hz + (start_hz - end_hz) * math.exp(-i / (0.03 * RATE))
        phase += 2.0 * math.pi * f / RATE
        out.append(math.sin(phase) * math.exp(-i / (decay * RATE)))
    return out


def lowpass(signal: Signal, cutoff: float) -> Signal:
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff))]


def bandpass(signal: Signal, centre: Callable[[float], float], q: float) -> Signal:
    """A resonant band-pass (RBJ biquad, constant peak gain) whose centre follows
    ``centre(t)`` with ``t`` from 0 to 1 over the signal: a swish that moves."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    n = len(signal)
    for i, x in enumerate(signal):
        w = 2.0 * math.pi * min(centre(i / max(1, n - 1)), RATE * 0.45) / RATE
        alpha = math.sin(w) / (2.0 * q)
        a0 = 1.0 + alpha
        y = (alpha * x - alpha * x2 + 2.0 * math.cos(w) * y1 - (1.0 - alpha) * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def place(parts: Iterable[tuple[float, Signal, float]], seconds: float) -> Signal:
    """Mix ``(start second, signal, gain)`` parts into one signal ``seconds`` long."""
    out = silence(seconds)
    for start, signal, gain in parts:
        offset = int(round(start * RATE))
        for i, s in enumerate(signal[: max(0, len(out) - offset)]):
            out[offset + i] += s * gain
    return out


def finish(signal: Signal, peak: float) -> Signal:
    """Scaled to ``peak`` (of full scale), faded in over 3 ms and out over the last
    quarter (at most 120 ms), so it neither clicks nor stops short."""
    top = max(abs(s) for s in signal) or 1.0
    out = [s * peak / top for s in signal]
    fade_in = min(int(0.003 * RATE), len(out))
    fade_out = min(int(0.12 * RATE), len(out) // 4)
    for i in range(fade_in):
        out[i] *= i / fade_in
    for i in range(fade_out):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    return out


def wav_bytes(signal: Signal) -> bytes:
    samples = array("h", (max(-FULL_SCALE, min(FULL_SCALE, int(round(s * FULL_SCALE)))) for s in signal))
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())
    return buffer.getvalue()


def note(name: str) -> float:
    """``"A4"`` → 440.0; sharps as ``"C#5"``, flats as ``"Bb3"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) - (1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


# ----- the sounds ----------------------------------------------------------------------

def card_slide() -> Signal:
    swish = bandpass(noise(0.22, seed=11), lambda t: 5200.0 - 3600.0 * t, q=1.4)
    swish = times(swish, envelope(len(swish), 0.018, 0.055, hold=0.02))
    landing = lowpass(noise(0.05, seed=12), 900.0)
    landing = times(landing, envelope(len(landing), 0.002, 0.012))
    return finish(place([(0.0, swish, 1.0), (0.125, landing, 0.9)], 0.26), 0.42)


def card_draw() -> Signal:
    snap = highpass(noise(0.06, seed=21), 1800.0)
    snap = times(snap, envelope(len(snap), 0.001, 0.009))
    slide = bandpass(noise(0.09, seed=22), lambda t: 2600.0 + 1800.0 * t, q=1.2)
    slide = times(slide, envelope(len(slide), 0.03, 0.02))
    tick = times(partials(1250.0, 0.05, ((1.0, 1.0, 0.012),)), envelope(int(0.05 * RATE), 0.001, 1.0))
    return finish(place([(0.0, slide, 0.7), (0.055, snap, 1.0), (0.055, tick, 0.25)], 0.14), 0.3)


def shuffle() -> Signal:
    rng = random.Random(31)
    parts: list[tuple[float, Signal, float]] = []
    t = 0.04
    count = 44
    for k in range(count):
        flick = highpass(noise(0.012, seed=100 + k), 2200.0)
        flick = times(flick, envelope(len(flick), 0.0005, 0.0025))
        middle = math.sin(math.pi * k / (count - 1))   # loudest in the middle of the riffle
        parts.append((t, flick, (0.35 + 0.65 * middle) * (0.8 + 0.4 * rng.random())))
        t += 0.0125 + 0.006 * (1.0 - middle) + 0.002 * rng.random()
    bed = bandpass(noise(0.75, seed=32), lambda x: 3000.0 + 1500.0 * math.sin(math.pi * x), q=0.9)
    bed = times(bed, envelope(len(bed), 0.12, 0.12, hold=0.35))
    bridge = bandpass(noise(0.22, seed=33), lambda x: 4200.0 - 2600.0 * x, q=1.3)
    bridge = times(bridge, envelope(len(bridge), 0.03, 0.05, hold=0.03))
    parts += [(0.0, bed, 0.18), (t + 0.03, bridge, 0.6)]
    return finish(place(parts, t + 0.28), 0.4)


def yaniv() -> Signal:
    parts = [(0.0, bell(note("E5"), 0.3, 0.18), 0.8), (0.085, bell(note("A5"), 0.3, 0.18), 0.85),
             (0.17, bell(note("E6"), 0.62, 0.3), 1.0), (0.17, bell(note("C#6"), 0.55, 0.25), 0.45)]
    return finish(place(parts, 0.8), 0.7)


def assaf() -> Signal:
    hit1 = [(note(n), 0.9) for n in ("E2", "Bb2", "E3", "G3")]
    hit2 = [(note(n), 1.0) for n in ("D2", "Ab2", "D3", "F3", "B3")]
    parts: list[tuple[float, Signal, float]] = []
    for freq, gain in hit1:
        parts.append((0.0, brass(freq, 0.22, 0.09), gain * 0.45))
    for freq, gain in hit2:
        parts.append((0.24, brass(freq, 0.85, 0.32), gain * 0.45))
    parts += [(0.0, thump(0.25, 150.0, 62.0, 0.08), 0.9), (0.24, thump(0.7, 140.0, 52.0, 0.22), 1.1)]
    return finish(lowpass(place(parts, 1.1), 2600.0), 0.75)


def win() -> Signal:
    run = ("C5", "E5", "G5", "C6")
    parts = [(0.095 * i, bell(note(n), 0.35, 0.2), 0.8) for i, n in enumerate(run)]
    held = 0.095 * len(run)
    for n in ("C5", "E5", "G5", "C6"):
        parts.append((held, brass(note(n), 0.95, 0.45, bend=-0.3), 0.28))
    parts.append((held, bell(note("E6"), 0.8, 0.4), 0.6))
    parts.append((held, bell(note("G6"), 0.8, 0.35), 0.35))
    return finish(lowpass(place(parts, held + 0.95), 6000.0), 0.72)


def lose() -> Signal:
    parts = [(0.0, chime(note("A4"), 0.45, 0.3), 0.7), (0.2, chime(note("F4"), 0.45, 0.3), 0.7)]
    for n in ("D4", "F4", "A4"):
        parts.append((0.4, pad(note(n), 0.85), 0.45))
    parts.append((0.4, chime(note("D3"), 0.85, 0.5), 0.35))
    return finish(place(parts, 1.25), 0.55)


def round_end() -> Signal:
    chord = ("C4", "G4", "E5", "B5")  # a soft, open C major seventh, strummed
    parts = [(0.045 * i, pad(note(n), 0.9), 0.5) for i, n in enumerate(chord)]
    parts += [(0.045 * i, chime(note(n), 0.5, 0.25), 0.2) for i, n in enumerate(chord)]
    return finish(place(parts, 1.05), 0.5)


def your_turn() -> Signal:
    parts = [(0.0, chime(note("G5"), 0.4, 0.22), 1.0), (0.11, chime(note("D6"), 0.45, 0.28), 0.9)]
    return finish(place(parts, 0.55), 0.32)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_slide": card_slide,
    "card_draw": card_draw,
    "shuffle": shuffle,
    "yaniv": yaniv,
    "assaf": assaf,
    "win": win,
    "lose": lose,
    "round_end": round_end,
    "your_turn": your_turn,
}


def render_all() -> dict[str, bytes]:
    """Every sound as the bytes of its WAV file, by name."""
    return {name: wav_bytes(make()) for name, make in SOUNDS.items()}


def make_sounds(out_dir: Path = OUT_DIR) -> dict[str, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {}
    for name, data in render_all().items():
        path = out_dir / f"{name}.wav"
        path.write_bytes(data)
        written[name] = path
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else OUT_DIR
    for _name, path in make_sounds(out_dir).items():
        print(f"{path.stat().st_size:>9,} B  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
