"""Reading an action from its JSON form: the scaffolding every game's engine/actions.py
shares. An action is a frozen dataclass; its JSON form is an object with a "type" naming
the kind of action and one member per field, e.g.

    {"type": "play_card", "seat": 1, "card_id": "bagheera"}

`action_kind` finds what the type names, `field_values` reads the fields by their
annotations (int, str, bool, Literal[...], tuples, `X | None`), and `read_action` does
both where each type is a class of its own; a game checks what its rules say of the values
(a suit it knows, a card id's length) after that. Every error is an ActionFormatError
naming the field at fault.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Collection, Mapping
from functools import cache
from typing import Any, Literal, TypeVar

from .game import ActionFormatError

Kind = TypeVar("Kind")


def action_kind(data: object, kinds: Mapping[str, Kind]) -> tuple[dict, str, Kind]:
    """The action's JSON object, its type and what kinds maps that type to."""
    if not isinstance(data, dict):
        raise ActionFormatError("action", "must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        raise ActionFormatError("type", f"unknown action type {kind!r}; one of "
                                        f"{', '.join(kinds)}")
    return data, kind, kinds[kind]


def read_action(data: object, kinds: Mapping[str, type]) -> Any:
    """The action whose JSON form data is, where kinds maps each type to its dataclass."""
    data, kind, cls = action_kind(data, kinds)
    return cls(**field_values(data, cls, kind))


def field_values(data: object, cls: type, kind: str,
                 names: Collection[str] | None = None) -> dict[str, Any]:
    """The values in data, a JSON object, of the dataclass cls's fields (only those in
    names, if given), each checked against its annotation; a field data lacks (or holds
    null, where the annotation allows None) is left to its default, and one without a
    default is missing. A member of data that is none of these fields, nor "type", is an
    unknown field."""
    if not isinstance(data, dict):
        raise ActionFormatError("action", "must be a JSON object")
    known = {name: hint for name, hint, _ in _fields(cls) if names is None or name in names}
    unknown = set(data) - set(known) - {"type"}
    if unknown:
        raise ActionFormatError(sorted(unknown)[0], f"unknown field for {kind}")
    values = {}
    for name, hint, required in _fields(cls):
        if name not in known:
            continue
        value = data.get(name)
        if value is None and (name not in data or _allows_none(hint)):
            if required:
                raise ActionFormatError(name, "missing")
            continue
        try:
            values[name] = _read(value, hint)
        except ValueError as error:
            raise ActionFormatError(name, f"must be {error}, got {value!r}") from None
    return values


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """(name, annotation, required) per field of the dataclass cls, in order."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name], f.default is dataclasses.MISSING
                  and f.default_factory is dataclasses.MISSING)
                 for f in dataclasses.fields(cls))


def _allows_none(hint: Any) -> bool:
    return _is_union(hint) and type(None) in typing.get_args(hint)


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _read(value: object, hint: Any) -> object:
    """value as a field annotated hint holds it (a JSON list as a tuple); ValueError saying
    what the field must be when it is not one."""
    if _is_union(hint):
        for each in typing.get_args(hint):
            if each is not type(None):
                return _read(value, each)
    if typing.get_origin(hint) is Literal:
        if value not in typing.get_args(hint):
            raise ValueError(f"one of {', '.join(map(str, typing.get_args(hint)))}")
        return value
    if typing.get_origin(hint) is tuple:
        items = typing.get_args(hint)
        if not isinstance(value, list | tuple):
            raise ValueError("a list")
        if items[1:] == (Ellipsis,):
            items = items[:1] * len(value)
        elif len(value) != len(items):
            raise ValueError(f"a list of {len(items)}")
        return tuple(_read(item, each) for item, each in zip(value, items, strict=True))
    if type(value) is not hint:  # exactly: True is no int here, as in JSON
        raise ValueError(_name(hint))
    return value


def _name(hint: Any) -> str:
    return getattr(hint, "__name__", str(hint))
