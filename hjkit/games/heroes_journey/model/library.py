"""Load card sets and decks from YAML into a Library, collecting every problem found.

A set is a folder holding ``cards.yaml``; its decks are the YAML files in its ``decks/``
folder. Loading never raises on bad data: each problem becomes a DataProblem naming the
file, line and field, and the rest of the data still loads.

A set read again from a later path with the same id replaces the earlier one whole, its
decks included (a designer's edited copy of a shipped set, given after it): the library
notes it, so that `hjkit check` and `hjkit serve` say so.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from hjkit.kit.problems import field_name, read, validate
from hjkit.kit.yamlsource import DataProblem, Document, Location

from .cards import Card, DeckFile, SetHeader
from .catalogue import Deck, Library, add_card, drop_set
from .files import CARD_FILE, DECK_FOLDER, SHIPPED_CARDS, find_sets, unique_paths  # noqa: F401


def load(paths: Iterable[Path], extra_card_roots: Iterable[Path] = ()) -> tuple[
    Library, list[DataProblem]
]:
    """Load the sets and decks under paths. extra_card_roots adds cards decks may name."""
    card_files, deck_files = find_sets(paths)
    extra_files, _ = find_sets(extra_card_roots)
    library = Library()
    problems: list[DataProblem] = []
    for path in unique_paths(card_files + extra_files):
        _load_card_file(path, library, problems)
    for path in deck_files:
        _load_deck_file(path, library, problems)
    return library, problems


def _load_card_file(path: Path, library: Library, problems: list[DataProblem]) -> None:
    document = read(path, problems)
    if document is None:
        return
    data = document.data if isinstance(document.data, dict) else {}
    header_data = {k: v for k, v in data.items() if k != "cards"}
    header = validate(SetHeader, header_data or document.data, document, (), problems)
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list) or not raw_cards:
        problems.append(DataProblem(path, document.line_of(("cards",)), "cards",
                                    "a card file needs a list of cards"))
    if header is None or not isinstance(raw_cards, list):
        return
    earlier = library.set_files.get(header.set.id)
    if earlier is not None and earlier != path:
        drop_set(library, header.set.id)
        library.replaced[earlier] = path
        library.notes.append(f"{path}: set {header.set.id!r} replaces the one in {earlier} "
                             "(the same set id), its decks of the same ids too")
    library.sets[header.set.id] = header.set
    library.set_files[header.set.id] = path
    for culture in header.cultures:
        if earlier is not None:  # the copy's own cultures, as edited
            library.cultures[culture.id] = culture
        else:
            library.cultures.setdefault(culture.id, culture)
    for index, raw in enumerate(raw_cards):
        card = validate(Card, raw, document, ("cards", index), problems)
        if card is None:
            if isinstance(raw, dict) and isinstance(raw.get("id"), str):
                library.broken.add(raw["id"])
        else:
            _add_card(card, ("cards", index), header.set.id, document, library, problems)


def _add_card(card: Card, where: Location, set_id: str, document: Document, library: Library,
              problems: list[DataProblem]) -> None:
    refused = add_card(card, library, set_id, document, where)
    if refused is not None:
        field, message = refused
        location = (*where, field)
        problems.append(DataProblem(document.path, document.line_of(location),
                                    field_name(location, document), message))


def _load_deck_file(path: Path, library: Library, problems: list[DataProblem]) -> None:
    document = read(path, problems)
    if document is None:
        return
    content = validate(DeckFile, document.data, document, (), problems)
    if content is None:
        return
    for set_id in content.deck.sets:  # a shipped set the deck names comes with it
        shipped = SHIPPED_CARDS / set_id / CARD_FILE
        if set_id not in library.sets and shipped.is_file():
            _load_card_file(shipped.resolve(), library, problems)
    before = len(problems)
    references = [("book", card_id) for card_id in content.book]
    references += [("atlas", i) for i in range(len(content.atlas))]
    references += [("starting_party", i) for i in range(len(content.starting_party))]
    for location in references:
        card_id = location[1] if location[0] == "book" else getattr(content, location[0])[
            location[1]]
        if card_id not in library.cards:
            reason = ("did not load (see its own problem)" if card_id in library.broken
                      else "does not exist")
            problems.append(DataProblem(path, document.line_of(location), ".".join(
                str(p) for p in location), f"card {card_id!r} {reason}"))
    if content.deck.id in library.decks and not _replaced(library.decks[content.deck.id],
                                                          library):
        problems.append(DataProblem(path, document.line_of(("deck", "id")), "deck.id",
                                    f"duplicate deck id {content.deck.id!r}"))
    if len(problems) == before:
        library.decks[content.deck.id] = Deck(path=path, file=content, lines=document.lines)


def _replaced(deck: Deck, library: Library) -> bool:
    """Whether the deck belongs to a set a later copy replaced (a later deck of its id wins)."""
    return any(deck.path.parent.parent == card_file.parent for card_file in library.replaced)
