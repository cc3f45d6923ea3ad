"""Windows: the wave mapper (``waveOut`` in ``winmm.dll``), which every Windows has.

A ring of buffers: :meth:`WaveOutOutput.write` fills the next one once Windows has
played it, waiting on the event Windows signals when a buffer is done.
"""

from __future__ import annotations

import ctypes

from yaniv_desktop.ui.sound.outputs import BUFFER_MS

WAVE_MAPPER = 0xFFFFFFFF
WAVE_FORMAT_PCM = 1
CALLBACK_EVENT = 0x00050000
WHDR_DONE = 0x00000001
MMSYSERR_NOERROR = 0
BUFFERS = 3
WAIT_MS = 200
WAITS = 5  # a buffer not played back within a second: the device is gone


class _WaveFormatEx(ctypes.Structure):
    _fields_ = [("wFormatTag", ctypes.c_uint16), ("nChannels", ctypes.c_uint16),
                ("nSamplesPerSec", ctypes.c_uint32), ("nAvgBytesPerSec", ctypes.c_uint32),
                ("nBlockAlign", ctypes.c_uint16), ("wBitsPerSample", ctypes.c_uint16),
                ("cbSize", ctypes.c_uint16)]


class _WaveHdr(ctypes.Structure):
    _fields_ = [("lpData", ctypes.c_void_p), ("dwBufferLength", ctypes.c_uint32),
                ("dwBytesRecorded", ctypes.c_uint32), ("dwUser", ctypes.c_size_t),
                ("dwFlags", ctypes.c_uint32), ("dwLoops", ctypes.c_uint32),
                ("lpNext", ctypes.c_void_p), ("reserved", ctypes.c_size_t)]


HEADER_SIZE = ctypes.sizeof(_WaveHdr)


def _libraries() -> tuple[ctypes.CDLL, ctypes.CDLL]:
    winmm = ctypes.WinDLL("winmm")  # type: ignore[attr-defined]
    kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
    handle = ctypes.c_void_p
    header = [handle, ctypes.POINTER(_WaveHdr), ctypes.c_uint]
    winmm.waveOutOpen.argtypes = [ctypes.POINTER(handle), ctypes.c_uint, ctypes.POINTER(_WaveFormatEx),
                                  ctypes.c_size_t, ctypes.c_size_t, ctypes.c_uint32]
    for name in ("waveOutPrepareHeader", "waveOutUnprepareHeader", "waveOutWrite"):
        getattr(winmm, name).argtypes = header
    for name in ("waveOutReset", "waveOutClose"):
        getattr(winmm, name).argtypes = [handle]
    for name in ("waveOutOpen", "waveOutPrepareHeader", "waveOutUnprepareHeader", "waveOutWrite",
                 "waveOutReset", "waveOutClose"):
        getattr(winmm, name).restype = ctypes.c_uint
    kernel32.CreateEventW.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_wchar_p]
    kernel32.CreateEventW.restype = handle
    kernel32.WaitForSingleObject.argtypes = [handle, ctypes.c_uint32]
    kernel32.WaitForSingleObject.restype = ctypes.c_uint32
    kernel32.CloseHandle.argtypes = [handle]
    kernel32.CloseHandle.restype = ctypes.c_int
    return winmm, kernel32


class WaveOutOutput:
    name = "winmm"

    def __init__(self, winmm: ctypes.CDLL, kernel32: ctypes.CDLL, device: ctypes.c_void_p,
                 event: int, capacity: int) -> None:
        self._winmm, self._kernel32 = winmm, kernel32
        self._device: ctypes.c_void_p | None = device
        self._event = event
        self._memory = [ctypes.create_string_buffer(capacity) for _ in range(BUFFERS)]
        self._headers = [_WaveHdr() for _ in range(BUFFERS)]
        self._prepared = [False] * BUFFERS
        self._next = 0

    def write(self, data: bytes) -> None:
        if self._device is None:
            raise OSError("the device is closed")
        i = self._next
        header = self._headers[i]
        if self._prepared[i]:
            for _ in range(WAITS):  # still playing: wait for Windows to finish it
                if header.dwFlags & WHDR_DONE:
                    break
                self._kernel32.WaitForSingleObject(self._event, WAIT_MS)
            else:
                if not header.dwFlags & WHDR_DONE:
                    raise OSError("waveOut: the device stopped taking samples")
            self._winmm.waveOutUnprepareHeader(self._device, ctypes.byref(header), HEADER_SIZE)
            self._prepared[i] = False
        data = data[: len(self._memory[i])]
        ctypes.memmove(self._memory[i], data, len(data))
        header.lpData = ctypes.addressof(self._memory[i])
        header.dwBufferLength = len(data)
        header.dwFlags = 0
        if self._winmm.waveOutPrepareHeader(self._device, ctypes.byref(header), HEADER_SIZE) != MMSYSERR_NOERROR:
            raise OSError("waveOut: cannot prepare a buffer")
        self._prepared[i] = True
        if self._winmm.waveOutWrite(self._device, ctypes.byref(header), HEADER_SIZE) != MMSYSERR_NOERROR:
            raise OSError("waveOut: write failed")
        self._next = (i + 1) % BUFFERS

    def close(self) -> None:
        device, self._device = self._device, None
        if device is None:
            return
        self._winmm.waveOutReset(device)  # every buffer comes back marked done
        for i, header in enumerate(self._headers):
            if self._prepared[i]:
                self._winmm.waveOutUnprepareHeader(device, ctypes.byref(header), HEADER_SIZE)
        self._winmm.waveOutClose(device)
        self._kernel32.CloseHandle(self._event)


def open_winmm(rate: int) -> WaveOutOutput | None:
    winmm, kernel32 = _libraries()
    event = kernel32.CreateEventW(None, 0, 0, None)
    if not event:
        return None
    fmt = _WaveFormatEx(WAVE_FORMAT_PCM, 1, rate, 2 * rate, 2, 16, 0)
    device = ctypes.c_void_p()
    if winmm.waveOutOpen(ctypes.byref(device), WAVE_MAPPER, ctypes.byref(fmt), event, 0,
                         CALLBACK_EVENT) != MMSYSERR_NOERROR:
        kernel32.CloseHandle(event)
        return None
    capacity = 2 * rate * BUFFER_MS // (1000 * BUFFERS)
    return WaveOutOutput(winmm, kernel32, device, event, capacity)
