"""Sound: the project's own sounds, and a board that plays them without ever
blocking the window or failing for want of a device."""

from __future__ import annotations

import importlib.util
import math
import threading
import time
import typing
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest

from yaniv_desktop.core.actions import (
    Action,
    CallYaniv,
    Discard,
    DrawPile,
    DrawStock,
    KeepDrawn,
    Slap,
    SlapZero,
)
from yaniv_desktop.core.cards import parse_token
from yaniv_desktop.core.events import Event, EventKind
from yaniv_desktop.core.observation import Phase
from yaniv_desktop.core.outcome import Outcome, RoundResult
from yaniv_desktop.ui.sound import (
    ENV_VAR,
    Sound,
    SoundBoard,
    match_sound,
    sound_enabled,
    sound_for,
    turn_sound,
)
from yaniv_desktop.ui.sound import board as board_module
from yaniv_desktop.ui.sound.catalog import RATE, load_sounds, read_wav, sounds_dir
from yaniv_desktop.ui.sound.events import ACTION_SOUNDS, EVENT_SOUNDS, OUTCOME_SOUNDS
from yaniv_desktop.ui.sound.mixer import LIMIT, Mixer, gain_for
from yaniv_desktop.ui.sound.outputs import open_output

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "packaging" / "make_sounds.py"
MAX_BYTES = 100_000
WAIT_S = 10.0


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds_under_test", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ----- the sounds themselves ----------------------------------------------------------------

def test_the_generator_reproduces_the_checked_in_files(make_sounds: ModuleType) -> None:
    made = make_sounds.render_all()
    assert set(made) == {s.value for s in Sound}
    for name, data in made.items():
        on_disk = (sounds_dir() / f"{name}.wav").read_bytes()
        assert data == on_disk, f"{name}.wav differs from what packaging/make_sounds.py makes: run it again"


def test_the_generator_writes_where_the_app_reads(make_sounds: ModuleType, tmp_path: Path) -> None:
    assert make_sounds.OUT_DIR.resolve() == sounds_dir().resolve()
    written = make_sounds.make_sounds(tmp_path)
    assert {p.name for p in written.values()} == {f"{s.value}.wav" for s in Sound}


@pytest.mark.parametrize("sound", list(Sound))
def test_each_sound_is_a_short_clean_wav(sound: Sound) -> None:
    path = sounds_dir() / f"{sound.value}.wav"
    assert path.stat().st_size < MAX_BYTES
    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        seconds = wav.getnframes() / RATE
    assert 0.1 <= seconds <= 2.0
    samples = read_wav(path)
    peak = max(abs(s) for s in samples)
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    assert peak < 0.9 * LIMIT, "clipping, or too close to it"
    assert peak > 0.2 * LIMIT and rms > 0.01 * LIMIT, "(nearly) silent"
    ends = list(samples[:3]) + list(samples[-3:])
    assert max(abs(s) for s in ends) < 0.01 * LIMIT, "starts or ends with a click"


def test_the_sounds_differ_from_one_another() -> None:
    loaded = load_sounds()
    assert set(loaded) == set(Sound)
    assert len({bytes(s) for s in loaded.values()}) == len(Sound)


def test_a_missing_or_broken_file_is_left_out(tmp_path: Path) -> None:
    (tmp_path / "yaniv.wav").write_bytes((sounds_dir() / "yaniv.wav").read_bytes())
    (tmp_path / "assaf.wav").write_bytes(b"RIFF and nothing else")
    with wave.open(str(tmp_path / "win.wav"), "wb") as stereo:
        stereo.setnchannels(2)
        stereo.setsampwidth(2)
        stereo.setframerate(RATE)
        stereo.writeframes(bytes(400))
    assert set(load_sounds(tmp_path)) == {Sound.YANIV}


# ----- mixing -----------------------------------------------------------------------------

def test_one_voice_comes_out_unchanged_at_full_volume() -> None:
    mixer = Mixer(gain_for(100))
    samples = array("h", range(-500, 500, 3))
    mixer.add(samples)
    out = array("h")
    while mixer.busy:
        out.frombytes(mixer.render(64))
    assert out[: len(samples)] == samples and not any(out[len(samples):])


def test_voices_add_up_clip_wait_their_delay_and_stop_together() -> None:
    mixer = Mixer(1.0)
    late = 10 * RATE // 1000                      # 10 ms in frames
    mixer.add(array("h", [30_000] * 300))
    mixer.add(array("h", [30_000] * 300), delay_ms=10)
    out = array("h")
    out.frombytes(mixer.render(1000))
    assert set(out[:late]) == {30_000}
    assert set(out[late:300]) == {LIMIT}           # clipped, not wrapped around
    assert set(out[300:300 + late]) == {30_000}
    assert not any(out[300 + late:])
    mixer.add(array("h", [1000] * 100))
    mixer.clear()
    assert not any(mixer.render(50)) and not mixer.busy


def test_volume_is_a_gentle_curve_from_silence_to_full() -> None:
    assert gain_for(0) == 0.0 and gain_for(100) == 1.0 and gain_for(50) == pytest.approx(0.25)
    assert gain_for(-10) == 0.0 and gain_for(250) == 1.0
    gains = [gain_for(v) for v in range(101)]
    assert gains == sorted(gains)


def test_silence_costs_no_mixing() -> None:
    assert Mixer().render(441) == bytes(882)


# ----- the board, with a fake output ---------------------------------------------------------

class FakeOutput:
    name = "fake"

    def __init__(self, record: list[bytes], fail_after: int | None = None) -> None:
        self.record = record
        self.fail_after = fail_after
        self.closed = threading.Event()

    def write(self, data: bytes) -> None:
        if self.fail_after is not None:
            if self.fail_after <= 0:
                raise OSError("unplugged")
            self.fail_after -= 1
        self.record.append(bytes(data))

    def close(self) -> None:
        self.closed.set()


class FakeSystem:
    """Opens fake outputs and keeps everything written to any of them."""

    def __init__(self, fail_after: int | None = None) -> None:
        self.written: list[bytes] = []
        self.opened: list[FakeOutput] = []
        self.fail_after = fail_after

    def __call__(self, rate: int) -> FakeOutput:
        assert rate == RATE
        output = FakeOutput(self.written, self.fail_after)
        self.opened.append(output)
        return output

    def heard(self) -> array:
        samples = array("h")
        samples.frombytes(b"".join(self.written))
        return array("h", (s for s in samples if s))


@pytest.fixture
def quick_idle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The device is let go after 0.2 s of silence instead of seconds."""
    monkeypatch.setattr(board_module, "IDLE_CLOSE_S", 0.2)


def wait_for(condition: typing.Callable[[], bool]) -> None:
    deadline = time.monotonic() + WAIT_S
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def settle(system: FakeSystem, opened: int) -> None:
    """Wait until ``opened`` outputs were opened and all of them closed again."""
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        if len(system.opened) >= opened and all(o.closed.is_set() for o in system.opened):
            return
        time.sleep(0.01)
    raise AssertionError(f"opened {len(system.opened)}, closed {sum(o.closed.is_set() for o in system.opened)}")


def test_a_sound_reaches_the_output_sample_for_sample(quick_idle: None) -> None:
    system = FakeSystem()
    board = SoundBoard(volume=100, enabled=True, opener=system)
    try:
        assert board.wait_ready(WAIT_S) and board.backend == "fake" and board.available
        board.play(Sound.YANIV)
        expected = array("h", (s for s in read_wav(sounds_dir() / "yaniv.wav") if s))
        wait_for(lambda: len(system.heard()) >= len(expected))
        settle(system, len(system.opened))
        assert system.heard() == expected
    finally:
        board.close()


def test_volume_scales_what_is_heard_and_mute_silences_it(quick_idle: None) -> None:
    system = FakeSystem()
    board = SoundBoard(volume=50, enabled=True, opener=system)
    try:
        board.wait_ready(WAIT_S)
        board.play("card_slide")
        original = read_wav(sounds_dir() / "card_slide.wav")
        expected = array("h", (int(s * 0.25) for s in original if int(s * 0.25)))
        wait_for(lambda: len(system.heard()) >= len(expected))
        settle(system, len(system.opened))
        assert system.heard() == expected
        system.written.clear()
        board.muted = True
        board.play(Sound.WIN)
        board.volume = 100
        board.play(Sound.WIN)
        board.muted = False
        board.volume = 0
        board.play(Sound.WIN)
        time.sleep(0.3)
        assert not system.heard() and all(o.closed.is_set() for o in system.opened)  # nothing reopened it
        board.volume = 250
        assert board.volume == 100
        board.volume = -3
        assert board.volume == 0
    finally:
        board.close()


def test_the_device_is_let_go_when_idle_and_taken_again_for_the_next_sound(quick_idle: None) -> None:
    system = FakeSystem()
    board = SoundBoard(enabled=True, opener=system)
    try:
        board.wait_ready(WAIT_S)
        settle(system, 1)            # the look for a device at start, let go again
        board.play(Sound.CARD_DRAW)
        settle(system, 2)
        assert system.heard()
    finally:
        board.close()


def test_a_device_that_fails_leaves_the_board_working() -> None:
    system = FakeSystem(fail_after=0)       # unplugged at the first write
    board = SoundBoard(enabled=True, opener=system)
    try:
        board.wait_ready(WAIT_S)
        assert board.available               # it opened, at start
        board.play(Sound.SHUFFLE)            # … and fails when written to
        settle(system, 2)
        started = time.perf_counter()
        for sound in Sound:
            board.play(sound)                # no device for a while: dropped, at once
        assert time.perf_counter() - started < 0.02
        time.sleep(0.1)
        assert len(system.opened) == 2       # not retried at every sound
        assert any(t.name == "yaniv-sound" and t.is_alive() for t in threading.enumerate())
    finally:
        board.close()


def test_an_opener_that_raises_means_no_sound_not_a_crash() -> None:
    def broken(rate: int) -> None:
        raise RuntimeError("a driver in a bad mood")

    board = SoundBoard(enabled=True, opener=broken)
    try:
        assert board.wait_ready(WAIT_S)
        assert board.backend == "none" and not board.available
        board.play(Sound.YANIV)
    finally:
        board.close()


# ----- no device, and sound switched off -------------------------------------------------------

def test_play_is_fast_and_quiet_without_a_device() -> None:
    board = SoundBoard(enabled=True, opener=lambda rate: None)
    try:
        assert board.wait_ready(WAIT_S) and board.backend == "none" and not board.available
        assert board.loaded() == frozenset(Sound)
        times = []
        for _ in range(30):
            for sound in Sound:
                started = time.perf_counter()
                board.play(sound)
                times.append(time.perf_counter() - started)
        times.sort()
        assert times[int(0.99 * len(times))] < 0.002, f"play() took up to {times[-1] * 1000:.2f} ms"
    finally:
        board.close()


def test_this_machines_own_sound_system_fails_soft(capfd: pytest.CaptureFixture[str]) -> None:
    """Whatever this machine has (a test runner usually has no sound card): no
    exception, nothing printed, and play() still returns at once."""
    output = open_output(RATE)
    if output is not None:
        output.close()
    board = SoundBoard(volume=1, enabled=True)   # at 1 % the samples round to silence
    try:
        assert board.wait_ready(WAIT_S)
        started = time.perf_counter()
        board.play(Sound.CARD_DRAW)
        assert time.perf_counter() - started < 0.02
    finally:
        board.close()
    out, err = capfd.readouterr()
    assert "ALSA" not in err and "ALSA" not in out


def test_unknown_names_are_refused_and_none_is_silence() -> None:
    board = SoundBoard(enabled=False)
    board.play(None)
    with pytest.raises(ValueError):
        board.play("trumpet")


def test_the_environment_variable_switches_sound_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "off")
    before = {t.name for t in threading.enumerate()}
    board = SoundBoard()
    assert board.backend == "off" and not board.available and board.wait_ready(0)
    board.play(Sound.YANIV)
    board.volume = 30
    board.muted = True
    board.close()
    assert "yaniv-sound" not in {t.name for t in threading.enumerate()} - before
    for value in ("off", "OFF", "0", "no", "false"):
        assert not sound_enabled({ENV_VAR: value})
    for environ in ({}, {ENV_VAR: "on"}, {ENV_VAR: "1"}):
        assert sound_enabled(environ)


def test_close_ends_the_sound_thread() -> None:
    board = SoundBoard(enabled=True, opener=lambda rate: None)
    board.wait_ready(WAIT_S)
    board.close()
    board.close()   # twice is fine
    assert not any(t.name == "yaniv-sound" and t.is_alive() for t in threading.enumerate())


# ----- what sounds when ------------------------------------------------------------------------

def test_every_action_type_has_a_decided_sound() -> None:
    assert set(typing.get_args(Action)) == set(ACTION_SOUNDS)
    card = parse_token("5H")
    assert sound_for(Discard((card,))) is Sound.CARD_SLIDE
    assert sound_for(Slap(card)) is Sound.CARD_SLIDE
    assert sound_for(DrawStock()) is Sound.CARD_DRAW
    assert sound_for(DrawPile(card)) is Sound.CARD_DRAW
    assert sound_for(CallYaniv()) is Sound.YANIV
    assert sound_for(SlapZero()) is Sound.YANIV
    assert sound_for(KeepDrawn()) is None


def test_every_event_and_outcome_has_a_decided_sound() -> None:
    assert set(EVENT_SOUNDS) == set(EventKind)
    assert set(OUTCOME_SOUNDS) == set(Outcome)
    assert sound_for(Event(EventKind.RESHUFFLE, None)) is Sound.SHUFFLE
    assert sound_for(EventKind.CALL) is Sound.YANIV
    result = RoundResult(Outcome.ASSAF, caller=0, assaf_by=1, hand_values=(5, 4), points=(35, 0))
    assert sound_for(result) is Sound.ASSAF
    assert sound_for(Outcome.SUCCESS) is Sound.ROUND_END
    assert sound_for(Outcome.FALSE_CALL) is Sound.LOSE


def test_match_and_turn_sounds() -> None:
    assert match_sound(winner=0, you=0) is Sound.WIN
    assert match_sound(winner=2, you=0) is Sound.LOSE
    assert match_sound(winner=2, you=None) is Sound.WIN     # only computers played
    assert turn_sound(Phase.TURN) is Sound.YOUR_TURN
    assert {turn_sound(p) for p in Phase if p is not Phase.TURN} == {None}


def test_every_sound_is_used_somewhere() -> None:
    used = {*ACTION_SOUNDS.values(), *EVENT_SOUNDS.values(), *OUTCOME_SOUNDS.values(),
            match_sound(0, 0), match_sound(1, 0), turn_sound(Phase.TURN)}
    assert set(Sound) <= used
