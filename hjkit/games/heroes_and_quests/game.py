"""Heroes and Quests on the kit: the one class the `hjkit.games` entry point names.

Setup JSON:

    {"variant": "short", "dice": "companion", "seed": 7, "seats": [{"name": "Ana"}, ...]}

variant is short, mid or long (3, 5 or 7 quests to win); dice is "companion" (the companion
rolls, from the stored seed) or "table" (each roll is entered as the action's value). The
seed also places the 100 tiles and shuffles the decks; a random one is drawn and stored when
none is given, so replay deals the same game. The stored setup also keeps every tile kind
and card as they were at creation ("content", in the card files' fields), so editing the
card files never changes a table's replay; a client may send its own content the same way.
rules names the readings the table plays by (engine/setup.py RULES); a stored setup keeps
it, and one stored before it existed (content, no rules) replays by readings 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjkit.kit.game import CheckReport, EngineGame, FormatError, Loaded, Refusal, Started, Variant
from hjkit.kit.setups import numbered_seats, read_seats, seed_of, setup_fields, variant_of
from hjkit.kit.wording import counted

from .model.files import CARDS

if TYPE_CHECKING:
    from .engine.state import Table
    from .model.library import Library

# The rules core, the card models and pydantic are imported by the methods that use them:
# the registry loads every game's class to find which one owns a path, and a build, a check
# or a page of one game should not pay for the others' (nor for its own engine).

DICE = ("companion", "table")
TITLES = {"short": "Short Game (3 quests)", "mid": "Mid Game (5 quests)",
          "long": "Long Game (7 quests)"}
TABLE_DICE = "-table"
"""A variant id ending so (e.g. short-table) means dice rolled at the table: the home page
sends only a variant, so the dice choice is offered as a variant too."""


class HeroesAndQuests(EngineGame):
    """Every action hand is hidden from the shared view (its size shown), and so is every
    action naming a card of one; a seat's own view shows its hand, its Fortune look and its
    plays from the hand."""

    id = "heroes-and-quests"
    title = "Heroes and Quests"
    engine = "hjkit.games.heroes_and_quests.engine"
    cards = CARDS
    has_seat_views = True

    # -- card data ------------------------------------------------------------------------

    def pictures(self, library: Library) -> tuple:
        return tuple(library.art.values())

    def check(self, loaded: Loaded) -> CheckReport:
        library: Library = loaded.library
        problems = tuple(str(p) for p in loaded.problems)
        tiles = sum(t.count for t in library.tiles.values())
        actions = sum(a.copies for a in library.actions.values())
        summary = (f"{tiles} tiles of {len(library.tiles)} kinds, {len(library.quests)} "
                   f"quests, {len(library.traps)} traps, {len(library.heroes)} heroes, "
                   f"{len(library.relics)} relics, {actions} action cards, "
                   f"{counted(len(problems), 'data problem')}")
        return CheckReport(problems, (), summary, 0)

    phone_scripts = ("map.js",)
    setup_links = (("Heroes and Quests with tiles and decks laid by hand",
                    "/games/heroes-and-quests/laid"),)

    def phone_cards(self, library: Library, view: dict, seat: int | None) -> dict:
        """Every card of the five decks: the action cards to play, and at a table whose
        decks are shuffled by hand, the cards a player may name as drawn."""
        cards = {a.id: {"title": a.name, "effect": a.effect, "phase": a.phase,
                        "deck": "actions"} for a in library.actions.values()}
        for deck in ("quests", "traps", "heroes", "relics"):
            cards |= {c.id: {"title": c.name, "deck": deck}
                      for c in getattr(library, deck).values()}
        return cards

    def card_sheet(self):
        """Six families, a file each beside set.hq.yaml, which holds the header."""
        from hjkit.kit.csvcards import CardSheet, Family

        from .model.content import ActionCard, Hero, Quest, Relic, Tile, Trap
        from .model.files import SUFFIX

        models = {"tiles": Tile, "quests": Quest, "traps": Trap, "heroes": Hero,
                  "relics": Relic, "actions": ActionCard}
        return CardSheet(
            tuple(Family(key, model, f"{key}{SUFFIX}") for key, model in models.items()),
            f"set{SUFFIX}", lambda library: {key: getattr(library, key).values()
                                             for key in models},
            lambda set_id: {"set": {"id": set_id, "name": set_id,
                                    "made_for": "our own table"}})

    def card_ids(self, library: Library) -> set[str]:
        return library.ids()

    # -- a table --------------------------------------------------------------------------

    def variants(self, library: Library) -> list[Variant]:
        from .engine.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS

        return [Variant(v + suffix, TITLES[v] + label, MIN_PLAYERS, MAX_PLAYERS)
                for v in VARIANTS for suffix, label in (("", ", the companion rolls"),
                                                        (TABLE_DICE, ", dice rolled at the "
                                                                     "table"))]

    def start(self, setup: object, library: Library) -> Started | Refusal:
        setup = setup_fields(setup, ("variant", "dice", "seed", "seats", "content", "map",
                                     "decks", "dealt", "rules"))
        variant = variant_of(setup, sorted(v.id for v in self.variants(library)))
        dice = setup.get("dice", "table" if variant.endswith(TABLE_DICE) else "companion")
        variant = variant.removesuffix(TABLE_DICE)
        if dice not in DICE:
            raise FormatError("dice", f"must be 'companion' (the companion rolls) or 'table' "
                                      f"(players enter their roll), not {dice!r}")
        seed = seed_of(setup)
        names = [seat.name for seat in read_seats(setup.get("seats"), self.name_limit)]
        try:
            return self._deal(setup, variant, dice, seed, names, library)
        except SetupRefused as refused:
            return refused.refusal

    def _deal(self, setup: dict, variant: str, dice: str, seed: int, names: list[str],
              library: Library) -> Started:
        """The table from a setup whose fields read: what the rules or the set refuse
        raises SetupRefused (answered 422; malformed JSON is FormatError, 400)."""
        from .engine.setup import RULES, DrawRefused, board_refusal, new_table
        from .model.library import from_snapshot, snapshot

        # Every stored setup carries its content; one stored before the readings changed
        # carries no rules, and replays by the first readings.
        rules = setup.get("rules", 1 if "content" in setup else RULES)
        if type(rules) is not int or not 1 <= rules <= RULES:
            raise FormatError("rules", f"must be 1 to {RULES}, the readings the table plays "
                                       f"by, not {rules!r}")
        if "content" in setup:
            if not isinstance(setup["content"], dict):
                raise FormatError("content", "must be an object of the card files' sections")
            try:
                library = from_snapshot(setup["content"])
            except ValueError as error:
                raise SetupRefused(Refusal("content", f"content: {error}")) from None
        board = _read_map(setup.get("map"), library)
        decks = setup.get("decks", "companion")
        if decks not in DICE:
            raise FormatError("decks", f"must be 'companion' (the companion deals from the "
                                       f"seed) or 'table' (shuffled by hand), not {decks!r}")
        if (decks == "table") != ("dealt" in setup):
            raise SetupRefused(Refusal("dealt", "the cards dealt (dealt) are named exactly "
                                                "when the decks are shuffled by hand "
                                                "(decks: 'table')"))
        dealt = _read_dealt(setup["dealt"], len(names)) if decks == "table" else None
        if board is not None and (refused := board_refusal(board, library)):
            raise SetupRefused(refused)
        try:
            table = new_table(names, variant, dice, seed, library, board,
                              None if dealt is None else _dealing_order(dealt), rules)
        except ValueError as error:
            raise SetupRefused(Refusal("setup", str(error))) from None
        except DrawRefused as error:
            raise SetupRefused(Refusal(error.refusal.code,
                                       f"dealt: {error.refusal.message}")) from None
        stored = {"variant": variant, "dice": dice, "seed": seed, "rules": rules,
                  "seats": [{"name": n} for n in names], "content": snapshot(library),
                  **({"map": list(board)} if board else {}),
                  **({"decks": "table", "dealt": dealt} if dealt else {})}
        return Started(stored, tuple(names), table)

    def is_over(self, state: Table) -> bool:
        return state.is_over

    def public_action(self, action_json: dict, state: Table) -> dict:
        """Action cards go to a secret hand: the log leaves out, until the game is over, the
        card Pray takes and, at a table dealing by hand, the action cards an action names
        as drawn (the other cards drawn are face up). A card played is shown face up, so a
        Play's own card stays."""
        if state.is_over:
            return action_json
        public = dict(action_json)
        if public.get("type") == "terrain" and public.get("action") == "Pray":
            public.pop("choice", None)
        if public.get("draws"):
            public["draws"] = [c for c in public["draws"] if c not in state.library.actions]
            if not public["draws"]:
                del public["draws"]
        return public

    def setup_schema(self, library: Library) -> dict:
        from .engine.party import HAND_SIZE
        from .engine.setup import RULES
        from .model.library import STARTING_PARTY, TILE_COUNT

        schema = super().setup_schema(library)
        schema["properties"]["dice"] = {"enum": list(DICE), "description": (
            "optional: 'table' when players enter their physical rolls (default: as the "
            "variant says, else 'companion')")}
        schema["properties"]["content"] = {"type": "object", "description": (
            "optional: the tile kinds and cards to play, in the card files' sections "
            "(tiles, quests, traps, heroes, relics, actions); default the server's. Stored "
            "with the table either way.")}
        schema["properties"]["rules"] = {"enum": list(range(1, RULES + 1)), "description": (
            f"optional: the readings the table plays by; default {RULES} (3: retreat at each "
            "of a quest's decisions, the die that picks who dies asked for only when it can "
            "matter; 2: turn order rolled, the Final Foe's XP for encountering it, relics "
            "and Heal chosen). 1 is how tables stored before played: a setup that carries "
            "content but no rules is read as 1")}
        schema["properties"]["map"] = {
            "type": "array", "minItems": TILE_COUNT, "maxItems": TILE_COUNT,
            "items": {"type": "string"}, "description": (
                "optional: the printed tiles as the players laid them, one tile kind id per "
                "space, row by row from the top left (default: placed from the secret seed)")}
        schema["properties"]["decks"] = {"enum": list(DICE), "description": (
            "optional: 'table' when the decks are shuffled by hand: the setup names the "
            "cards dealt (dealt) and each action names the cards it draws (draws)")}
        schema["properties"]["dealt"] = {
            "type": "object", "required": ["quests", "seats"], "additionalProperties": False,
            "properties": {"quests": {"type": "array", "items": {"type": "string"}},
                           "seats": {"type": "array", "items": {
                               "type": "object", "required": ["heroes", "hand"],
                               "additionalProperties": False,
                               "properties": {"heroes": _ids(STARTING_PARTY),
                                              "hand": _ids(HAND_SIZE)}}}},
            "description": "with decks 'table': the quests drawn at setup (one per player) "
                           "and each seat's 6 heroes and hand of 5, as drawn"}
        return schema

    def rematch_setup(self, setup: dict) -> dict:
        """The same seats, content and map laid by hand (if any); a new seed, so a new deal
        (a rematch is dealt by the companion: cards dealt by hand are named anew in a new
        table's setup), and the kit's current readings."""
        from .engine.setup import RULES

        kept = {k: v for k, v in setup.items() if k not in ("seed", "decks", "dealt", "rules")}
        return {**kept, "rules": RULES}

    def playout_policy(self):
        from .engine.playout import random_policy

        return random_policy

    def sample_setups(self, library: Library) -> list[dict]:
        """The short game for 2 and 4 players, with each way of rolling dice."""
        return [{"variant": "short", "dice": dice, "seats": numbered_seats(players)}
                for players in (2, 4) for dice in DICE]


def _ids(count: int) -> dict:
    return {"type": "array", "minItems": count, "maxItems": count, "items": {"type": "string"}}


class SetupRefused(Exception):
    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message)
        self.refusal = refusal


def _read_map(laid: object, library: Library) -> tuple[str, ...] | None:
    from .model.library import TILE_COUNT

    if laid is None:
        return None
    if (not isinstance(laid, list) or len(laid) != TILE_COUNT
            or not all(isinstance(k, str) for k in laid)):
        raise FormatError("map", f"must list the {TILE_COUNT} spaces' tiles, row by row")
    for space, kind in enumerate(laid):
        if kind not in library.tiles:
            raise SetupRefused(Refusal("map-tiles", f"map[{space}]: {kind!r} is not a tile "
                                                    f"kind of the set (one of "
                                                    f"{', '.join(library.tiles)})"))
    return tuple(laid)


def _read_dealt(dealt: object, players: int) -> dict:
    """{"quests": [...], "seats": [{"heroes": [6 ids], "hand": [5 ids]}, ...]}"""
    from .engine.party import HAND_SIZE
    from .model.library import STARTING_PARTY

    if not isinstance(dealt, dict) or set(dealt) != {"quests", "seats"}:
        raise FormatError("dealt", "decks shuffled by hand: name the cards dealt, as "
                                   "{quests: [...], seats: [{heroes: [...], hand: [...]}]}")
    _card_list(dealt["quests"], "dealt.quests")
    seats = dealt["seats"]
    if not isinstance(seats, list):
        raise FormatError("dealt.seats", "must hold one {heroes, hand} per seat")
    if len(dealt["quests"]) != players or len(seats) != players:
        raise SetupRefused(Refusal("dealt", f"\"Draw 1 Quest Card equal to the number of "
                                            f"players\": name {players} quests and the cards "
                                            f"of {players} seats"))
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or set(seat) != {"heroes", "hand"}:
            raise FormatError(f"dealt.seats[{i}]", "must be {heroes: [...], hand: [...]}")
        _card_list(seat["heroes"], f"dealt.seats[{i}].heroes", STARTING_PARTY)
        _card_list(seat["hand"], f"dealt.seats[{i}].hand", HAND_SIZE)
    return {"quests": list(dealt["quests"]),
            "seats": [{"heroes": list(s["heroes"]), "hand": list(s["hand"])} for s in seats]}


def _card_list(value: object, where: str, size: int | None = None) -> None:
    if (not isinstance(value, list) or size is not None and len(value) != size
            or not all(isinstance(c, str) for c in value)):
        raise FormatError(where, f"must name the {size or ''} cards drawn, by id")


def _dealing_order(dealt: dict) -> tuple[str, ...]:
    """GAME SETUP's order: "Draw 1 Quest Card equal to the number of players", then each
    player "Draws 6 Hero Cards" and "a Hand of 5 Action Cards"."""
    return (*dealt["quests"], *(c for s in dealt["seats"] for c in (*s["heroes"], *s["hand"])))
