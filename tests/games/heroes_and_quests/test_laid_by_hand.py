"""A table that lays its printed tiles and shuffles its printed decks by hand: the setup
enters the map as laid ("Distribute the 100 Terrain Tiles randomly to the Map.") and names
the cards dealt; each action names the cards drawn while it is resolved. The companion
checks each against the rules and the decks, and refuses with the rule named."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from hjkit.games.heroes_and_quests.engine.actions import Play, Terrain
from hjkit.games.heroes_and_quests.engine.playout import play, random_policy, simple_policy
from hjkit.games.heroes_and_quests.engine.setup import is_edge, place_tiles
from hjkit.games.heroes_and_quests.engine.state import Deck
from hjkit.games.heroes_and_quests.engine.table import apply
from hjkit.games.heroes_and_quests.game import HeroesAndQuests
from hjkit.kit.game import FormatError, Refusal, Started

from .conftest import act, at, new, playing, refused, seat, square_of
from .test_playouts import invariants

NAMES = [{"name": "Ana"}, {"name": "Ben"}]


def laid(library, seed: int = 5) -> list[str]:
    return list(place_tiles(seed, library))


def dealt(library) -> dict:
    """Cards as the players drew them from their own shuffle: any order the decks hold."""
    heroes, actions = list(library.heroes), [a.id for a in library.actions.values()
                                             for _ in range(a.copies)]
    return {"quests": list(library.quests)[-2:],
            "seats": [{"heroes": heroes[6 * i:6 * i + 6], "hand": actions[5 * i:5 * i + 5]}
                      for i in range(2)]}


def start(library, **setup):
    return HeroesAndQuests().start({"variant": "short", "seed": 3, "seats": NAMES, **setup},
                                   library)


def by_hand(library, **changes):
    """A table in play whose decks are shuffled by hand."""
    return replace(playing(library), by_hand=True, **changes)


def test_the_map_is_the_tiles_as_laid(library):
    """"The Blank Map Board has 100 Spaces (It is 10 X 10). One Terrain Tile per Space.\""""
    board = laid(library, 8)
    started = start(library, map=board)
    assert isinstance(started, Started)
    assert list(started.state.board) == board and started.setup["map"] == board
    assert list(start(library).state.board) != board  # otherwise the seed's placement


def test_a_coastal_tile_laid_inland_is_refused(library):
    """"There are a few Tiles that are required to be Coastal. When drawn, Place them on a
    Coastal space\""""
    board = laid(library)
    coastal = next(s for s, t in enumerate(board) if library.tiles[t].coastal)
    inland = next(s for s, t in enumerate(board) if not is_edge(s))
    board[coastal], board[inland] = board[inland], board[coastal]
    result = start(library, map=board)
    assert isinstance(result, Refusal) and result.code == "map-coastal"
    assert "required to be Coastal" in result.message


def test_a_map_must_hold_the_sets_100_tiles(library):
    """"Distribute the 100 Terrain Tiles randomly to the Map.\""""
    board = laid(library)
    other = next(t for t in board if t != board[50] and not library.tiles[t].coastal)
    board[50] = other  # one kind twice too many, another one short
    result = start(library, map=board)
    assert isinstance(result, Refusal) and result.code == "map-tiles"
    assert "Distribute the 100 Terrain Tiles" in result.message


@pytest.mark.parametrize("board", [["city"] * 99, "city", ["city"] * 99 + [7]])
def test_a_map_that_does_not_read_names_its_field(library, board):
    with pytest.raises(FormatError) as error:
        start(library, map=board)
    assert error.value.field == "map"


def test_a_tile_the_set_does_not_have_is_refused(library):
    board = laid(library)
    board[99] = "moon"
    result = start(library, map=board)
    assert isinstance(result, Refusal) and result.code == "map-tiles"
    assert result.message.startswith("map[99]: 'moon' is not a tile kind of the set")


def test_the_cards_dealt_by_hand_are_the_parties_hands_and_quests(library):
    """"Draw 1 Quest Card equal to the number of players." "Each player Draws 6 Hero
    Cards." "Each player Draws a Hand of 5 Action Cards.\""""
    deal = dealt(library)
    started = start(library, decks="table", dealt=deal)
    assert isinstance(started, Started), started
    table = started.state
    assert [q for q, _ in table.markers] == deal["quests"]
    for seat_no, hand in enumerate(deal["seats"]):
        assert [h.card for h in table.seats[seat_no].heroes] == hand["heroes"]
        assert list(table.seats[seat_no].hand) == hand["hand"]
    assert all(h not in table.deck("heroes").draw for s in deal["seats"] for h in s["heroes"])
    assert started.setup["decks"] == "table" and started.setup["dealt"] == deal


def test_a_card_dealt_from_the_wrong_deck_is_refused(library):
    """"Shuffle each of the 5 Decks. Keep them separate.\""""
    deal = dealt(library)
    deal["seats"][1]["hand"][0] = deal["seats"][1]["heroes"][0]
    result = start(library, decks="table", dealt=deal)
    assert isinstance(result, Refusal) and result.code == "not-in-deck"
    assert "Keep them separate" in result.message


def test_a_card_dealt_twice_is_refused(library):
    """A card is in one place: one already dealt is out of its deck."""
    deal = dealt(library)
    deal["seats"][1]["heroes"][0] = deal["seats"][0]["heroes"][0]
    result = start(library, decks="table", dealt=deal)
    assert isinstance(result, Refusal) and result.code == "card-out"
    assert library.heroes[deal["seats"][0]["heroes"][0]].name in result.message


def test_dealing_by_hand_needs_every_card_named(library):
    deal = dealt(library)
    deal["seats"][0]["hand"].pop()
    with pytest.raises(FormatError) as error:
        start(library, decks="table", dealt=deal)
    assert error.value.field == "dealt.seats[0].hand"
    unnamed = start(library, decks="table")
    assert isinstance(unnamed, Refusal) and unnamed.code == "dealt"
    deal = dealt(library)
    deal["quests"].pop()
    short = start(library, decks="table", dealt=deal)
    assert isinstance(short, Refusal) and "equal to the number of players" in short.message


def test_a_draw_names_the_card_taken_from_the_deck(library):
    """"Study – Gain 1 XP Token and Draw 2 Action Cards": at a table that shuffles by
    hand, the two cards are the ones named."""
    table = by_hand(library)
    table = replace(seat(at(table, square_of(table, "hamlet"))), phase="terrain")
    wanted = tuple(sorted(set(table.deck("actions").draw))[:2])
    asked = refused(table, Terrain(0, "Study"))
    assert asked.code == "draw-actions" and "Action Deck" in asked.message
    table, _ = act(table, Terrain(0, "Study", draws=wanted))
    assert table.seats[0].hand[-2:] == wanted


def test_a_card_not_in_that_deck_or_already_out_is_refused(library):
    """"Captive – Gain 1 Hero (Draw 1 from top of Deck)" from the Hero deck: a relic is
    not in it, and a hero in another party is out of it."""
    table = by_hand(library)
    table = replace(seat(at(table, square_of(table, "city")), gold=3), phase="terrain")
    wrong = refused(table, Terrain(0, "Recruit", draws=(next(iter(library.relics)),)))
    assert wrong.code == "not-in-deck" and "Keep them separate" in wrong.message
    taken = table.seats[1].heroes[0].card
    out = refused(table, Terrain(0, "Recruit", draws=(taken,)))
    assert out.code == "card-out" and "already out" in out.message
    fresh = table.deck("heroes").draw[-1]
    table, events = act(table, Terrain(0, "Recruit", draws=(fresh,)))
    assert table.seats[0].heroes[-1].card == fresh


def test_a_deck_run_out_is_drawn_from_its_discard(library):
    """"If a Deck ever runs out, shuffle the Discard and draw from it.\""""
    table = by_hand(library)
    table = replace(seat(at(table, square_of(table, "city")), gold=3), phase="terrain")
    heroes = table.deck("heroes")
    table = table.with_deck("heroes", Deck((), heroes.draw))
    table, _ = act(table, Terrain(0, "Recruit", draws=(heroes.draw[3],)))
    assert table.seats[0].heroes[-1].card == heroes.draw[3]
    assert len(table.deck("heroes").draw) == len(heroes.draw) - 1


def test_cards_named_beyond_the_draws_are_refused(library):
    table = by_hand(library)
    table = replace(seat(at(table, square_of(table, "city")), gold=3), phase="terrain")
    extra = refused(table, Terrain(0, "Recruit", draws=table.deck("heroes").draw[:2]))
    assert extra.code == "draws" and table.deck("heroes").draw[1] in extra.message


def test_the_companion_deals_when_the_decks_keep_the_seeds_order(library):
    table = replace(playing(library), phase="terrain")
    assert refused(table, Terrain(0, "Nothing", draws=("hob",))).code == "draws"


def test_alchemist_takes_the_potion_the_player_found(library):
    """"Alchemist – Search Relic Deck for Potion (Costs 1 Gold)\""""
    table = by_hand(library)
    table = replace(seat(at(table, square_of(table, "swamp")), gold=1), phase="terrain")
    potions = [r for r in table.deck("relics").draw if library.relics[r].kind == "potion"]
    other = next(r for r in table.deck("relics").draw if library.relics[r].kind != "potion")
    assert refused(table, Terrain(0, "Alchemist", draws=(other,))).code == "alchemist"
    table, _ = act(table, Terrain(0, "Alchemist", draws=(potions[-1],)))
    assert table.seats[0].potions == (potions[-1],)


def test_a_move_card_refills_the_hand_with_the_cards_named(library):
    """"Some Action Cards are used in this Phase. If so fill your Action Hand back to its
    Normal Hand Size.\""""
    table = by_hand(library)
    move_card = next(a for a in library.actions.values() if a.phase == "move"
                     and a.ability.kind == "move")
    hand = (move_card.id, *table.seats[0].hand[1:])
    table = seat(table, hand=hand)
    refill = next(c for c in table.deck("actions").draw if c != move_card.id)
    assert refused(table, Play(0, move_card.id)).code == "draw-actions"
    table, _ = act(table, Play(0, move_card.id, draws=(refill,)))
    assert table.seats[0].hand[-1] == refill


def naming_player(library, policy):
    """policy's choice, with the cards it draws named as a table would: each picked at
    random from what the deck holds (a card the companion says is out is picked again:
    cards discarded while the action is resolved may be drawn again)."""
    def choose(table, legal, rng):
        action = policy(table, legal, rng)
        named: list[str] = []
        if isinstance(action, Terrain) and action.action == "Alchemist":
            named = [rng.choice([r for r in table.deck("relics").draw
                                 if library.relics[r].kind == "potion"])]
        deck = ""
        for _ in range(1000):
            result = apply(table, replace(action, draws=tuple(named)))
            if not isinstance(result, Refusal):
                return replace(action, draws=tuple(named))
            if result.code == "card-out":
                named.pop()
            else:
                assert result.code.startswith("draw-"), result
                deck = result.code.removeprefix("draw-")
            left = Counter(table.deck(deck).draw) - Counter(named)
            named.append(rng.choice(sorted(left.elements() if left
                                           else getattr(library, deck))))
        raise AssertionError(f"no card drawn for {action} is accepted")
    return choose


@pytest.mark.parametrize("players", [2, 4])
def test_a_game_dealt_by_hand_plays_to_its_end(library, players):
    """Random and simple players at tables whose decks are shuffled by hand, naming every
    card drawn: every game ends, every card stays in exactly one place."""
    for seed, policy in ((0, random_policy), (1, simple_policy)):
        table = replace(new(library, players=players, dice="companion", seed=seed),
                        by_hand=True)
        end, _ = play(table, naming_player(library, policy), seed, check=invariants(library))
        assert end.is_over


def test_a_rematch_keeps_the_laid_map_and_lets_the_companion_deal(library):
    """The tiles stay laid on the table; the new game's cards are dealt from a new seed."""
    game = HeroesAndQuests()
    first = start(library, map=laid(library, 8), decks="table", dealt=dealt(library))
    again = game.start(game.rematch_setup(first.setup), library)
    assert isinstance(again, Started)
    assert again.state.board == first.state.board and not again.state.by_hand
    assert "seed" not in game.rematch_setup(first.setup)
