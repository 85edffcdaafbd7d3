"""The variants, and playouts: random legal play ends with the invariants holding after
every action; a simple policy's games end in a reasonable number of turns."""

from __future__ import annotations

import statistics

import pytest

from hjkit.games.heros_journey_home.engine.deck import drawable
from hjkit.games.heros_journey_home.engine.playout import policy_playout
from hjkit.games.heros_journey_home.engine.setup import new_state
from hjkit.games.heros_journey_home.engine.table import apply, legal_actions
from hjkit.kit.playout import play_out

from .builders import CARDS, act, member, roll, table


def test_legs_of_the_journey_puts_each_monster_in_its_leg():
    """"Remove all Monster cards from the Journey deck in the setup phase of the game. Split
    the Journey deck into two or more "legs" into which you shuffle certain monsters." "you
    could move the high-powered monsters (Leviathan, Behemoth, Giant) to the final leg\""""
    state = table([member("champion")], variant="legs")
    first = drawable(state.deck)
    assert "goblin-1" in first and not {"behemoth", "giant", "leviathan", "home"} & set(first)
    assert state.deck.segments[0] == 15 + 9


def test_the_final_battle_removes_home_and_ends_in_combat_among_all_players():
    """"In a multiplayer game, remove the Home card entirely and play through the entire
    deck. When the final card has been played, all players conduct combat against one
    another to determine the winner." "Continue playing combat rounds until there is only
    one player left standing.\""""
    state = table([member("champion")], [member("bard", hp=1)], variant="final-battle")
    assert "home" not in state.deck.left
    from dataclasses import replace
    state = replace(state, deck=replace(state.deck, left=("old-road",), segments=(1,)))
    state = act(act(state, "draw", card="old-road"), "end_turn")
    assert state.final and state.combat.kind == "final"
    state = act(state, "attack", seat=1, member=0, target="a0.0")
    state = roll(state, 1)
    state = act(state, "attack", seat=0, member=0, target="a1.0")
    state = roll(state, 20, 20)
    assert state.over and state.winner == 0


def invariants(state) -> None:
    for party in state.parties:
        assert party.papergold >= 0 and 0 <= party.bonus <= 6
        for m in party.members:
            assert 0 <= m.hp <= m.max_hp, m
            # A monster joined, or Polymorph's "new max HP is monster's stated HP value".
            assert m.max_hp <= 6 or m.card in CARDS.journey or m.value != m.natural, m
        if party.out:
            assert not party.living() or state.final is False
    deck = state.deck
    assert len(deck.left) + len(deck.drawn) == deck.size
    assert sum(deck.segments) == len(deck.left)
    if "home" in deck.drawn:
        assert state.over and state.winner is not None
    assert state.over == (not legal_actions(state))
    if state.combat is not None:
        assert all(state.parties[s].living() for s in state.combat.seats)


SETUPS = [("standard", 1, "companion"), ("standard", 2, "physical"), ("legs", 3, "companion"),
          ("final-battle", 2, "companion"), ("final-battle", 4, "physical")]


@pytest.mark.parametrize(("variant", "players", "dice"), SETUPS)
def test_random_playouts_end_with_the_invariants_after_every_action(variant, players, dice):
    for seed in range(6):
        state = new_state(variant, [f"P{i}" for i in range(players)], CARDS, seed, dice)
        play_out(state, seed, legal_actions, apply, lambda s: s.over, check=invariants)


def policy_turns(variant: str, players: int, games: int) -> list[int]:
    turns = []
    for seed in range(games):
        state = new_state(variant, [f"P{i}" for i in range(players)], CARDS, seed, "companion")
        end, drawn = policy_playout(state, seed)
        assert end.over
        turns.append(drawn)
    return turns


def test_simple_policy_games_end_in_a_reasonable_number_of_journey_cards():
    """The starter content's values: a cautious player's solitaire game ends (home or dead)
    within the deck, most often well past its top half."""
    turns = policy_turns("standard", 1, 40)
    assert all(1 <= t <= 45 for t in turns)
    assert 10 <= statistics.median(turns) <= 40, sorted(turns)


def test_in_the_final_battle_the_last_party_standing_wins_before_the_deck_is_played_out():
    """The Final Battle: "Continue playing combat rounds until there is only one player
    left standing." A party left alone while cards remain has no one left to fight: it
    wins at once, without drawing the rest of the deck alone."""
    state = table([member("champion")], [member("bard", hp=1)], [member("fool", hp=1)],
                  variant="final-battle")
    state = act(state, "draw", card="crossing-paths-1")
    state = act(state, "challenge", value=1)
    state = act(state, "attack", seat=1, member=0, target="a0.0")
    state = roll(state, 1)
    state = act(state, "attack", seat=0, member=0, target="a1.0")
    state = roll(state, 20, 20)
    assert not state.over and state.parties[1].out
    state = act(state, "end_turn")
    state = act(state, "draw", seat=2, card="haunted-wood")  # the Fool's last HP
    assert state.over and state.winner == 0 and len(state.deck.left) > 30
    assert "P1 is the last one standing and wins The Final Battle." in act.events


def test_in_the_standard_game_the_last_party_left_draws_on_until_home():
    """Winning: "the remaining players continue on until one of them draws the Home card"
    and "A player only wins by drawing the Home card": a party left alone goes on."""
    state = table([member("champion")], [member("fool", hp=1)])
    state = act(act(state, "draw", card="ruins"), "end_turn")
    state = act(state, "draw", seat=1, card="haunted-wood")
    assert state.parties[1].out and not state.over
    assert state.active == 0 and state.step == "draw"


def test_the_tuned_starter_set_usually_reaches_the_final_battle():
    """The Final Battle: "play through the entire deck. When the final card has been played,
    all players conduct combat against one another to determine the winner." The kit's own
    values are tuned so that this is the usual ending (docs/heros-journey-home.md): three
    cautious players reach it in most seeded games."""
    reached = 0
    for seed in range(12):
        state = new_state("final-battle", ["P0", "P1", "P2"], CARDS, seed, "companion")
        end, drawn = policy_playout(state, seed)
        reached += end.final and drawn == end.deck.size
    assert reached >= 9, reached
