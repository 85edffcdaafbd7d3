"""Tables in a known position for the rule tests: parties built directly (past setup),
physical dice so each test enters the rolls it needs, and short helpers to act."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_home.engine.actions import Action
from hjkit.games.heros_journey_home.engine.cards import cards_of
from hjkit.games.heros_journey_home.engine.setup import member_of, new_state
from hjkit.games.heros_journey_home.engine.state import Member, Party, State
from hjkit.games.heros_journey_home.engine.table import apply, legal_actions
from hjkit.games.heros_journey_home.model.library import SHIPPED_CARDS, load
from hjkit.kit.game import Applied, Refusal

_library, _problems = load([SHIPPED_CARDS])
assert not _problems
LIBRARY = _library
CARDS = cards_of(LIBRARY)


def member(card: str, hp: int = 3, items: tuple[str, ...] = (), spells=()) -> Member:
    base = member_of(CARDS, card)
    return replace(base, hp=hp, items=tuple(items), spells=tuple(spells))


def table(*parties: list[Member] | dict, variant: str = "standard", dice: str = "physical",
          seed: int = 1) -> State:
    """A table on its first turn, at the draw: each party a list of members (the first is
    the Hero) or a dict of Party fields with members."""
    built = []
    for i, spec in enumerate(parties):
        fields = spec if isinstance(spec, dict) else {"members": spec}
        fields = {"hero": 0, "ready": True, "quest": list(CARDS.quests)[i], **fields}
        fields["members"] = tuple(fields["members"])
        built.append(Party(f"P{i + 1}", **fields))
    names = [p.name for p in built]
    state = new_state(variant, names, CARDS, seed, dice)
    used = {m.card for p in built for m in p.members}
    return replace(state, parties=tuple(built), phase="turn", step="draw",
                   supply=tuple(a for a in state.supply if a not in used))


def act(state: State, kind: str, seat: int = 0, **fields) -> State:
    result = apply(state, Action(kind, seat, **fields))
    assert isinstance(result, Applied), result
    act.events = [e.text for e in result.events]
    return result.state


def refusal(state: State, kind: str, seat: int = 0, **fields) -> Refusal:
    result = apply(state, Action(kind, seat, **fields))
    assert isinstance(result, Refusal), f"{kind} was allowed"
    return result


def roll(state: State, *values: int) -> State:
    """Enter physical dice for whoever the battle waits on."""
    events = []
    for value in values:
        state = act(state, "roll", state.combat.roll.seat, value=value)
        events += act.events
    act.events = events
    return state


def legal(state: State, kind: str | None = None) -> list[Action]:
    return [a for a in legal_actions(state) if kind is None or a.type == kind]


def fight(state: State, card: str, seat: int = 0) -> State:
    """Draw a monster and choose to fight it."""
    state = act(state, "draw", seat, card=card)
    return act(state, "fight", seat)


def hp(state: State, seat: int = 0) -> list[int]:
    return [m.hp for m in state.parties[seat].members]
