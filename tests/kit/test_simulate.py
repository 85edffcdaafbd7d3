"""How does it play? (issue 30): "`hjkit simulate DECK --against DECK [--games N]` ... play
N games of the deck against another with the rules core, both sides chosen by a simple
greedy player (it prefers plays that win skirmishes, moves when the risk is low, never an
illegal action), and report win rates with a 95% interval, first-player advantage, average
game length and the cards most often played." """

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from hjkit.cli import EXIT_DATA, EXIT_OK, EXIT_RULES, main
from hjkit.games.heroes_journey.engine import greedy
from hjkit.kit.simulate import Simulation, SimulationError, simulate, wilson


def test_the_same_seed_plays_the_same_games(heroes):
    game, library = heroes
    first = simulate(game, library, "intro", "intro", 2, seed=5)
    assert simulate(game, library, "intro", "intro", 2, seed=5) == first
    assert first.games == 2 and sum(first.wins) + first.undecided == 2


def test_the_greedy_player_takes_only_legal_actions_and_the_table_talk_never(heroes):
    game, library = heroes
    taken = []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        assert action in game.legal_actions(state), action  # all of them, steppers too
        taken.append(action)
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "oz", "achaian", 2, seed=1, player=player)
    assert taken and not any(isinstance(a, greedy.TALK) for a in taken)


def test_in_a_skirmish_it_plays_only_what_improves_its_side_s_result(heroes):
    """"it prefers plays that win skirmishes": a skirmish play it takes makes the skirmish's
    predicted result better for its side (or wins the game)."""
    game, library = heroes
    seen = []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        if state.skirmish is not None and isinstance(action, greedy.SKIRMISH_PLAYS):
            before = greedy._result_rank(state, state.skirmish, action.seat)
            after = game.apply(state, action).state
            rank = (len(greedy.RANKS) if after.is_over else
                    greedy._result_rank(after, state.skirmish, action.seat))
            seen.append(rank > before)
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "intro", "intro", 3, seed=2, player=player)
    assert seen and all(seen)


def test_in_the_regroup_it_moves_again_only_when_the_risk_is_low(heroes):
    game, library = heroes
    decisions = []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        may_move = any(isinstance(a, greedy.A.Move) for a in legal)
        if state.step is greedy.Step.REGROUP_DECISION and may_move and isinstance(
                action, (greedy.A.Move, greedy.A.Rest)):
            decisions.append((isinstance(action, greedy.A.Move), greedy._risk_is_low(state)))
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "intro", "intro", 4, seed=4, player=player)
    assert decisions and all(moved == low for moved, low in decisions), decisions


def test_it_plays_only_cards_of_the_hand_the_simulation_dealt_it(heroes):
    """Table mode: "At a physical table hands and books stay physical. The core tracks what
    is public": the simulation deals each hand, as many cards as the core counts."""
    game, library = heroes
    plays = []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        if not state.step.is_setup:
            for seat, s in enumerate(state.seats):
                assert sum(greedy.hand(state, seat).values()) == s.hand
            if isinstance(action, greedy.A.PlayCard):
                plays.append(greedy.hand(state, action.seat)[action.card_id] > 0)
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "intro", "intro", 2, seed=3, player=player)
    assert plays and all(plays)


def test_wilson_intervals_are_the_textbook_ones():
    assert wilson(50, 100).low == pytest.approx(0.4038, abs=1e-4)
    assert wilson(50, 100).high == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10).low == 0 and wilson(0, 10).high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(10, 10).low == pytest.approx(0.7225, abs=1e-4)


def test_the_rates_are_counted_of_the_right_games():
    result = Simulation(("a", "b"), "intro", 10, (6, 3), 4, 500, ((), ()))
    assert result.undecided == 1 and result.win_rate(0) == 0.6
    assert result.first_rate == pytest.approx(4 / 9)  # of the games someone won
    assert result.first_interval == wilson(4, 9) and result.mean_actions == 50


def test_decks_no_variant_seats_together_are_refused(heroes):
    game, library = heroes
    with pytest.raises(SimulationError, match="no variant of The Heroes' Journey seats"):
        simulate(game, library, "oz", "intro", 1)


def test_the_command_reports_wins_first_player_length_and_cards(capsys):
    assert main(["simulate", "intro", "--against", "intro", "--games", "2"]) == EXIT_OK
    out = capsys.readouterr().out
    assert "intro (a) against intro (b), 2 games" in out, out
    assert "intro (a) won" in out and "95% interval" in out, out
    assert "the first player won" in out and "an average game took" in out
    assert "most played by intro (b): " in out
    played = out.split("most played by intro (a): ")[1].splitlines()[0]
    assert played == "none" or re.match(r"[A-Z]", played), played  # titles, not card ids
    assert main(["simulate", "oz", "--against", "intro", "--games", "1"]) == EXIT_RULES
    assert "no variant" in capsys.readouterr().err


def test_games_shared_among_processes_give_what_one_process_gives(heroes):
    game, library = heroes
    advanced: list[int] = []
    alone = simulate(game, library, "intro", "intro", 21, seed=3)
    shared = simulate(game, library, "intro", "intro", 21, seed=3, progress=advanced.append,
                      workers=2)
    assert shared == alone
    assert sum(advanced) == 21  # the bar reaches the end, a task's games at a time


def test_a_game_that_does_not_end_in_a_pool_is_the_one_one_process_reports(heroes,
                                                                           monkeypatch):
    from hjkit.kit import simulate as simulation
    from hjkit.kit.playout import StuckTable

    real = simulation.play_out

    def stuck_at_seeds_13_and_27(state, seed, *rest, **named):
        if seed in (13, 27):
            raise StuckTable("no legal action")
        return real(state, seed, *rest, **named)

    # the pool's processes are forked, so they play with this play_out too
    monkeypatch.setattr(simulation, "play_out", stuck_at_seeds_13_and_27)
    game, library = heroes
    for workers in (1, 2):
        with pytest.raises(SimulationError, match=r"^game 14 \(seed 13\) did not end"):
            simulate(game, library, "intro", "intro", 30, workers=workers)


def test_the_command_plays_on_every_core_unless_told_and_refuses_no_workers(capsys):
    assert main(["simulate", "intro", "--against", "intro", "--games", "12",
                 "--workers", "1"]) == EXIT_OK
    one = capsys.readouterr().out
    assert main(["simulate", "intro", "--against", "intro", "--games", "12"]) == EXIT_OK
    assert capsys.readouterr().out == one
    assert main(["simulate", "intro", "--against", "intro", "--workers", "0"]) == EXIT_DATA
    assert "--workers 0: give 1 process or more" in capsys.readouterr().err


def test_it_takes_a_sanctuarys_heal_before_any_card(heroes):
    """Issue 38: "the greedy player never takes a sanctuary heal in the intro (0 of 25
    offered)". Sanctuary X: "When the campaign phase begins, the Protagonist may remove up
    to X total wounds": the first card played ends it, so the heal comes first."""
    game, library = heroes
    offered, taken = [], []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        if any(isinstance(a, greedy.A.Heal) for a in legal):
            offered.append(state.turn)
            taken.append(isinstance(action, greedy.A.Heal))
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "intro", "intro", 30, seed=1, player=player)
    assert offered and all(taken)


def test_the_report_counts_turns_and_endings_and_no_starting_party(capsys):
    """Issue 38: the report gives "game length in turns, the reason each game ended and the
    spread"; "most played" counts no starting party ("Toto in 1,000 of 1,000 games")."""
    assert main(["simulate", "oz", "--against", "achaian", "--games", "4",
                 "--workers", "1"]) == EXIT_OK
    out = capsys.readouterr().out
    assert re.search(r"a game took \d+ turns \(the median; 80% of games \d+ to \d+\)", out)
    endings = re.search(r"games ended: (.*)", out).group(1)
    assert sum(int(n) for n in re.findall(r"\) (\d+)", endings)) == 4, endings
    assert "Toto" not in out.split("most played by oz: ")[1].splitlines()[0]


def test_the_turns_at_a_share_of_the_games_are_read_from_their_lengths():
    result = Simulation(("a", "b"), "intro", 10, (6, 4), 4, 500, ((), ()),
                        lengths=(5, 3, 9, 4, 6, 4, 5, 7, 5, 8))
    assert (result.turns_at(0.1), result.turns_at(0.5), result.turns_at(0.9)) == (4, 5, 9)


def test_it_plays_no_event_that_would_do_nothing_now(heroes):
    """Issue 38: the greedy player "plays its most costly card first whatever it does ('0
    wound(s) removed from Odysseus')": an event is valued by what it does now."""
    game, library = heroes
    events = []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        if isinstance(action, greedy.A.PlayCard) and not state.step.is_setup and \
                state.cards[action.card_id].type == "event":
            events.append(" ".join(e.text for e in greedy.apply(state, action).events))
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "achaian", "oz", 8, seed=0, player=player)
    assert events and not [text for text in events if "0 wound(s) removed" in text]


def test_it_bids_the_most_and_takes_the_first_place(heroes):
    """Issue 38: the greedy player "bids at random in the standard game". "The highest
    bidder gets to choose their place in the turn order first"; the bid's tokens go to the
    burden pool, which no rule and no card reads."""
    game, library = heroes
    bids, places = [], []

    def watched(state, legal, rng):
        action = greedy.choose(state, legal, rng)
        if isinstance(action, greedy.A.Bid):
            bids.append((action.amount, max(a.amount for a in legal
                                            if isinstance(a, greedy.A.Bid))))
        if isinstance(action, greedy.A.ChoosePosition):
            places.append((action.position, min(a.position for a in legal
                                                if isinstance(a, greedy.A.ChoosePosition))))
        return action

    player = replace(game.simulation_player(), choose=watched)
    simulate(game, library, "oz", "achaian", 2, seed=0, player=player)
    assert bids and all(amount == most for amount, most in bids)
    assert places and all(place == first for place, first in places)
