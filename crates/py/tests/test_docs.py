"""Every Python example the docs and the package's docstrings show (``>>>`` lines) gives
the output shown: docs/python.md and each module's docstrings run as doctests."""

import doctest
from pathlib import Path

import pytest

import dresher

DOCS = Path(__file__).resolve().parents[3] / "docs"
MODULES = [dresher, dresher.eternity, dresher.goofspiel, dresher.guessing, dresher.impartial,
           dresher.matrix, dresher.nhg, dresher.partisan, dresher.racing]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


class Markdown(doctest.DocTestParser):
    """Doctests in Markdown: a code fence ends the output shown before it."""

    def parse(self, string, name="<string>"):
        unfenced = "\n".join("" if line.lstrip().startswith("```") else line
                             for line in string.splitlines())
        return super().parse(unfenced, name)


def test_the_python_page_shows_real_output():
    result = doctest.testfile(str(DOCS / "python.md"), module_relative=False,
                              globs={"dresher": dresher}, optionflags=FLAGS,
                              parser=Markdown())
    assert result.attempted >= 7 and result.failed == 0, result


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_the_docstrings_show_real_output(module):
    result = doctest.testmod(module, optionflags=FLAGS)
    assert result.failed == 0, result
