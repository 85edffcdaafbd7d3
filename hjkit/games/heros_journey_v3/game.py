"""The Hero's Journey v3 on the kit: the one class the `hjkit.games` entry point names.

Setup JSON:

    {"variant": "basic", "seed": 7, "rounds": 30, "seats": [{"name": "Ana"}, ...]}

variant is "basic" or "advanced" (the Stage events), each also as "...-physical": the
table shuffles, deals, turns over and flips its own cards and chips, and a phone enters
each result (engine/physical.py). seed is optional (a random one is drawn and stored, so
replay deals and flips the same; a physical table has no use for one and stores none);
rounds is optional: a table's own limit, after which the game is scored as it stands
(none: play until an Ending). The stored setup adds "cards", a snapshot of the card data
(model/snapshot.py), which replay uses instead of the card files.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from hjkit.kit.game import (
    Applied,
    CheckReport,
    EngineGame,
    FormatError,
    Loaded,
    Refusal,
    Started,
    Variant,
)
from hjkit.kit.setups import numbered_seats, read_seats, seed_of, setup_fields, variant_of
from hjkit.kit.wording import counted

from .model.files import CARDS

if TYPE_CHECKING:
    from .engine.actions import Action
    from .engine.state import State
    from .model.library import Library

# The rules core, the card models and pydantic are imported by the methods that use them:
# the registry loads every game's class to find which one owns a path, and a build, a check
# or a page of one game should not pay for the others' (nor for its own engine).

ROUND_LIMIT = 200
EVENING_TURNS = 60
"""The turns of an evening, shared among the heroes: the round limit a new table is offered
(suggested_rounds; issue 43: a game of three ran 68 rounds). Play to an Ending runs long,
and longer with more heroes: engine-only random playouts (benchmarks/v3_rounds.py, 10
games, basic rules) took a median of 37 rounds with two players (a tenth under 27) and 87
with three. A round of four takes twice a round of two, so the limit keeps the turns, not
the rounds: 30 rounds for two, about the shorter random games, 20 for three, 15 for four."""
PHYSICAL = "-physical"


@cache
def table_variants() -> dict[str, str]:
    """The rules, and whether the seeded generator or the table's own cards decide."""
    from .engine.state import VARIANTS

    return {**VARIANTS, **{f"{v}{PHYSICAL}": f"{title}, real cards and coins (each result "
                                             f"entered on a phone)"
                           for v, title in VARIANTS.items()}}


class HerosJourneyV3(EngineGame):
    id = "heros-journey-v3"
    title = "The Hero's Journey v3"
    engine = "hjkit.games.heros_journey_v3.engine"
    cards = CARDS
    has_seat_views = True  # a seat's own Challenge hand, and its options to play from it

    # -- card data ------------------------------------------------------------------------

    def pictures(self, library: Library) -> tuple:
        return tuple(library.art.values())

    def check(self, loaded: Loaded) -> CheckReport:
        library: Library = loaded.library
        problems = tuple(str(p) for p in loaded.problems)
        roles = ", ".join(f"{len(library.by_role(r))} {r}s" for r in
                          ("stage", "ending", "challenge", "mentor", "place"))
        return CheckReport(problems, (), f"{len(library.cards)} cards ({roles}), "
                                         f"{counted(len(problems), 'data problem')}", 0)

    def card_sheet(self):
        """One family, the set's journey.yaml, after its header."""
        from hjkit.kit.csvcards import CardSheet, Family

        from .model.cards import Card
        from .model.files import CARD_FILE

        return CardSheet((Family("cards", Card, CARD_FILE),), CARD_FILE,
                         lambda library: {"cards": library.cards.values()},
                         lambda set_id: {"set": {"id": set_id, "name": set_id, "game": self.id,
                                                 "source": "our own list",
                                                 "licence": "ours to say"}})

    def card_ids(self, library: Library) -> set[str]:
        return set(library.cards)

    phone_scripts = ("journey.js",)

    # -- a table --------------------------------------------------------------------------

    def variants(self, library: Library) -> list[Variant]:
        return [Variant(v, title, 2, 4) for v, title in table_variants().items()]

    def suggested_rounds(self, players: int) -> int | None:
        return max(1, EVENING_TURNS // players)

    def start(self, setup: object, library: Library) -> Started | Refusal:
        from .engine.deck import deck_from
        from .engine.table import new_game
        from .model.snapshot import from_snapshot, snapshot

        setup = setup_fields(setup, ("variant", "seed", "seats", "rounds", "cards"))
        variant = variant_of(setup, table_variants())
        physical = variant.endswith(PHYSICAL)  # the table's own cards: no seed to draw
        seed = 0 if physical and setup.get("seed") is None else seed_of(setup)
        rounds = setup.get("rounds")
        if rounds is not None and (type(rounds) is not int or not 1 <= rounds <= ROUND_LIMIT):
            raise FormatError("rounds", f"must be a number of rounds from 1 to {ROUND_LIMIT}")
        if "cards" in setup:
            library = from_snapshot(setup["cards"])
        names = [seat.name for seat in read_seats(setup.get("seats"), self.name_limit)]
        if not 2 <= len(names) <= 4:
            return Refusal("players", f"The Hero's Journey v3 is for 2-4 players, not "
                                      f"{len(names)}.")
        state = new_game(variant.removesuffix(PHYSICAL), names, deck_from(library), seed,
                         rounds, physical)
        stored = {"variant": variant, **({} if physical else {"seed": seed}),
                  "seats": [{"name": n} for n in names],
                  **({"rounds": rounds} if rounds is not None else {}),
                  "cards": snapshot(library)}
        return Started(stored, tuple(names), state)

    def apply(self, state: State, action: Action) -> Applied | Refusal:
        if action.seat >= state.players:
            return Refusal("no-such-seat", f"This table has {state.players} seats.")
        return super().apply(state, action)

    def is_over(self, state: State) -> bool:
        return state.over

    def rematch_setup(self, setup: dict) -> dict:
        """The same seats, rules and cards; a new seed, so a new deal."""
        return {k: v for k, v in setup.items() if k != "seed"}

    def setup_schema(self, library: Library) -> dict:
        schema = super().setup_schema(library)
        schema["properties"]["rounds"] = {"type": "integer", "minimum": 1,
                                          "maximum": ROUND_LIMIT,
                                          "description": "optional: a round limit"}
        return schema

    def sample_setups(self, library: Library) -> list[dict]:
        """Basic rules for two, played to an Ending; the advanced rules for three and four
        with a round limit, so that random play ends in reasonable time; and a physical
        table, whose random steps are entered."""
        return [{"variant": "basic", "seats": numbered_seats(2)},
                {"variant": "advanced", "seats": numbered_seats(3), "rounds": 30},
                {"variant": "advanced", "seats": numbered_seats(4), "rounds": 20},
                {"variant": "advanced-physical", "seats": numbered_seats(2), "rounds": 20}]
