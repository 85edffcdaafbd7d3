"""What the companion's deck builder asks of The Heroes' Journey's decks: the cards it offers,
a deck read from the page's JSON or from a deck file's text, the rules' verdict on it
(check_deck, as `hjkit check` gives it) and the deck file written out as YAML."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Annotated

import yaml
from pydantic import Field, ValidationError

from hjkit.kit.game import FormatError
from hjkit.kit.problems import message

from .cards import DeckFile, DeckInfo, Slug
from .catalogue import Deck, Library
from .decks import check_deck, deck_counts
from .kinds import ATLAS_TYPES
from .library import _load_deck_file  # the loader's own reading of a deck file
from .variants import VARIANTS


class DeckInfoDraft(DeckInfo):
    """A deck being built may have no name yet (its name box emptied to type another)."""

    name: str = ""


class DeckDraft(DeckFile):
    """A deck being built: its book and atlas may still be empty (the rules then say what
    is missing); saving, printing and playing take a DeckFile."""

    deck: DeckInfoDraft
    book: dict[Slug, Annotated[int, Field(ge=1, le=60)]] = Field(
        default_factory=dict, json_schema_extra={"additionalProperties": False})
    atlas: tuple[Slug, ...] = Field((), strict=False)


def catalogue(library: Library, shipped: Path | None) -> dict:
    """Every card the builder offers, with the fields its filters read, and the sets and
    decks it may start from."""
    def source(card_file: Path) -> str:
        return "shipped" if shipped is not None and card_file.is_relative_to(
            shipped.resolve()) else "your cards"

    set_files = {library.card_set[i]: library.origins[i][0] for i in library.cards
                 if i in library.card_set and i in library.origins}
    cards = []
    for card_id, card in library.cards.items():
        culture = library.cultures.get(card.culture or "")
        cards.append({
            "id": card_id, "title": card.title, "set": library.card_set.get(card_id),
            "zone": "atlas" if card.type in ATLAS_TYPES else "book",
            "type": card.type, "type_line": card.type_line, "side": card.side,
            "culture": card.culture, "culture_name": culture.name if culture else None,
            "cost": card.cost, "strength": card.strength, "health": card.health,
            "keywords": list(card.keywords), "unique": card.unique, "text": card.text,
            "hero_of": card.hero_of(), "site": card.site_range or card.site_number})
    return {
        "variants": [{"id": v.name, "name": v.title} for v in VARIANTS.values()],
        "sets": [{"id": s.id, "name": s.name, "variant": s.variant,
                  "source": source(set_files[s.id]) if s.id in set_files else "your cards"}
                 for s in library.sets.values()],
        "cultures": [{"id": c.id, "name": c.name, "side": c.side}
                     for c in library.cultures.values()],
        "cards": cards,
        "decks": [{"id": d.id, "name": d.name, "variant": d.variant}
                  for d in sorted(library.decks.values(), key=lambda d: d.name)]}


def read_deck(data: object, draft: bool = False) -> DeckFile:
    """The deck file's fields as the page sends them; FormatError names the field at fault.
    draft: a deck being built, whose book and atlas may be empty."""
    try:
        return (DeckDraft if draft else DeckFile).model_validate(data)
    except ValidationError as error:
        detail = error.errors()[0]
        field = ".".join(str(p) for p in detail["loc"]) or "deck"
        raise FormatError(f"deck.{field}" if field != "deck" else field,
                          message(detail)) from None


def report(file: DeckFile, library: Library) -> dict:
    """The rules' verdict on a deck: each problem in the rule's words, and the counts."""
    deck = Deck(Path(f"builder:{file.deck.id}"), file, {})
    unknown = [i for i in (*file.book, *file.atlas, *file.starting_party)
               if i not in library.cards]
    problems = [{"code": "unknown-card", "message": f"card {i!r} does not exist",
                 "warning": False} for i in dict.fromkeys(unknown)]
    problems += [{"code": p.code, "message": p.message, "warning": p.warning}
                 for p in check_deck(deck, library)]
    return {"legal": not any(not p["warning"] for p in problems), "problems": problems,
            "counts": deck_counts(deck, library)}


def deck_text(file: DeckFile, library: Library) -> str:
    """The deck file, as the shipped ones are written: its atlas, then its book's campaign
    and adversary halves, each under a comment with its count."""
    drawn = sorted({library.card_set[i] for i in (*file.book, *file.atlas, *file.starting_party)
                    if i in library.card_set})
    info = file.deck.model_copy(update={"sets": tuple(drawn)})
    head = {"deck": {k: v for k, v in info.model_dump(mode="json").items()
                     if v not in ("", []) or k == "name"}}
    lines = ["# A deck for The Heroes' Journey, written by the companion's deck builder.",
             yaml.safe_dump(head, sort_keys=False, allow_unicode=True, width=88).rstrip(), "",
             "atlas:", *(f"  - {_scalar(i)}" for i in file.atlas)]
    if file.starting_party:
        lines += ["", "starting_party:", *(f"  - {_scalar(i)}" for i in file.starting_party)]
    lines += ["", "book:"]
    for side in ("campaign", "adversary", None):
        ids = [i for i in file.book if (library.cards[i].side if i in library.cards
                                        else None) == side]
        if ids:
            lines.append(f"  # {side or 'other'}: {sum(file.book[i] for i in ids)}")
            lines += [f"  {_scalar(i)}: {file.book[i]}" for i in ids]
    return "\n".join(lines) + "\n"


def _scalar(card_id: str) -> str:
    """A card id as YAML writes it: quoted where YAML would read it as something else (an
    id "0", "no" or "0x1f" is a number or a yes/no bare)."""
    return yaml.safe_dump([card_id])[2:].strip()


def deck_from_text(text: str, name: str, library: Library) -> DeckFile:
    """A deck file's text read as `hjkit check` reads it; FormatError names the file, line
    and field of the first problem."""
    with tempfile.TemporaryDirectory(prefix="hjkit-deck-") as folder:
        path = Path(folder, "decks", "deck.yaml")
        path.parent.mkdir()
        path.write_text(text, encoding="utf-8")
        # copies: a shipped set the deck names is read into the scratch library only
        scratch = Library(cards=dict(library.cards), broken=set(library.broken),
                          sets=dict(library.sets), card_set=dict(library.card_set))
        problems = []
        _load_deck_file(path, scratch, problems)
    if problems:
        first = problems[0]
        where = f" [{first.field}]" if first.field else ""
        raise FormatError("file", f"{name}:{first.line}:{where} {first.message}")
    return next(iter(scratch.decks.values())).file


def with_deck(library: Library, file: DeckFile) -> Library:
    """The library with this deck in it (replacing one of the same id)."""
    deck = Deck(Path(f"builder:{file.deck.id}"), file, {})
    return Library(cards=library.cards, cultures=library.cultures, sets=library.sets,
                   card_set=library.card_set, decks={**library.decks, file.deck.id: deck},
                   origins=library.origins, broken=library.broken, art=library.art)


def card_files(file: DeckFile, library: Library) -> list[Path]:
    """The card files holding the deck's cards, for `hjkit build` to load beside it."""
    return sorted({library.origins[i][0] for i in (*file.book, *file.atlas,
                                                   *file.starting_party)
                   if i in library.origins})
