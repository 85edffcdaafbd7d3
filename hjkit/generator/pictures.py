"""Card pictures checked where they are drawn: `hjkit build` and `hjkit preview` refuse a
card whose picture cannot print, `hjkit check --pictures` names each one, and a card's face
on a page (the deck builder's, a rulings page's) shows a placeholder instead. A picture is
read and drawn here as a build will, so what this accepts a build draws."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from hjkit.kit.pictures import CardPicture
from hjkit.kit.yamlsource import DataProblem

from .art import ArtError, drawable


def picture_problem(picture: CardPicture) -> DataProblem | None:
    """Why the picture cannot print (missing, outside its set, unreadable, undrawable), at
    the line that names it, or None."""
    try:
        if picture.missing():
            raise ArtError(f"no picture {picture.named!r}")
        if not _inside(picture.path, picture.set_folder):
            raise ArtError(f"{picture.path}: the picture is outside its set's folder "
                           f"{picture.set_folder} (a link to a file elsewhere)")
        drawable(picture.path)
    except ArtError as error:
        return DataProblem(picture.source, picture.line, picture.field, str(error))
    return None


def picture_problems(pictures: Iterable[CardPicture]) -> list[DataProblem]:
    """What stops the pictures printing, one problem per picture at fault."""
    return [p for p in map(picture_problem, pictures) if p is not None]


def printable(pictures: Mapping[str, CardPicture]) -> dict[str, Path]:
    """The picture file of each card whose picture can print, by card id: a face shows a
    placeholder for the others (a build refuses them first, see picture_problems)."""
    return {card_id: p.path for card_id, p in pictures.items() if picture_problem(p) is None}


def _inside(path: Path, folder: Path) -> bool:
    """True when path, its links followed, lies in folder."""
    real, root = os.path.realpath(path), os.path.realpath(folder)
    return os.path.commonpath([real, root]) == root
