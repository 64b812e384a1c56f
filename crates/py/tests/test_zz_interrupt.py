"""Ctrl-C during a long solve raises KeyboardInterrupt at once, and the solve stops soon
after instead of running on unseen (last file, in case one does not)."""

import os
import signal
import threading
import time

import pytest

import dresher

# Each runs far longer than the test waits: the guessing solve's column generation
# (about 20 s), Goofspiel N = 11 certified (about a minute), a race of a fair coin to
# within 1e-6 (billions of games), a search of a 16 x 16 board (years), the empty 8 x 8
# Snort board's value (until memory runs out), and a hexadecimal game's values by the mex
# over every three-way split (cubic: hours).
LONG_SOLVES = {
    "guessing": lambda: dresher.guessing.solve(700),
    "goofspiel": lambda: dresher.goofspiel.solve(11),
    "racing": lambda: dresher.racing.coin(0.5, epsilon=1e-6, unbounded=True),
    "eternity": lambda: dresher.eternity.solve(dresher.eternity.generate(16, 16)[0]),
    "partisan": lambda: dresher.partisan.snort("/".join(["........"] * 8)),
    "impartial": lambda: dresher.impartial.sequence("0.F", 10**6),
}


@pytest.fixture
def ctrl_c_raises():
    """Python's own Ctrl-C handler, even when the test runner was started with SIGINT
    ignored (a background job of a non-interactive shell): Python then installs none."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def idle_within(seconds):
    """Whether the process goes idle (under 0.3 s of CPU in a 1 s window) in time."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        cpu = time.process_time()
        time.sleep(1.0)
        if time.process_time() - cpu < 0.3:
            return True
    return False


@pytest.mark.parametrize("name", sorted(LONG_SOLVES))
def test_ctrl_c_interrupts_a_long_solve(ctrl_c_raises, name):
    threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start()
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        LONG_SOLVES[name]()
    assert time.perf_counter() - start < 3.0
    # The abandoned solve sees the flag (at the end of its round or level, within its
    # subtree, or within 65,536 games) and stops: the process is idle again.
    assert idle_within(30.0), f"the interrupted {name} solve is still running"
