"""Mixing the sounds that play at once into one stream of 16-bit samples.

:meth:`Mixer.add` and :meth:`Mixer.clear` may be called from any thread; only the
thread that writes the output calls :meth:`Mixer.render`.  They meet in a
``deque`` (whose appends and pops are atomic), so neither ever waits for the other.
"""

from __future__ import annotations

from array import array
from collections import deque
from dataclasses import dataclass

from yaniv_desktop.ui.sound.catalog import RATE, Samples

LIMIT = 32_767


def gain_for(volume: int) -> float:
    """The volume setting (0–100) as a factor: squared, so the lower half of the
    range is not all loud (50 is a quarter, about −12 dB)."""
    v = min(100, max(0, int(volume))) / 100.0
    return v * v


@dataclass(slots=True)
class _Voice:
    samples: Samples
    position: int  # the next frame to play; negative while waiting to start


class _Clear:
    """The marker :meth:`Mixer.clear` queues: everything playing stops."""


class Mixer:
    def __init__(self, gain: float = 1.0) -> None:
        self.gain = gain  # read once per chunk; a float assignment is atomic
        self._incoming: deque[_Voice | _Clear] = deque()
        self._voices: list[_Voice] = []

    def add(self, samples: Samples, delay_ms: int = 0) -> None:
        """Start ``samples`` ``delay_ms`` after the next chunk begins."""
        self._incoming.append(_Voice(samples, -int(delay_ms * RATE / 1000)))

    def clear(self) -> None:
        self._incoming.append(_Clear())

    @property
    def busy(self) -> bool:
        """Whether anything is playing or waiting to."""
        return bool(self._voices or self._incoming)

    def render(self, frames: int) -> bytes:
        """The next ``frames`` frames of the mix (silence when nothing plays)."""
        while self._incoming:
            item = self._incoming.popleft()
            if isinstance(item, _Clear):
                self._voices.clear()
            else:
                self._voices.append(item)
        if not self._voices:
            return bytes(2 * frames)
        mix = [0] * frames
        alive = []
        for voice in self._voices:
            start = voice.position
            skip = -start if start < 0 else 0
            chunk = voice.samples[max(0, start): start + frames] if start + frames > 0 else ()
            for i, sample in enumerate(chunk, skip):
                mix[i] += sample
            voice.position += frames
            if voice.position < len(voice.samples):
                alive.append(voice)
        self._voices = alive
        gain = self.gain
        out = array("h", [LIMIT if s > LIMIT else -LIMIT if s < -LIMIT else s
                          for s in (int(x * gain) for x in mix)])
        return out.tobytes()
