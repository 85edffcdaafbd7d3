"""What the rules answer an action with: `Applied` (the new state and its events) or a
`Refusal` (a stable rule code and a sentence); each `Event` a sentence for the game log.

They live apart from the seam (`hjkit.kit.game`, which names them for the games) so that
what plays games through the seam, such as `hjkit.kit.playout`, reads them without
importing the seam that names it: no circle between the two.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, as a plain sentence for the game log."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action or setup the rules forbid: a stable rule code and a sentence saying why."""

    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


@dataclass(frozen=True, slots=True)
class Applied:
    """A legal action's result: the new state and what happened, as sentences."""

    state: Any
    events: tuple[Event, ...]
