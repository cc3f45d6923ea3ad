"""Linux without PulseAudio or PipeWire: the ``default`` ALSA device (``libasound``).

ALSA prints its complaints (no card, an unknown device) to standard error; a
handler that says nothing is installed first, so a machine without sound stays quiet.
"""

from __future__ import annotations

import ctypes
import functools
import sys

from yaniv_desktop.ui.sound.outputs import BUFFER_MS

LIBRARY = "libasound.so.2"
SND_PCM_STREAM_PLAYBACK = 0
SND_PCM_FORMAT_S16_LE, SND_PCM_FORMAT_S16_BE = 2, 3
SND_PCM_ACCESS_RW_INTERLEAVED = 3

# void (*)(const char *file, int line, const char *function, int err, const char *fmt, ...)
_ErrorHandler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                 ctypes.c_char_p)


def _say_nothing(*_: object) -> None:
    return None


@functools.cache
def _library() -> ctypes.CDLL:
    """libasound with its error messages silenced (once per process: the handler is
    kept here for as long as the library may call it)."""
    lib = ctypes.CDLL(LIBRARY)
    handler = _ErrorHandler(_say_nothing)
    lib.snd_lib_error_set_handler.argtypes = [_ErrorHandler]
    lib.snd_lib_error_set_handler.restype = ctypes.c_int
    lib.snd_lib_error_set_handler(handler)
    lib._yaniv_error_handler = handler  # alive as long as the library object
    lib.snd_pcm_open.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_int, ctypes.c_int]
    lib.snd_pcm_open.restype = ctypes.c_int
    lib.snd_pcm_set_params.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                       ctypes.c_uint, ctypes.c_int, ctypes.c_uint]
    lib.snd_pcm_set_params.restype = ctypes.c_int
    lib.snd_pcm_writei.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_ulong]
    lib.snd_pcm_writei.restype = ctypes.c_long
    lib.snd_pcm_recover.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    lib.snd_pcm_recover.restype = ctypes.c_int
    lib.snd_pcm_close.argtypes = [ctypes.c_void_p]
    lib.snd_pcm_close.restype = ctypes.c_int
    return lib


class AlsaOutput:
    name = "alsa"

    def __init__(self, lib: ctypes.CDLL, pcm: ctypes.c_void_p) -> None:
        self._lib = lib
        self._pcm: ctypes.c_void_p | None = pcm

    def write(self, data: bytes) -> None:
        if self._pcm is None:
            raise OSError("the device is closed")
        view = memoryview(data)
        while len(view) >= 2:
            written = self._lib.snd_pcm_writei(self._pcm, view.tobytes(), len(view) // 2)
            if written < 0:
                if self._lib.snd_pcm_recover(self._pcm, int(written), 1) < 0:
                    raise OSError(f"ALSA: write failed ({written})")
                continue
            view = view[2 * written:]

    def close(self) -> None:
        pcm, self._pcm = self._pcm, None
        if pcm is not None:
            self._lib.snd_pcm_close(pcm)


def open_alsa(rate: int) -> AlsaOutput | None:
    lib = _library()  # OSError when the library is not installed
    pcm = ctypes.c_void_p()
    if lib.snd_pcm_open(ctypes.byref(pcm), b"default", SND_PCM_STREAM_PLAYBACK, 0) < 0 or not pcm:
        return None
    fmt = SND_PCM_FORMAT_S16_LE if sys.byteorder == "little" else SND_PCM_FORMAT_S16_BE
    if lib.snd_pcm_set_params(pcm, fmt, SND_PCM_ACCESS_RW_INTERLEAVED, 1, rate, 1, BUFFER_MS * 1000) < 0:
        lib.snd_pcm_close(pcm)
        return None
    return AlsaOutput(lib, pcm)
