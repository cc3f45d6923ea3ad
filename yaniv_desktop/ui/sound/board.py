"""The sound board: what the window calls to play a sound, with volume and mute.

Everything slow happens on one sound thread of its own: reading the WAV files,
finding a device, mixing and writing samples.  :meth:`SoundBoard.play` only puts
a request on that thread's queue, so it returns in microseconds and never waits
for the sound system, nor fails when there is none.

The output stream is opened when something is to be played and let go after a few
seconds of silence, so an idle game holds no audio device (at start it is opened
once and let go at once, to know whether there is one).  No device, or
``YANIV_DESKTOP_SOUND=off``: every call still works and nothing is heard.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
import time
import weakref
from collections.abc import Mapping
from pathlib import Path

from yaniv_desktop.ui.sound.catalog import RATE, Samples, Sound, load_sounds
from yaniv_desktop.ui.sound.mixer import Mixer, gain_for
from yaniv_desktop.ui.sound.outputs import Opener, Output, open_output

ENV_VAR = "YANIV_DESKTOP_SOUND"  # "off" (or 0, no, false): no sound thread, no device, silence
DEFAULT_VOLUME = 70
CHUNK_MS = 20        # mixed and written at a time; new requests are taken between chunks
IDLE_CLOSE_S = 3.0   # silence after which the device is let go
RETRY_S = 20.0       # after a failed open (no device), how long before trying again
JOIN_S = 1.0


def sound_enabled(environ: Mapping[str, str] = os.environ) -> bool:
    return environ.get(ENV_VAR, "").strip().lower() not in ("off", "0", "no", "false")


class _Engine:
    """The sound thread's side: owns the sounds, the mixer and the output."""

    def __init__(self, mixer: Mixer, opener: Opener, folder: Path | None) -> None:
        self.mixer = mixer
        self.opener = opener
        self.folder = folder
        self.commands: queue.SimpleQueue[tuple[object, ...]] = queue.SimpleQueue()
        self.ready = threading.Event()
        self.backend = "loading"
        self.sounds: dict[Sound, Samples] = {}
        self._output: Output | None = None
        self._retry_at = 0.0
        self._idle_s = 0.0

    def run(self) -> None:
        try:
            self.sounds = load_sounds(self.folder)
            self.backend = self._open() or "none"   # is there a device at all? (let go at once)
            self._close()
        finally:
            self.ready.set()
        frames = RATE * CHUNK_MS // 1000
        while True:
            if self._output is None and not self._take(block=True):
                break
            if not self._take(block=False):
                break
            if self._output is None and (not self.mixer.busy or not self._open()):
                self.mixer.clear()
                self.mixer.render(0)   # what could not be played is dropped, not saved up
                continue
            self._write(frames)
        self._close()

    def _take(self, block: bool) -> bool:
        """Handle waiting requests (at least one when ``block``); False on quit."""
        while True:
            try:
                command = self.commands.get(block=block)
            except queue.Empty:
                return True
            block = False
            kind = command[0]
            if kind == "quit":
                return False
            if kind == "stop":
                self.mixer.clear()
            elif kind == "play":
                samples = self.sounds.get(command[1])  # type: ignore[call-overload]
                if samples is not None:
                    self.mixer.add(samples, int(command[2]))  # type: ignore[call-overload]

    def _write(self, frames: int) -> None:
        assert self._output is not None
        busy = self.mixer.busy
        try:
            self._output.write(self.mixer.render(frames))
        except OSError:            # the device went away (unplugged, server stopped)
            self._close()
            self._retry_at = time.monotonic() + RETRY_S
            return
        self._idle_s = 0.0 if busy else self._idle_s + CHUNK_MS / 1000
        if self._idle_s >= IDLE_CLOSE_S:
            self._close()

    def _open(self) -> str | None:
        if time.monotonic() < self._retry_at:
            return None
        try:
            self._output = self.opener(RATE)
        except Exception:  # a driver that raises: no sound, never a crash
            self._output = None
        if self._output is None:
            self._retry_at = time.monotonic() + RETRY_S
            return None
        self.backend = self._output.name
        self._idle_s = 0.0
        return self._output.name

    def _close(self) -> None:
        output, self._output = self._output, None
        if output is not None:
            with contextlib.suppress(OSError):
                output.close()


def _shut_down(commands: queue.SimpleQueue[tuple[object, ...]], thread: threading.Thread) -> None:
    commands.put(("quit",))
    if thread is not threading.current_thread():
        thread.join(JOIN_S)


class SoundBoard:
    """Plays the game's sounds.  Make one for the window; :meth:`close` it on quit
    (it is also closed when collected, and at exit)."""

    def __init__(self, volume: int = DEFAULT_VOLUME, muted: bool = False, *, enabled: bool | None = None,
                 folder: Path | None = None, opener: Opener = open_output) -> None:
        """``enabled`` None: as ``YANIV_DESKTOP_SOUND`` says (on unless "off").
        ``folder``: where the WAV files are (``assets/sounds``); ``opener``: how an
        output is opened (tests give a fake one)."""
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._mixer = Mixer(gain_for(self._volume))
        self._engine: _Engine | None = None
        if not (sound_enabled() if enabled is None else enabled):
            return
        engine = _Engine(self._mixer, opener, folder)
        thread = threading.Thread(target=engine.run, name="yaniv-sound", daemon=True)
        self._engine = engine
        self._close = weakref.finalize(self, _shut_down, engine.commands, thread)
        thread.start()

    # ----- playing ----------------------------------------------------------------------

    def play(self, sound: Sound | str | None, delay_ms: int = 0) -> None:
        """Play ``sound`` (after ``delay_ms``), over whatever is playing.  None: nothing
        (so ``play(sound_for(x))`` needs no check).  Never waits, never fails for want
        of a device; an unknown name is a ``ValueError``."""
        if sound is None:
            return
        sound = Sound(sound)
        if self._engine is None or self._muted or self._volume == 0:
            return
        self._engine.commands.put(("play", sound, max(0, int(delay_ms))))

    def stop(self) -> None:
        """Silence every sound playing or waiting to."""
        if self._engine is not None:
            self._engine.commands.put(("stop",))

    # ----- settings ---------------------------------------------------------------------

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = _clamp(value)
        self._mixer.gain = gain_for(self._volume)  # the next chunk is mixed at the new level

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.stop()

    # ----- state ------------------------------------------------------------------------

    @property
    def backend(self) -> str:
        """``"off"`` (disabled), ``"loading"``, ``"none"`` (no device), or the output in
        use: ``"pulse"``, ``"alsa"``, ``"winmm"``, ``"coreaudio"``."""
        return "off" if self._engine is None else self._engine.backend

    @property
    def available(self) -> bool:
        """Whether sound can be heard (a device was found)."""
        return self.backend not in ("off", "loading", "none")

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Wait until the sounds are read and a device was looked for (tests, the self-test)."""
        return True if self._engine is None else self._engine.ready.wait(timeout)

    def loaded(self) -> frozenset[Sound]:
        """The sounds read so far (all of them once ready, unless a file is broken)."""
        return frozenset(self._engine.sounds) if self._engine is not None else frozenset()

    def close(self) -> None:
        """Stop the sound thread and let the device go (waits at most a second)."""
        if self._engine is not None:
            self._close()


def _clamp(volume: int) -> int:
    return min(100, max(0, int(volume)))
