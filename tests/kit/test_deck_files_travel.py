"""A deck file travels alone (issue 39, point 6): one downloaded from the deck builder names
the sets its cards come from, so `hjkit check` and `hjkit build` read it with no set folder
given; and `hjkit check` takes a shipped set's name as `hjkit build` does."""

from __future__ import annotations

from hjkit.cli import EXIT_OK, main
from hjkit.games.heroes_journey.model.builder import deck_text, read_deck
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.generator.build import BuildOptions, plan_jobs
from tests.companion.test_decks import LEGAL


def downloaded(tmp_path):
    """The builder's deck file, saved where a browser saves a download."""
    library, _ = load([SHIPPED_CARDS])
    folder = tmp_path / "mydecks"
    folder.mkdir()
    path = folder / "road-to-troy.yaml"
    path.write_text(deck_text(read_deck(LEGAL), library), encoding="utf-8")
    return path


def test_a_downloaded_deck_file_names_its_sets_and_checks_alone(tmp_path, capsys):
    path = downloaded(tmp_path)
    assert "  sets:\n  - first-wave\n" in path.read_text()
    for given in (path, path.parent):
        assert main(["check", str(given)]) == EXIT_OK
        out, err = capsys.readouterr()
        assert f"{path}: deck road-to-troy (standard) is legal" in out, err
        assert "does not exist" not in err


def test_a_downloaded_deck_file_builds_alone(tmp_path):
    _layout, jobs, _result = plan_jobs([downloaded(tmp_path)],
                                       BuildOptions(out=tmp_path / "out"))
    [job] = jobs
    parts = dict(job.parts)
    assert job.name == "road-to-troy" and sorted(parts) == ["aid", "atlas", "book", "markers",
                                                             "tokens"]
    assert len(parts["book"]) == 60 and len(parts["atlas"]) == 10


def test_check_takes_a_shipped_sets_name_as_build_does(tmp_path, capsys):
    path = downloaded(tmp_path)
    assert main(["check", "first-wave", str(path.parent)]) == EXIT_OK
    out, err = capsys.readouterr()
    assert "no such file" not in err and "deck oz (standard) is legal" in out, err
    assert f"{path}: deck road-to-troy (standard) is legal" in out
