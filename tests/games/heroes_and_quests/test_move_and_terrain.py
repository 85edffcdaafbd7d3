"""MOVE PHASE, TERRAIN PHASE and TERRAIN ACTIONS: one test per rule sentence, quoting it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjkit.games.heroes_and_quests.engine.actions import Move, Play, Roll, Terrain
from hjkit.games.heroes_and_quests.engine.state import PartyHero
from hjkit.games.heroes_and_quests.engine.table import destinations
from hjkit.games.heroes_and_quests.engine.view import table_view

from .conftest import act, at, party, playing, refused, seat, square_of

MIDDLE = 44  # row 4, column 4


def moving(library, **changes):
    return seat(at(playing(library), MIDDLE), **changes)


def test_a_pawn_moves_one_space(library):
    """"Move your Pawn 1 Space on the Map.\""""
    assert set(destinations(moving(library))) == {34, 54, 43, 45}


def test_moves_are_orthogonal_not_diagonal(library):
    """"Moves must be orthogonal not diagonal.\""""
    refusal = refused(moving(library), Move(0, 55))
    assert refusal.code == "move" and "orthogonal" in refusal.message


def test_a_guide_hired_last_turn_gives_one_extra_space(library):
    """"If you hired a Guide last turn you may move 1 extra Space.\""""
    table, _ = act(moving(library, guide=True), Move(0, 46))
    assert table.seats[0].square == 46 and not table.seats[0].guide


def test_heroes_relics_and_actions_give_extra_spaces(library):
    """"Some Heroes, Relics, and Actions allow you to move extra Spaces.\""""
    table = party(moving(library), "pell-the-scout", PartyHero("hob", relics=(
        "boots-of-striding",)))
    assert 47 in destinations(table) and 48 not in destinations(table)
    table = seat(table, hand=("secret-path",) + table.seats[0].hand[1:])
    table, _ = act(table, Play(0, "secret-path"))
    assert 49 in destinations(table)


def test_a_move_card_refills_the_hand(library):
    """"Some Action Cards are used in this Phase. If so fill your Action Hand back to its
    Normal Hand Size.\""""
    table = moving(library)
    table = seat(table, hand=("forced-march",) + table.seats[0].hand[1:])
    table, _ = act(table, Play(0, "forced-march"))
    assert len(table.seats[0].hand) == 5


def test_a_ship_bought_last_turn_reaches_any_coastal_space(library):
    """"If you bought passage on a Ship last turn you may move to any Coastal Space.\""""
    table, _ = act(moving(library, ship=True), Move(0, 99))
    assert table.seats[0].square == 99


def test_pawns_may_share_a_space(library):
    """"More than one Pawn can occupy a Space at the same time.\""""
    table = at(moving(library), 45, index=1)
    table, _ = act(table, Move(0, 45))
    assert table.seats[0].square == table.seats[1].square == 45


def test_entering_a_quests_space_starts_the_quest(library):
    """"If your Party enters a Space occupied by a Quest, they must undertake that
    Quest.\""""
    table = replace(moving(library), markers=(("slime-pits", 45),))
    table, events = act(table, Move(0, 45))
    assert (table.phase, table.quest.card, table.pending.die) == ("quest", "slime-pits", 8)


def test_a_space_without_a_quest_leads_to_the_terrain_phase(library):
    """"If you enter a Space that does not have a Quest, you may take a Terrain Action.\""""
    table, _ = act(moving(library), Move(0, 45))
    assert table.phase == "terrain"


def terrain(library, kind: str, **changes):
    table = playing(library)
    return replace(seat(at(table, square_of(table, kind)), **changes), phase="terrain")


def test_a_tile_offers_only_its_own_actions_and_nothing(library):
    """"Nothing – Always available at all Terrains" "any given Terrain will only have a few
    of these Actions available.\""""
    table = terrain(library, "cave", gold=10)
    assert refused(table, Terrain(0, "Recruit")).code == "terrain-action"
    table, _ = act(table, Terrain(0, "Nothing"))
    assert table.phase == "end"


@pytest.mark.parametrize("kind, action, gold", [
    ("city", "Recruit", 2), ("town", "Guide", 0), ("city", "Buy Relic", 3),
    ("port", "Ship", 1), ("port", "Fortune", 0), ("swamp", "Alchemist", 0),
    ("city", "Train", 1)])
def test_terrain_actions_cost_their_gold(library, kind, action, gold):
    """"Recruit – Gain 1 Hero (Costs 3 Gold)" "Guide ... (Costs 1 Gold)" "Buy Relic ...
    (Costs 4 Gold)" "Ship ... (Costs 2 Gold)" "Fortune ... (Costs 1 Gold)" "Alchemist ...
    (Costs 1 Gold)" "Train ... (Costs 2 Gold)\""""
    table = terrain(library, kind, gold=gold)
    choice = "hob" if action == "Train" else "heroes" if action == "Fortune" else ""
    assert refused(table, Terrain(0, action, choice)).code == "gold"


def test_recruit_gains_a_hero_for_3_gold(library):
    """"Recruit – Gain 1 Hero (Costs 3 Gold)\""""
    table, _ = act(terrain(library, "city", gold=3), Terrain(0, "Recruit"))
    assert (len(table.seats[0].heroes), table.seats[0].gold) == (4, 0)


def test_gift_gains_a_gold_token(library):
    """"Gift – Gain 1 Gold Token\""""
    table, _ = act(terrain(library, "farm-village", gold=0), Terrain(0, "Gift"))
    assert table.seats[0].gold == 1


def test_guide_gives_move_plus_1_next_turn(library):
    """"Guide – Party gets Move +1 Next Turn (Costs 1 Gold)\""""
    table, _ = act(terrain(library, "town", gold=1), Terrain(0, "Guide"))
    assert table.seats[0].guide and table.seats[0].gold == 0


def test_buy_relic_gains_a_relic_and_may_ignore_potions(library):
    """"Buy Relic – Gain 1 Relic (Costs 4 Gold) You may Ignore Potions\""""
    table = terrain(library, "city", gold=4)
    deck = table.deck("relics")
    table = table.with_deck("relics", replace(deck, draw=("potion-of-might", "longsword")))
    table, _ = act(table, Terrain(0, "Buy Relic", "ignore-potions"))
    assert table.placing == ("longsword",) and table.seats[0].potions == ()


def test_intrigue_gains_2_xp(library):
    """"Intrigue – Gain 2 XP Tokens\""""
    table, _ = act(terrain(library, "city", xp=0), Terrain(0, "Intrigue"))
    assert table.seats[0].xp == 2


def test_ship_buys_passage_for_next_turn(library):
    """"Ship – Move to any Coastal Space next turn (Costs 2 Gold)\""""
    table, _ = act(terrain(library, "port", gold=2), Terrain(0, "Ship"))
    assert table.seats[0].ship and table.seats[0].gold == 0


def test_rest_discards_the_hand_and_draws_a_new_one(library):
    """"Rest – Discard Action Hand and Draw new Hand\""""
    table = terrain(library, "town")
    old = table.seats[0].hand
    table, _ = act(table, Terrain(0, "Rest"))
    assert len(table.seats[0].hand) == 5 and table.deck("actions").discard == old


def test_fortune_shows_the_next_5_cards_of_a_deck(library):
    """"Fortune – Look at next 5 Cards in Any Deck (Costs 1 Gold)\""""
    table = terrain(library, "port", gold=1)
    top = table.deck("traps").draw[:5]
    table, events = act(table, Terrain(0, "Fortune", "traps"))
    shown = table_view(table, 0)["seats"][0]["fortune"]
    assert shown == {"deck": "traps", "cards": [library.traps[t].name for t in top]}
    assert table.deck("traps").draw[:5] == top


def test_mission_plays_the_top_quest_card_to_the_map(library):
    """"Mission – Play top Quest Card to the Map\""""
    table = terrain(library, "ancient-ruins")
    top = table.deck("quests").draw[0]
    table, _ = act(table, Terrain(0, "Mission"))
    assert [q for q, _ in table.markers] == [top]


def test_pray_puts_a_chosen_action_card_in_the_hand(library):
    """"Pray – Search Action Deck for a Card and put it in your Hand\""""
    table = terrain(library, "temple")
    wanted = table.deck("actions").draw[-1]
    table, _ = act(table, Terrain(0, "Pray", wanted))
    assert table.seats[0].hand[-1] == wanted


def test_alchemist_finds_a_potion(library):
    """"Alchemist – Search Relic Deck for Potion (Costs 1 Gold)\""""
    table, _ = act(terrain(library, "swamp", gold=1), Terrain(0, "Alchemist"))
    assert library.relics[table.seats[0].potions[0]].kind == "potion"


def test_train_gives_a_hero_a_level_token(library):
    """"Train – Hero Gains 1 Level Token (Costs 2 Gold)\""""
    table, _ = act(terrain(library, "city", gold=2), Terrain(0, "Train", "greta"))
    assert table.seats[0].heroes[2].tokens == 1


def test_the_log_names_the_hero_trained_not_its_id(library):
    """"Train – Hero Gains 1 Level Token": the log says the hero's name ("Train
    (father-osric)" was a card id)."""
    _, events = act(terrain(library, "city", gold=2), Terrain(0, "Train", "greta"))
    assert events[0] == "P1 takes the terrain action Train (Greta Hammerfall gains 1 Level)"
    assert "greta" not in " ".join(events)


def test_study_gains_an_xp_and_draws_2_cards(library):
    """"Study – Gain 1 XP Token and Draw 2 Action Cards\""""
    table, _ = act(terrain(library, "hamlet", xp=0), Terrain(0, "Study"))
    assert (table.seats[0].xp, len(table.seats[0].hand)) == (1, 7)


def test_explore_rolls_once_on_the_encounter_table(library):
    """"Explore – Roll once on the Encounter Table.\""""
    table, _ = act(terrain(library, "cave", gold=0), Terrain(0, "Explore"))
    table, events = act(table, Roll(0, 8))
    assert (table.seats[0].gold, table.phase) == (1, "end")


def test_an_explored_minion_is_of_a_random_type(library):
    """"Minions encountered will be of a Random Type. Roll on the Random Minion Encounter
    Table:" (5 Dragon, 8 Fighter or Rogue)"""
    table, _ = act(terrain(library, "cave"), Terrain(0, "Explore"))
    table, _ = act(table, Roll(0, 3))
    assert table.pending.purpose == "tag"
    dragon, _ = act(table, Roll(0, 5))
    assert dragon.quest.enemy.tags == ("Dragon",) and dragon.quest.enemy.fight == 10
    both, _ = act(table, Roll(0, 8))
    assert both.quest.enemy.tags == ("Fighter", "Rogue")


def test_one_action_card_per_phase(library):
    """"Some Action cards are used in this Phase." (ruled: one card per phase)"""
    table = replace(playing(library), phase="end")
    table = seat(table, hand=("windfall", "hidden-cache", "war-stories"))
    table, _ = act(table, Play(0, "windfall"))
    assert refused(table, Play(0, "hidden-cache")).code == "one-card"
