"""Setup, the Journey deck, turns and winning: a test per rule sentence, quoting it."""

from __future__ import annotations

from hjkit.games.heros_journey_home.engine.deck import drawable
from hjkit.games.heros_journey_home.engine.rng import die
from hjkit.games.heros_journey_home.engine.setup import new_state
from hjkit.games.heros_journey_home.engine.table import legal_actions

from .builders import CARDS, act, hp, legal, member, refusal, roll, table


def setup_table(players: int = 1, dice: str | None = "physical"):
    return new_state("standard", [f"P{i + 1}" for i in range(players)], CARDS, 3, dice)


def test_the_table_first_chooses_who_rolls_the_dice():
    state = setup_table(dice=None)
    assert {a.mode for a in legal_actions(state)} == {"companion", "physical"}
    state = act(state, "dice", mode="companion")
    assert state.dice == "companion" and state.step == "quest"


def test_choose_a_quest_and_take_its_quest_item():
    """"Choose a Quest card. Take the card for the Quest you would like to have completed,
    along with the indicated Quest Item card.\""""
    state = act(setup_table(), "quest", card="skeleton-king")
    assert state.parties[0].quest == "skeleton-king"
    assert state.parties[0].hand == ("kestrel-sword",)


def test_adventurers_combined_value_is_at_most_the_quest_number():
    """"Select adventurers such that their combined card value is less than or equal to the
    number on the Quest card.\""""
    state = act(setup_table(), "quest", card="kraken")  # 28
    state = act(state, "recruit", card="champion")  # 11
    state = act(state, "recruit", card="paladin")  # 11, 6 left
    refused = refusal(state, "recruit", card="bandit")  # 7
    assert refused.code == "setup-recruit" and "less than or equal" in refused.message
    assert {a.card for a in legal(state, "recruit")} == {"bard", "fool", "maiden", "healer",
                                                          "sailor", "seer", "time-traveler"}


def test_a_hero_spells_and_the_quest_item_then_hp_and_papergold():
    """"Pick one of these adventurers to be your Hero. If any of your adventurers are
    spellcasters, choose the indicated number of spells ... assign the Quest Item you
    received in step 1 to one of your adventurers." "Each adventurer begins with 3 hit
    points (HP)." "Each player receives 200 PG per adventurer in their party.\""""
    state = act(setup_table(), "quest", card="louhi")  # 26
    for card in ("wizard", "healer", "bard"):
        state = act(state, "recruit", card=card)
    state = act(state, "hero", member=2)
    assert state.step == "spells"
    for spell in ("energize", "fortify", "teleport"):
        state = act(state, "learn", member=0, card=spell)
    assert refusal(state, "learn", member=0, card="mend").code == "setup-spells"
    state = act(state, "learn", member=1, card="mend")
    state = act(state, "assign", member=1)
    party = state.parties[0]
    assert party.hero == 2 and party.members[0].spells == ("energize", "fortify", "teleport")
    assert party.members[1].items == ("sampo",)
    assert hp(state) == [3, 3, 3] and party.papergold == 600
    assert state.phase == "turn" and state.step == "draw"


def test_a_party_of_one_adventurer_is_said_so_in_the_singular():
    """"Each player receives 200 PG per adventurer in their party." (the log: "1
    adventurer", never "1 adventurers")"""
    state = act(setup_table(), "quest", card="kraken")
    state = act(state, "recruit", card="champion")
    state = act(state, "hero", member=0)
    state = act(state, "assign", member=0)
    assert "P1's party is ready: 1 adventurer, 200 PG, bonus die 0." in act.events


def test_each_player_in_order_follows_the_setup_steps():
    """"Each player should, in order, follow steps 1-3 below before completing the setup.\""""
    state = setup_table(players=2)
    assert refusal(state, "quest", seat=1, card="kraken").code == "setup-order"


def test_the_paladin_raises_the_bonus_die_as_he_joins():
    """Paladin: "Increase bonus die by 1 when Paladin joins the party.\""""
    state = act(setup_table(), "quest", card="skeleton-king")
    state = act(state, "recruit", card="paladin")
    state = act(state, "hero", member=0)
    state = act(state, "assign", member=0)
    assert state.parties[0].bonus == 1


def test_the_firebird_joins_the_party_with_4_hp():
    """Firebird: "Add to your party of Adventurers. Begins with 4HP.\""""
    state = act(setup_table(), "quest", card="baba-yaga")
    state = act(state, "recruit", card="champion")
    state = act(state, "hero", member=0)
    bird = state.parties[0].members[-1]
    assert (bird.name, bird.hp, bird.can_equip) == ("Firebird", 4, False)
    assert state.parties[0].papergold == 200  # the Firebird is not a paid adventurer


def test_home_is_in_the_bottom_half_of_the_journey_deck():
    """"Split the Journey deck in half. Place the Home card in one half. ... stack the decks
    such that the half containing the Home card is on the bottom.\""""
    state = table([member("champion")])
    assert "home" not in drawable(state.deck)
    refused = refusal(state, "draw", card="home")
    assert refused.code == "journey-deck" and "bottom half" in refused.message
    others = [c for c in state.deck.left if c != "home"]
    top = state.deck.segments[0]
    assert top == 22 and len(others) == 44
    deck = state.deck
    from hjkit.games.heros_journey_home.engine.deck import draw
    for card in others[:top]:
        deck = draw(deck, card)
    assert "home" in drawable(deck)
    for card in others[top:]:
        deck = draw(deck, card)
    assert drawable(deck) == ["home"]


def test_a_card_already_drawn_cannot_come_up_again():
    state = act(table([member("champion")]), "draw", card="old-road")
    state = act(state, "end_turn")
    assert "already drawn" in refusal(state, "draw", card="old-road").message


def test_each_player_in_order_draws_and_play_moves_to_the_next():
    """"Each player, in order, draws the top card from the Journey deck and resolves the
    indicated action. After the event is resolved, the card is placed face-up on a discard
    pile and play moves to the next player.\""""
    state = table([member("champion")], [member("paladin")])
    assert refusal(state, "draw", seat=1, card="old-road").code == "turn-order"
    state = act(state, "draw", card="old-road")
    assert state.discard == ("old-road",)
    state = act(state, "end_turn")
    assert state.active == 1


def test_monster_cards_are_discarded_onto_their_own_pile():
    """"Discard monster cards onto their own pile, separate from the other Journey cards.\""""
    state = act(table([member("champion")], [member("paladin")]), "draw", card="goblin-1")
    assert state.monster_discard == ("goblin-1",) and state.discard == ()


def test_drawing_home_wins_at_once():
    """"A player only wins by drawing the Home card. When the card is drawn, play ends
    immediately and the active player is declared the winner.\""""
    state = table([member("champion")], [member("paladin")])
    from dataclasses import replace
    state = replace(state, deck=replace(state.deck, segments=(0, 23)), active=1)
    state = act(state, "draw", seat=1, card="home")
    assert state.over and state.winner == 1
    assert refusal(state, "end_turn", seat=1).code == "game-over"


def test_solitaire_party_wiped_out_loses():
    """"If all of the player's adventurers die in a solitaire game, the player loses and the
    game ends.\""""
    state = act(table([member("bard", hp=1)]), "draw", card="haunted-wood")
    assert state.over and state.winner is None


def test_a_wiped_out_player_is_out_and_the_others_go_on():
    """"If all of a player's adventurers die in a multiplayer game, that player is
    immediately out of the game but the remaining players continue on\""""
    state = act(table([member("bard", hp=1)], [member("paladin")]), "draw", card="storm")
    assert state.parties[0].out and not state.over and state.active == 1
    assert refusal(state, "draw", seat=0, card="old-road").code == "out"


def test_when_every_player_is_dead_all_have_lost():
    """"If every player's adventurers die, the game is over and all players have lost.\""""
    state = table([member("bard", hp=1)], {"members": [member("fool", hp=0)], "out": True})
    state = act(state, "draw", card="storm")
    assert state.over and state.winner is None


def test_companion_dice_replay_the_same_from_the_seed():
    """The table chose that the companion rolls: the same seed rolls the same dice."""
    runs = []
    for _ in range(2):
        state = table([member("champion")], dice="companion", seed=42)
        state = act(state, "draw", card="wolves")
        state = act(state, "fight")
        state = act(state, "defend", target="a0.0")  # the Wolves (5) attack and roll
        runs.append((state.combat, act.events))
    assert runs[0] == runs[1]
    assert refusal(table([member("champion")], dice="companion"), "draw",
                   card="home").code == "journey-deck"


def test_with_the_companion_rolling_one_action_attacks_and_rolls():
    """"4. Roll to hit. For attackers with 1 HP, roll one die (1d20). For attackers with 2
    HP or greater, roll two dice (2d20).": when the companion rolls, the roll is part of the
    attack, no decision of its own: the attack (or the defender chosen) rolls the seeded
    dice a separate roll would have, and the battle goes on to the next decision."""
    state = act(act(table([member("champion")], dice="companion", seed=42),
                    "draw", card="wolves"), "fight")
    state = act(state, "defend", target="a0.0")  # the Wolves (5) attack first
    first = (die(42, 0), die(42, 1))
    assert act.events[0].startswith("Wolves attacks Champion: ") and \
        act.events[0].endswith("on 2d20.")
    assert act.events[1] == f"Rolled {first[0]}, {first[1]}."
    assert state.rolled == 2 and state.combat.roll is None
    assert (state.combat.step, state.combat.acting) == ("act", "a0.0")
    assert not legal(state, "roll")

    state = act(state, "attack", member=0, target="m0")  # the Champion: one tap
    assert act.events[0].startswith("Champion attacks Wolves: ")
    assert act.events[1] == f"Rolled {die(42, 2)}, {die(42, 3)}."
    assert state.rolled == 4 and not legal(state, "roll")


def test_with_physical_dice_the_attack_waits_for_the_roll():
    """The table rolls its own dice: the attack says what to roll, then the phone enters
    each d20 the table rolled."""
    state = act(act(table([member("champion")]), "draw", card="wolves"), "fight")
    state = act(state, "defend", target="a0.0")
    assert state.combat.step == "roll" and state.combat.roll.rolls == ()
    assert act.events == [e for e in act.events if not e.startswith("Rolled")]
    assert {(a.seat, a.value) for a in legal(state)} == {(0, v) for v in range(1, 21)}


def test_physical_dice_are_entered_one_die_at_a_time():
    state = act(act(table([member("champion")]), "draw", card="wolves"), "fight")
    state = act(state, "defend", target="a0.0")
    assert {a.value for a in legal(state, "roll")} == set(range(1, 21))
    assert refusal(state, "roll", value=21).code == "dice-physical"
    state = roll(state, 15)
    assert state.combat.roll.rolls == (15,)

