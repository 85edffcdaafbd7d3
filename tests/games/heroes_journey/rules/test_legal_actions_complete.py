"""legal_actions builds a card's or an ability's choices only when check() does not refuse
it with no choice made for a reason no choice changes (using.CHOICE_FREE): it must still
list exactly the actions apply() accepts.

"legal_actions() lists the actions apply() would accept now" (engine/table.py). Here every
position of seeded random games is asked both ways: legal_actions' answer, and a wide
enumeration of actions (every seat, every card of every book on every bearer and with every
exert, every ability of every card in play with its choices, every character as a target,
every stepper, and every seat's confirm and decline of every proposal) each put through
the full check with its refusal. The games include players
who take every card play and ability they can, so effects, lasting changes and response
windows are in play, and the test library's events, responses, bearers and exerts.
"""

from __future__ import annotations

import random

import pytest

from hjkit.games.heroes_journey.engine import actions as A
from hjkit.games.heroes_journey.engine.abilities import Use, options
from hjkit.games.heroes_journey.engine.setup import MAX_BID, new_table
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply, check, legal_actions
from hjkit.games.heroes_journey.engine.using import event_ability
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load
from hjkit.kit.game import Applied

from .conftest import standard_table

POSITIONS = 120
"""Positions asked per game: setup, and several turns' worth of every phase."""


def every_action(t, adjustments: bool):
    """A wide net of actions, most of them illegal now; check() sorts them."""
    uids = [i.uid for i in t.field]
    seats = range(len(t.seats))
    kinds = {i.uid: t.card_of(i).type for i in t.field}
    minions = [u for u in uids if kinds[u] == "minion"]
    companions = [u for u in uids if kinds[u] == "companion"]
    for seat in seats:
        s = t.seats[seat]
        yield from (A.Bid(seat, amount) for amount in range(MAX_BID + 1))
        yield from (A.ChoosePosition(seat, p) for p in range(1, len(t.seats) + 1))
        yield from (A.PlaceSite(seat, c) for c in s.atlas)
        yield from (A.Mulligan(seat, keep) for keep in range(3))
        yield from (A.Pass(seat), A.Move(seat), A.Rest(seat), A.Rest(seat, discard=True),
                    A.Discard(seat))
        yield from (A.ChooseAntagonist(seat, other) for other in seats)
        for uid in uids:
            yield from (A.SecondWind(seat, uid), A.Exert(seat, uid), A.Heal(seat, uid),
                        A.Wound(seat, uid), A.ChooseSkirmish(seat, uid))
        yield from (A.Assign(seat, m, c) for m in minions for c in companions)
        for card_id in s.book:
            card = t.cards[card_id]
            yield A.ChooseHero(seat, card_id)
            ability = event_ability(t, card)
            if ability is not None:
                for use in options(t, Use(seat, card, ability, None)):
                    yield A.PlayCard(seat, card_id, None, use.exert, use.choice, use.also,
                                     use.pick)
            targets = [None, *uids] if card.bearer else [None]
            exerts = [None, *uids] if any(c.exert for c in card.to_play) else [None]
            yield from (A.PlayCard(seat, card_id, target, exert) for target in targets
                        for exert in exerts)
        for item in t.field:
            if item.owner != seat:
                continue
            card = t.card_of(item)
            for index, ability in enumerate(card.abilities):
                for use in options(t, Use(seat, card, ability, item)):
                    yield A.UseAbility(seat, item.uid, index, use.choice, use.exert,
                                       use.also, use.pick)
        if adjustments:
            for proposal in t.proposals:
                yield from (A.Confirm(seat, proposal.id), A.Decline(seat, proposal.id))
            for delta in (1, -1):
                yield A.AdjustRisk(seat, delta)
                yield from (A.AdjustBurden(seat, party, delta) for party in seats)
                for uid in uids:
                    yield A.AdjustWounds(seat, uid, delta)
                    yield A.AdjustStrength(seat, uid, delta)
                yield from (A.AdjustRanged(seat, side, delta) for side in ("party", "minions"))


_ACTING_STEPS = (Step.CAMPAIGN, Step.ADVERSARY, Step.MANEUVER, Step.BARRAGE, Step.SKIRMISH,
                 Step.REGROUP)
"""The steps where legal_actions offers the seat to act its card plays and exerts."""


def never_listed(t, action) -> bool:
    """Actions check() lets through that legal_actions has never offered (before this speed
    work too): an Exert outside the steps where players act; a "Response:" event the
    players resolve, played by the seat to act outside those steps (and the assignment
    step and starting party, where its plays are offered); a token stepper on the burden
    of a party that has lost. Whether check() or legal_actions is right there is a rules
    question, not a speed one."""
    if isinstance(action, A.Exert):
        return t.step not in _ACTING_STEPS
    if isinstance(action, A.PlayCard):
        card = t.cards[action.card_id]
        return (card.response is not None and not t.responding and action.seat == t.to_act
                and t.step not in (*_ACTING_STEPS, Step.ASSIGNMENT, Step.STARTING_PARTY))
    if isinstance(action, A.AdjustBurden):
        return action.party not in t.seats_in_play()
    return False


def accepted(t, adjustments: bool) -> set:
    return {a for a in every_action(t, adjustments)
            if check(t, a) is None and not never_listed(t, a)}


def _card_or_ability(action) -> bool:
    return isinstance(action, (A.PlayCard, A.UseAbility))


def assert_same_answers(start, seed: int, adjustments: bool, favour: bool) -> tuple[int, int]:
    """Plays from start (taking card plays and abilities nine times in ten when favour)
    and compares both answers at every position; returns the positions compared and how
    many of them waited for a response."""
    rng, t, responding = random.Random(seed), start, 0
    for position in range(POSITIONS):
        if t.is_over:
            return position, responding
        responding += bool(t.responding)
        listed = legal_actions(t, adjustments=adjustments)
        assert len(listed) == len(set(listed)), f"an action listed twice at {t.step}"
        wanted = accepted(t, adjustments)
        assert set(listed) == wanted, (
            f"position {position}, {t.step}, seat {t.to_act}: listed but refused "
            f"{set(listed) - wanted}; accepted but not listed {wanted - set(listed)}")
        played = legal_actions(t, adjustments=False) if adjustments else listed
        favoured = [a for a in played if _card_or_ability(a)] if favour else []
        action = rng.choice(favoured if favoured and rng.random() < 0.9 else played)
        result = apply(t, action)
        assert isinstance(result, Applied), result
        t = result.state
    return POSITIONS, responding


@pytest.fixture(scope="module")
def shipped():
    library, problems = load([SHIPPED_CARDS])
    assert not problems
    return library


def _shipped(library, decks: list[str], seed: int):
    variant = "intro" if decks[0] == "intro" else "standard"
    names = ("Ana", "Ben", "Cy", "Di")
    return new_table(variant, [(names[i], library.decks[d]) for i, d in enumerate(decks)],
                     library, seed)


@pytest.mark.parametrize(("decks", "seed", "adjustments", "favour"), [
    (["intro", "intro"], 1, False, True),
    (["intro", "intro"], 2, True, False),
    (["oz", "achaian"], 3, False, True),
    (["achaian", "oz"], 4, True, True),
    (["oz", "achaian", "oz", "achaian"], 5, False, True),
    (["oz", "achaian", "achaian"], 6, True, False),
])
def test_legal_actions_are_exactly_what_apply_accepts_in_shipped_games(
        shipped, decks, seed, adjustments, favour):
    compared, _ = assert_same_answers(_shipped(shipped, decks, seed), seed, adjustments,
                                      favour)
    assert compared > 30


@pytest.mark.parametrize(("players", "seed", "adjustments"), [(2, 7, False), (2, 8, True),
                                                             (4, 9, False), (3, 10, True)])
def test_legal_actions_are_exactly_what_apply_accepts_with_events_bearers_and_responses(
        lib, players, seed, adjustments):
    compared, _ = assert_same_answers(standard_table(lib, players, seed), seed, adjustments,
                                      favour=True)
    assert compared > 30


@pytest.mark.parametrize(("seed", "favour"), [(0, True), (2, False), (3, False), (8, False)])
def test_legal_actions_are_exactly_what_apply_accepts_while_responses_are_owed(seed, favour):
    """From moments where a response is likely (Broken Oath, Hil-lo, Hol-lo, Hel-lo!):
    the response windows' answers too."""
    from .test_playouts import _response_tables
    windows = 0
    for start in _response_tables():
        windows += assert_same_answers(start, seed, seed % 2 == 0, favour)[1]
    assert windows
