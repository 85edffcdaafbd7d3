"""Card sizes by name (`--layout`): poker by default, mini and tarot shipped as examples."""

from __future__ import annotations

from hjkit.cli import main
from hjkit.generator.layout import LAYOUT_DIR, card_layout_names

from .conftest import BASE_URL, pdftoppm
from .pdfs import card_origins, decode_qr, render


def _spacing(pdf):
    origins = card_origins(pdf, 0)
    xs = sorted({x for x, _ in origins})
    ys = sorted({y for _, y in origins})
    return len(origins), xs[1] - xs[0], ys[1] - ys[0]


def test_mini_and_tarot_cards_impose_at_their_own_size(standard_set, tmp_path):
    for name, width, height in (("mini", 44, 63), ("tarot", 70, 120)):
        out = tmp_path / name
        assert main(["build", str(standard_set), "--layout", name, "--out", str(out),
                     "--base-url", BASE_URL]) == 0
        count, dx, dy = _spacing(next(out.glob("*-book.pdf")))
        assert dx >= width and dy >= height and dx < width + 6.01 and dy < height + 6.01
    assert _spacing(next((tmp_path / "mini").glob("*-book.pdf")))[0] == 16  # 4 x 4 on Letter
    assert _spacing(next((tmp_path / "tarot").glob("*-book.pdf")))[0] == 4


def test_a_card_layout_file_of_your_own(standard_set, tmp_path):
    own = tmp_path / "square.yaml"
    own.write_text((LAYOUT_DIR / "mini.yaml").read_text()
                   .replace("width: 44\n    height: 63", "width: 63\n    height: 63"))
    out = tmp_path / "out"
    assert main(["build", str(standard_set), "--layout", str(own), "--out", str(out),
                 "--base-url", BASE_URL]) == 0
    assert _spacing(next(out.glob("*-book.pdf")))[1:] >= (63, 63)


def test_an_unknown_layout_names_the_shipped_ones(standard_set, tmp_path, capsys):
    assert main(["build", str(standard_set), "--layout", "jumbo", "--out", str(tmp_path)]) == 2
    assert "no card layout 'jumbo'; shipped: cards, mini, tarot, tiles" in capsys.readouterr().err
    assert {"cards", "mini", "tarot"} <= set(card_layout_names())


def test_on_mini_cards_every_code_is_clear_and_scans(tmp_path):
    pdftoppm()
    out = tmp_path / "mini"
    assert main(["build", "intro-pack", "--layout", "mini", "--out", str(out),
                 "--base-url", BASE_URL]) == 0
    book = out / "intro-book.pdf"
    adversary_sheet = 4  # minions, whose home site sits beside the code
    for page in (0, adversary_sheet):
        found = decode_qr(render(book, page, 150, tmp_path).convert("L"))
        assert len(found) == len(card_origins(book, page))
        assert all(url.startswith(f"{BASE_URL}/c/") for url in found)
