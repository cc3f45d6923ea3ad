"""Sound: the game's own sounds (``packaging/make_sounds.py``), played off the GUI thread.

    board = SoundBoard(volume=settings.sound_volume, muted=not settings.sound_enabled)
    board.play(sound_for(action))            # a card thrown, taken, "Yaniv!" …
    board.play(sound_for(result), delay_ms=RESULT_DELAY_MS)
    board.volume = 40; board.muted = True
    board.close()                            # on quit

``YANIV_DESKTOP_SOUND=off`` (the tests set it) makes every board silent: no
thread, no device.
"""

from yaniv_desktop.ui.sound.board import DEFAULT_VOLUME, ENV_VAR, SoundBoard, sound_enabled
from yaniv_desktop.ui.sound.catalog import Sound
from yaniv_desktop.ui.sound.events import (
    DEAL,
    MATCH_DELAY_MS,
    RESULT_DELAY_MS,
    match_sound,
    sound_for,
    turn_sound,
)

__all__ = ["DEAL", "DEFAULT_VOLUME", "ENV_VAR", "MATCH_DELAY_MS", "RESULT_DELAY_MS", "Sound", "SoundBoard",
           "match_sound", "sound_enabled", "sound_for", "turn_sound"]
