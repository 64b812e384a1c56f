"""``progress=`` for long calls. ``True`` shows a tqdm bar when tqdm is installed (a
notebook bar in Jupyter, a text bar in a terminal) and nothing otherwise; a callable is
called with ``(done, total, eta_seconds)`` about ten times a second and once at the end
(``total`` and ``eta_seconds`` are ``None`` when unknown; an exception it raises stops the
call); ``False`` or ``None`` report nothing."""

from contextlib import contextmanager
from typing import Callable, Iterator, Optional, Union

Report = Callable[[int, Optional[int], Optional[float]], None]
ProgressArg = Union[bool, None, Report]


@contextmanager
def reporter(progress: ProgressArg, unit: str) -> Iterator[Optional[Report]]:
    """The callable to hand to the extension for ``progress``, with a tqdm bar closed at the
    end when ``progress`` is ``True``."""
    if progress is None or progress is False:
        yield None
        return
    if progress is not True:
        if not callable(progress):
            raise TypeError("progress must be True, False, None or a callable (done, total, eta)")
        yield progress
        return
    try:
        from tqdm.auto import tqdm
    except ImportError:
        yield None
        return
    bar = tqdm(unit=unit)

    def update(done: int, total: Optional[int], eta: Optional[float]) -> None:
        if total is not None and bar.total != total:
            bar.total = total
        bar.n = done
        bar.refresh()

    try:
        yield update
    finally:
        bar.close()
