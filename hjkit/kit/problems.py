"""Card data read into a game's pydantic models, with every fault kept as a DataProblem
(the file, line and field at fault, and a sentence) instead of raised: the steps each
game's loader repeats, so that each of them says only what its files hold."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from .yamlsource import DataProblem, Document, Location, YamlError, read_yaml

LibraryT = TypeVar("LibraryT")


def load_files(files: Sequence[Path], library: LibraryT,
               load_file: Callable[[Document, LibraryT, list[DataProblem]], None],
               whole: Callable[[LibraryT], list[DataProblem]]
               ) -> tuple[LibraryT, list[DataProblem]]:
    """Each file read and given to load_file, which adds what it holds to library and
    its faults to the problems; then, when every file loaded clean, the problems whole
    finds in the set as a whole (a file that did not load would make those wrong)."""
    problems: list[DataProblem] = []
    for path in files:
        document = read(path, problems)
        if document is not None:
            load_file(document, library, problems)
    if files and not problems:
        problems += whole(library)
    return library, problems


def read(path: Path, problems: list[DataProblem]) -> Document | None:
    """The file's YAML, or None after recording why it does not read."""
    try:
        return read_yaml(path)
    except YamlError as error:
        problems.append(DataProblem(path, error.line, "", error.message))
        return None


def validate(model: Any, data: Any, document: Document, prefix: Location,
             problems: list[DataProblem], required: bool = False) -> Any:
    """data (found at prefix in document) as a model, or None after recording each error
    at its line. required: data that is None (its key absent, or left empty) is a
    missing field rather than what the model says of None."""
    if required and data is None:
        problems.append(DataProblem(document.path, document.line_of(prefix),
                                    field_name(prefix, document), "missing field"))
        return None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        for detail in error.errors():
            location = (*prefix, *detail["loc"])
            problems.append(DataProblem(document.path, document.line_of(location),
                                        field_name(location, document), message(detail)))
        return None


def unknown_fields(document: Document, known: set[str], problems: list[DataProblem]) -> None:
    """A problem for each top-level key of the file that is not one of known."""
    data = document.data if isinstance(document.data, dict) else {}
    for key in sorted(set(data) - known):
        problems.append(DataProblem(document.path, document.line_of((key,)), key,
                                    "unknown field"))


def listed_cards(document: Document, key: str, model: Any, origin: dict[str, tuple[Path, int]],
                 problems: list[DataProblem]) -> list | None:
    """The cards listed under key that validate as model and whose id origin (every card
    read so far: its file and line) does not hold yet; origin gets each of them. A problem
    for every other card, and None with a problem when key holds no list of cards."""
    data = document.data if isinstance(document.data, dict) else {}
    raw_cards = data.get(key)
    if not isinstance(raw_cards, list) or not raw_cards:
        problems.append(DataProblem(document.path, document.line_of((key,)), key,
                                    f"a card file needs a list of {key}"))
        return None
    cards = []
    for index, raw in enumerate(raw_cards):
        card = validate(model, raw, document, (key, index), problems, required=True)
        if card is None:
            continue
        where = (key, index, "id")
        line = document.line_of(where)
        if card.id in origin:
            problems.append(DataProblem(document.path, line, field_name(where, document),
                                        f"duplicate card id {card.id!r}"))
            continue
        origin[card.id] = (document.path, line)
        cards.append(card)
    return cards


def field_name(location: Location, document: Document) -> str:
    """'cards[3] (bagheera).cost' rather than a bare tuple: each list item named by its id
    when it has one."""
    parts: list[str] = []
    data = document.data
    for step in location:
        if isinstance(step, int):
            item = data[step] if isinstance(data, list) and step < len(data) else None
            label = f"[{step}]"
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                label += f" ({item['id']})"
            parts.append(label)
            data = item
        else:
            parts.append(("." if parts else "") + str(step))
            data = data.get(step) if isinstance(data, dict) else None
    return "".join(parts)


_WORDED = {
    "int_parsing": "must be a whole number", "int_type": "must be a whole number",
    "int_from_float": "must be a whole number", "float_parsing": "must be a number",
    "float_type": "must be a number", "bool_parsing": "must be true or false",
    "bool_type": "must be true or false", "string_type": "must be text",
    "list_type": "must be a list", "dict_type": "must be a mapping of names to values",
    "greater_than_equal": "must be {ge} or more", "greater_than": "must be more than {gt}",
    "less_than_equal": "must be {le} or less", "less_than": "must be less than {lt}",
}
"""pydantic's errors in a card designer's words ("Input should be a valid integer, unable
to parse string as an integer" is "must be a whole number, got 'lots'")."""


def _numeral(text: str) -> bool:
    """Whether text reads as a number: "2" given in quotes where 2 is wanted."""
    try:
        float(text)
    except ValueError:
        return False
    return True


def message(detail: dict) -> str:
    """One pydantic error as the sentence a problem says: a deck designer's words for an
    unknown or missing field, a wrong kind of value or one out of range (with the value
    given), and the values allowed where only some are."""
    kind = detail["type"]
    context = {key: f"{value:g}" if isinstance(value, float) else value
               for key, value in (detail.get("ctx") or {}).items()}  # 6, not 6.0
    text = detail["msg"].removeprefix("Value error, ")
    given = detail.get("input")
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "missing field"
    if kind in _WORDED:
        quoted = kind.endswith("_type") and isinstance(given, str) and _numeral(given)
        return (f"{_WORDED[kind].format(**context)}"
                f"{' (without quotes)' if quoted else ''}, got {given!r}")
    if kind == "string_too_short":
        return ("must not be empty" if context.get("min_length") == 1 else
                f"must be at least {context.get('min_length')} characters long")
    if kind == "string_too_long":
        return f"must be at most {context.get('max_length')} characters long"
    text = text.replace("Input should be ", "must be ", 1)
    if kind in ("literal_error", "enum"):
        return f"{text}, got {given!r}"
    return text


def first_error(error: ValidationError) -> tuple[str, str]:
    """The first error of a validation as (its field, dotted: 'abilities.0.text', and its
    sentence): what a refusal of stored data names."""
    detail = error.errors()[0]
    return ".".join(str(step) for step in detail["loc"]), message(detail)
