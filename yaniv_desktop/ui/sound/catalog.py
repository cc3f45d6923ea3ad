"""The game's sounds by name, where their files are, and reading them into samples.

The files are made by ``packaging/make_sounds.py`` (16-bit mono WAV at
:data:`RATE`) and live in ``assets/sounds/`` (see :mod:`yaniv_desktop.resources`).
"""

from __future__ import annotations

import sys
import wave
from array import array
from enum import StrEnum
from pathlib import Path

from yaniv_desktop import resources

RATE = 22_050  # frames per second of every sound, and of the output stream


class Sound(StrEnum):
    CARD_SLIDE = "card_slide"  # a card thrown on the table
    CARD_DRAW = "card_draw"    # a card taken
    SHUFFLE = "shuffle"        # a new stock (a deal, a reshuffle)
    YANIV = "yaniv"            # "Yaniv!"
    ASSAF = "assaf"            # "Assaf!"
    WIN = "win"                # a match won
    LOSE = "lose"              # a match lost
    ROUND_END = "round_end"    # a round settled
    YOUR_TURN = "your_turn"    # a person's turn


Samples = array  # array("h"): native-endian signed 16-bit mono samples


def sounds_dir() -> Path:
    return resources.assets_dir() / "sounds"


def read_wav(path: Path) -> Samples:
    """A 16-bit mono WAV at :data:`RATE` as samples; ``ValueError`` (or ``OSError``,
    ``EOFError``, ``wave.Error``) when it is anything else or cannot be read."""
    with wave.open(str(path), "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {RATE} Hz")
        data = wav.readframes(wav.getnframes())
    samples = array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    return samples


def load_sounds(folder: Path | None = None) -> dict[Sound, Samples]:
    """Every sound that can be read; one that is missing or broken is left out
    (and so stays silent) rather than stopping the others."""
    folder = folder or sounds_dir()
    loaded: dict[Sound, Samples] = {}
    for sound in Sound:
        try:
            loaded[sound] = read_wav(folder / f"{sound.value}.wav")
        except (OSError, EOFError, ValueError, wave.Error):
            continue
    return loaded
