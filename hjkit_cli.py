"""The `hjkit` command: check, schema, build, serve. Heavy parts are imported on demand."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXIT_OK, EXIT_RULES, EXIT_DATA = 0, 1, 2


def _check(args: argparse.Namespace) -> int:
    from rules.decks import check_deck
    from rules.library import load

    paths = [Path(p) for p in args.paths]
    missing = [p for p in paths if not p.exists()]
    for path in missing:
        print(f"{path}: no such file or folder", file=sys.stderr)
    library, problems = load(p for p in paths if p.exists())
    for problem in problems:
        print(problem, file=sys.stderr)
    illegal = 0
    for deck in library.decks.values():
        deck_problems = check_deck(deck, library)
        errors = [p for p in deck_problems if not p.warning]
        illegal += bool(errors)
        status = "illegal" if errors else "legal"
        print(f"{deck.path}: deck {deck.id} ({deck.variant}) is {status}")
        for problem in deck_problems:
            print(f"{deck.path}:{problem.line}: {problem}")
    print(f"{len(library.cards)} cards, {len(library.decks)} decks, "
          f"{len(problems) + len(missing)} data problems, {illegal} illegal decks")
    if problems or missing:
        return EXIT_DATA
    return EXIT_RULES if illegal else EXIT_OK


def _schema(args: argparse.Namespace) -> int:
    from rules.schema import write_schemas

    for path in write_schemas(Path(args.out)):
        print(f"wrote {path}")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hjkit", description="The Heroes' Journey table kit")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="validate card data and deck legality")
    check.add_argument("paths", nargs="+", help="card set folders, cards.yaml or deck files")
    check.set_defaults(run=_check)
    schema = commands.add_parser("schema", help="write JSON Schemas for card and deck files")
    schema.add_argument("--out", default="schema", help="folder to write to (default schema/)")
    schema.set_defaults(run=_schema)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130


