"""The seam between the kit and a game: what every game offers, and what it answers.

The kit (command line, print pipeline, companion) knows no game. Each game is one package
with one class implementing `Game`, named in the `hjkit.games` entry-point group (see
`hjkit.kit.registry`); on `EngineGame` the class hands the table methods to the game's
engine and says only what is its own. A game's engine answers every action with
`Applied` (the new state and its events) or `Refusal` (a stable rule code and a
sentence); the companion stores only setups and actions as JSON, so replaying them
through `start` and `apply` rebuilds every state. (`Applied`, `Refusal` and `Event` are
defined in `hjkit.kit.results` and named here, where the games read them.)

Setups are JSON objects; the companion's home page sends
``{"variant": ..., "seats": [{"name": ..., "deck": ...}, ...]}`` (deck only when the
variant's catalog lists decks), and a game may accept more fields of its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from .cardfiles import CardFiles
from .results import Applied as Applied
from .results import Event as Event
from .results import Refusal as Refusal

REFUSED_TEXT = "[\\u0000\\ud800-\\udfff]"
"""A JSON Schema pattern: a NUL or a lone surrogate, which the server refuses in any string
of a request (companion/api.py) as it cannot be stored and shown."""
NOT_BLANK = ("[^\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029"
             "\\u202f\\u205f\\u3000]")
"""A JSON Schema pattern: some character that is not whitespace as str.strip() sees it
(the games refuse a name that strips to nothing)."""


class FormatError(ValueError):
    """A request that cannot be read: names the field at fault (answered with 400)."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


class UnplayableDeck(ValueError):
    """A deck read well that no table can play (it names cards the server lacks): the deck
    builder answers 422 with the sentence."""


# What a game answers once per command or table: values, frozen dataclasses like every other.


@dataclass(frozen=True, slots=True)
class Started:
    """A new game."""

    setup: dict
    """The setup to store: complete, so replay is deterministic."""
    seats: tuple[str, ...]
    """The seat names, in seat order."""
    state: Any
    """The first state."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game's card data as read from files."""

    library: Any
    """The library, of the game's own type."""
    problems: tuple = ()
    """Every problem found, each naming file, line and field."""
    notes: tuple[str, ...] = ()
    """What loading decided that is worth saying but no problem (a set replaced by a later
    copy), as sentences."""


@dataclass(frozen=True, slots=True)
class CheckReport:
    """What `hjkit check` prints for one game."""

    problems: tuple
    """Data problems (printed to stderr)."""
    verdicts: tuple[str, ...]
    """A verdict line per deck."""
    summary: str
    """One line saying what was loaded."""
    illegal: int
    """How many decks are illegal."""


@dataclass(frozen=True, slots=True)
class Variant:
    """One way to play a game, as the home page offers it."""

    id: str
    name: str
    min_players: int
    max_players: int
    decks: tuple[dict, ...] = ()
    """The decks a seat may choose, each {"id", "name"}; empty when seats choose none."""


class ActionFormatError(FormatError):
    """An action's JSON that cannot be read (see hjkit.kit.actions); field names the action's
    field at fault, and the game answers FormatError "action.<field>"."""


class Game(ABC):
    """One game on the kit. Instances hold no table and no cards: the caller passes the
    library it loaded, so one registered instance serves every app and command.

    Table methods must be pure: a state is a function of the stored setup and the
    accepted actions."""

    id: ClassVar[str]
    """Stable id stored with each table and used in addresses, e.g. 'heroes-journey'."""
    title: ClassVar[str]
    """The game's printed name."""
    order: ClassVar[int] = 100
    """Where home pages and lists offer the game: lower first, ties by id."""

    # -- card data: hjkit check, schema, build; the companion's decks and rulings --------

    def shipped_cards(self) -> Path | None:
        """The card sets shipped inside the game's package, if any."""
        return None

    def claims(self, path: Path) -> bool:
        """True when path (a file or folder) holds this game's card data."""
        return False

    def load(self, paths: Sequence[Path]) -> Loaded:
        """The card data under paths; never raises on bad data."""
        return Loaded(None)

    def check(self, loaded: Loaded) -> CheckReport:
        """Data problems and deck legality, for `hjkit check`."""
        problems = tuple(str(p) for p in loaded.problems)
        return CheckReport(problems, (), f"{len(problems)} data problems", 0)

    def pictures(self, library: Any) -> tuple:
        """The pictures the library's cards name (hjkit.kit.pictures.CardPicture values):
        `hjkit check` warns of missing ones, and reads them all with --pictures."""
        return ()

    def write_schemas(self, folder: Path | None = None) -> list[Path]:
        """Write JSON Schemas of the game's card files (default: the package's own)."""
        return []

    def print_jobs(self, library: Any, settings: Any) -> list:
        """What `hjkit build` prints from a library: hjkit.generator.build.PrintJob values."""
        return []

    def card_sheet(self) -> Any:
        """How the game's card sets go to and from spreadsheet rows, one card a row (a
        hjkit.kit.csvcards.CardSheet), for `hjkit import` and `hjkit export csv`; None for
        a game whose card data is not rows of cards."""
        return None

    def web(self) -> Any:
        """The game's Flask blueprint (rulings pages, phone scripts), imported on demand;
        None for a game with no pages of its own."""
        return None

    setup_links: ClassVar[tuple[tuple[str, str], ...]] = ()
    """(label, address) of the game's own pages that start a table another way (e.g. with
    pieces laid by hand); the home page lists them under its form."""

    phone_scripts: ClassVar[tuple[str, ...]] = ()
    """Files in the game blueprint's static folder that a table's pages load before the
    kit's table.js; they set window.HJ.game (sections, actions, useDeck, play)."""

    def phone_cards(self, library: Any, view: dict, seat: int | None) -> dict:
        """The cards a phone may pick from, by id ({title, ...}): the seat's deck, or every
        seat's on the watch view."""
        return {}

    def card_ids(self, library: Any) -> set[str]:
        """The ids of the cards in a library: /cards/<id> opens their rulings pages."""
        return set()

    # -- the deck builder (the companion's /decks/<game id>) --------------------------------
    # A game whose players build decks sets builds_decks and answers these; the others
    # keep the defaults and the companion offers them no builder. A deck is the game's own
    # value (The Heroes' Journey: its DeckFile model).

    builds_decks: ClassVar[bool] = False
    """True when players build their own decks of this game's cards."""

    window_clock: ClassVar[int] = 0
    """The seconds of the window clock (kit.setups.clock_of) a new table of this game is
    offered; 0 for a game whose setup takes no clock."""

    def suggested_rounds(self, players: int) -> int | None:
        """The round limit (setup "rounds") a new table of this many players is offered;
        None for a game whose setup takes no round limit."""
        return None

    def deck_catalogue(self, library: Any) -> dict:
        """What the deck builder offers: {"variants", "sets", "cultures", "cards", "decks"},
        each card with the fields the page filters by (id, title, set, zone, type,
        type_line, side, culture, cost, unique, text)."""
        raise FormatError("deck", f"{self.title} has no decks")

    def read_deck(self, data: object, library: Any, draft: bool = False) -> Any:
        """A deck from the builder's JSON (its deck file's fields); raise FormatError naming
        the field. draft: a deck being built, whose parts may still be empty."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_json(self, deck: Any) -> dict:
        """The deck as the builder's JSON: read_deck(deck_json(d)) == d."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_id(self, deck: Any) -> str:
        """The deck's id: its file's name and its print jobs'."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_report(self, deck: Any, library: Any) -> dict:
        """The rules' verdict, as `hjkit check` gives it: {"legal", "problems" (each
        {"code", "message", "warning"}), "counts" (each {"label", "value", "rule"}: the
        numbers the construction rules are about)}."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_schema(self, draft: bool = False) -> dict:
        """JSON Schema of the deck JSON read_deck reads (its deck file's fields; draft: a
        deck being built), for the OpenAPI document."""
        return {"type": "object"}

    def deck_text(self, deck: Any, library: Any) -> str:
        """The deck file, as `hjkit check` and `hjkit build` read it."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_from_text(self, text: str, name: str, library: Any) -> Any:
        """A deck file's text (name: the file's name, for messages); raise FormatError with
        the file, line and field of the first problem."""
        raise FormatError("file", f"{self.title} has no decks")

    def deck_folder(self, card_folder: Path) -> Path:
        """Where a deck file saved into one of the players' card folders goes (load() of
        the card folder finds it there)."""
        return card_folder / "decks"

    def deck_print_paths(self, deck: Any, library: Any, folder: Path) -> list[Path]:
        """Write the deck's file into folder and answer the paths `hjkit build` prints it
        from (its file and the card files it names)."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_library(self, deck: Any, library: Any) -> Any:
        """The library with the deck among its decks (by its id), as a simulation plays it."""
        raise FormatError("deck", f"{self.title} has no decks")

    def deck_setup(self, deck: Any, library: Any, seats: list[tuple[str, str | None]]) -> dict:
        """A table's setup (what start() reads) seating the deck: seats are (name, deck id),
        None for this deck; the setup brings the deck and its cards along."""
        raise FormatError("deck", f"{self.title} has no decks")

    # -- a table at the companion ---------------------------------------------------------

    def variants(self, library: Any) -> list[Variant]:
        """The ways to set up a table, with what each seat may choose."""
        return []

    @abstractmethod
    def start(self, setup: object, library: Any) -> Started | Refusal:
        """A new game from the client's setup JSON; raise FormatError for malformed input.
        The returned setup is what start() gets back on replay."""

    @abstractmethod
    def parse_action(self, data: object) -> Any:
        """An action from JSON; raise FormatError naming the bad field."""

    @abstractmethod
    def action_json(self, action: Any) -> dict:
        """The JSON form stored in the log; parse_action(action_json(a)) == a."""

    @abstractmethod
    def action_seat(self, action: Any) -> int:
        """The seat taking the action: the one whose token may send it."""

    @abstractmethod
    def apply(self, state: Any, action: Any) -> Applied | Refusal:
        """The rules' verdict on an action."""

    @abstractmethod
    def legal_actions(self, state: Any) -> list:
        """Every action that may be taken now, by any seat."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def view(self, state: Any) -> dict:
        """What every phone and the watch view show (JSON-ready), including what may be
        done now: nothing the rules keep secret from anyone (another seat's hand, a bid
        not yet revealed)."""

    def seat_view(self, state: Any, seat: int) -> dict:
        """What seat's own phone shows: view() plus what the rules let that seat alone see
        (its hand, its own decisions on it). Read with the seat's token only."""
        return self.view(state)

    def public_action(self, action_json: dict, state: Any) -> dict:
        """An action's stored JSON as anyone may read it in the log now (state: the table's
        latest): a game leaves out what the rules keep secret at that point, e.g. a bid's
        amount until every bid is revealed. The stored entry keeps it all, for replay."""
        return action_json

    def reveals(self, before: Any, after: Any) -> bool:
        """True when the action that took the table from before to after showed everyone
        what the rules kept secret until then (sealed bids revealed together): an undo
        never takes it back, as the players cannot unsee it and could choose again
        knowing it."""
        return False

    @property
    def has_seat_views(self) -> bool:
        """True when seat_view() may differ from view(): a seated phone then reads the
        table with its token after each update instead of using the shared one."""
        return type(self).seat_view is not Game.seat_view

    def view_schema(self) -> dict:
        """JSON Schema of view(), for the OpenAPI document."""
        return {"type": "object"}

    def action_schema(self) -> dict:
        """JSON Schema of an action's JSON form, for the OpenAPI document: each action
        type with its own fields, as parse_action reads them."""
        return {"type": "object"}

    name_limit: ClassVar[int] = 40
    """The longest seat name start() accepts."""

    def setup_schema(self, library: Any) -> dict:
        """JSON Schema of the setup a player's request brings, for the OpenAPI document: the
        variant and the seats (a name of 1 to name_limit characters, not blank; a deck
        where the variants list decks, else one that is ignored); no seed, which the
        server draws and keeps secret. Setups the rules refuse
        (a player count) are 422s, not schema errors; a game with more fields adds them."""
        variants = self.variants(library)
        decks = sorted({d["id"] for v in variants for d in v.decks})
        # The name's NUL and lone surrogates are refused in words only: schemathesis cannot
        # generate a string with both a pattern and a `not` (companion/openapi.py).
        name = {"type": "string", "minLength": 1, "maxLength": self.name_limit,
                "pattern": NOT_BLANK, "description": "not blank; no NUL and no lone "
                                                     "surrogate (api.py refuses both)"}
        seat = {"type": "object", "additionalProperties": False, "required": ["name"],
                "properties": {"name": name}}
        if decks:
            seat["required"].append("deck")
            seat["properties"]["deck"] = {"enum": decks}
        else:  # the home page's form may send one (hjkit.kit.setups.read_seats)
            seat["properties"]["deck"] = {"description": "ignored: this game's seats choose "
                                                         "no deck"}
        return {"type": "object", "additionalProperties": False,
                "required": ["variant", "seats"],
                "properties": {"variant": {"enum": [v.id for v in variants]},
                               "seats": {"type": "array", "minItems": 1, "items": seat}}}

    def rematch_setup(self, setup: dict) -> dict:
        """The setup of a rematch with the same seats, from the stored one (a game that
        deals from a seed drops it here, so the rematch deals anew)."""
        return setup

    def sample_setups(self, library: Any) -> list[dict]:
        """Setups that start a game with the given library: for the conformance tests,
        the benchmarks and the demo."""
        return []

    def simulation_players(self) -> tuple[str, ...]:
        """The names of the simulated players `hjkit simulate --player` may seat, the
        default first; () for a game without one."""
        return ()

    def simulation_player(self, name: str | None = None) -> Any:
        """The simulated player of that name (the first by default) that `hjkit simulate`
        seats on both sides of a game of deck against deck (a hjkit.kit.simulate.Player);
        None for a game without one."""
        return None

    def playout_policy(self) -> Any:
        """The random player of the conformance suite's playouts (a hjkit.kit.playout
        Policy): any legal action, each as likely, unless the game weights down a choice
        a random player would take far more often than any player would."""
        from .playout import uniform

        return uniform


class EngineGame(Game):
    """A game whose rules live in its engine, a pure package beside its class: the table
    methods are the engine's, and a subclass says only what is its own (its setups, card
    data, pages, and what of its state says the game is over).

    The class names its engine by its dotted name and imports it on first use: the
    registry loads every game's class to find the one whose cards lie under a path, and
    a command about one game's cards has no use for any engine."""

    engine: ClassVar[str]
    """The engine package, e.g. "hjkit.games.heroes_journey.engine". Its modules answer
    for the game: table (apply, legal_actions), actions (action_from_dict and
    action_to_dict, reading with hjkit.kit.actions), view (table_view(state), and with
    has_seat_views table_view(state, seat)) and view_schema (VIEW and ACTION, JSON Schemas
    of a view and of an action). A game small enough may name one module that holds it all."""

    has_seat_views: ClassVar[bool] = False
    """True when the engine's table_view(state, seat) shows a seat what the rules let it
    alone see (its hand): see Game.has_seat_views."""

    cards: ClassVar[CardFiles | None] = None
    """Where the game's card files lie (None: a game without cards). Its package then
    answers for them by the design's layout: model.library.load(paths) gives (library,
    problems), model.schema.write_schemas(folder) the JSON Schemas it wrote,
    faces.jobs.print_jobs(library, settings) what a build prints, and web.rulings.bp its
    pages."""

    def package_part(self, name: str) -> ModuleType:
        """A module of the game's package by its name below it, e.g. "model.library"."""
        return import_module(f"{self.cards.package}.{name}")

    def shipped_cards(self) -> Path | None:
        return None if self.cards is None else self.cards.shipped

    def claims(self, path: Path) -> bool:
        return self.cards is not None and bool(self.cards.under([path]))

    def load(self, paths: Sequence[Path]) -> Loaded:
        if self.cards is None:
            return Loaded(None)
        library, problems = self.package_part("model.library").load(paths)
        return Loaded(library, tuple(problems), tuple(getattr(library, "notes", ())))

    def write_schemas(self, folder: Path | None = None) -> list[Path]:
        if self.cards is None:
            return []
        return self.package_part("model.schema").write_schemas(
            folder or self.cards.schema_folder)

    def print_jobs(self, library: Any, settings: Any) -> list:
        if self.cards is None:
            return []
        return self.package_part("faces.jobs").print_jobs(library, settings)

    def web(self) -> Any:
        return None if self.cards is None else self.package_part("web.rulings").bp

    def engine_part(self, name: str) -> ModuleType:
        """The engine's module name (table, actions, view, view_schema)."""
        engine = import_module(self.engine)
        return import_module(f"{self.engine}.{name}") if hasattr(engine, "__path__") else engine

    def parse_action(self, data: object) -> Any:
        try:
            return self.engine_part("actions").action_from_dict(data)
        except ActionFormatError as error:
            raise FormatError(f"action.{error.field}", error.message) from None

    def action_json(self, action: Any) -> dict:
        return self.engine_part("actions").action_to_dict(action)

    def action_seat(self, action: Any) -> int:
        return action.seat

    def apply(self, state: Any, action: Any) -> Applied | Refusal:
        return self.engine_part("table").apply(state, action)

    def legal_actions(self, state: Any) -> list:
        return self.engine_part("table").legal_actions(state)

    def view(self, state: Any) -> dict:
        return self.engine_part("view").table_view(state)

    def seat_view(self, state: Any, seat: int) -> dict:
        if not self.has_seat_views:
            return self.view(state)
        return self.engine_part("view").table_view(state, seat)

    def view_schema(self) -> dict:
        return self.engine_part("view_schema").VIEW

    def action_schema(self) -> dict:
        return self.engine_part("view_schema").ACTION
