"""Ctrl-C during a long solve raises KeyboardInterrupt at once, and the solve stops at the
end of its round instead of running on unseen (last file, in case it does not)."""

import os
import signal
import threading
import time

import pytest

import dresher


@pytest.fixture
def ctrl_c_raises():
    """Python's own Ctrl-C handler, even when the test runner was started with SIGINT
    ignored (a background job of a non-interactive shell): Python then installs none."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_ctrl_c_interrupts_a_long_solve(ctrl_c_raises):
    threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start()
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        dresher.guessing.solve(700)  # about 20 s of column generation
    assert time.perf_counter() - start < 3.0
    # The abandoned solve ends its round and stops: the process is idle again.
    time.sleep(2.0)
    cpu = time.process_time()
    time.sleep(1.0)
    assert time.process_time() - cpu < 0.3, "the interrupted solve is still running"
