"""Required triggers: "When this minion is killed, exert a companion." (Swarm of Black Bees).

Unlike a "Response:", nobody may decline it: once the card has left play, its controller
owes the choice the text asks for, before anyone responds to what happened. The choice is
a UseAbility whose source is the uid the card had on the field. When nothing can be chosen
(every companion has 1 health: "You cannot exert a character with 1 health.") the trigger
resolves with no effect.
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from ..model.abilities import Ability
from ..model.cards import Card
from . import actions as A
from .abilities import Use, options
from .flow import Log
from .state import Table, Triggered


def _ability(card: Card, trigger: str) -> tuple[int, Ability] | None:
    return next(((n, a) for n, a in enumerate(card.abilities) if a.when == trigger), None)


def owed_ability(t: Table, action: A.UseAbility) -> tuple[Card, Ability] | None:
    """The card and ability of the choice this action makes, if it is the one owed now."""
    owed = t.pending[0] if t.pending else None
    if owed is None or action.source != owed.uid or action.seat != owed.owner:
        return None
    card = t.cards[owed.card_id]
    if not 0 <= action.ability < len(card.abilities) or card.abilities[
            action.ability].when != owed.trigger:
        return None
    return card, card.abilities[action.ability]


def _uses(t: Table, owed: Triggered) -> list[A.UseAbility]:
    card = t.cards[owed.card_id]
    index, ability = _ability(card, owed.trigger)
    return [A.UseAbility(owed.owner, owed.uid, index, u.choice, u.exert, u.also, u.pick)
            for u in options(t, Use(owed.owner, card, ability, None))]


def required_uses(t: Table, seat: int) -> list[A.UseAbility]:
    """The ways this seat may make the choice it owes now (none if it owes none)."""
    if not t.pending or t.pending[0].owner != seat:
        return []
    return _uses(t, t.pending[0])


def without_choices(t: Table, log: Log) -> tuple[Triggered, ...]:
    """The choices the window's kills make owed, in the order they happened; one with
    nothing to choose resolves now, with no effect."""
    owed = []
    for moment in t.window:
        if moment.owner is None or _ability(t.cards[moment.card_id], moment.trigger) is None:
            continue
        if _uses(replace(t, pending=(moment,)), moment):
            owed.append(moment)
        else:
            _does_nothing(t, moment, log)
    return tuple(owed)


def still_owed(t: Table, rest: tuple[Triggered, ...], log: Log) -> tuple[Triggered, ...]:
    """The choices owed after one is made: the next resolves with no effect if that choice
    left it nothing to choose (the first swarm exerted the last companion that could be),
    and so on, so the one owed next always has a choice."""
    while rest and not _uses(replace(t, pending=rest[:1]), rest[0]):
        _does_nothing(t, rest[0], log)
        rest = rest[1:]
    return rest


def _does_nothing(t: Table, moment: Triggered, log: Log) -> None:
    card = t.cards[moment.card_id]
    text = card.ability_text(_ability(card, moment.trigger)[1])
    log.append(Event("required", f"{card.title}: '{text}' There is nothing to choose, so "
                                 "it does nothing."))
