"""The generator benchmark's peer: a set's cards as HTML/CSS card templates printed to PDF by
one headless Chromium (Debian's, through Playwright), the way a user of HTML card templates
builds them. benchmarks/generator.py runs it as a process, as such a user runs it, timed
start to finish like `hjkit build` (and also calls peer() in its own process).

Run: .venv/bin/python benchmarks/html_peer.py PATH... --out FOLDER [--base-url URL]

It reads the same YAML as `hjkit build` reads it (the game's loader: PyYAML and the
pydantic card models), so both sides pay alike for reading cards; it fills a
template per card, QR codes from the `qrcode` package as inline SVG, the set's art as
<img>, CSS grid sheets of 3 x 3 cards (sites 2 x 3) with a back page after each, and
prints each deck's book and atlas (a set without decks: each card once) with one
`page.pdf()` per file.
"""

from __future__ import annotations

import argparse
import html
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import qrcode
import qrcode.image.svg

from hjkit.games.heroes_journey.model.kinds import BOOK_TYPES, CHARACTER_TYPES
from hjkit.games.heroes_journey.model.library import load
from hjkit.kit.address import printed_card_url

if TYPE_CHECKING:
    from hjkit.games.heroes_journey.model.cards import Card, Culture
    from hjkit.games.heroes_journey.model.catalogue import Library
    from hjkit.kit.pictures import CardPicture

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
BASE_URL = "http://192.168.1.20:8000"

CSS = """
@page { size: 215.9mm 279.4mm; margin: 0; }
body { margin: 0; font-family: "DejaVu Sans", sans-serif; }
.sheet { width: 215.9mm; height: 279.4mm; display: grid; justify-content: center;
  align-content: center; grid-template-columns: repeat(3, 63mm);
  grid-auto-rows: 88mm; break-after: page; }
.card { position: relative; width: 63mm; height: 88mm; box-sizing: border-box;
  background: #222; padding: 2.6mm; outline: 0.2mm solid #000; }
.card.site { width: 88mm; height: 63mm; }
.sheet.sites { grid-template-columns: repeat(2, 88mm); grid-auto-rows: 63mm; }
.panel { background: #faf5e6; border-radius: 2mm; height: 100%; position: relative;
  display: flex; flex-direction: column; padding: 1.2mm; box-sizing: border-box; }
.adversary .panel { background: #e0dbd6; }
.head { display: flex; align-items: center; gap: 1mm; height: 9.5mm; }
.cost { width: 9.5mm; height: 9.5mm; border-radius: 50%; background: #8c8c8c; color: #fff;
  font-weight: bold; font-size: 14pt; display: flex; align-items: center;
  justify-content: center; flex: none; }
.title { flex: 1; text-align: center; font-weight: bold; font-size: 10pt; line-height: 1.1; }
.type { text-align: center; font-style: italic; font-size: 6.3pt; margin: 0.5mm 0; }
.art { flex: 1; min-height: 8mm; border-radius: 1.2mm; background: #dcd4bf;
  overflow: hidden; }
.art img { width: 100%; height: 100%; object-fit: cover; }
.text { font-size: 8pt; line-height: 1.18; margin: 1mm 0.6mm; }
.text b { font-weight: bold; }
.flavor { font-style: italic; text-align: center; }
.foot { display: flex; justify-content: space-between; align-items: flex-end;
  height: 20.5mm; }
.stats span { display: inline-block; width: 8.6mm; height: 8.6mm; margin-right: 1mm;
  background: #1a1a1a; color: #fff; font-weight: bold; text-align: center;
  line-height: 8.6mm; border-radius: 1mm; }
.qr { width: 20.5mm; height: 20.5mm; background: #fff; }
.qr svg { width: 100%; height: 100%; }
.back { background: #29334d; color: #d9bd6b; display: flex; align-items: center;
  justify-content: center; font-weight: bold; font-size: 14pt; border: 2.6mm solid #222;
  box-sizing: border-box; width: 63mm; height: 88mm; }
.site .back, .back.site { width: 88mm; height: 63mm; }
"""


def _qr_svg(url: str) -> str:
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, border=4)
    return image.to_string(encoding="unicode")


def _text_html(text: str) -> str:
    out = []
    for line in text.splitlines():
        escaped = html.escape(line)
        if ":" in escaped:
            label, rest = escaped.split(":", 1)
            escaped = f"<b>{label}:</b>{rest}"
        out.append(escaped)
    return "<br>".join(out)


def _type_line(card: Card, cultures: dict[str, Culture]) -> str:
    """The type line as hjkit prints it: a character's names its culture."""
    line = card.type_line
    culture = cultures.get(card.culture or "")
    if card.type in CHARACTER_TYPES and culture is not None and " • " not in line:
        line = f"{line} • {culture.name}"
    return line


def _card_html(card: Card, cultures: dict[str, Culture], art: CardPicture | None,
               base_url: str) -> str:
    side = card.side or "atlas"
    stats = ""
    if card.strength is not None:
        stats = f"<span>{card.strength}</span><span>{card.health}</span>"
    picture = f'<img src="{art.path.as_uri()}">' if art else ""
    keywords = ". ".join(card.keywords) + "." if card.keywords else ""
    return (f'<div class="card {side} {"site" if card.type == "site" else ""}">'
            f'<div class="panel"><div class="head"><div class="cost">{card.cost or 0}</div>'
            f'<div class="title">{html.escape(card.title)}</div></div>'
            f'<div class="type">{html.escape(_type_line(card, cultures))}</div>'
            f'<div class="art">{picture}</div>'
            f'<div class="text"><b>{html.escape(keywords)}</b> {_text_html(card.text)}'
            f'<div class="flavor">{html.escape(card.flavor)}</div></div>'
            f'<div class="foot"><div class="stats">{stats}</div>'
            f'<div class="qr">{_qr_svg(printed_card_url(base_url, card.id))}</div></div>'
            f'</div></div>')


def _sheets_html(cards: list[Card], library: Library, base_url: str) -> str:
    pages = []
    for kind, group in (("", [c for c in cards if c.type != "site"]),
                        ("sites", [c for c in cards if c.type == "site"])):
        per = 6 if kind else 9
        for start in range(0, len(group), per):
            batch = group[start:start + per]
            faces = "".join(_card_html(c, library.cultures, library.art.get(c.id), base_url)
                            for c in batch)
            backs = "".join(f'<div class="back {"site" if kind else ""}">BOOK</div>'
                            for _ in batch)
            pages.append(f'<div class="sheet {kind}">{faces}</div>'
                         f'<div class="sheet {kind}">{backs}</div>')
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head>"
            f"<body>{''.join(pages)}</body></html>")


def peer(paths: list[Path], out: Path, base_url: str = BASE_URL) -> int:
    """Print every card under paths (each deck's book and atlas, or each card once) as HTML
    through one Chromium; return the number of card faces."""
    from playwright.sync_api import sync_playwright

    library, problems = load(paths)  # as hjkit build reads cards
    assert not problems, problems[:3]
    files: list[tuple[str, list[Card]]] = []
    for deck in library.decks.values():
        book = [library.cards[i] for i in deck.file.starting_party]
        for card_id, copies in deck.file.book.items():
            book += [library.cards[card_id]] * copies
        files += [(f"{deck.id}-book", book),
                  (f"{deck.id}-atlas", [library.cards[i] for i in deck.file.atlas])]
    if not library.decks:
        cards = list(library.cards.values())
        files += [("set-book", [c for c in cards if c.type in BOOK_TYPES]),
                  ("set-atlas", [c for c in cards if c.type not in BOOK_TYPES])]
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for name, cards in files:
            source = out / f"{name}.html"
            source.write_text(_sheets_html(cards, library, base_url), "utf-8")
            page.goto(source.as_uri(), wait_until="load")
            page.pdf(path=str(out / f"{name}.pdf"), width="215.9mm", height="279.4mm",
                     print_background=True)
        browser.close()
    return sum(len(cards) for _, cards in files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path, help="card sets, decks or folders")
    parser.add_argument("--out", type=Path, required=True, help="folder for the PDFs")
    parser.add_argument("--base-url", default=BASE_URL, help="what the QR codes open")
    args = parser.parse_args(argv)
    faces = peer(args.paths, args.out, args.base_url)
    print(f"{faces} card faces printed to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
