"""An output stream on the computer's own sound system, through ``ctypes``.

No audio library is bundled: each system's own interface is called directly
(PulseAudio's simple API or ALSA on Linux, waveOut on Windows, Audio Queue
Services on macOS), so sound adds no bytes of binaries to the installers.  Every
opener returns ``None`` instead of raising when the library or a device is missing.

An :class:`Output` takes 16-bit mono native-endian samples at a fixed rate;
:meth:`Output.write` blocks while the system's buffer is full (it is only called
from the sound thread), which is what paces the mixer.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Protocol

BUFFER_MS = 60  # what the system buffers ahead of the speaker: the latency of a new sound


class Output(Protocol):
    name: str  # "pulse", "alsa", "winmm", "coreaudio"

    def write(self, data: bytes) -> None:
        """Queue samples, waiting for room; ``OSError`` when the device is gone."""

    def close(self) -> None:
        """Stop at once and let the device go."""


Opener = Callable[[int], "Output | None"]


def openers() -> list[Opener]:
    """This system's ways to play, best first."""
    if sys.platform.startswith("linux"):
        from yaniv_desktop.ui.sound import output_alsa, output_pulse

        return [output_pulse.open_pulse, output_alsa.open_alsa]
    if sys.platform == "win32":
        from yaniv_desktop.ui.sound import output_winmm

        return [output_winmm.open_winmm]
    if sys.platform == "darwin":
        from yaniv_desktop.ui.sound import output_macos

        return [output_macos.open_audio_queue]
    return []


def open_output(rate: int) -> Output | None:
    """The first output that opens, or ``None`` (no sound system, no device)."""
    for opener in openers():
        try:
            output = opener(rate)
        except (OSError, AttributeError, ValueError, TypeError):
            output = None
        if output is not None:
            return output
    return None
