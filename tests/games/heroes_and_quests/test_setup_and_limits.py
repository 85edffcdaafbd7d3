"""GAME SETUP, VICTORY and the limits: one test per rule sentence, quoting it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from hjkit.games.heroes_and_quests.engine import party as rules
from hjkit.games.heroes_and_quests.engine.actions import EndTurn, Move, Terrain
from hjkit.games.heroes_and_quests.engine.setup import add_quest, draw, is_edge
from hjkit.games.heroes_and_quests.engine.state import DECKS, Deck, PartyHero
from hjkit.games.heroes_and_quests.engine.table import apply

from .conftest import act, at, new, party, playing, refused, seat, square_of


def test_the_100_tiles_are_distributed_at_random_one_per_space(library):
    """"Distribute the 100 Terrain Tiles randomly to the Map." "One Terrain Tile per
    Space.\""""
    one, other = new(library, seed=1), new(library, seed=2)
    assert Counter(one.board) == Counter({t.id: t.count for t in library.tiles.values()})
    assert one.board != other.board


def test_the_same_seed_places_the_same_map(library):
    assert new(library, seed=5).board == new(library, seed=5).board


def test_coastal_only_tiles_lie_on_the_edge(library):
    """"All Tiles touching the edge of the Map are considered to be Coastal." "There are a
    few Tiles that are required to be Coastal. When drawn, Place them on a Coastal space\""""
    for seed in range(20):
        board = new(library, seed=seed).board
        assert all(is_edge(s) for s, t in enumerate(board) if library.tiles[t].coastal)


def test_the_five_decks_are_shuffled_and_kept_separate(library):
    """"Shuffle each of the 5 Decks. Keep them separate.\""""
    one, other = new(library, seed=1), new(library, seed=2)
    assert [len(d.draw) > 0 for d in one.decks] == [True] * 5
    assert one.deck("heroes").draw != other.deck("heroes").draw
    assert set(one.deck("traps").draw) <= set(library.traps)


def test_as_many_quests_as_players_go_on_their_terrain(library):
    """"Draw 1 Quest Card equal to the number of players. ... place a Quest Marker on the
    Quest's designated Terrain Tile.\""""
    table = new(library, players=3)
    assert len(table.markers) == 3
    assert all(table.board[s] == library.quests[q].terrain for q, s in table.markers)


def test_pawns_must_start_in_a_settlement(library):
    """"Player Pawns must start in the City, Town, Castle, Village, Outpost or Hamlet.\""""
    table = new(library)
    assert "start-space" == refused(table, Move(0, square_of(table, "forest"))).code
    table, _ = act(table, Move(0, square_of(table, "hamlet")))
    assert (table.seats[0].square, table.turn) == (square_of(table, "hamlet"), 1)


def test_every_player_places_a_pawn_in_turn_then_the_first_moves(library):
    table = new(library)
    table, _ = act(table, Move(0, square_of(table, "city")))
    table, _ = act(table, Move(1, square_of(table, "city")))
    assert (table.phase, table.turn) == ("move", 0)


def test_each_party_starts_with_6_heroes_and_a_hand_of_5(library):
    """"Each player Draws 6 Hero Cards. This is their Starting Party." "Each player Draws a
    Hand of 5 Action Cards.\""""
    table = new(library, players=4)
    assert [len(s.heroes) for s in table.seats] == [6] * 4
    assert [len(s.hand) for s in table.seats] == [5] * 4


def test_the_game_lengths_need_3_5_or_7_quests(library):
    """"Short Game: Be the first to Complete 3 Quests." "Mid Game: Be the first to complete
    5 Quests." "Long Game: Be the first to complete 7 Quests.\""""
    assert [new(library, variant=v).target for v in ("short", "mid", "long")] == [3, 5, 7]


def test_a_party_holds_6_heroes_and_dismisses_extras(library):
    """"A party may contain up to 6 Heroes. Dismiss extra Heroes.\""""
    from hjkit.games.heroes_and_quests.engine.quest import gain_heroes

    table = party(playing(library), "hob", "marta", "greta", "ox", "wulf", "shade")
    events: list = []
    table = gain_heroes(table, 1, events)
    assert len(table.seats[0].heroes) == 6 and "dismissed" in events[0].text


def test_party_size_grows_with_abilities_but_never_past_8(library):
    """"Party Size may be increased by certain card abilities." "In no case can Party size
    ever be greater than 8.\""""
    table = party(playing(library), "captain-hale", "dame-yolanda")
    assert rules.party_limit(table.seats[0], library) == 8
    table = party(table, "captain-hale", "dame-yolanda",
                  PartyHero("hob", relics=("banner-of-the-host",)))
    assert rules.party_limit(table.seats[0], library) == 8


def test_recruit_is_refused_when_the_party_is_full(library):
    table = party(playing(library), "hob", "marta", "greta", "ox", "wulf", "shade")
    table = replace(at(seat(table, gold=5), square_of(table, "city")), phase="terrain")
    assert refused(table, Terrain(0, "Recruit")).code == "party-size"


def test_a_hero_carries_2_relics_of_which_one_staff_or_weapon(library):
    """"Each Hero can have up to 2 Relics." "Only one of those Relics may be a Staff or a
    Weapon.\""""
    hero = PartyHero("hob", relics=("longsword",))
    assert not rules.can_carry(hero, "staff-of-storms", library)
    assert rules.can_carry(hero, "chain-mail", library)
    assert not rules.can_carry(replace(hero, relics=("longsword", "chain-mail")), "lucky-coin",
                               library)


def test_potions_do_not_count_against_the_relic_limit(library):
    """"Potions do not count against this limit. A party may have any number of Potions.\""""
    table = party(playing(library), PartyHero("hob", relics=("longsword", "chain-mail")))
    holder = table.seats[0]
    for _ in range(3):
        holder, kept = rules.give_relic(holder, "potion-of-might", library)
        assert kept
    assert len(holder.potions) == 3


def test_a_relic_nobody_may_carry_is_discarded(library):
    """"Discard excess Relics.\""""
    hob = PartyHero("hob", relics=("longsword", "dwarven-war-axe"))
    holder = party(playing(library), hob).seats[0]
    assert rules.give_relic(holder, "elven-bow", library)[1] is False


def test_a_dead_heroes_relics_go_to_the_others(library):
    """"If killed, a Heroes Relics may be redistributed to other Heroes\""""
    holder = party(playing(library), PartyHero("hob", relics=("longsword",)), "marta").seats[0]
    after, lost = rules.remove_hero(holder, 0, library)
    assert (after.heroes[0].relics, lost) == (("longsword",), ())


def test_excess_cards_are_discarded_at_the_end_of_the_turn(library):
    """"Max Hand size is 5 Cards. Discard excess cards at the end of your turn.\""""
    table = playing(library)
    hand = table.seats[0].hand + ("battle-cry", "windfall")
    table = replace(seat(table, hand=hand), phase="end")
    table, _ = act(table, EndTurn(0))
    assert table.seats[0].hand == hand[:5]


def test_hand_size_grows_with_abilities_but_never_past_10(library):
    """"Hand size Limit may be increased by certain card abilities." "In no case can Hand
    Size ever be greater than 10.\""""
    table = party(playing(library), "wren", "ulla", "tobias")
    assert rules.hand_limit(table.seats[0], library) == 8
    many = tuple(PartyHero("tobias", relics=("ring-of-lore",)) for _ in range(6))
    assert rules.hand_limit(party(table, *many).seats[0], library) == 10


def test_the_end_phase_replenishes_quests_to_the_number_of_players(library):
    """"The Map should always have a minimum number of Quests equal to the Number of
    Players." "Replenish Quest Cards.\""""
    table = replace(playing(library, players=3), phase="end")
    table, _ = act(table, EndTurn(0))
    assert len(table.markers) == 3


def test_a_mission_past_players_plus_2_discards_a_quest_at_random(library):
    """"There may be a Max = the Number of Players +2. If there are excess Quests, discard
    extra Quests at random.\""""
    table = playing(library)
    for _ in range(4):
        table = add_quest(table)
    table = replace(at(table, square_of(table, "ancient-ruins")), phase="terrain")
    table, events = act(table, Terrain(0, "Mission"))
    assert len(table.markers) == 4 and any("discarded at random" in e for e in events)


def test_a_deck_that_runs_out_reshuffles_its_discard(library):
    """"If a Deck ever runs out, shuffle the Discard and draw from it.\""""
    table = playing(library)
    table = table.with_deck("traps", Deck((), ("fire-jet", "fairy-ring")))
    table, drawn = draw(table, "traps", 2)
    assert sorted(drawn) == ["fairy-ring", "fire-jet"]
    assert table.deck("traps") == Deck((), ())


def test_the_game_ends_when_a_party_completes_its_third_quest(library):
    from hjkit.games.heroes_and_quests.engine.quest import complete
    from hjkit.games.heroes_and_quests.engine.state import Quest

    table = seat(playing(library), completed=("a", "b"))
    table = replace(table, quest=Quest("slime-pits"), phase="quest")
    table = complete(table, [])
    assert (table.phase, table.winner) == ("over", 0)
    assert apply(table, EndTurn(0)).code == "game-over"


def test_deck_names_are_the_five_decks():
    assert DECKS == ("quests", "traps", "heroes", "relics", "actions")
