"""What apply() answers: the new table with its events, or a refusal naming the rule."""

from __future__ import annotations

from dataclasses import dataclass

from .state import Table


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, as a plain sentence for the game log."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Refusal:
    """An illegal action: a stable rule code and a sentence saying why."""

    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


@dataclass(frozen=True, slots=True)
class Applied:
    """A legal action's result."""

    table: Table
    events: tuple[Event, ...]
