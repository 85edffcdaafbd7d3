"""The `hjkit` command: check, schema, build, serve. It names no game: each command asks the
registry which game's card data lies under a path. The companion (Flask) is imported only
by the commands that serve or write its pages, and the PNG renderer (PDFium) only by
`hjkit export`, so a build loads neither."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from hjkit.generator.build import BuildError, BuildOptions, IllegalDeck, build_paths, plan_jobs
from hjkit.generator.calibrate import CalibrationError, save_offset, saved_offset, write_calibration
from hjkit.generator.document import SheetOptions
from hjkit.generator.impose import Duplex
from hjkit.generator.layout import LayoutError, load_layout
from hjkit.generator.progress import ProgressBar
from hjkit.kit.address import address_warning, printed_base_url, printed_card_url
from hjkit.kit.cardfolders import holds_no_cards
from hjkit.kit.pictures import missing_warning
from hjkit.kit.registry import RegistryError, game_for, games, shipped, shipped_names
from hjkit.kit.terminal import shown
from hjkit.kit.wording import counted

EXIT_OK, EXIT_RULES, EXIT_DATA = 0, 1, 2


def _given(names: list[str]) -> list[Path]:
    """Each path given, or the shipped set or deck of that name (e.g. first-wave), as every
    command takes them; a name neither stays as given, for the command to say so."""
    return [Path(p) if Path(p).exists() else (shipped(p) or Path(p)) for p in names]


def _check(args: argparse.Namespace) -> int:
    paths = _given(args.paths)
    missing = [p for p in paths if not p.exists()]
    for path in missing:
        print(shown(f"{path}: no such file or folder, nor a shipped set or deck"),
              file=sys.stderr)
    existing = [p for p in paths if p.exists()]
    if not paths:  # every game's shipped cards
        batches = [(g, [g.shipped_cards()]) for g in games().values() if g.shipped_cards()]
    elif existing:
        try:
            for path in existing:  # a place to save decks into (hjkit serve), nothing to check
                if holds_no_cards(path):
                    raise RegistryError(f"no game's card data under {path}: it holds no YAML "
                                        "file")
            batches = [(game_for([p]), [p]) for p in existing]
        except RegistryError as error:
            print(shown(error), file=sys.stderr)
            return EXIT_DATA
    else:
        batches = []
    bad_data, illegal = bool(missing), 0
    for game, game_paths in _merge(batches):
        loaded = game.load(game_paths)
        for note in loaded.notes:
            print(shown(note))
        report = game.check(loaded)
        for problem in report.problems:
            print(shown(problem), file=sys.stderr)
        pictures = game.pictures(loaded.library)
        unprintable = _pictures(pictures, args.pictures)
        bad_data |= bool(unprintable)
        for line in report.verdicts:
            print(shown(line))
        print(f"{game.title}: {report.summary}")
        if args.pictures:
            print(f"{game.title}: {counted(len(pictures), 'picture')} read and drawn, "
                  f"{len(unprintable)} cannot print")
        bad_data |= bool(report.problems)
        illegal += report.illegal
    if bad_data:
        return EXIT_DATA
    return EXIT_RULES if illegal else EXIT_OK


def _pictures(pictures: tuple, read: bool) -> list[str]:
    """With --pictures, each picture that cannot print, read and drawn as `hjkit build`
    will (printed to stderr); without, one warning naming the cards whose picture file is
    missing (loading reads no picture)."""
    if not read:
        warning = missing_warning(pictures)
        if warning:
            print(shown(warning), file=sys.stderr)
        return []
    from hjkit.generator.pictures import picture_problems

    unprintable = [str(p) for p in picture_problems(pictures)]
    for problem in unprintable:
        print(shown(problem), file=sys.stderr)
    return unprintable


def _merge(batches):
    """One batch per game, its paths in the order given: a deck may name cards of another
    folder of the same game."""
    merged: dict[str, tuple] = {}
    for game, paths in batches:
        merged.setdefault(game.id, (game, []))[1].extend(paths)
    return list(merged.values())


def _schema(args: argparse.Namespace) -> int:
    for game in games().values():
        folder = Path(args.out) / game.id if args.out else None
        for path in game.write_schemas(folder):
            print(f"wrote {path}")
    return EXIT_OK


def _build(args: argparse.Namespace) -> int:
    if not args.paths:
        print("hjkit build: give a set folder, a deck file, or a shipped set or deck:",
              file=sys.stderr)
        for game_title, names in shipped_names().items():
            print(f"  {game_title}: {', '.join(names)}", file=sys.stderr)
        return EXIT_DATA
    return _build_paths(args, _given(args.paths))


def _build_paths(args: argparse.Namespace, paths: list[Path]) -> int:
    duplex = Duplex(args.duplex)
    if args.fold and (args.back_offset or args.duplex != "long"):
        print("--fold prints face and back on one side of the page: --duplex and "
              "--back-offset do not apply", file=sys.stderr)
        return EXIT_DATA
    try:
        offset = (_offset("--back-offset", args.back_offset) if args.back_offset
                  else None if args.fold else saved_offset(args.paper, duplex))
    except (ValueError, CalibrationError) as error:
        print(error, file=sys.stderr)
        return EXIT_DATA
    offset = offset or (0.0, 0.0)
    if not args.back_offset and offset != (0.0, 0.0):
        print(f"backs moved {offset[0]:g},{offset[1]:g} mm, as saved by hjkit calibrate")
    card_size = None
    if args.card_size is not None:
        try:
            card_size = tuple(float(v) for v in args.card_size.lower().split("x"))
            if len(card_size) != 2:
                raise ValueError
        except ValueError:
            print(f"--card-size {args.card_size!r}: give WIDTHxHEIGHT in millimetres, e.g. "
                  "63.5x88.9", file=sys.stderr)
            return EXIT_DATA
    if args.gutter is not None and not 0 <= args.gutter <= 50:
        print(f"--gutter {args.gutter:g}: give the space between cards in millimetres, from 0 "
              "to 50 (6 gives every card its own 3 mm bleed)", file=sys.stderr)
        return EXIT_DATA
    options = BuildOptions(
        sheets=SheetOptions(paper=args.paper, duplex=duplex, back_offset=offset,
                            gutter=args.gutter, fold=args.fold),
        base_url=printed_base_url(args.base_url), out=Path(args.out),
        print_shop=args.print_shop, proxy=args.proxy, card_layout=args.layout,
        card_size=card_size, backs=args.backs, seeds=tuple(dict.fromkeys(args.seed)))
    try:
        result = build_paths(paths, options)
    except BuildError as error:
        return _stopped(error)
    for note in result.notes:
        print(note)
    for path in result.written:
        print(f"wrote {path}")
    _say_address(options.base_url)
    return EXIT_OK


def _say_address(base_url: str) -> None:
    """Every build says the address its codes hold, and warns when it will not last."""
    print(f"the QR codes open {printed_card_url(base_url, '<card>')}")
    warning = address_warning(base_url)
    if warning:
        print(f"warning: {warning}", file=sys.stderr)


def _stopped(error: BuildError) -> int:
    """Say why a build or an export stopped; its exit code: an illegal deck is the rules',
    anything else the data's."""
    print(shown(error), file=sys.stderr)
    return EXIT_RULES if isinstance(error, IllegalDeck) else EXIT_DATA


def _offset(option: str, text: str) -> tuple[float, float]:
    """X,Y in millimetres, e.g. 0.5,-1."""
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise ValueError(f"{option} {text!r}: give X,Y in millimetres, e.g. 0.5,-1") from None
    if max(abs(x), abs(y)) > 20:
        raise ValueError(f"{option} {text!r}: more than 20 mm off is not a printer offset")
    return x, y


def _calibrate(args: argparse.Namespace) -> int:
    duplex = Duplex(args.duplex)
    try:
        if args.save:
            offset = _offset("--save", args.save)
            path = save_offset(args.paper, duplex, offset)
            print(f"saved back offset {offset[0]:g},{offset[1]:g} mm for {args.paper}, "
                  f"{args.duplex}-edge duplex, in {path}; hjkit build uses it from now on")
            return EXIT_OK
        layout = load_layout()
        if args.paper not in layout.sheets.papers:
            raise ValueError(f"unknown paper {args.paper!r}; known: "
                             f"{', '.join(sorted(layout.sheets.papers))}")
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"calibration-{args.paper}-{args.duplex}.pdf"
        with path.open("wb") as target:
            write_calibration(target, layout, args.paper, duplex)
    except (ValueError, CalibrationError, LayoutError, OSError) as error:
        print(error, file=sys.stderr)
        return EXIT_DATA
    print(f"wrote {path}: print it double-sided, then hjkit calibrate --save X,Y")
    return EXIT_OK


def _export(args: argparse.Namespace) -> int:
    from hjkit.generator.export import export_png, export_tts

    options = BuildOptions(base_url=printed_base_url(args.base_url),
                           out=Path(args.out or args.out_default), proxy=args.proxy,
                           card_layout=args.layout)
    try:
        layout, jobs, result = plan_jobs(_given(args.paths), options)
        bleed = layout.cards.bleed if getattr(args, "bleed", False) else 0.0
        total = sum(len(pieces) for job in jobs for _, pieces in job.parts)
        bar = ProgressBar(total, f"export {args.kind}")
        try:
            if args.kind == "png":
                if not 30 <= args.dpi <= 1200:
                    raise BuildError(f"--dpi {args.dpi}: give 30 to 1200 dots per inch")
                written = export_png(jobs, options.out, args.dpi, bleed, bar.advance)
            else:
                written = export_tts(jobs, options.out, args.image_url, bar.advance)
        finally:
            bar.close()
    except BuildError as error:
        return _stopped(error)
    for note in result.notes:
        print(note)
    print(f"wrote {len(written)} files to {options.out}")
    _say_address(options.base_url)
    return EXIT_OK


def _set_sheet(given: str):
    """The set folder a name or path gives, its game and the game's card sheet; or an
    error's sentence."""
    path = Path(given) if Path(given).exists() else shipped(given)
    if path is None:
        return f"no such set folder or shipped set: {given}"
    try:
        game = game_for([path])
    except RegistryError as error:
        return str(error)
    sheet = game.card_sheet()
    if sheet is None:
        return f"{game.title} keeps no rows of cards: nothing to put in a spreadsheet"
    return path, game, sheet


def _export_csv(args: argparse.Namespace) -> int:
    from hjkit.kit.csvcards import export_csv
    from hjkit.kit.pictures import PictureClash, carry_pictures
    from hjkit.kit.resources import files_named

    found = _set_sheet(args.set)
    if isinstance(found, str):
        print(shown(found), file=sys.stderr)
        return EXIT_DATA
    path, game, sheet = found
    headers = files_named([path], sheet.header_file)
    if len(headers) != 1:
        print(shown(f"{path}: give one set's folder (it holds {len(headers)} sets' "
                    f"{sheet.header_file})"), file=sys.stderr)
        return EXIT_DATA
    loaded = game.load([path])
    if loaded.problems:
        for problem in loaded.problems:
            print(shown(problem), file=sys.stderr)
        print(f"{path}: {len(loaded.problems)} data problems; fix them (hjkit check) "
              f"before exporting, so that no card is left out", file=sys.stderr)
        return EXIT_DATA
    out = Path(args.out) if args.out else Path("output/csv") / f"{path.name}.csv"
    if out.is_dir():
        print(f"{out} is a folder: give the CSV file's name (e.g. {out / path.name}.csv)",
              file=sys.stderr)
        return EXIT_DATA
    text = export_csv(sheet, loaded.library)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(text.encode("utf-8"))
        # the pictures beside it as the art.file cells name them: hjkit import carries them
        carried = carry_pictures(getattr(loaded.library, "art", {}).values(), None,
                                 out.parent)
    except PictureClash as error:
        print(shown(error), file=sys.stderr)
        return EXIT_DATA
    except OSError as error:
        print(f"cannot write {error.filename or out}: {error.strerror}", file=sys.stderr)
        return EXIT_DATA
    count = sum(len(list(cards)) for cards in sheet.cards_of(loaded.library).values())
    print(f"wrote {out} ({count} cards of {game.title}) and {counted(len(carried), 'picture')} "
          f"beside it")
    return EXIT_OK


def _import(args: argparse.Namespace) -> int:
    from hjkit.kit.cardimport import ImportRefused, import_csv
    from hjkit.kit.registry import game as game_named

    try:
        game = game_named(args.game)
    except RegistryError as error:
        print(shown(error), file=sys.stderr)
        return EXIT_DATA
    sheet = game.card_sheet()
    if sheet is None:
        print(f"{game.title} keeps no rows of cards: nothing to import", file=sys.stderr)
        return EXIT_DATA
    try:
        result = import_csv(game, sheet, Path(args.csv), args.set, Path(args.out),
                            args.force)
    except ImportRefused as error:
        print(shown(error), file=sys.stderr)
        return EXIT_DATA
    for problem in result.problems[:SHOWN_PROBLEMS]:
        print(shown(problem), file=sys.stderr)
    if result.problems:
        count, more = len(result.problems), len(result.problems) - SHOWN_PROBLEMS
        print(f"{args.csv}: {counted(count, 'problem')}"
              + (f" (the first {SHOWN_PROBLEMS} above)" if more > 0 else "")
              + "; nothing written", file=sys.stderr)
        return EXIT_DATA
    for path in result.written:
        print(f"wrote {path}")
    if result.pictures:
        print(f"copied {counted(len(result.pictures), 'picture')} from beside {args.csv}")
    print(f"{result.cards} card{'s' * (result.cards != 1)} of {game.title} in set "
          f"{args.set}, read as hjkit check "
          f"reads them; hjkit build {Path(args.out) / args.set} prints them")
    return EXIT_OK


def _deck_id(game, path: Path) -> str | None:
    """The id of the one deck a deck file (or a folder of one deck) holds."""
    library = game.load([path]).library
    found = {d["id"] for v in game.variants(library) for d in v.decks}
    return found.pop() if len(found) == 1 else None


SHOWN_PROBLEMS = 10
"""The problems an import prints before it counts the rest: the first few say what is
wrong with a sheet that is wrong throughout."""


def _simulate(args: argparse.Namespace) -> int:
    from hjkit.kit.simulate import SimulationError, simulate

    given = [args.deck, args.against]
    paths = [Path(p) if Path(p).exists() else shipped(p) for p in given]
    for name, path in zip(given, paths, strict=True):
        if path is None:
            print(shown(f"{name}: no such deck file, nor a shipped deck"), file=sys.stderr)
    if None in paths or args.games < 1 or args.workers < 1:
        if args.games < 1:
            print(f"--games {args.games}: give 1 game or more", file=sys.stderr)
        if args.workers < 1:
            print(f"--workers {args.workers}: give 1 process or more", file=sys.stderr)
        return EXIT_DATA
    try:
        game = game_for(paths)
    except RegistryError as error:
        print(shown(error), file=sys.stderr)
        return EXIT_DATA
    loaded = game.load(paths)
    for problem in loaded.problems:
        print(shown(problem), file=sys.stderr)
    ids = [_deck_id(game, path) for path in paths]
    for name, deck in zip(given, ids, strict=True):
        if deck is None:
            print(shown(f"{name}: give one deck (a deck file, or a shipped deck's name)"),
                  file=sys.stderr)
    if loaded.problems or None in ids:
        return EXIT_DATA
    names = (game.simulation_players() or (None,)) if args.player == "both" else (args.player,)
    results = []
    for name in names:
        bar = ProgressBar(args.games, f"simulate ({name})" if name else "simulate",
                          unit="games")
        try:
            results.append(simulate(game, loaded.library, ids[0], ids[1], args.games,
                                    args.seed, bar.advance, workers=args.workers,
                                    player_name=name))
        except SimulationError as error:
            print(shown(error), file=sys.stderr)
            return EXIT_RULES
        finally:
            bar.close()
    titles = ({card["id"]: card["title"] for card in game.deck_catalogue(loaded.library)["cards"]}
              if game.builds_decks else {})
    for result in results:
        for line in _simulation_report(game, result, args.seed, titles):
            print(shown(line))
    if len(results) > 1:
        for line in _consistency(results):
            print(shown(line))
    return EXIT_OK


def _with_and_without(played, not_played) -> str:
    """A card's games and the deck's win rate with it and without it, with intervals."""
    def rate(games) -> str:
        return (f"{100 * games.rate:.0f}% ({100 * games.interval.low:.0f}-"
                f"{100 * games.interval.high:.0f}%)")

    said = f"in {played.games} of {played.games + not_played.games} games; won {rate(played)}"
    return said + (f" with it, {rate(not_played)} without" if not_played.games
                   else " (played in every game)")


def _labels(result) -> list[str]:
    """The two decks' names in a report: their ids, told apart when a deck meets itself."""
    return [f"{deck} ({'ab'[side]})" if result.decks[0] == result.decks[1] else deck
            for side, deck in enumerate(result.decks)]


def _consistency(results) -> list[str]:
    """The verdicts each player's games give, and a warning where the players disagree (a
    verdict a stronger player overturns says more about the player than the decks)."""
    verdicts = [(result.player, result.verdict(_labels(result))) for result in results]
    lines = ["verdicts: " + "; ".join(f"{player}: {', '.join(said)}"
                                       for player, said in verdicts)]
    if len({said for _, said in verdicts}) > 1:
        lines.append("  warning: the players disagree; trust the stronger one (search), and "
                     "play more games before acting on either")
    return lines


def _simulation_report(game, result, seed: int, titles: dict[str, str]) -> list[str]:
    """What hjkit simulate prints: each deck's wins, the first player's, the length, the
    cards played (by title, from titles: card id -> title)."""
    def percent(rate: float, interval) -> str:
        return (f"{100 * rate:.1f}% (95% interval {100 * interval.low:.1f}-"
                f"{100 * interval.high:.1f}%)")

    labels = _labels(result)
    player = f"the {result.player} player" if result.player else "the simulated player"
    lines = [f"{game.title}, {result.variant}: {labels[0]} against {labels[1]}, "
             f"{result.games} games, both sides played by {player} (seed {seed})"]
    for side, label in enumerate(labels):
        lines.append(f"  {label} won {result.wins[side]}: "
                     f"{percent(result.win_rate(side), result.win_interval(side))}")
    if result.undecided:
        lines.append(f"  no winner: {result.undecided}")
    lines.append(f"  the first player won {result.first_wins} of {sum(result.wins)}: "
                 f"{percent(result.first_rate, result.first_interval)}")
    lines.append(f"  an average game took {result.mean_actions:.1f} actions")
    if result.lengths:
        lines.append(f"  a game took {result.turns_at(0.5)} turns (the median; 80% of games "
                     f"{result.turns_at(0.1)} to {result.turns_at(0.9)})")
    if result.endings:
        lines.append("  games ended: " + ", ".join(f"{why} {count}"
                                                   for why, count in result.endings))
    for side, label in enumerate(labels):
        top = ", ".join(f"{titles.get(card, card)} {count}"
                        for card, count in result.played[side][:5])
        lines.append(f"  most played by {label}: {top or 'none'}")
        for card, _ in result.played[side][:5]:
            lines.append(f"    {titles.get(card, card)}: "
                         + _with_and_without(*result.with_and_without(side, card)))
    lines.append("  verdict: " + ", ".join(result.verdict(labels)))
    return lines


def _site(args: argparse.Namespace) -> int:
    from hjkit.companion.site import SiteError, build_site

    base_url = printed_base_url(args.base_url)
    if not base_url.startswith(("http://", "https://")):
        print(f"--base-url {base_url!r} must start with http:// or https://", file=sys.stderr)
        return EXIT_DATA
    missing = [p for p in args.cards if not Path(p).exists()]
    if missing:
        print(f"no such card folder: {', '.join(missing)}", file=sys.stderr)
        return EXIT_DATA
    try:
        site = build_site(Path(args.out), base_url, tuple(Path(p) for p in args.cards),
                          ProgressBar)
    except SiteError as error:
        print(error, file=sys.stderr)
        return EXIT_DATA
    print(f"wrote {len(site.files)} files to {site.folder}; host the folder at {base_url} "
          f"and build with --base-url {base_url} so the QR codes open it")
    return EXIT_OK


def _serve(args: argparse.Namespace) -> int:
    from hjkit.companion.serve import ServeError, serve
    from hjkit.kit.cardfolders import load_notes, make_ready

    if args.per_client is not None:
        print("hjkit serve: --per-client is gone: the server no longer counts connections "
              "per address; limit them at the proxy in front (nginx limit_conn, see "
              "docs/companion.md)", file=sys.stderr)
        return EXIT_DATA
    cards = tuple(Path(p) for p in args.cards)
    try:
        said = make_ready(cards)
    except OSError as error:
        print(f"hjkit serve: cannot make the card folder {error.filename}: {error.strerror}",
              file=sys.stderr)
        return EXIT_DATA
    for line in said + load_notes(games().values(), cards):
        print(shown(line))
    try:
        serve(host=args.host, port=args.port, threads=args.threads, cards=cards,
              database=args.database)
    except ServeError as error:
        print(f"hjkit serve: {error}", file=sys.stderr)
        return EXIT_DATA
    return EXIT_OK


def _preview(args: argparse.Namespace) -> int:
    from hjkit.generator.build import PrintSettings
    from hjkit.preview.app import PreviewError, open_preview, serve

    duplex = Duplex(args.duplex)
    if args.gutter is not None and not 0 <= args.gutter <= 50:
        print(f"--gutter {args.gutter:g}: give the space between cards in millimetres, from 0 "
              "to 50", file=sys.stderr)
        return EXIT_DATA
    try:
        layout = load_layout(cards=args.layout)
        if args.paper not in layout.sheets.papers:
            raise ValueError(f"unknown paper {args.paper!r}; known: "
                             f"{', '.join(sorted(layout.sheets.papers))}")
        offset = (0.0, 0.0) if args.fold else saved_offset(args.paper, duplex) or (0.0, 0.0)
    except (ValueError, CalibrationError) as error:
        print(f"hjkit preview: {error}", file=sys.stderr)
        return EXIT_DATA
    sheets = SheetOptions(paper=args.paper, duplex=duplex, back_offset=offset,
                          gutter=args.gutter, fold=args.fold)
    settings = PrintSettings(layout.cards, printed_base_url(args.base_url),
                             backs=args.backs)
    try:
        folder = Path(args.folder)
        folder = folder if folder.exists() else (shipped(args.folder) or folder)
        serve(open_preview(folder, layout, sheets, settings), args.host, args.port)
    except PreviewError as error:
        print(shown(f"hjkit preview: {error}"), file=sys.stderr)
        return EXIT_DATA
    return EXIT_OK


def _add_check(commands) -> None:
    check = commands.add_parser("check", help="validate card data and deck legality")
    check.add_argument("paths", nargs="*", help="card set folders, card files or deck files, "
                                                "or the name of a shipped set or deck (e.g. "
                                                "first-wave) (default: every game's shipped "
                                                "cards)")
    check.add_argument("--pictures", action="store_true",
                       help="also read and draw every card's picture as hjkit build will, "
                            "naming each one that cannot print and why")
    check.set_defaults(run=_check)


def _add_schema(commands) -> None:
    schema = commands.add_parser("schema", help="write JSON Schemas for card and deck files")
    schema.add_argument("--out", default=None, help="folder to write to, a subfolder per game "
                                                   "(default: each game's own schema/ folder)")
    schema.set_defaults(run=_schema)


def _add_build(commands) -> None:
    build = commands.add_parser("build",
                                help="write print-and-play PDFs of books and atlases")
    build.add_argument("paths", nargs="*", help="deck files, or set folders (every deck, or "
                       "the whole set when it has none), or the name of a shipped deck or "
                       "set (e.g. intro-pack); of one game or several in one call, e.g. "
                       "intro-pack decktet")
    build.add_argument("--paper", default="letter", help="letter (default) or a4")
    build.add_argument("--duplex", default="long", choices=["long", "short", "none"],
                       help="how your printer turns the sheet (default long)")
    build.add_argument("--fold", action="store_true",
                       help="gutterfold, for printers without duplex: each page holds faces "
                            "on one half and their backs on the other; fold on the dashed "
                            "line, faces out, glue, then cut")
    build.add_argument("--back-offset", default=None, metavar="X,Y",
                       help="move backs X mm right and Y mm up to match your printer "
                            "(default: what hjkit calibrate --save saved, else 0,0)")
    build.add_argument("--backs", default="dark", choices=["dark", "light"],
                       help="the backs' design: dark (default) or light, which saves ink")
    build.add_argument("--gutter", type=float, default=None, metavar="MM",
                       help="space between neighbouring cards in mm (default: neighbours share "
                            "their bleed to fit the most cards, which on A4, or for "
                            "--card-size 63.5x88.9 on Letter, leaves them touching with 0 mm "
                            "of bleed between them; 6 gives each card its own 3 mm bleed)")
    build.add_argument("--base-url", default=None,
                       help="address the QR codes open (default HJKIT_PUBLIC_URL, else "
                            "http://hjkit.local:8000, the name hjkit serve answers to on any "
                            "network)")
    build.add_argument("--out", default="output", help="folder to write to (default output/)")
    build.add_argument("--layout", default="cards", metavar="NAME",
                       help="card sizes: cards (poker 63 x 88 mm, default), mini, tarot, "
                            "or a card layout .yaml file of your own")
    build.add_argument("--print-shop", action="store_true",
                       help="also write, for a print-on-demand shop, each distinct card once, "
                            "one card side per page at trim plus bleed, and a count list")
    build.add_argument("--card-size", default=None, metavar="WxH",
                       help="card size in mm instead of 63x88 (sites turned likewise); "
                            "63.5x88.9 is the 2.5 x 3.5 in shops expect, with a 1/8 in bleed")
    build.add_argument("--proxy", action="store_true",
                       help="print even an illegal deck, every card marked PROXY")
    build.add_argument("--seed", type=int, action="append", default=[], metavar="N",
                       help="print what a game lays at random (the Heroes and Quests map) "
                            "with seed N; repeat for more (default: the set's own seeds)")
    build.set_defaults(run=_build)


def _add_calibrate(commands) -> None:
    calibrate = commands.add_parser("calibrate", help="a duplex sheet to measure how far "
                                    "your printer's backs land off; --save remembers it")
    calibrate.add_argument("--paper", default="letter", help="letter (default) or a4")
    calibrate.add_argument("--duplex", default="long", choices=["long", "short"],
                           help="how your printer turns the sheet (default long)")
    calibrate.add_argument("--out", default="output", help="folder for the sheet's PDF")
    calibrate.add_argument("--save", default=None, metavar="X,Y",
                           help="save the offset you read for this paper and duplex mode")
    calibrate.set_defaults(run=_calibrate)


def _add_export(commands) -> None:
    export = commands.add_parser("export", help="card images: PNG per card, or Tabletop "
                                                "Simulator decks; or a set as a spreadsheet")
    kinds = export.add_subparsers(dest="kind", required=True)
    png = kinds.add_parser("png", help="one PNG per card face and per distinct back")
    png.add_argument("--dpi", type=int, default=300, help="resolution (default 300)")
    png.add_argument("--bleed", action="store_true", help="include the bleed around the trim")
    tts = kinds.add_parser("tts", help="Tabletop Simulator deck sheets, backs and deck JSON")
    tts.add_argument("--image-url", default=None, metavar="URL",
                     help="where the images will be hosted (default: their file paths)")
    for kind in (png, tts):
        kind.add_argument("paths", nargs="+", help="as for hjkit build: folders, deck files "
                                                   "or shipped set and deck names")
        kind.add_argument("--out", default=None, help="folder to write to (default "
                                                      f"output/{kind.prog.split()[-1]})")
        kind.add_argument("--base-url", default=None, help="address the QR codes open")
        kind.add_argument("--proxy", action="store_true", help="export even an illegal deck")
        kind.add_argument("--layout", default="cards", metavar="NAME",
                          help="card sizes, as for hjkit build")
        kind.set_defaults(run=_export, out_default=f"output/{kind.prog.split()[-1]}")
    _add_export_csv(kinds)


def _add_export_csv(kinds) -> None:
    csv = kinds.add_parser("csv", help="a set's cards as a spreadsheet, one card a row "
                                       "(hjkit import reads it back)")
    csv.add_argument("set", help="a set folder or a shipped set's name, e.g. first-wave")
    csv.add_argument("--out", default=None, metavar="FILE",
                     help="the CSV file to write (default output/csv/<set>.csv)")
    csv.set_defaults(run=_export_csv)


def _add_import(commands) -> None:
    imports = commands.add_parser("import", help="write a set's YAML from a spreadsheet, "
                                                 "one card a row (CSV)")
    imports.add_argument("csv", help="the CSV file: its first row names the columns, after "
                                     "the card fields (hjkit export csv writes one)")
    imports.add_argument("--game", required=True, metavar="GAME",
                         help="the game's id, e.g. heroes-journey (an unknown one is "
                              "answered with the list)")
    imports.add_argument("--set", required=True, metavar="ID",
                         help="the set's id, and the folder written under --out")
    imports.add_argument("--out", default=".", metavar="FOLDER",
                         help="where the set's folder goes (default: here)")
    imports.add_argument("--force", action="store_true",
                         help="replace the set's card files when the folder holds them "
                              "(its header, pictures and decks are kept)")
    imports.set_defaults(run=_import)


def _add_simulate(commands) -> None:
    simulate = commands.add_parser("simulate", help="how a deck plays: games of it against "
                                   "another, both sides played by a simple greedy player")
    simulate.add_argument("deck", help="a deck file or a shipped deck's name, e.g. intro")
    simulate.add_argument("--against", required=True, metavar="DECK",
                          help="the deck it plays against (the same one is fine)")
    simulate.add_argument("--games", type=int, default=100, metavar="N",
                          help="how many games (default 100); the decks swap seats each game")
    simulate.add_argument("--seed", type=int, default=0, metavar="S",
                          help="the first game's seed (default 0): the same seed, the same "
                               "games")
    simulate.add_argument("--workers", type=int, default=os.cpu_count() or 1, metavar="N",
                          help="processes to play the games on (default: one per core); "
                               "the figures do not depend on it")
    simulate.add_argument("--player", default=None, metavar="NAME",
                          help="the simulated player: greedy (the default; fast), search "
                               "(plays on greedy games to choose: stronger, about 20 times "
                               "slower) or both (each report, and whether their verdicts "
                               "agree)")
    simulate.set_defaults(run=_simulate)


def _add_site(commands) -> None:
    site = commands.add_parser("site", help="the rulings pages as a static site to host "
                               "anywhere (every card, the rules, search)")
    site.add_argument("--out", default="output/site", help="folder (default output/site)")
    site.add_argument("--base-url", default=None, help="where the site will be hosted; card "
                                                       "faces' QR codes open it")
    site.add_argument("--cards", action="append", default=[], metavar="FOLDER",
                      help="your own card sets to include beside the shipped ones")
    site.set_defaults(run=_site)


def _add_serve(commands) -> None:
    serve = commands.add_parser("serve",
                                help="run the table companion for the phones on the LAN")
    serve.add_argument("--host", default="0.0.0.0", help="address to bind (default: all, so "
                                                         "phones on the LAN can reach it)")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve.add_argument("--threads", type=int, default=32, help="threads that run requests "
                       "(default 32); an open event stream holds none")
    serve.add_argument("--cards", action="append", default=[], metavar="FOLDER",
                       help="a folder of your own card sets and decks to offer beside the "
                            "shipped ones, and to save the deck builder's decks into (made "
                            "if missing; a set with a shipped set's id replaces it; "
                            "repeatable)")
    serve.add_argument("--database", metavar="URL", help="where the tables are kept: a "
                       "database URL or a SQLite file (default: env HJKIT_DATABASE_URL, else "
                       "companion.sqlite3 in your user's data folder)")
    serve.add_argument("--per-client", type=int, default=None, help=argparse.SUPPRESS)
    # (gone: _serve says where the limit went)
    serve.set_defaults(run=_serve)


def _add_preview(commands) -> None:
    preview = commands.add_parser("preview", help="a page showing a folder's cards as printed "
                                  "and their sheets, redrawn as you save")
    preview.add_argument("folder", help="a folder of card sets (and decks) of one game, or a "
                         "shipped set's name (e.g. intro-pack)")
    preview.add_argument("--host", default="127.0.0.1",
                         help="address to bind (default 127.0.0.1: this computer only)")
    preview.add_argument("--port", type=int, default=8010, help="port (default 8010)")
    preview.add_argument("--paper", default="letter", help="the sheets' paper: letter "
                                                           "(default) or a4")
    preview.add_argument("--duplex", default="long", choices=["long", "short", "none"],
                         help="how the printer turns the sheet (default long)")
    preview.add_argument("--fold", action="store_true", help="gutterfold sheets, as hjkit "
                                                             "build --fold prints them")
    preview.add_argument("--gutter", type=float, default=None, metavar="MM",
                         help="space between neighbouring cards in mm, as for hjkit build")
    preview.add_argument("--layout", default="cards", metavar="NAME",
                         help="card sizes: cards (default), mini, tarot, or a layout .yaml")
    preview.add_argument("--backs", default="dark", choices=["dark", "light"],
                         help="the backs' design (default dark)")
    preview.add_argument("--base-url", default=None, help="address the QR codes open, as "
                                                          "for hjkit build")
    preview.set_defaults(run=_preview)


_COMMANDS = {"check": _add_check, "schema": _add_schema, "build": _add_build,
             "calibrate": _add_calibrate, "export": _add_export, "site": _add_site,
             "serve": _add_serve, "import": _add_import, "simulate": _add_simulate,
             "preview": _add_preview}
"""Each command and what adds its parser, in the order `hjkit --help` lists them."""


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser."""
    parser = argparse.ArgumentParser(prog="hjkit", description="The table kit: print-and-play "
                                     "cards, a table companion and rulings for its games")
    commands = parser.add_subparsers(dest="command", required=True)
    for add in _COMMANDS.values():
        add(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command (argv None: the process's own arguments); return its exit code."""
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130
