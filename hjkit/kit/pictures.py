"""Card pictures named in card files (`art: art/wolf.svg`): the field's type, where each
picture was named, and the check a build makes that each is beside its file and reads
through the kit's art loader. Pictures are print-only: a card file copied without its
pictures still loads and plays; building it names each missing picture at its line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import Field

from hjkit.generator.art import ArtError, load_picture

from .problems import field_name
from .yamlsource import DataProblem, Document

ArtFile = Annotated[str, Field(pattern=r"(?i)^[^/\\].*\.(svg|png|jpe?g)$", max_length=200,
                               description="The card's picture: an SVG, PNG or JPEG file, a "
                                           "path relative to the card file's folder.")]


@dataclass(frozen=True)
class CardPicture:
    """A card's picture file and where its card file names it."""

    path: Path
    named: str
    source: Path
    line: int
    field: str

    def problem(self) -> DataProblem | None:
        """Why the picture cannot print (missing, unreadable), or None."""
        try:
            if not self.path.is_file():
                raise ArtError(f"no picture {self.named!r}")
            load_picture(self.path)
        except ArtError as error:
            return DataProblem(self.source, self.line, self.field, str(error))
        return None


def record_pictures(document: Document, key: str, cards: Iterable,
                    pictures: dict[str, CardPicture]) -> None:
    """pictures gets the picture of each card of document's list key that names art."""
    named = {card.id: card.art for card in cards if getattr(card, "art", None)}
    raw = document.data.get(key) if isinstance(document.data, dict) else None
    for index, item in enumerate(raw if isinstance(raw, list) else ()):
        card_id = item.get("id") if isinstance(item, dict) else None
        if card_id in named:
            location = (key, index, "art")
            pictures[card_id] = CardPicture(document.path.parent / named[card_id],
                                            named[card_id], document.path,
                                            document.line_of(location),
                                            field_name(location, document))


def printable(pictures: dict[str, CardPicture]) -> dict[str, Path]:
    """The picture file of each card whose picture can print (a face skips the others; a
    build refuses them first, see picture_problems)."""
    return {card_id: p.path for card_id, p in pictures.items() if p.problem() is None}


def picture_problems(pictures: Iterable[CardPicture]) -> list[DataProblem]:
    """What stops the pictures printing, one problem per picture at fault."""
    return [p for p in (picture.problem() for picture in pictures) if p is not None]


def data_problems(loaded, pictures: Iterable[CardPicture]) -> tuple[str, ...]:
    """What `hjkit check` reports for a game whose loader leaves pictures to the build: the
    loader's problems and each picture that would stop the build, read as it will."""
    return tuple(str(p) for p in (*loaded.problems, *picture_problems(pictures)))
