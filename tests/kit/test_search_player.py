"""The search player (issue 38): "A search player for The Heroes' Journey ... The hidden
information stays hidden: it samples the opponents' hands and books from what a seat could
know, never reads them", and "seeded runs repeat exactly"; with the report's "`--player
greedy|search` and a consistency line: the verdict ... under both players, and a warning
where they disagree"."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from hjkit.cli import EXIT_OK, EXIT_RULES, main
from hjkit.games.heroes_journey.engine import greedy, search
from hjkit.games.heroes_journey.engine.playing import seat_copies_used
from hjkit.games.heroes_journey.engine.table import legal_actions
from hjkit.kit.playout import play_out
from hjkit.kit.simulate import simulate

SMALL = search.Budget(worlds=2, candidates=3, horizon=20)
"""A budget that keeps the tests quick; what it decides does not matter here."""


def _searched_decisions(game, library, variant: str, decks: tuple[str, str], seed: int,
                        count: int):
    """The first `count` tables of a greedy game where the seat to act has a searched
    decision to make, with their legal actions."""
    setup = {"variant": variant, "seed": seed,
             "seats": [{"name": "A", "deck": decks[0]}, {"name": "B", "deck": decks[1]}]}
    found = []

    def watch(t, legal, rng):
        if len(found) < count and t.step in search.SEARCHED and \
                len(greedy.options(t, legal)) > 1:
            found.append((t, legal))
        return greedy.choose(t, legal, rng)

    play_out(game.start(setup, library).state, seed,
             lambda t: legal_actions(t, adjustments=False), game.apply, game.is_over, watch)
    assert len(found) == count
    return found


@pytest.mark.parametrize("variant, decks", [("intro", ("intro", "intro")),
                                            ("standard", ("oz", "achaian"))])
def test_a_seats_decision_is_the_same_whatever_the_unseen_cards_are(heroes, variant, decks):
    """The simulation deals every hand from the game's seed: another seed deals the other
    seats other cards. Given the same own hand, the player decides the same."""
    game, library = heroes
    other_hands_differed = 0
    for t, legal in _searched_decisions(game, library, variant, decks, seed=11, count=6):
        seat = t.to_act
        own = greedy.hand(t, seat)
        redealt = replace(t, seed=t.seed + 1000)
        opponents = [s for s in range(len(t.seats)) if s != seat]
        other_hands_differed += any(greedy.hand(t, s) != greedy.hand(redealt, s)
                                    for s in opponents)
        assert search.decide(t, legal, random.Random(3), own, SMALL) == \
            search.decide(redealt, legal, random.Random(3), own, SMALL)
    assert other_hands_differed, "the test must change what the seat cannot see"


def test_every_sampled_world_keeps_the_seats_own_hand_and_the_public_piles(heroes):
    game, library = heroes
    for t, _ in _searched_decisions(game, library, "standard", ("oz", "achaian"), seed=4,
                                    count=4):
        seat = t.to_act
        own = greedy.hand(t, seat)
        for number in range(5):
            world = search.determinise(t, seat, own, random.Random(number))
            assert greedy.hand(t, seat, world[seat]) == own
            for other, s in enumerate(t.seats):
                assert Counter(world[other]) == Counter(s.book) | seat_copies_used(t, other)
                assert sum(greedy.hand(t, other, world[other]).values()) == s.hand


def test_seeded_search_games_repeat_exactly(heroes):
    game, library = heroes
    setup = {"variant": "intro", "seed": 2,
             "seats": [{"name": "A", "deck": "intro"}, {"name": "B", "deck": "intro"}]}

    def played():
        return play_out(game.start(setup, library).state, 2,
                        lambda t: legal_actions(t, adjustments=False), game.apply,
                        game.is_over,
                        lambda t, legal, rng: search.choose(t, legal, rng, SMALL)).actions

    assert played() == played()


def test_with_no_worlds_to_look_at_it_plays_as_the_greedy_player(heroes):
    game, library = heroes
    for t, legal in _searched_decisions(game, library, "intro", ("intro", "intro"), seed=6,
                                        count=3):
        own = greedy.hand(t, t.to_act)
        assert search.decide(t, legal, random.Random(1), own, search.Budget(worlds=0)) in \
            greedy.options(t, legal)


def test_a_card_s_games_with_it_and_without_it_add_up_to_the_deck_s(heroes):
    game, library = heroes
    result = simulate(game, library, "oz", "achaian", 6, seed=1)
    for side in (0, 1):
        for card, _ in result.played[side]:
            played, not_played = result.with_and_without(side, card)
            assert played.games + not_played.games == result.games
            assert played.wins + not_played.wins == result.wins[side]
            assert 0 < played.games and played.interval.low <= played.rate


def test_the_command_reports_both_players_verdicts(capsys, monkeypatch):
    """Both players' reports, then one line of verdicts (the search player's games on a
    small budget, to keep the test quick)."""
    monkeypatch.setattr(search, "DEFAULT", SMALL)
    assert main(["simulate", "intro", "--against", "intro", "--games", "2", "--workers",
                 "1", "--player", "both"]) == EXIT_OK
    out = capsys.readouterr().out
    assert "both sides played by the greedy player" in out
    assert "both sides played by the search player" in out
    assert out.count("  verdict: ") == 2
    assert "verdicts: greedy: " in out and "; search: " in out
    assert "won " in out and " without" in out or "(played in every game)" in out


def test_an_unknown_player_is_refused_by_name(capsys):
    assert main(["simulate", "intro", "--against", "intro", "--games", "1", "--player",
                 "oracle"]) == EXIT_RULES
    assert "no simulated player 'oracle' (it has greedy, search)" in capsys.readouterr().err
