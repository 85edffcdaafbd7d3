"""The last three shipped cards: the window before a skirmish's results ("about to take
wounds", "about to be killed") and a required "When this minion is killed" choice.

"Once all players have consecutively passed, proceed to the skirmish's resolution."
"Different from most events are events with "Response:" in their game text. These events
can be played at any time whenever their listed conditions occur."
"""

from __future__ import annotations

from hjkit.games.heroes_journey.engine.actions import Pass, PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.engine.view import prompt, table_view
from hjkit.kit.game import Applied

from .builders import at_step, play, refusal
from .shipped import add, standard, uid


def skirmish(table, companion, *minions, risk=3):
    pairs = tuple((m, companion) for m in minions)
    return at_step(table, Step.SKIRMISH, skirmish=companion, assignments=pairs, risk=risk)


def events(table, action) -> list[str]:
    result = apply(table, action)
    assert isinstance(result, Applied), result
    return [e.text for e in result.events]


# --- Shield Brother ---------------------------------------------------------------------------

def _menelaos_against_the_witch(*more):
    """Menelaos (6) loses to the Wicked Witch of the West (8) without being overwhelmed:
    "each losing character receives ONE WOUND"."""
    table, (menelaos, *others) = add(standard("achaian", "oz"), 0, "menelaos", *more)
    table, (witch,) = add(table, 1, "wicked-witch-of-the-west")
    return skirmish(table, menelaos, witch), menelaos, others


def test_shield_brother_prevents_one_of_the_wounds_a_companion_is_about_to_take():
    """Shield Brother: "Response: If a companion is about to take wounds in a skirmish,
    exert another [Sparta] or [Mykenaian] companion to prevent 1 of those wounds." """
    table, menelaos, (hoplite,) = _menelaos_against_the_witch("spartan-hoplite")
    table = play(table, Pass(0), Pass(1))
    assert table.step is Step.SKIRMISH and table.responding == (0,) and table.to_act == 0
    assert [w.trigger for w in table.window] == ["about-to-take-wounds"]
    assert table.in_play(menelaos).wounds == 0  # the results wait for the window
    assert PlayCard(0, "shield-brother", exert=hoplite) in legal_actions(table)
    said = events(table, PlayCard(0, "shield-brother", exert=hoplite))
    assert "1 of the wounds to Menelaos prevented." in said
    table = play(table, PlayCard(0, "shield-brother", exert=hoplite))
    assert table.in_play(menelaos).wounds == 0 and table.in_play(hoplite).wounds == 1
    assert table.responding == () and table.window == () and table.skirmish is None
    assert table.risk == 3 + 1  # a campaign card adds its cost to the pool


def test_shield_brother_exerts_another_companion_not_the_one_about_to_be_wounded():
    """ "exert another [Sparta] or [Mykenaian] companion": Menelaos is the companion about
    to take the wound, so he cannot pay for it himself."""
    table, menelaos, _ = _menelaos_against_the_witch("spartan-hoplite")
    table = play(table, Pass(0), Pass(1))
    assert refusal(table, PlayCard(0, "shield-brother", exert=menelaos)).code == \
        "ability-exert"


def test_a_player_may_let_the_wounds_through():
    table, menelaos, _ = _menelaos_against_the_witch("spartan-hoplite")
    table = play(table, Pass(0), Pass(1), Pass(0))
    assert table.in_play(menelaos).wounds == 1 and table.responding == ()


def test_shield_brother_cannot_stop_an_overwhelm():
    """Its ruling: "An overwhelmed character is killed 'regardless of how much health they
    have'; no wounds are dealt, so there is nothing to prevent." """
    table, (hoplite, spearman) = add(standard("achaian", "oz"), 0, "spartan-hoplite",
                                     "mykenaian-spearman")
    table, (witch,) = add(table, 1, "wicked-witch-of-the-west")
    table = play(skirmish(table, hoplite, witch), Pass(0), Pass(1))
    assert table.in_play(hoplite) is None and "hoplite" not in str(table.window)
    assert table.seats[0].grave[-1] == "spartan-hoplite"


def test_without_a_sparta_or_mykenaian_companion_to_exert_the_results_come_at_once():
    """Nobody may answer: "proceed to the skirmish's resolution"."""
    table, menelaos, _ = _menelaos_against_the_witch()
    table = play(table, Pass(0), Pass(1))
    assert table.responding == () and table.in_play(menelaos).wounds == 1


# --- Queen of the Field Mice ------------------------------------------------------------------

def _dorothy_against_hektor():
    """Dorothy (4) overwhelmed by Hektor (11): "All losing characters are killed regardless
    of how much health they have", and she is the hero."""
    table, (scarecrow, nick) = add(standard("oz", "achaian"), 0, "the-scarecrow",
                                   "nick-chopper")
    table, (hektor,) = add(table, 1, "hektor")
    dorothy = uid(table, "dorothy-gale")
    return skirmish(table, dorothy, hektor, risk=8), dorothy, scarecrow, nick


def test_queen_of_the_field_mice_saves_a_companion_about_to_be_killed():
    """Queen of the Field Mice: "Response: If a companion is about to be killed in a
    skirmish, exert 2 other companions to prevent it; that companion is left with 1
    health." Its ruling: it saves Dorothy from being overwhelmed."""
    table, dorothy, scarecrow, nick = _dorothy_against_hektor()
    table = play(table, Pass(0), Pass(1))
    assert [w.trigger for w in table.window] == ["about-to-be-killed"]
    offered = [a for a in legal_actions(table) if isinstance(a, PlayCard)
               and a.card_id == "queen-of-the-field-mice"]
    assert offered == [PlayCard(0, "queen-of-the-field-mice", exert=scarecrow, also=nick)]
    table = play(table, offered[0])
    assert not table.seats[0].lost and table.in_play(dorothy).wounds == 3  # 1 health left
    assert table.in_play(scarecrow).wounds == 1 and table.in_play(nick).wounds == 1
    assert table.step is Step.REGROUP and table.protagonist == 0


def test_the_queen_needs_two_different_other_companions():
    table, dorothy, scarecrow, nick = _dorothy_against_hektor()
    table = play(table, Pass(0), Pass(1))
    for exert, also in ((scarecrow, scarecrow), (dorothy, nick), (scarecrow, None)):
        action = PlayCard(0, "queen-of-the-field-mice", exert=exert, also=also)
        assert refusal(table, action).code == "ability-exert"


def test_without_the_queen_the_hero_dies_and_the_protagonist_loses():
    """ "If, at any point while you are the Protagonist, your Quest-Need leaves the field
    ... then you immediately lose the game." """
    table, *_ = _dorothy_against_hektor()
    table = play(table, Pass(0), Pass(1), Pass(0))
    assert table.is_over and table.winner == 1 and table.seats[0].lost


def test_the_phone_predicts_the_result_with_what_was_prevented():
    """The skirmish the phones show during the window is the one that will be applied."""
    table, menelaos, (hoplite,) = _menelaos_against_the_witch("spartan-hoplite")
    table = play(table, Pass(0), Pass(1))
    assert table_view(table)["skirmish"]["wounds"] == {str(menelaos): 1}
    assert "about to take wounds" in prompt(table)


# --- Swarm of Black Bees ----------------------------------------------------------------------

def _odysseus_kills_the_bees(wounds=0):
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table = table.with_item(odysseus, wounds=wounds)
    table, (bees,) = add(table, 1, "swarm-of-black-bees")
    return play(skirmish(table, odysseus, bees), Pass(0), Pass(1)), odysseus, bees


def test_the_bees_controller_must_exert_a_companion_when_they_are_killed():
    """Swarm of Black Bees: "When this minion is killed, exert a companion." Its ruling:
    "The Antagonist who controls the bees" chooses."""
    table, odysseus, bees = _odysseus_kills_the_bees()
    assert table.in_play(bees) is None and table.seats[1].scrap == ("swarm-of-black-bees",)
    assert table.to_act == 1 and [p.uid for p in table.pending] == [bees]
    assert legal_actions(table, adjustments=False) == [UseAbility(1, bees, 0, choice=odysseus)]
    assert refusal(table, Pass(1)).code == "required"
    assert "resolves Swarm of Black Bees" in prompt(table)
    table = play(table, UseAbility(1, bees, 0, choice=odysseus))
    assert table.in_play(odysseus).wounds == 1
    assert table.pending == () and table.responding == () and table.to_act == 0


def test_the_bees_do_nothing_when_no_companion_can_be_exerted():
    """The ruling: "a companion with 1 health cannot be exerted." """
    table, odysseus, bees = _odysseus_kills_the_bees(wounds=3)
    assert table.pending == () and table.to_act == 0
    assert table.in_play(odysseus).wounds == 3


def test_the_bees_ability_cannot_be_used_at_will():
    table, (bees,) = add(at_step(standard("achaian", "oz"), Step.ADVERSARY, to_act=1), 1,
                         "swarm-of-black-bees")
    assert refusal(table, UseAbility(1, bees, 0, choice=uid(table, "odysseus"))).code == \
        "required-trigger"


def test_a_second_swarm_with_nothing_left_to_exert_does_nothing_and_the_game_goes_on():
    """Two swarms killed in one skirmish owe two choices; the first exerts Odysseus down to
    1 health, so the second has nothing to choose: "a companion with 1 health cannot be
    exerted" (the ruling), and the trigger resolves with no effect instead of waiting for
    a choice nobody can make (the game stopped there with no legal action)."""
    table = standard("achaian", "oz")
    odysseus = uid(table, "odysseus")
    table = table.with_item(odysseus, wounds=2, strength_bonus=6)  # overwhelms both
    table, (first, second) = add(table, 1, "swarm-of-black-bees", "swarm-of-black-bees")
    table = play(skirmish(table, odysseus, first, second), Pass(0), Pass(1))
    assert table.in_play(first) is None and table.in_play(second) is None
    assert [p.uid for p in table.pending] == [first, second] and table.to_act == 1
    assert legal_actions(table, adjustments=False) == [UseAbility(1, first, 0, choice=odysseus)]
    said = events(table, UseAbility(1, first, 0, choice=odysseus))
    assert any("There is nothing to choose, so it does nothing." in line for line in said)
    table = play(table, UseAbility(1, first, 0, choice=odysseus))
    assert table.in_play(odysseus).wounds == 3
    assert table.pending == () and table.responding == () and table.to_act == 0
    assert legal_actions(table, adjustments=False)
