"""Card pictures named in card files (`art: art/wolf.svg`): the field's type and where each
picture was named. Pictures are print-only: a card file copied without its pictures still
loads and plays, and shows a placeholder where its picture would be. Loading reads no
picture; a picture is read where it is drawn (hjkit.generator.pictures: `hjkit build`,
`hjkit preview`, `hjkit check --pictures`), which names each one that cannot print at its
line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, Field

from .problems import field_name
from .wording import counted
from .yamlsource import Document, Location


def in_set(named: str) -> str:
    """named, a picture's path as a card file writes it, when it stays in the set's folder:
    a card set prints no file from elsewhere on the machine."""
    parts = named.replace("\\", "/").split("/")
    if named.startswith(("/", "\\")) or ".." in parts or ":" in parts[0]:
        raise ValueError(f"the picture {named!r} must be in the set's folder: a path from "
                         "it, without '..'")
    return named


ArtFile = Annotated[str, Field(pattern=r"(?i)^[^/\\].*\.(svg|png|jpe?g)$", max_length=200,
                               description="The card's picture: an SVG, PNG or JPEG file, a "
                                           "path relative to the card file's folder."),
                    AfterValidator(in_set)]


@dataclass(frozen=True)
class CardPicture:
    """A card's picture file and where its card file names it."""

    card: str
    """The id of the card it shows."""
    path: Path
    """The file, beside the card file that names it."""
    named: str
    """The file as the card file writes it."""
    source: Path
    """The card file."""
    line: int
    field: str

    @property
    def set_folder(self) -> Path:
        """The folder a picture (and every file an SVG picture draws in) must lie in."""
        return self.source.parent

    def missing(self) -> bool:
        """True when there is no file where the card file says (a look, not a read)."""
        return not self.path.is_file()


def picture_at(card_id: str, named: str, document: Document, location: Location) -> CardPicture:
    """The picture a card of document names at location."""
    return CardPicture(card_id, document.path.parent / named, named, document.path,
                       document.line_of(location), field_name(location, document))


def record_pictures(document: Document, key: str, cards: Iterable,
                    pictures: dict[str, CardPicture]) -> None:
    """pictures gets the picture of each card of document's list key that names art."""
    named = {card.id: card.art for card in cards if getattr(card, "art", None)}
    raw = document.data.get(key) if isinstance(document.data, dict) else None
    for index, item in enumerate(raw if isinstance(raw, list) else ()):
        card_id = item.get("id") if isinstance(item, dict) else None
        if card_id in named:
            pictures[card_id] = picture_at(card_id, named[card_id], document,
                                           (key, index, "art"))


def missing_warning(pictures: Iterable[CardPicture]) -> str | None:
    """One warning naming each card whose picture file is not there, or None: such a card
    plays and shows a placeholder, and `hjkit build` refuses it until the file is back."""
    missing = [p for p in pictures if p.missing()]
    if not missing:
        return None
    named = "; ".join(f"{p.card} ({p.source}:{p.line}: {p.named})" for p in missing)
    return (f"warning: no picture file for {counted(len(missing), 'card')} (shown with a "
            f"placeholder; hjkit build refuses them until the file is there): {named}")


class PictureClash(ValueError):
    """A picture that would replace a different file of the same name."""


def carry_pictures(pictures: Iterable[CardPicture], source_root: Path | None,
                   target_root: Path) -> list[Path]:
    """Copy each card's picture so that it lies at target_root / its name as the card file
    writes it (`art/wolf.svg`): from its own file, or, with source_root, from source_root /
    that name (a spreadsheet's pictures, beside it). A picture already there as the same
    bytes is left; one not found is left out (the card loads with a placeholder).
    Raises PictureClash for a different file in the way, OSError when one cannot be
    written. The copies written, in order."""
    written = []
    for picture in pictures:
        source = picture.path if source_root is None else source_root / in_set(picture.named)
        target = target_root / in_set(picture.named)
        if not source.is_file() or source.resolve() == target.resolve():
            continue
        data = source.read_bytes()
        if target.exists():
            if target.read_bytes() != data:
                raise PictureClash(f"{target} is another picture than {source}; move it, or "
                                   "give another folder")
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    return written
