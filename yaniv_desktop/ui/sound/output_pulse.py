"""Linux: a playback stream through PulseAudio's simple API (``libpulse-simple``),
which PipeWire desktops serve as well."""

from __future__ import annotations

import ctypes
import sys

from yaniv_desktop.ui.sound.outputs import BUFFER_MS

LIBRARY = "libpulse-simple.so.0"
PA_STREAM_PLAYBACK = 1
PA_SAMPLE_S16LE, PA_SAMPLE_S16BE = 3, 4
DEFAULT = 0xFFFFFFFF  # (uint32_t) -1: the server chooses


class _SampleSpec(ctypes.Structure):
    _fields_ = [("format", ctypes.c_int), ("rate", ctypes.c_uint32), ("channels", ctypes.c_uint8)]


class _BufferAttr(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in ("maxlength", "tlength", "prebuf", "minreq", "fragsize")]


def _library() -> ctypes.CDLL:
    lib = ctypes.CDLL(LIBRARY)
    lib.pa_simple_new.restype = ctypes.c_void_p
    lib.pa_simple_new.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                  ctypes.c_char_p, ctypes.POINTER(_SampleSpec), ctypes.c_void_p,
                                  ctypes.POINTER(_BufferAttr), ctypes.POINTER(ctypes.c_int)]
    lib.pa_simple_write.restype = ctypes.c_int
    lib.pa_simple_write.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                                    ctypes.POINTER(ctypes.c_int)]
    lib.pa_simple_free.restype = None
    lib.pa_simple_free.argtypes = [ctypes.c_void_p]
    return lib


class PulseOutput:
    name = "pulse"

    def __init__(self, lib: ctypes.CDLL, stream: int) -> None:
        self._lib = lib
        self._stream: int | None = stream

    def write(self, data: bytes) -> None:
        if self._stream is None:
            raise OSError("the stream is closed")
        error = ctypes.c_int(0)
        if self._lib.pa_simple_write(self._stream, data, len(data), ctypes.byref(error)) < 0:
            raise OSError(f"PulseAudio: write failed ({error.value})")

    def close(self) -> None:
        stream, self._stream = self._stream, None
        if stream is not None:
            self._lib.pa_simple_free(stream)


def open_pulse(rate: int) -> PulseOutput | None:
    """A stream to the default sink, or ``None`` (no library, no server)."""
    lib = _library()  # OSError when the library is not installed
    spec = _SampleSpec(PA_SAMPLE_S16LE if sys.byteorder == "little" else PA_SAMPLE_S16BE, rate, 1)
    target = 2 * rate * BUFFER_MS // 1000
    attr = _BufferAttr(DEFAULT, target, DEFAULT, DEFAULT, DEFAULT)
    error = ctypes.c_int(0)
    stream = lib.pa_simple_new(None, b"Yaniv Desktop", PA_STREAM_PLAYBACK, None, b"Game sounds",
                               ctypes.byref(spec), None, ctypes.byref(attr), ctypes.byref(error))
    return PulseOutput(lib, stream) if stream else None
