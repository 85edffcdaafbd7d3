"""Frozen, slotted dataclasses built quickly: the values a game's rules make by the thousand
(actions, events, refusals, the pieces of a table)."""

from __future__ import annotations

from dataclasses import MISSING


def quick_init(cls):
    """Give a frozen, slotted dataclass an __init__ that sets each field through its slot
    (what the generated one does through object.__setattr__, at twice the cost): a game's
    legal actions, events and refusals are built by the thousand. Same parameters and
    defaults; classes with default factories or __post_init__ keep theirs."""
    fields = list(cls.__dataclass_fields__.values())
    if hasattr(cls, "__post_init__") or any(
            f.default_factory is not MISSING or not f.init for f in fields):
        return cls
    setters, defaults = {}, {}
    for klass in reversed(cls.__mro__):
        for slot in klass.__dict__.get("__slots__", ()):
            setters[f"set_{slot}"] = klass.__dict__[slot].__set__
    params = parameters(cls, defaults)
    lines = [f"def __init__(self, {params}):"]
    lines += [f"    set_{f.name}(self, {f.name})" for f in fields] or ["    pass"]
    scope = {**setters, **defaults}
    exec("\n".join(lines), scope)  # noqa: S102 - the names are a dataclass's own fields
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init
    return cls


def parameters(cls, scope: dict) -> str:
    """A dataclass's __init__ parameters as source text, for a function generated with
    exec: each default is put in scope as default_<field>, which the text names."""
    params = []
    for f in cls.__dataclass_fields__.values():
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
    return ", ".join(params)
