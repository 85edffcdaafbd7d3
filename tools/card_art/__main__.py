"""Draw the kit's card pictures and wire them into the shipped card files.

Rerun from the repository's root after changing a motif or a scene:

    python -m tools.card_art            # every game
    python -m tools.card_art hq home    # some of them (hq, home, decktet, first-wave)

Each game's module gives its pictures (file stem -> title and SVG parts) and which picture
each card shows; pictures go to the set's art/ folder and `art:` entries into its YAML.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from . import decktet, firstwave, home, hq
from .motifs import svg

GAMES = {"hq": hq, "home": home, "decktet": decktet, "first-wave": firstwave}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.card_art", description=__doc__.split(
        "\n", 1)[0])
    parser.add_argument("games", nargs="*", metavar="GAME",
                        help=f"some of: {', '.join(GAMES)} (default: every game)")
    names = parser.parse_args(argv).games
    unknown = [name for name in names if name not in GAMES]
    if unknown:
        parser.error(f"no game {', '.join(unknown)}; choose from {', '.join(GAMES)}")
    root = Path(__file__).resolve().parents[2]
    for name in names or list(GAMES):
        game = GAMES[name]
        folder = root / game.SET
        (folder / "art").mkdir(exist_ok=True)
        pictures = game.pictures()
        for stem, (title, parts) in pictures.items():
            (folder / "art" / f"{stem}.svg").write_text(svg(title, *parts))
        wired = game.wire(folder)
        print(f"{name}: {len(pictures)} pictures, {wired} cards wired")


if __name__ == "__main__":
    main()
