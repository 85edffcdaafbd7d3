"""The Heroes' Journey on the kit: the one class the `hjkit.games` entry point names.

Setup JSON:

    {"variant": "intro", "seed": 7, "seats": [{"name": "Ana", "deck": "intro"}, ...]}

seed is optional (a random one is drawn and stored, so replay deals the same game). The
stored setup also keeps the decks and every card in them as they were at creation, so a
table replays the same game even after the card files are edited.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from hjkit.kit.cardfolders import holds_no_cards
from hjkit.kit.game import (
    CheckReport,
    EngineGame,
    FormatError,
    Loaded,
    Refusal,
    Started,
    UnplayableDeck,
    Variant,
)
from hjkit.kit.setups import clock_of, read_seats, seed_of, setup_fields, variant_of
from hjkit.kit.wording import counted

from .model.files import CARD_FILE, CARDS, DECK_FOLDER, find_sets, is_deck_file

if TYPE_CHECKING:
    from .engine.state import Table
    from .model.cards import DeckFile
    from .model.library import Library

# The rules core, the card models and pydantic are imported by the methods that use them:
# the registry loads every game's class to find which one owns a path, and a build, a check
# or a page of one game should not pay for the others' (nor for its own engine).


class HeroesJourney(EngineGame):
    id = "heroes-journey"
    title = "The Heroes' Journey"
    order = 0  # the kit's first game: offered first
    engine = "hjkit.games.heroes_journey.engine"
    cards = CARDS

    # -- card data ------------------------------------------------------------------------

    def claims(self, path: Path) -> bool:
        if holds_no_cards(path):
            return True  # a new card folder: the deck builder saves its decks here
        if path.is_file() and path.name != CARD_FILE and path.parent.name != DECK_FOLDER \
                and not is_deck_file(path):
            return False  # another game's file (a set's cards are in cards.yaml)
        card_files, deck_files = find_sets([path])
        return bool(card_files or deck_files)

    def pictures(self, library: Library) -> tuple:
        return tuple(library.art.values())

    def check(self, loaded: Loaded) -> CheckReport:
        from .model.decks import check_deck

        library: Library = loaded.library
        problems = [str(p) for p in loaded.problems] + _unprintable(library)
        verdicts, illegal = [], 0
        for deck in library.decks.values():
            deck_problems = check_deck(deck, library)
            errors = [p for p in deck_problems if not p.warning]
            illegal += bool(errors)
            verdicts.append(f"{deck.path}: deck {deck.id} ({deck.variant}) is "
                            f"{'illegal' if errors else 'legal'}")
            verdicts += [f"{deck.path}:{p.line}: {p}" for p in deck_problems]
        players = sorted((c for c in library.cards.values() if c.unexpressed),
                         key=lambda c: c.id)
        verdicts += [f"card {c.id}: not resolved by the rules core: {c.unexpressed}"
                     for c in players]
        differing = _text_differences(library)
        verdicts += differing
        summary = (f"{counted(len(library.cards), 'card')}, "
                   f"{counted(len(library.decks), 'deck')}, "
                   f"{counted(len(problems), 'data problem')}, {counted(illegal, 'illegal deck')}, "
                   f"{counted(len(players), 'card')} the rules core does not resolve, "
                   f"{counted(len(differing), 'difference')} between a card's text and its "
                   "fields")
        return CheckReport(tuple(problems), tuple(verdicts), summary, illegal)

    phone_scripts = ("render.js", "clock.js", "actions.js")

    def phone_cards(self, library: Library, view: dict, seat: int | None) -> dict:
        decks = [s["deck_id"] for s in view.get("seats", [])]
        cards = {}
        for deck_id in ([decks[seat]] if seat is not None else decks):
            deck = library.decks.get(deck_id)
            for card_id in (() if deck is None else
                            (*deck.file.book, *deck.file.atlas, *deck.file.starting_party)):
                card = library.cards.get(card_id)
                if card is not None:
                    cards[card_id] = {"title": card.title, "cost": card.cost,
                                      "side": card.side, "type": card.type}
        return cards

    def card_ids(self, library: Library) -> set[str]:
        return set(library.cards)

    def card_sheet(self):
        """One family, the set's cards.yaml: its header is the set and its cultures (a new
        set may use every shipped culture)."""
        from hjkit.kit.csvcards import CardSheet, Family
        from hjkit.kit.yamlsource import read_yaml

        from .model.cards import Card

        def new_header(set_id: str) -> dict:
            cultures = {}
            for path in sorted(self.cards.shipped.glob(f"*/{CARD_FILE}")):
                for culture in read_yaml(path).data.get("cultures", []):
                    cultures.setdefault(culture["id"], culture)
            return {"set": {"id": set_id, "name": set_id, "variant": "standard"},
                    "cultures": list(cultures.values())}

        return CardSheet((Family("cards", Card, CARD_FILE),), CARD_FILE,
                         lambda library: {"cards": library.cards.values()}, new_header)

    # -- the deck builder -------------------------------------------------------------------

    builds_decks = True
    window_clock = 2  # a moment to say "wait"; a two-move intro turn waits under 10 s

    def deck_catalogue(self, library: Library) -> dict:
        """The builder's cards, sets and decks; each variant with its starting hand and
        mulligans as the set-up deals them (the builder's sample hand)."""
        from .engine.setup import MULLIGAN_DRAWS, MULLIGAN_HOLD
        from .model.builder import catalogue
        from .model.variants import VARIANTS

        found = catalogue(library, self.shipped_cards())
        for variant in found["variants"]:
            rules = VARIANTS[variant["id"]]
            variant["setup"] = {"hand": rules.hand_size, "hold": MULLIGAN_HOLD,
                                "mulligans": list(MULLIGAN_DRAWS[:rules.mulligans][::-1])}
        return found

    def read_deck(self, data: object, library: Library, draft: bool = False) -> DeckFile:
        from .model.builder import read_deck

        return read_deck(data, draft)

    def deck_schema(self, draft: bool = False) -> dict:
        from hjkit.kit.schemas import inlined

        from .model.builder import DeckDraft
        from .model.cards import DeckFile

        return inlined((DeckDraft if draft else DeckFile).model_json_schema(by_alias=True))

    def deck_json(self, deck: DeckFile) -> dict:
        return deck.model_dump(mode="json")

    def deck_id(self, deck: DeckFile) -> str:
        return deck.deck.id

    def deck_report(self, deck: DeckFile, library: Library) -> dict:
        from .model.builder import report

        return report(deck, library)

    def deck_text(self, deck: DeckFile, library: Library) -> str:
        from .model.builder import deck_text

        return deck_text(deck, library)

    def deck_from_text(self, text: str, name: str, library: Library) -> DeckFile:
        from .model.builder import deck_from_text

        return deck_from_text(text, name, library)

    def deck_print_paths(self, deck: DeckFile, library: Library, folder: Path) -> list[Path]:
        from .model.builder import card_files, deck_text

        path = self.deck_folder(folder) / f"{deck.deck.id}.yaml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(deck_text(deck, library), encoding="utf-8")
        return [*card_files(deck, library), path]

    def deck_library(self, deck: DeckFile, library: Library) -> Library:
        from .model.builder import with_deck

        return with_deck(library, deck)

    def deck_setup(self, deck: DeckFile, library: Library,
                   seats: list[tuple[str, str | None]]) -> dict:
        from .model.builder import with_deck

        own = deck.deck.id
        for _name, deck_id in seats:
            if deck_id is not None and deck_id not in library.decks:
                raise FormatError("seats", f"unknown deck {deck_id!r}")
        chosen = [(name, own if deck_id is None else deck_id) for name, deck_id in seats]
        library = with_deck(library, deck)
        unknown = [c for c in (*deck.book, *deck.atlas, *deck.starting_party)
                   if c not in library.cards]
        if unknown:  # a table plays only cards the server has
            raise UnplayableDeck(f"the deck names cards this server does not have: "
                                 f"{', '.join(sorted(set(unknown))[:5])}")
        return {"variant": deck.deck.variant,
                "seats": [{"name": n, "deck": d} for n, d in chosen],
                **_snapshot({d for _, d in chosen}, library)}

    # -- a table --------------------------------------------------------------------------

    def variants(self, library: Library) -> list[Variant]:
        from .model.variants import VARIANTS

        decks = sorted(library.decks.values(), key=lambda d: d.name)
        return [Variant(v.name, v.title, v.min_players, v.max_players,
                        tuple({"id": d.id, "name": d.name} for d in decks
                              if d.variant == v.name))
                for v in VARIANTS.values()]

    def start(self, setup: object, library: Library) -> Started | Refusal:
        from .engine.setup import new_table
        from .model.decks import check_deck
        from .model.variants import VARIANTS

        setup = setup_fields(setup, ("variant", "seed", "seats", "cards", "decks", "clock"))
        variant, seed, clock = variant_of(setup, VARIANTS), seed_of(setup), clock_of(setup)
        if "cards" in setup:
            library = _frozen_library(setup)
        seats = read_seats(setup.get("seats"), self.name_limit, library.decks)
        for deck_id in dict.fromkeys(d for _, d in seats):
            # A setup bringing its own decks gets the checks `hjkit check` makes.
            problems = [p for p in check_deck(library.decks[deck_id], library) if not p.warning]
            if problems:
                return Refusal("illegal-deck", f"deck {deck_id!r} is illegal: "
                                               + "; ".join(p.message for p in problems[:3]))
        try:
            table = new_table(variant, [(n, library.decks[d]) for n, d in seats], library, seed,
                              clock)
        except ValueError as error:
            return Refusal("setup", str(error))
        stored = {"variant": variant, "seed": seed, **({"clock": clock} if clock else {}),
                  "seats": [{"name": n, "deck": d} for n, d in seats],
                  **_snapshot({d for _, d in seats}, library)}
        return Started(stored, tuple(n for n, _ in seats), table)

    def is_over(self, state: Table) -> bool:
        return state.is_over

    def public_action(self, action_json: dict, state: Table) -> dict:
        """"They will then reveal their bids simultaneously": a bid's amount is left out of
        the log while the table is still bidding."""
        from .engine.state import Step

        if action_json.get("type") == "bid" and state.step is Step.BIDS:
            return {k: v for k, v in action_json.items() if k != "amount"}
        return action_json

    def reveals(self, before: Table, after: Table) -> bool:
        """The last bid reveals every bid: undone, its bidder could bid again knowing
        the others'."""
        from .engine.state import Step

        return before.step is Step.BIDS and after.step is not Step.BIDS

    def simulation_players(self) -> tuple[str, ...]:
        """The greedy player (engine/greedy.py), and the search player (engine/search.py)
        that plays on the greedy one's games to choose."""
        return ("greedy", "search")

    def simulation_player(self, name: str | None = None):
        """The named simulated player (greedy by default), choosing among the legal actions
        but the table talk; the first player is the first in turn order."""
        from functools import partial

        from hjkit.kit.simulate import Player

        from .engine import greedy, search
        from .engine.actions import PlayCard
        from .engine.table import legal_actions

        def played(t, action):
            return action.card_id if isinstance(action, PlayCard) and not t.step.is_setup \
                else None

        choose = partial(search.choose, budget=search.DEFAULT) if name == "search" \
            else greedy.choose
        return Player(choose, lambda t: t.winner, lambda t: t.order[0] if t.order
                      else None, played, partial(legal_actions, adjustments=False),
                      turns=lambda t: t.turn, ending=_ending)

    def rematch_setup(self, setup: dict) -> dict:
        """The same seats, decks and cards; a new seed, so a new deal and first player."""
        return {k: v for k, v in setup.items() if k != "seed"}

    def sample_setups(self, library: Library) -> list[dict]:
        """Every variant at its fewest and most players (up to 4), decks dealt in turn."""
        setups = []
        for v in self.variants(library):
            decks = [d["id"] for d in v.decks]
            for players in sorted({v.min_players, min(v.max_players, 4)}):
                if decks:
                    setups.append({"variant": v.id, "seats": [
                        {"name": f"Player {i + 1}", "deck": decks[i % len(decks)]}
                        for i in range(players)]})
        return setups


def _unprintable(library: Library) -> list[str]:
    """Text `hjkit build` would refuse: characters the embedded fonts cannot print."""
    from hjkit.generator.fonts import missing_characters

    found = []
    for card_id, card in library.cards.items():
        missing = missing_characters(card.printed_text)
        if missing:
            path, line = library.origins.get(card_id, (Path("?"), 1))
            found.append(f"{path}:{line}: [{card_id}] uses characters the embedded fonts "
                         f"lack: {' '.join(repr(c) for c in missing)}")
    return found


def _text_differences(library: Library) -> list[str]:
    """Each place a card's printed text says other than its modifiers and abilities do."""
    from .model.text_check import text_differences

    found = []
    for card_id, card in sorted(library.cards.items()):
        path, line = library.origins.get(card_id, (Path("?"), 1))
        found += [f"{path}:{line}: warning card-text: [{card_id}] {difference}"
                  for difference in text_differences(card)]
    return found


def _snapshot(deck_ids: set[str], library: Library) -> dict:
    """The decks and their cards as JSON, to store with the table."""
    decks = {d: library.decks[d].file for d in sorted(deck_ids)}
    card_ids = sorted({c for deck in decks.values()
                       for c in (*deck.book, *deck.atlas, *deck.starting_party)})
    return {"decks": {d: deck.model_dump(mode="json") for d, deck in decks.items()},
            "cards": {c: library.cards[c].model_dump(mode="json", exclude_defaults=True)
                      for c in card_ids}}


def _frozen_library(setup: dict) -> Library:
    """The library a stored setup carries (see _snapshot)."""
    from pydantic import ValidationError

    from hjkit.kit.problems import message

    from .model.cards import Card, DeckFile
    from .model.library import Deck, Library

    cards, decks = setup.get("cards"), setup.get("decks")
    if not isinstance(cards, dict) or not isinstance(decks, dict):
        raise FormatError("cards", "cards and decks go together, as objects by id")
    def read(kind: str, model, data: dict) -> dict:
        """Each item of cards or decks as its model; a problem names the item and field."""
        read = {}
        for item_id, item in data.items():
            try:
                read[item_id] = model.model_validate(item)
            except ValidationError as error:
                first = error.errors()[0]
                field = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
                raise FormatError(f"{kind}.{item_id}{field}", message(first)) from None
        return read

    library = Library()
    library.cards = read("cards", Card, cards)
    library.decks = {i: Deck(Path(f"stored:{i}"), d, {})
                     for i, d in read("decks", DeckFile, decks).items()}
    for deck_id, deck in library.decks.items():
        named = [("book", c) for c in deck.file.book] + [
            (zone, c) for zone in ("atlas", "starting_party") for c in getattr(deck.file, zone)]
        for zone, card_id in named:
            if card_id not in library.cards:
                raise FormatError(f"decks.{deck_id}.{zone}",
                                  f"names card {card_id!r}, which cards does not hold")
    return library


def _ending(t) -> str:
    """The rules' two ways to win: "FIRST TO FINISH" or "LAST TO FALL"."""
    if any(s.lost for s in t.seats):
        return "last to fall (a hero died)"
    return "first to finish (a quest completed)"
