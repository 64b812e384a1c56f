"""Every example notebook in docs/notebooks runs clean in a real Jupyter kernel (nbclient
and ipykernel, installed by ``cargo xtask python-test``), and is rendered to HTML in
target/notebooks for reading."""

from pathlib import Path

import nbclient
import nbformat
import pytest
from nbconvert import HTMLExporter

ROOT = Path(__file__).resolve().parents[3]
NOTEBOOKS = sorted((ROOT / "docs" / "notebooks").glob("*.ipynb"))
RENDERED = ROOT / "target" / "notebooks"


def test_every_system_has_a_notebook():
    names = {p.stem for p in NOTEBOOKS}
    expected = {"ballmer", "eternity", "goofspiel", "impartial", "loopy", "matrix", "nhg", "partisan",
                "racing"}
    assert expected <= names, f"missing: {sorted(expected - names)}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_the_notebook_runs_clean(path):
    nb = nbformat.read(path, as_version=4)
    assert not any(c.get("outputs") for c in nb.cells if c.cell_type == "code"), (
        f"{path.name} is committed with outputs: clear them (they are made here)")
    client = nbclient.NotebookClient(
        nb, timeout=600, kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}})
    client.execute()  # raises CellExecutionError on the first failing cell
    shown = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
             if "image/svg+xml" in o.get("data", {}) or "text/html" in o.get("data", {})]
    assert shown, f"{path.name} shows no picture or table"
    RENDERED.mkdir(parents=True, exist_ok=True)
    html, _ = HTMLExporter().from_notebook_node(nb)
    (RENDERED / f"{path.stem}.html").write_text(html)
