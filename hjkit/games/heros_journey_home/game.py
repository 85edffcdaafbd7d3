"""Hero's Journey Home on the kit: the one class the `hjkit.games` entry point names.

Setup JSON:

    {"variant": "standard", "seed": 7, "dice": "companion", "seats": [{"name": "Ana"}]}

variant is standard, legs (Legs of the Journey) or final-battle (The Final Battle, 2-4
players); seed is optional (a random one is drawn and stored, so the companion's dice
replay the same); dice is optional: "companion" (seeded rolls) or "physical" (each die is
entered); without it the table chooses as its first action. The Journey deck stays
physical: a phone names each card drawn.

The stored setup also keeps every card as it was when the table started ("cards", see
model/snapshot.py), so a table replays the same game after the card files are edited.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjkit.kit.game import CheckReport, EngineGame, FormatError, Loaded, Refusal, Started, Variant
from hjkit.kit.setups import numbered_seats, read_seats, seed_of, setup_fields, variant_of
from hjkit.kit.wording import counted

from .model.files import CARDS

if TYPE_CHECKING:
    from .engine.state import State
    from .model.library import Library

# The rules core, the card models and pydantic are imported by the methods that use them:
# the registry loads every game's class to find which one owns a path, and a build, a check
# or a page of one game should not pay for the others' (nor for its own engine).

VARIANTS = {"standard": ("Standard rules", 1, 4), "legs": ("Legs of the Journey", 1, 4),
            "final-battle": ("The Final Battle", 2, 4)}


class HerosJourneyHome(EngineGame):
    id = "heros-journey-home"
    title = "Hero's Journey Home"
    engine = "hjkit.games.heros_journey_home.engine"
    cards = CARDS

    # -- card data ------------------------------------------------------------------------

    def pictures(self, library: Library) -> tuple:
        return tuple(library.art.values())

    def check(self, loaded: Loaded) -> CheckReport:
        library: Library = loaded.library
        problems = tuple(str(p) for p in loaded.problems)
        counts = ", ".join(f"{len(library.family(f))} {f.replace('_', ' ')}" for f in
                           ("adventurers", "quests", "quest_items", "spells", "journey"))
        summary = f"{counts} cards, {counted(len(problems), 'data problem')}"
        return CheckReport(problems, (), summary, 0)

    def card_sheet(self):
        """The five families in one journey-home.yaml, after the set and its papergold (a
        new set gets the shipped set's)."""
        from hjkit.kit.csvcards import CardSheet, Family
        from hjkit.kit.yamlsource import read_yaml

        from .model.files import CARD_FILE
        from .model.library import MODELS

        def new_header(set_id: str) -> dict:
            shipped = read_yaml(self.cards.shipped / "starter" / CARD_FILE).data
            return {"set": {"id": set_id, "name": set_id, "game": self.id,
                            "source": "our own cards"}, "papergold": shipped["papergold"]}

        return CardSheet(tuple(Family(key, model, CARD_FILE) for key, model in MODELS.items()),
                         CARD_FILE, lambda library: {key: library.family(key).values()
                                                     for key in MODELS}, new_header)

    def card_ids(self, library: Library) -> set[str]:
        return set(library.all_cards())

    phone_scripts = ("home.js",)

    def phone_cards(self, library: Library, view: dict, seat: int | None) -> dict:
        """The Journey cards, for naming the card drawn."""
        return {c.id: {"title": c.name, "type": c.type} for c in library.journey.values()}

    # -- a table --------------------------------------------------------------------------

    def variants(self, library: Library) -> list[Variant]:
        return [Variant(v, name, low, high) for v, (name, low, high) in VARIANTS.items()]

    def start(self, setup: object, library: Library) -> Started | Refusal:
        from .engine.cards import cards_of
        from .engine.setup import DICE_MODES, new_state
        from .model.snapshot import SnapshotError, library_of, snapshot

        setup = setup_fields(setup, ("variant", "seed", "seats", "dice", "cards"))
        variant, seed = variant_of(setup, VARIANTS), seed_of(setup)
        dice = setup.get("dice")
        if dice is not None and dice not in DICE_MODES:
            raise FormatError("dice", f"must be 'companion' or 'physical', not {dice!r}")
        if "cards" in setup:
            try:
                library = library_of(setup["cards"])
            except SnapshotError as error:
                raise FormatError(error.field, error.message) from None
        names = [seat.name for seat in read_seats(setup.get("seats"), self.name_limit)]
        _, low, high = VARIANTS[variant]
        if not low <= len(names) <= high:
            return Refusal("players", f"{VARIANTS[variant][0]} is for {low}-{high} players, "
                                      f"not {len(names)}.")
        if not library.journey:
            return Refusal("cards", "No Hero's Journey Home cards are loaded.")
        state = new_state(variant, names, cards_of(library), seed, dice)
        stored = {"variant": variant, "seed": seed, "seats": [{"name": n} for n in names],
                  **({"dice": dice} if dice else {}), "cards": snapshot(library)}
        return Started(stored, tuple(names), state)

    def setup_schema(self, library: Library) -> dict:
        """The kit's setup with dice. The stored "cards" are left out, as the first game
        leaves out its stored decks: the companion writes them, clients do not send them."""
        from .engine.setup import DICE_MODES

        schema = super().setup_schema(library)
        schema["properties"]["dice"] = {
            "enum": [*DICE_MODES, None], "description": "optional: who rolls; without it the "
                                                     "table chooses as its first action"}
        return schema

    def rematch_setup(self, setup: dict) -> dict:
        """The same seats, dice and cards; a new seed, so the companion's dice roll anew."""
        return {k: v for k, v in setup.items() if k != "seed"}

    def is_over(self, state: State) -> bool:
        return state.over

    def sample_setups(self, library: Library) -> list[dict]:
        """Solitaire with the companion's dice, two players entering physical dice, the
        Legs of the Journey for three and The Final Battle for two."""
        return [{"variant": "standard", "dice": "companion", "seats": numbered_seats(1)},
                {"variant": "standard", "dice": "physical", "seats": numbered_seats(2)},
                {"variant": "legs", "seats": numbered_seats(3)},
                {"variant": "final-battle", "dice": "companion", "seats": numbered_seats(2)}]
