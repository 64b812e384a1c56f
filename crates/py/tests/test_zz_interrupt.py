"""Ctrl-C during a long solve raises KeyboardInterrupt at once (last file: the abandoned
solve runs on unseen until the interpreter exits)."""

import os
import signal
import threading
import time

import pytest

import dresher


def test_ctrl_c_interrupts_a_long_solve():
    threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start()
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        dresher.guessing.solve(700)  # about a minute of column generation
    assert time.perf_counter() - start < 3.0
