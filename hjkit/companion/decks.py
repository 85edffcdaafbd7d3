"""The deck builder: a page per game that has decks (/decks/<game id>) and the JSON it
talks to. The game answers every question about its decks (Game.deck_*): the cards it
offers, a deck read from the page's JSON or a file, the rules' verdict (the same check
`hjkit check` makes), the deck file's text, what a build prints and a table's setup. This
module knows files, folders and the generator, and names no game.

Saving writes only into a folder of config CARD_PATHS, under the game's deck folder, with
a file name made of the deck's id, and never replaces a file the page has not seen as it is
on disk now (deckversion.py): a file it never read only when asked, a file changed since it
was opened never without the page offering both. Printing runs
`hjkit build`'s generator into a temporary folder, one print at a time per server process
(a busy server answers 503 with Retry-After), and an illegal deck prints only as proxies.
"Try it" plays the deck against another with `hjkit simulate`'s player, also one at a time.
"""

from __future__ import annotations

import io
import re
import tempfile
import threading
import zipfile
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, jsonify, render_template, request

from hjkit.kit.game import FormatError, Game, UnplayableDeck
from hjkit.kit.outfiles import portable_stem, replace_file

from . import card_library, deckhistory, public_base
from .api import error as _error
from .bodies import json_object
from .catalog import builders
from .deckversion import on_disk, version_of
from .limits import from_this_machine, limiter, saves_limit
from .pages import qr_svg
from .security import script_json

bp = Blueprint("decks", __name__, url_prefix="/decks")

PRINTING = threading.Lock()
"""One print at a time: a deck's book and atlas take the generator seconds of CPU."""
PRINT_RETRY_AFTER = 5
"""Seconds a print refused while another runs is told to wait."""
SIMULATING = threading.Lock()
"""One simulation at a time: each game is the rules core's whole playout."""
TRY_GAMES = 200
"""The most games a "Try it" plays in one request (hjkit simulate plays any number)."""
DECK_QR_LIMIT = 2000
"""The longest deck link drawn as a QR code (a 60-card deck's link takes under 1,000)."""
FILE_LIMIT = 64_000
"""The longest deck file opened from the phone."""
_FILE_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")


class Refused(Exception):
    """A request the builder cannot do: its status, kind and sentence."""

    def __init__(self, status: int, kind: str, message: str):
        super().__init__(message)
        self.status, self.kind, self.message = status, kind, message


@bp.errorhandler(FormatError)
def _malformed(e: FormatError):
    return _error(400, "malformed", str(e), field=e.field)


@bp.errorhandler(UnplayableDeck)
def _unplayable(e: UnplayableDeck):
    return _error(422, "refused", str(e))


@bp.errorhandler(Refused)
def _refused(e: Refused):
    response = _error(e.status, e.kind, e.message)
    if e.status == 503:
        response.headers["Retry-After"] = str(PRINT_RETRY_AFTER)
    return response


def _game(game_id: str) -> Game:
    game = current_app.extensions["hjkit.games"].get(game_id)
    if game is None or not game.builds_decks:
        raise Refused(404, "not-found", f"no game {game_id[:40]!r} whose decks this server "
                                        "builds")
    return game


def _body() -> dict:
    return json_object()  # read as the API reads its bodies: bad ones are 400s, not 500s


def _deck(game: Game, data: dict, draft: bool = False):
    return game.read_deck(data.get("deck"), card_library(current_app, game.id), draft)


def folders() -> list[Path]:
    """The players' own card folders (config CARD_PATHS) that are folders."""
    return [Path(p) for p in current_app.config["CARD_PATHS"] if Path(p).is_dir()]


@bp.get("/")
def index():
    offered = builders()
    return render_template("decks_index.html", games=offered)


@bp.get("/<game_id>")
def page(game_id: str):
    game = current_app.extensions["hjkit.games"].get(game_id)
    if game is None or not game.builds_decks:
        abort(404)  # a page: the site's own "not found" page
    config = {"game": game.id, "title": game.title, "base": f"/decks/{game.id}",
              "public": public_base(),
              "folders": [{"index": i, "name": str(p)} for i, p in enumerate(folders())]}
    return render_template("decks.html", game=game, config=script_json(config))


@bp.get("/<game_id>/catalogue.json")
def catalogue(game_id: str):
    game = _game(game_id)
    return jsonify(game.deck_catalogue(card_library(current_app, game.id)))


@bp.post("/<game_id>/check")
def check(game_id: str):
    """The rules' verdict on the deck being built: problems in the rules' words, counts."""
    game = _game(game_id)
    deck = _deck(game, _body(), draft=True)
    return jsonify(game.deck_report(deck, card_library(current_app, game.id)))


@bp.post("/<game_id>/file")
def deck_file(game_id: str):
    """The deck file to download."""
    game = _game(game_id)
    deck = _deck(game, _body())
    text = game.deck_text(deck, card_library(current_app, game.id))
    return Response(text, mimetype="application/yaml", headers={
        "Content-Disposition": f'attachment; filename="{game.deck_id(deck)}.yaml"'})


@bp.post("/<game_id>/save")
@limiter.limit(saves_limit, exempt_when=from_this_machine)
def save(game_id: str):
    """Write the deck file into one of the CARD_PATHS folders: {"deck", "folder" (its
    index), "version" (the file's version as the page opened or last saved it), "replace"
    (true to write over a file of that name the page never read)}. A file whose version
    on disk is not the one sent is not replaced: 409 with the disk's version and deck."""
    game = _game(game_id)
    data = _body()
    deck = _deck(game, data)
    library = card_library(current_app, game.id)
    card_folders = folders()
    if not card_folders:
        raise Refused(409, "no-folder", "no folder to save into: start the companion with "
                                        "--cards FOLDER (config CARD_PATHS), or download "
                                        "the deck file instead")
    index = data.get("folder", 0)
    if not isinstance(index, int) or isinstance(index, bool) \
            or not 0 <= index < len(card_folders):
        raise FormatError("folder", f"must be the number of a card folder, 0 to "
                                    f"{len(card_folders) - 1}")
    sent = data.get("version")
    if sent is not None and not isinstance(sent, str):
        raise FormatError("version", "must be the version the deck file was opened at, or "
                                     "null")
    name = game.deck_id(deck)
    if not _FILE_NAME.match(name):  # the game's id rules say so too; a file name must
        raise FormatError("deck.deck.id", "must be lowercase letters, digits and dashes")
    if not portable_stem(name):
        raise FormatError("deck.deck.id", f"{name!r} is a name Windows keeps for a device: "
                                          "give the deck another")
    folder = game.deck_folder(card_folders[index]).resolve()
    path = folder / f"{name}.yaml"
    if not path.is_relative_to(card_folders[index].resolve()):
        raise FormatError("deck.deck.id", "must name a file inside the card folder")
    same_id = getattr(library, "decks", {}).get(name)
    if same_id is not None and Path(same_id.path).resolve() != path:
        raise Refused(409, "exists", f"a deck with the id {name!r} is already loaded from "
                                     f"{same_id.path}; give yours another name")
    _unchanged_since(path, sent, data.get("replace") is True)
    text = game.deck_text(deck, library)
    try:
        deckhistory.keep(path, text.encode("utf-8"))  # what this save replaces is kept
        replace_file(path, text.encode("utf-8"))
    except OSError as error:
        raise Refused(409, "unwritable", f"cannot write {path}: {error.strerror}") from None
    _forget_cards(game)  # the next page, table or check reads this deck too
    return jsonify({"path": str(path), "folder": index, "file": path.name,
                    "version": version_of(text.encode("utf-8"))}), 201


def _unchanged_since(path: Path, sent: str | None, replace: bool) -> None:
    """Refuse to write over path unless the page read it at the version on disk now (sent),
    or, never having read it, asked to replace it."""
    disk = on_disk(path)
    if disk is None or sent == disk[1] or (sent is None and replace):
        return
    text, version = disk
    if sent is None:
        raise Changed("exists", f"{path} exists; save again to replace it", path, text, version)
    raise Changed("changed", f"{path} changed on disk since this deck was opened or saved "
                             "here: keep yours (replace the file), take the file's, or save "
                             "yours under a new name", path, text, version)


class Changed(Exception):
    """A save that would replace a deck file the page has not seen as it is on disk."""

    def __init__(self, kind: str, message: str, path: Path, text: str, version: str):
        super().__init__(message)
        self.kind, self.message, self.path, self.text, self.version = (
            kind, message, path, text, version)


@bp.errorhandler(Changed)
def _changed(e: Changed):
    """409 with what is on disk: its version (send it to replace the file) and its deck,
    or why it does not read (the page offers to take the file's deck only if it reads)."""
    game = _game(request.view_args["game_id"])
    try:
        deck, problem = game.deck_json(game.deck_from_text(
            e.text, e.path.name, card_library(current_app, game.id))), None
    except FormatError as error:
        deck, problem = None, str(error)
    return _error(409, e.kind, e.message, path=str(e.path), version=e.version,
                  disk={"deck": deck, "problem": problem})


@bp.get("/<game_id>/decks/<deck_id>")
def open_deck(game_id: str, deck_id: str):
    """A deck the server's card folders hold, to edit: read from its file as it is on disk
    now (a designer may have edited it since the cards loaded), with its version."""
    game = _game(game_id)
    library = card_library(current_app, game.id)
    deck = getattr(library, "decks", {}).get(deck_id)
    path = Path(deck.path) if deck is not None else _left_out(game, deck_id)
    disk = on_disk(path)
    if disk is None:
        _forget_cards(game)
        raise Refused(404, "not-found", f"{path} is no longer there: the deck was moved or "
                                        "deleted since the cards loaded")
    text, version = disk
    fresh = game.deck_from_text(text, str(path), library)
    if deck is None or game.deck_json(fresh) != game.deck_json(deck.file):
        _forget_cards(game)  # the catalogue and the tables read the file again too
    return jsonify({"deck": game.deck_json(fresh), "path": str(path), "version": version})


@bp.get("/<game_id>/decks/<deck_id>/versions")
def deck_versions(game_id: str, deck_id: str):
    """The deck's earlier versions (every save keeps the file it replaces), the newest
    first, each with when it was written and what changed from it to the next."""
    game, path = _deck_file(game_id, deck_id)
    library = card_library(current_app, game.id)
    current = on_disk(path)
    later = None if current is None else _deck_json_of(game, current[0], path, library)
    found = []
    for name in deckhistory.versions(path):
        kept = _deck_json_of(game, deckhistory.read(path, name), path, library)
        found.append({"id": name.removesuffix(".yaml"), "saved": deckhistory.saved_at(name),
                      "changes": deckhistory.changes(kept, later)
                      if kept is not None and later is not None else None,
                      "opens": kept is not None})
        later = kept if kept is not None else later
    return jsonify({"path": str(path), "version": current[1] if current else None,
                    "versions": found})


@bp.get("/<game_id>/decks/<deck_id>/versions/<version_id>")
def deck_version(game_id: str, deck_id: str, version_id: str):
    """An earlier version of the deck, to open (and save over the file as it is now)."""
    game, path = _deck_file(game_id, deck_id)
    text = deckhistory.read(path, f"{version_id}.yaml")
    if text is None:
        raise Refused(404, "not-found", f"no earlier version {version_id!r} of {deck_id!r}")
    deck = game.deck_from_text(text, f"{path.name} ({version_id})",
                               card_library(current_app, game.id))
    current = on_disk(path)
    return jsonify({"deck": game.deck_json(deck), "path": str(path),
                    "version": current[1] if current else None})


def _deck_file(game_id: str, deck_id: str) -> tuple[Game, Path]:
    """The game and the file of one of the server's decks (loaded, or left out)."""
    game = _game(game_id)
    deck = getattr(card_library(current_app, game.id), "decks", {}).get(deck_id)
    return game, Path(deck.path) if deck is not None else _left_out(game, deck_id)


def _deck_json_of(game: Game, text: str | None, path: Path, library) -> dict | None:
    """A deck file's text as the page's JSON; None when it does not read."""
    if text is None:
        return None
    try:
        return game.deck_json(game.deck_from_text(text, str(path), library))
    except FormatError:
        return None


def _left_out(game: Game, deck_id: str) -> Path:
    """The file of a deck the loaded cards lack, in a card folder: one that did not load
    (opening it names the file, line and field) or was written since."""
    for folder in folders():
        path = game.deck_folder(folder) / f"{deck_id}.yaml"
        if _FILE_NAME.match(deck_id) and path.is_file():
            return path
    raise Refused(404, "not-found", f"no deck {deck_id!r}")


def _forget_cards(game: Game) -> None:
    """Drop the game's loaded cards: the next page, table or check reads the files again."""
    current_app.extensions.get("hjkit.cards", {}).pop(game.id, None)


@bp.post("/<game_id>/open")
def open_file(game_id: str):
    """A deck file from the phone ({"name", "text"}), read as `hjkit check` reads it."""
    game = _game(game_id)
    data = _body()
    text, name = data.get("text"), data.get("name", "deck.yaml")
    if not isinstance(text, str) or len(text) > FILE_LIMIT:
        raise FormatError("text", f"must be the deck file's text, at most {FILE_LIMIT} "
                                  "characters")
    if not isinstance(name, str):
        raise FormatError("name", "must be the file's name")
    deck = game.deck_from_text(text, Path(name).name[:100], card_library(current_app, game.id))
    return jsonify({"deck": game.deck_json(deck)})


@bp.post("/<game_id>/print")
def print_deck(game_id: str):
    """The deck's PDFs from the generator: {"deck", "options": {"paper", "duplex" (long,
    short, none or fold), "gutter" (mm or null), "backs" (dark or light), "proxy",
    "part" (book, atlas or both: a zip)}}. An illegal deck prints as proxies."""
    from hjkit.generator.build import BuildError, BuildOptions, build_paths
    from hjkit.generator.document import SheetOptions
    from hjkit.generator.impose import Duplex
    from hjkit.generator.progress import ProgressBar

    game = _game(game_id)
    data = _body()
    deck = _deck(game, data)
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise FormatError("options", "must be an object")
    library = card_library(current_app, game.id)
    legal = game.deck_report(deck, library)["legal"]
    proxy = options.get("proxy") is True or not legal
    sheets = _sheet_options(options, SheetOptions, Duplex)
    part = options.get("part", "both")
    if part not in ("book", "atlas", "both"):
        raise FormatError("options.part", "must be book, atlas or both")
    if not PRINTING.acquire(blocking=False):
        raise Refused(503, "busy", "another deck is printing on this server; try again "
                                   f"in {PRINT_RETRY_AFTER} s")
    try:
        with tempfile.TemporaryDirectory(prefix="hjkit-print-") as folder:
            paths = game.deck_print_paths(deck, library, Path(folder) / "deck")
            build = BuildOptions(sheets=sheets, base_url=public_base(),
                                 out=Path(folder) / "out", proxy=proxy,
                                 backs="light" if options.get("backs") == "light" else "dark")
            try:
                written = build_paths(paths, build, lambda total, label: ProgressBar(
                    total, label, enabled=False)).written
            except BuildError as error:
                raise Refused(422, "unprintable", str(error)) from None
            # the deck's own cards only: the table's tokens, markers, aid and read-me sheet
            # (which lists them) come with `hjkit build`
            parts = ("-book", "-atlas") if part == "both" else (f"-{part}",)
            files = [(p.name, p.read_bytes()) for p in written if p.stem.endswith(parts)]
    finally:
        PRINTING.release()
    stem = game.deck_id(deck) + ("-proxies" if proxy else "")
    headers = {"X-Proxies": "yes" if proxy else "no", "Cache-Control": "no-store"}
    if len(files) == 1:
        name, pdf = files[0]
        name = name.replace(".pdf", "-proxies.pdf") if proxy else name
        return Response(pdf, mimetype="application/pdf", headers={
            **headers, "Content-Disposition": f'attachment; filename="{name}"'})
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, pdf in files:
            archive.writestr(name.replace(".pdf", "-proxies.pdf") if proxy else name, pdf)
    return Response(buffer.getvalue(), mimetype="application/zip", headers={
        **headers, "Content-Disposition": f'attachment; filename="{stem}.zip"'})


def _sheet_options(options: dict, sheet_options, duplex):
    paper = options.get("paper", "letter")
    if paper not in ("letter", "a4"):
        raise FormatError("options.paper", "must be letter or a4")
    sides = options.get("duplex", "long")
    if sides not in ("long", "short", "none", "fold"):
        raise FormatError("options.duplex", "must be long, short, none or fold")
    gutter = options.get("gutter")
    if gutter is not None and (isinstance(gutter, bool) or not isinstance(gutter, (int, float))
                               or not 0 <= gutter <= 50):
        raise FormatError("options.gutter", "must be millimetres from 0 to 50, or null")
    return sheet_options(paper=paper, duplex=duplex("long" if sides == "fold" else sides),
                         gutter=None if gutter is None else float(gutter),
                         fold=sides == "fold")


@bp.post("/<game_id>/play")
def play(game_id: str):
    """A table's setup seating the deck ({"deck", "seats": [{"name", "deck": another
    deck's id, or null for this one}]}): the page posts it to /api/tables."""
    game = _game(game_id)
    data = _body()
    deck = _deck(game, data)
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise FormatError("seats", "must be a list of {name, deck}")
    chosen = [(s.get("name"), s.get("deck")) for s in seats]
    if not all(isinstance(n, str) and (d is None or isinstance(d, str)) for n, d in chosen):
        raise FormatError("seats", "each seat has a name and a deck id (null: this deck)")
    library = card_library(current_app, game.id)
    return jsonify({"ruleset": game.id, "setup": game.deck_setup(deck, library, chosen)})


@bp.post("/<game_id>/try")
def try_deck(game_id: str):
    """{"deck", "against": a deck id or null (the deck itself), "games"}: hjkit simulate's
    figures for the deck against the other, both played by the game's simulated player."""
    from hjkit.kit.simulate import SimulationError, simulate

    game = _game(game_id)
    data = _body()
    deck = _deck(game, data)
    games = data.get("games", 50)
    if not isinstance(games, int) or isinstance(games, bool) or not 1 <= games <= TRY_GAMES:
        raise FormatError("games", f"must be a whole number from 1 to {TRY_GAMES}")
    against = data.get("against") or game.deck_id(deck)
    if not isinstance(against, str):
        raise FormatError("against", "must be a deck id, or null for this deck")
    library = game.deck_library(deck, card_library(current_app, game.id))
    if not SIMULATING.acquire(blocking=False):
        raise Refused(503, "busy", "another simulation is running: try again in a moment")
    try:
        result = simulate(game, library, game.deck_id(deck), against, games)
    except SimulationError as error:
        raise Refused(409, "cannot-simulate", str(error)) from None
    finally:
        SIMULATING.release()
    names = {d["id"]: d["name"] for v in game.variants(library) for d in v.decks}
    labels = [names.get(d, d) + (f" ({'ab'[side]})" if result.decks[0] == result.decks[1]
                                 else "") for side, d in enumerate(result.decks)]
    return jsonify({"games": result.games, "variant": result.variant,
                    "sides": [{"deck": result.decks[side], "wins": result.wins[side],
                               "rate": result.win_rate(side),
                               "interval": _bounds(result.win_interval(side)),
                               "played": [list(p) for p in result.played[side][:5]],
                               "cards": [_card_rates(result, side, card, count)
                                         for card, count in result.played[side][:5]]}
                              for side in (0, 1)],
                    "player": result.player, "verdict": list(result.verdict(labels)),
                    "undecided": result.undecided, "first_rate": result.first_rate,
                    "first_interval": _bounds(result.first_interval),
                    "mean_actions": result.mean_actions,
                    "turns": {"median": result.turns_at(0.5), "low": result.turns_at(0.1),
                              "high": result.turns_at(0.9)} if result.lengths else None,
                    "endings": [list(e) for e in result.endings]})


def _card_rates(result, side: int, card: str, count: int) -> dict:
    """A card the deck played: how often, and the deck's win rate in the games with it and
    in those without it (null when it was played in every game)."""
    played, not_played = result.with_and_without(side, card)
    return {"id": card, "count": count, "games": played.games,
            "with": {"rate": played.rate, "interval": _bounds(played.interval)},
            "without": {"games": not_played.games, "rate": not_played.rate,
                        "interval": _bounds(not_played.interval)} if not_played.games
            else None}


def _bounds(interval) -> list[float]:
    return [interval.low, interval.high]


@bp.post("/<game_id>/qr.svg")
def deck_qr(game_id: str):
    """A QR code of a deck's link (longer than /qr.svg takes: the deck is in the link)."""
    _game(game_id)
    text = _body().get("text")
    if not isinstance(text, str) or not text or len(text) > DECK_QR_LIMIT:
        raise FormatError("text", f"must be a link of at most {DECK_QR_LIMIT} characters")
    return Response(qr_svg(text), mimetype="image/svg+xml", headers={"Cache-Control": "no-store"})
