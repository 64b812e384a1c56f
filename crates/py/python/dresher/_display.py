"""Rich display in Jupyter: small HTML tables and the CLI's SVG pictures (drawn in Rust by
the same code), shared by the result classes' ``_repr_html_`` and ``_repr_svg_``."""

from fractions import Fraction
from html import escape
from typing import Callable, Iterable, Optional, Sequence

#: Rows a table shows before it says how many it left out.
MAX_ROWS = 40


def number(x: object) -> str:
    """An exact number as ``p/q`` with its decimal beside it (``1/102 ≈ 0.009804``); ints
    and floats as they are."""
    if isinstance(x, Fraction) and x.denominator != 1:
        return f"{x} ≈ {float(x):.6g}"
    return str(x)


def checked(certified: bool, loud: bool = False) -> str:
    """Whether an answer's exact check passed, in words (a failure in capitals when
    ``loud``, as a one-line ``repr`` says it)."""
    if certified:
        return "certified"
    return "NOT certified" if loud else "not certified"


def table(headers: Sequence[str], rows: Iterable[Sequence[object]],
          caption: Optional[str] = None) -> str:
    """An HTML table, at most :data:`MAX_ROWS` rows, then a row saying how many more."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body, more = [], 0
    for row in rows:
        if len(body) == MAX_ROWS:
            more += 1
            continue
        body.append("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>")
    if more:
        body.append(f'<tr><td colspan="{len(headers)}">… {more} more rows</td></tr>')
    title = f"<caption>{escape(caption)}</caption>" if caption else ""
    return f"<table>{title}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def picture(draw: Callable[..., str], *args: object) -> Optional[str]:
    """An SVG picture from ``draw(*args)``, or None when it could not be drawn (a display
    never raises)."""
    try:
        return draw(*args)
    except Exception:  # noqa: BLE001 - a failed picture leaves the text display
        return None


def page(title: str, *parts: Optional[str]) -> str:
    """An HTML block: a bold title line, then each part that is not None."""
    shown = "".join(f"<div>{p}</div>" for p in parts if p)
    return f"<div><p><b>{escape(title)}</b></p>{shown}</div>"


def paragraph(text: str) -> str:
    """A line of text, escaped."""
    return f"<p>{escape(text)}</p>"


def mixes(who: str, mix: Sequence[Fraction], move: str,
          names: Optional[Sequence[object]] = None) -> str:
    """A player's optimal mix as a table of the moves played with positive probability,
    each named by ``names`` when given, else by its index in the mix (from 0, as Python
    indexes the list)."""
    rows = ((names[i] if names else i, number(p)) for i, p in enumerate(mix) if p)
    return table([move, "probability"], rows, caption=f"{who}: moves played")
