"""Random and simple-policy playouts end, and the rules' invariants hold after every
action: party, relic and quest limits, no card lost or doubled, nothing negative."""

from __future__ import annotations

from collections import Counter

import pytest

from hjkit.games.heroes_and_quests.engine import party as rules
from hjkit.games.heroes_and_quests.engine.actions import Retreat
from hjkit.games.heroes_and_quests.engine.playout import play, random_policy, simple_policy
from hjkit.games.heroes_and_quests.engine.state import Table
from hjkit.games.heroes_and_quests.engine.table import apply, legal_actions
from hjkit.kit.playout import play_out

from .conftest import new


def card_census(table: Table) -> dict[str, Counter]:
    """Where every card is: its deck's piles and wherever play has put it."""
    census = {name: Counter(table.deck(name).draw + table.deck(name).discard)
              for name in ("quests", "traps", "heroes", "relics", "actions")}
    census["quests"].update(q for q, _ in table.markers)
    census["relics"].update(table.placing)  # waiting for the player to choose who carries
    for seat in table.seats:
        census["heroes"].update(h.card for h in seat.heroes)
        census["relics"].update(r for h in seat.heroes for r in h.relics)
        census["relics"].update(seat.potions)
        census["actions"].update(seat.hand)
    return census


def invariants(library):
    everything = {name: Counter(list(getattr(library, name)))
                  for name in ("quests", "traps", "heroes", "relics")}
    everything |= {
"actions": Counter({a.id: a.copies for a in library.actions.values()})}

    def check(table: Table) -> None:
        assert card_census(table) == everything
        assert len(table.markers) <= len(table.seats) + 2
        for seat in table.seats:
            assert 1 <= len(seat.heroes) <= rules.party_limit(seat, library) <= 8
            assert rules.hand_limit(seat, library) <= 10
            assert seat.gold >= 0 and seat.xp >= 0
            assert 0 <= seat.square < 100 or table.phase == "place"
            for hero in seat.heroes:
                assert len(hero.relics) <= 2
                assert sum(library.relics[r].hand_held for r in hero.relics) <= 1
        if table.phase == "move" and table.pending is None and table.moves_bonus == 0:
            seat = table.current
            assert len(seat.hand) <= rules.hand_limit(seat, library)
            assert len(table.markers) >= min(len(table.seats), len(library.quests))
    return check


@pytest.mark.parametrize("players, dice", [(2, "companion"), (3, "table"), (4, "companion"),
                                           (6, "table")])
def test_random_playouts_end_with_the_invariants_after_every_action(library, players, dice):
    for seed in range(2):
        table = new(library, players=players, dice=dice, seed=seed)
        end, actions = play(table, random_policy, seed, check=invariants(library))
        assert end.is_over and len(end.seats[end.winner].completed) == 3


@pytest.mark.parametrize("variant, target", [("short", 3), ("mid", 5), ("long", 7)])
def test_simple_policy_playouts_end_with_a_winner(library, variant, target):
    for seed in range(3):
        table = new(library, players=3, dice="companion", seed=seed, variant=variant)
        end, _ = play(table, simple_policy, seed, check=invariants(library))
        assert len(end.seats[end.winner].completed) == target


def test_the_random_player_retreats_rarely_from_the_quests_decisions(library):
    """"At any time during a Quest the player may have his Party retreat.": the random
    player (the conformance suite's too) is offered Retreat at each of a quest's decisions
    and takes it now and then, far less often than a uniform choice would, so its games end
    well inside the suite's 20,000 actions."""
    offered = taken = 0
    for seed in range(4):
        start = new(library, players=2, dice="companion", seed=seed)
        states: list[Table] = []
        played = play_out(start, seed, legal_actions, apply, lambda t: t.is_over,
                          random_policy, check=states.append)
        assert len(played.actions) < 10_000
        for before, action in zip([start, *states], played.actions, strict=False):
            offered += Retreat(before.turn) in legal_actions(before)
            taken += isinstance(action, Retreat)
    assert 0 < taken < offered / 20
