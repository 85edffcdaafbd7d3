"""Load the journey's card file into a Library, collecting every problem with its file, line
and field; then check that the cards make the whole extended Decktet with this game's roles.

Loading never raises on bad data: each problem is a DataProblem and the rest still loads.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from hjkit.kit.pictures import CardPicture, record_pictures
from hjkit.kit.problems import listed_cards, load_files, unknown_fields, validate
from hjkit.kit.yamlsource import DataProblem, Document

from .cards import SUITS, Card, SetInfo
from .files import CARD_FILE, SHIPPED_CARDS, card_files  # noqa: F401  (also imported from here)

DECK_SIZE = 45
ROLE_COUNTS = {"stage": 8, "ending": 3, "challenge": 7, "mentor": 14, "place": 13}
"""Setup: the Events from The Origin to The Pact, three Crown Endings, six Aces and The
Excuse, 14 personalities (Mentors), 11 locations with The Rite and The Harvest (Places)."""
ENDING_SUITS = ("leaves", "wyrms", "knots")


@dataclass
class Library:
    """The cards that loaded, by id, in file order, and where each came from."""

    cards: dict[str, Card] = field(default_factory=dict)
    sets: dict[str, SetInfo] = field(default_factory=dict)
    origin: dict[str, tuple[Path, int]] = field(default_factory=dict)
    art: dict[str, CardPicture] = field(default_factory=dict)
    """Each pictured card's picture (print-only: checked when a build draws it)."""

    def by_role(self, role: str) -> list[Card]:
        return [c for c in self.cards.values() if c.role == role]

    def stages(self) -> list[Card]:
        """The journey line, The Origin first."""
        return sorted(self.by_role("stage"), key=lambda c: c.rank or 0)


def load(paths: Iterable[Path]) -> tuple[Library, list[DataProblem]]:
    return load_files(card_files(paths), Library(), _load_file, deck_problems)


def _load_file(document: Document, library: Library, problems: list[DataProblem]) -> None:
    unknown_fields(document, {"set", "cards"}, problems)
    data = document.data if isinstance(document.data, dict) else {}
    info = validate(SetInfo, data.get("set"), document, ("set",), problems, required=True)
    cards = listed_cards(document, "cards", Card, library.origin, problems)
    if cards is None:
        return
    if info is not None:
        library.sets[info.id] = info
    library.cards.update((card.id, card) for card in cards)
    record_pictures(document, "cards", cards, library.art)


def deck_problems(library: Library) -> list[DataProblem]:
    """The game needs the whole extended Decktet with the roles its Setup gives: each
    problem names the card (file and line) or, for a missing card, the file."""
    problems: list[DataProblem] = []
    anchor = next(iter(library.origin.values()), (Path("?"), 1))

    def at(card: Card | None, field_name: str, message: str) -> None:
        path, line = library.origin[card.id] if card else anchor
        name = f"cards ({card.id}).{field_name}" if card else "cards"
        problems.append(DataProblem(path, line, name, message))

    cards = list(library.cards.values())
    if len(cards) != DECK_SIZE:
        at(None, "", f"the extended Decktet has {DECK_SIZE} cards; found {len(cards)}")
    roles = Counter(c.role for c in cards)
    for role, wanted in ROLE_COUNTS.items():
        if roles[role] != wanted:
            at(None, "", f"the journey needs {wanted} {role} cards; found {roles[role]}")
    for card in cards:
        if card.role == "stage" and (card.kind != "number" or "event" not in card.categories):
            at(card, "role", "a Stage is a numbered Event (The Origin to The Pact)")
        if card.role == "ending" and (card.kind != "crown" or card.suits[0] not in ENDING_SUITS):
            at(card, "role", "an Ending is the Crown of Leaves, Wyrms or Knots")
        if card.role == "challenge" and card.kind not in ("ace", "excuse"):
            at(card, "role", "a Challenge is an Ace or The Excuse")
        if card.role == "mentor" and "personality" not in card.categories:
            at(card, "role", "a Mentor is a personality card")
    ranks = sorted(c.rank or 0 for c in cards if c.role == "stage")
    if roles["stage"] == ROLE_COUNTS["stage"] and ranks != list(range(2, 10)):
        at(None, "", f"the Stages must have ranks 2 to 9, one each; found {ranks}")
    suits = Counter(s for c in cards for s in c.suits)
    for suit in SUITS:
        if cards and suits[suit] != 14:
            at(None, "", f"every suit is on 14 cards of the extended Decktet; {suit} is on "
                         f"{suits[suit]}")
    return problems
