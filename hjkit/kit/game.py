"""What the companion needs from a game's rules, and nothing more.

The store, sync, undo and log deal only in JSON setups, JSON actions, opaque states and
event sentences. A game plugs in by implementing Ruleset in one adapter module (the
Heroes' Journey one is companion/hj.py) and being registered in create_app.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any


class FormatError(ValueError):
    """A request that cannot be read: names the field at fault (answered with 400)."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class Refused:
    """An action or setup the rules forbid: a stable rule code and a sentence (422)."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class Sentence:
    """One line of the game log."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Accepted:
    """A legal action's result: the new opaque state and what happened, as sentences."""

    state: Any
    events: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class Started:
    """A new game: the setup to store (complete, so replay is deterministic), the seat
    names in seat order and the first state."""

    setup: dict
    seats: tuple[str, ...]
    state: Any


class Ruleset(ABC):
    """One game's rules behind the companion. Implementations must be pure: the state is a
    function of the stored setup and the accepted actions, so replay rebuilds it."""

    name: str
    """Stable id stored with each table, e.g. 'heroes-journey'."""

    @abstractmethod
    def start(self, setup: object) -> Started | Refused:
        """A new game from the client's setup JSON; raise FormatError for malformed input.
        The returned setup is what start() gets back on replay."""

    @abstractmethod
    def parse_action(self, data: object) -> Any:
        """An action from JSON; raise FormatError naming the bad field."""

    @abstractmethod
    def action_json(self, action: Any) -> dict:
        """The JSON form stored in the log; parse_action(action_json(a)) == a."""

    @abstractmethod
    def action_seat(self, action: Any) -> int:
        """The seat taking the action: the one whose token may send it."""

    @abstractmethod
    def apply(self, state: Any, action: Any) -> Accepted | Refused:
        """The rules' verdict on an action."""

    @abstractmethod
    def view(self, state: Any) -> dict:
        """What every phone shows (JSON-ready); includes what may be done now."""

    def catalog(self) -> dict:
        """Options a client needs to set up a table (variants, decks...)."""
        return {}
