"""Random legal play with 2, 3 and 4 players ends, and after every action the coins and the
cards are all there: bank + heroes + cards = 72 chips (12 a suit); 45 cards in all."""

from __future__ import annotations

import pytest

from hjkit.games.heros_journey_v3.engine.deck import CHIPS_PER_SUIT
from hjkit.games.heros_journey_v3.engine.physical import CHALLENGES, in_deck
from hjkit.games.heros_journey_v3.engine.table import apply, legal_actions, new_game
from hjkit.games.heros_journey_v3.game import HerosJourneyV3
from hjkit.kit.game import FormatError
from hjkit.kit.playout import play_out

from .builders import DECK, LIBRARY

LINE = 11  # the 8 Stages and 3 Endings stay on the table


def cards_in_play(state) -> list[str]:
    found = [c for h in state.heroes for c in (*h.cards, *h.hand, *([h.path] if h.path else []))]
    found += [c for row in state.rows for c in row if c]
    found += [*state.mentor_deck, *state.place_deck, *state.challenge_deck]
    return found + ([state.challenge] if state.challenge else [])


def check_invariants(state) -> None:
    for suit in range(6):
        total = state.bank[suit] + sum(h.coins[suit] for h in state.heroes) + sum(
            c[suit] for _, c in state.on_cards)
        assert total == CHIPS_PER_SUIT, f"suit {suit}: {total} chips"
    assert min(state.bank) >= 0 and all(min(h.coins) >= 0 for h in state.heroes)
    cards = cards_in_play(state)
    assert len(cards) + LINE == len(set(cards)) + LINE == 45
    decks = (state.mentor_deck, state.place_deck, state.challenge_deck)
    assert all(0 <= n <= len(d) for n, d in zip(state.hidden, decks, strict=True))
    assert in_deck(state, CHALLENGES) >= 0
    if state.physical:  # a real hand is counted, never named
        assert not any(h.hand for h in state.heroes)


@pytest.mark.parametrize(("variant", "players", "rounds", "physical"), [
    ("basic", 2, None, False), ("advanced", 2, None, False), ("basic", 3, 40, False),
    ("advanced", 3, 40, False), ("basic", 4, 30, False), ("advanced", 4, 30, False),
    ("advanced", 2, 30, True), ("basic", 4, 20, True)])
def test_random_play_ends_with_every_chip_and_card_accounted_for(variant, players, rounds,
                                                                  physical):
    """physical: every random step entered (a random legal entry)."""
    for seed in range(3):
        state = new_game(variant, [f"P{i}" for i in range(players)], DECK, seed, rounds,
                         physical)
        check_invariants(state)
        end = play_out(state, seed, legal_actions, apply, lambda s: s.over,
                       check=check_invariants).end
        assert len(end.scores) == players


def test_a_round_limit_scores_the_game_after_its_last_round():
    """A table's own limit (setup "rounds"): after that many rounds, each seat's turn once,
    the game is scored as it stands; the rounds left count down to it."""
    state = new_game("basic", ["Ana", "Ben", "Cy"], DECK, 5, 2)
    seen = []
    end = play_out(state, 5, legal_actions, apply, lambda s: s.over,
                   check=lambda s: seen.append((s.round, s.rounds_after))).end
    assert end.over and end.final == () and end.turn == 2 * 3 + 1
    assert (1, 1) in seen and (2, 0) in seen and all(r <= 3 for r, _ in seen)


def test_setup_errors_name_the_field():
    game = HerosJourneyV3()
    with pytest.raises(FormatError) as error:
        game.start({"variant": "basic", "seats": [{"name": "A"}, {"name": ""}]}, LIBRARY)
    assert error.value.field == "seats[1].name"
    with pytest.raises(FormatError) as error:
        game.start({"variant": "epic", "seats": []}, LIBRARY)
    assert error.value.field == "variant"
    refusal = game.start({"variant": "basic", "seats": [{"name": "A"}]}, LIBRARY)
    assert refusal.code == "players"


def test_actions_with_bad_fields_are_refused_by_name():
    game = HerosJourneyV3()
    with pytest.raises(FormatError) as error:
        game.parse_action({"type": "pick", "seat": 0, "suit": "dragons"})
    assert error.value.field == "action.suit"
    with pytest.raises(FormatError) as error:
        game.parse_action({"type": "fly", "seat": 0})
    assert error.value.field == "action.type"


def test_every_step_the_banner_names_is_in_words_not_the_engines_key():
    """The banner named steps by the engine's keys ("ROAD PAY", "NEXT STAGE", "MENTOR
    LIMIT"): every step met in play has a title in words, the rules' own headings where
    they name it ("B) The Road Beckons", "3) The Next Stage of the Journey")."""
    from hjkit.games.heros_journey_v3.engine.table import PROMPTS, STEP_TITLES
    from hjkit.games.heros_journey_v3.engine.view import table_view

    assert set(PROMPTS) - {"partner_hero"} <= set(STEP_TITLES)
    seen = {}

    def titled(state) -> None:
        view = table_view(state)
        assert "_" not in view["step_title"] and view["step_title"][0].isupper()
        seen[view["step"]] = view["step_title"]

    for variant, players, physical in (("advanced", 3, False), ("advanced", 2, True)):
        for seed in range(2):
            state = new_game(variant, [f"P{i}" for i in range(players)], DECK, seed, 20,
                             physical)
            play_out(state, seed, legal_actions, apply, lambda s: s.over, check=titled)
    assert seen["road"] == "The Road Beckons" and seen["over"] == "Game over"
    assert seen["next_stage"] == "The Next Stage of the Journey"
    assert seen["mentor_limit"] == "The Mentor limit"
