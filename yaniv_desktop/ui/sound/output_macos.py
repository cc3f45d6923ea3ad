"""macOS: an output Audio Queue (``AudioToolbox``), which every Mac has.

The queue owns a few buffers; when one has played, Core Audio calls back (on its
own thread) and the buffer goes back on the free list that
:meth:`AudioQueueOutput.write` waits on.
"""

from __future__ import annotations

import ctypes
import queue
import sys

from yaniv_desktop.ui.sound.outputs import BUFFER_MS

LIBRARY = "/System/Library/Frameworks/AudioToolbox.framework/AudioToolbox"
K_AUDIO_FORMAT_LINEAR_PCM = 0x6C70636D  # 'lpcm'
K_FLAG_SIGNED_INTEGER, K_FLAG_BIG_ENDIAN, K_FLAG_PACKED = 0x4, 0x2, 0x8
BUFFERS = 3
WAIT_S = 0.5


class _StreamDescription(ctypes.Structure):  # AudioStreamBasicDescription
    _fields_ = [("mSampleRate", ctypes.c_double), ("mFormatID", ctypes.c_uint32),
                ("mFormatFlags", ctypes.c_uint32), ("mBytesPerPacket", ctypes.c_uint32),
                ("mFramesPerPacket", ctypes.c_uint32), ("mBytesPerFrame", ctypes.c_uint32),
                ("mChannelsPerFrame", ctypes.c_uint32), ("mBitsPerChannel", ctypes.c_uint32),
                ("mReserved", ctypes.c_uint32)]


class _QueueBuffer(ctypes.Structure):  # AudioQueueBuffer
    _fields_ = [("mAudioDataBytesCapacity", ctypes.c_uint32), ("mAudioData", ctypes.c_void_p),
                ("mAudioDataByteSize", ctypes.c_uint32), ("mUserData", ctypes.c_void_p),
                ("mPacketDescriptionCapacity", ctypes.c_uint32), ("mPacketDescriptions", ctypes.c_void_p),
                ("mPacketDescriptionCount", ctypes.c_uint32)]


_BufferPointer = ctypes.POINTER(_QueueBuffer)
# void (*)(void *inUserData, AudioQueueRef inAQ, AudioQueueBufferRef inBuffer)
_Callback = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, _BufferPointer)


def _library() -> ctypes.CDLL:
    lib = ctypes.CDLL(LIBRARY)
    queue_ref = ctypes.c_void_p
    lib.AudioQueueNewOutput.argtypes = [ctypes.POINTER(_StreamDescription), _Callback, ctypes.c_void_p,
                                        ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32,
                                        ctypes.POINTER(queue_ref)]
    lib.AudioQueueAllocateBuffer.argtypes = [queue_ref, ctypes.c_uint32, ctypes.POINTER(_BufferPointer)]
    lib.AudioQueueEnqueueBuffer.argtypes = [queue_ref, _BufferPointer, ctypes.c_uint32, ctypes.c_void_p]
    lib.AudioQueueStart.argtypes = [queue_ref, ctypes.c_void_p]
    lib.AudioQueueDispose.argtypes = [queue_ref, ctypes.c_ubyte]
    for name in ("AudioQueueNewOutput", "AudioQueueAllocateBuffer", "AudioQueueEnqueueBuffer",
                 "AudioQueueStart", "AudioQueueDispose"):
        getattr(lib, name).restype = ctypes.c_int32  # OSStatus
    return lib


class AudioQueueOutput:
    name = "coreaudio"

    def __init__(self, lib: ctypes.CDLL, rate: int) -> None:
        self._lib = lib
        self._free: queue.Queue[int] = queue.Queue()
        self._buffers: dict[int, _BufferPointer] = {}  # type: ignore[valid-type]
        self._started = False
        # Kept on the object: Core Audio calls it for as long as the queue exists.
        self._callback = _Callback(self._played)
        flags = K_FLAG_SIGNED_INTEGER | K_FLAG_PACKED | (K_FLAG_BIG_ENDIAN if sys.byteorder == "big" else 0)
        description = _StreamDescription(float(rate), K_AUDIO_FORMAT_LINEAR_PCM, flags, 2, 1, 2, 1, 16, 0)
        self._queue: ctypes.c_void_p | None = ctypes.c_void_p()
        if lib.AudioQueueNewOutput(ctypes.byref(description), self._callback, None, None, None, 0,
                                   ctypes.byref(self._queue)) != 0 or not self._queue:
            self._queue = None
            raise OSError("Audio Queue: no output")
        capacity = 2 * rate * BUFFER_MS // (1000 * BUFFERS)
        for _ in range(BUFFERS):
            pointer = _BufferPointer()
            if lib.AudioQueueAllocateBuffer(self._queue, capacity, ctypes.byref(pointer)) != 0:
                self.close()
                raise OSError("Audio Queue: no buffer")
            address = ctypes.addressof(pointer.contents)
            self._buffers[address] = pointer
            self._free.put(address)

    def _played(self, _user: int | None, _queue: int | None, buffer: _BufferPointer) -> None:  # type: ignore[valid-type]
        self._free.put(ctypes.addressof(buffer.contents))

    def write(self, data: bytes) -> None:
        if self._queue is None:
            raise OSError("the queue is closed")
        try:
            address = self._free.get(timeout=WAIT_S)
        except queue.Empty:
            raise OSError("Audio Queue: the device stopped taking samples") from None
        buffer = self._buffers[address].contents
        size = min(len(data), buffer.mAudioDataBytesCapacity)
        ctypes.memmove(buffer.mAudioData, data, size)
        buffer.mAudioDataByteSize = size
        if self._lib.AudioQueueEnqueueBuffer(self._queue, self._buffers[address], 0, None) != 0:
            raise OSError("Audio Queue: cannot enqueue")
        if not self._started:
            if self._lib.AudioQueueStart(self._queue, None) != 0:
                raise OSError("Audio Queue: cannot start")
            self._started = True

    def close(self) -> None:
        audio_queue, self._queue = self._queue, None
        if audio_queue is not None:
            self._lib.AudioQueueDispose(audio_queue, 1)  # at once; frees the buffers too


def open_audio_queue(rate: int) -> AudioQueueOutput | None:
    return AudioQueueOutput(_library(), rate)
