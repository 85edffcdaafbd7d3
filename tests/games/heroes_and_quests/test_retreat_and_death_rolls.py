"""RETREAT RULE at each of a quest's decisions, and HERO DEATH's die asked for only when
it can matter. Played through the game's public API from a new table whose players enter
their own rolls: the first player walks to the nearest quest, then rolls what each test
needs."""

from __future__ import annotations

import pytest

from hjkit.kit.game import Applied, Refusal
from hjkit.kit.registry import game

SEED = 3


@pytest.fixture(scope="module")
def hq():
    return game("heroes-and-quests")


@pytest.fixture(scope="module")
def library(hq):
    return hq.load([hq.shipped_cards()]).library


def act(hq, state, action: dict):
    result = hq.apply(state, hq.parse_action(action))
    assert isinstance(result, Applied), result
    return result.state, [e.text for e in result.events]


def legal(hq, state) -> list[dict]:
    return hq.view(state)["legal_actions"]


def distance(a: int, b: int) -> int:
    return abs(a // 10 - b // 10) + abs(a % 10 - b % 10)


def at_the_first_encounter(hq, library, dice: str = "table", seed: int = SEED):
    """A new 2-player table: Ana (first in turn order) walks to the nearest quest, Ben keeps
    off the quests and takes no terrain action; the table as Ana's first Encounter roll is
    asked for."""
    state = hq.start({"variant": "short", "dice": dice, "seed": seed,
                      "seats": [{"name": "Ana"}, {"name": "Ben"}]}, library).state
    if hq.view(state)["phase"] == "order":
        state, _ = act(hq, state, {"type": "roll", "seat": 0, "value": 20})
        state, _ = act(hq, state, {"type": "roll", "seat": 1, "value": 10})
    for _ in range(200):
        view = hq.view(state)
        if view["phase"] == "quest":
            assert view["turn"] == 0 and view["pending"]["purpose"] == "encounter"
            return state
        quests = [q["square"] for q in view["quests"]]
        actions = legal(hq, state)
        moves = [a for a in actions if a["type"] == "move"]
        if moves and view["turn"] == 0:
            action = min(moves, key=lambda a: min(distance(a["to"], q) for q in quests))
        elif moves:
            action = next(a for a in moves if a["to"] not in quests)
        else:
            action = next(a for a in actions if a["type"] == "end"
                          or a.get("action") == "Nothing")
        state, _ = act(hq, state, action)
    raise AssertionError("Ana never reached a quest")


def roll(hq, state, value: int):
    return act(hq, state, {"type": "roll", "seat": 0, "value": value})


def retreats(hq, state, purpose: str) -> None:
    """At this decision (purpose), Retreat is offered; taking it goes straight to the End
    Phase: nothing still to be rolled is rolled, the party keeps its heroes, and the quest
    stays on the map."""
    view = hq.view(state)
    assert view["pending"]["purpose"] == purpose
    assert {"type": "retreat", "seat": 0} in view["legal_actions"]
    heroes, quests = view["seats"][0]["heroes"], view["quests"]
    after, events = act(hq, state, {"type": "retreat", "seat": 0})
    view = hq.view(after)
    assert events == ["Ana's party retreats"]
    assert (view["phase"], view["pending"], view["fight"]) == ("end", None, None)
    assert view["seats"][0]["heroes"] == heroes and view["quests"] == quests
    assert {"type": "end", "seat": 0} in view["legal_actions"]


def fight_to_lose(hq, library, minion: int = 3):
    """Ana meets the quest's Minor Minion (an Encounter roll of 3) and rolls 1 on the fight:
    lost, with the 2 XP it earned to reroll it."""
    state, _ = roll(hq, at_the_first_encounter(hq, library), minion)
    assert hq.view(state)["pending"]["purpose"] == "fight"
    state, events = roll(hq, state, 1)
    assert "loses the fight" in events[-1]
    return state


def test_a_party_may_retreat_before_its_first_encounter_roll(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": before the quest's first Encounter roll."""
    retreats(hq, at_the_first_encounter(hq, library), "encounter")


def test_a_party_may_retreat_before_a_fight_roll(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": a minion met, before its fight's 1D20."""
    state, _ = roll(hq, at_the_first_encounter(hq, library), 3)
    retreats(hq, state, "fight")


def test_a_party_may_retreat_from_a_lost_fight_before_rerolling_or_accepting_it(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": the fight lost, the 2 XP reroll or accepting it still to choose; the
    1D3 casualties are never rolled."""
    retreats(hq, fight_to_lose(hq, library), "lost")


def test_a_party_may_retreat_from_a_lost_fights_casualties(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": the lost fight accepted, its 1D3 casualties still to roll."""
    state, _ = act(hq, fight_to_lose(hq, library), {"type": "accept", "seat": 0})
    retreats(hq, state, "casualties")


def test_a_party_may_retreat_from_a_trap_before_its_casualties(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": a trap sprung ("If you are unable to Auto-Defeat (AD) a Trap, then 1D3
    Random Heroes are killed."), before the 1D3."""
    state, events = roll(hq, at_the_first_encounter(hq, library), 5)
    assert "cannot Auto-Defeat" in events[-1]
    retreats(hq, state, "casualties")


def test_a_party_may_retreat_before_the_die_picks_who_dies(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": 2 casualties rolled, the die that picks the first still to roll; the
    heroes it has not picked live."""
    state, _ = act(hq, fight_to_lose(hq, library), {"type": "accept", "seat": 0})
    state, events = roll(hq, state, 2)
    retreats(hq, state, "death")


def test_a_retreat_is_refused_outside_a_quest(hq, library):
    """"At any time during a Quest the player may have his Party retreat. Go immediately to
    End Phase.": in the End Phase after a retreat there is no quest to leave."""
    state, _ = act(hq, at_the_first_encounter(hq, library), {"type": "retreat", "seat": 0})
    refusal = hq.apply(state, hq.parse_action({"type": "retreat", "seat": 0}))
    assert isinstance(refusal, Refusal) and refusal.code == "retreat"
    assert "At any time during a Quest" in refusal.message


def test_the_die_that_picks_who_dies_is_entered_only_for_heroes_the_party_has(hq, library):
    """HERO DEATH: "Roll 1D6 or 1D8 to determine random Hero Deaths. Reroll as necessary.":
    at a table rolling its own dice, a roll naming no hero is rolled again before anything
    is entered, so the phone offers one value per hero left; a 6 with five heroes is
    refused with the rule."""
    state, _ = act(hq, fight_to_lose(hq, library), {"type": "accept", "seat": 0})
    state, _ = roll(hq, state, 2)
    state = kill_hero_one(hq, state)
    view = hq.view(state)
    heroes = len(view["seats"][0]["heroes"])
    assert view["pending"] == {"die": 6, "purpose": "death", "deaths": 1, "victim": -1}
    assert heroes == 5
    assert [a["value"] for a in legal(hq, state) if a["type"] == "roll"] == [1, 2, 3, 4, 5]
    refusal = hq.apply(state, hq.parse_action({"type": "roll", "seat": 0, "value": 6}))
    assert isinstance(refusal, Refusal) and "Reroll as necessary" in refusal.message


def kill_hero_one(hq, state):
    """The death die names hero 1; whatever its death asks (a Save, a Heal, who carries its
    relics) is answered so that the hero dies and the first hero offered carries."""
    state, _ = roll(hq, state, 1)
    while (view := hq.view(state))["pending"]["purpose"] != "death" or view["placing"]:
        purpose, actions = view["pending"]["purpose"], legal(hq, state)
        if view["placing"]:
            state, _ = act(hq, state, next(a for a in actions if a["type"] == "give"))
        elif purpose == "save":
            state, _ = roll(hq, state, 1)
        else:
            assert purpose == "heal"
            state, _ = act(hq, state, {"type": "accept", "seat": 0})
    return state


def test_the_companion_rerolls_a_death_roll_naming_no_hero_itself(hq, library):
    """HERO DEATH: "Reroll as necessary.": with the companion rolling, a death roll naming
    a hero the party no longer has is rolled again at once, in the same tap; no tap is a
    roll that cannot matter. A whole game by the game's own random player: every death roll
    picks a hero."""
    from hjkit.kit.playout import play_out

    start = hq.start({"variant": "short", "dice": "companion", "seed": 2,
                      "seats": [{"name": "Ana"}, {"name": "Ben"}]}, library).state
    seen = []
    played = play_out(start, 2, hq.legal_actions, hq.apply, hq.is_over, hq.playout_policy(),
                      check=seen.append)
    rerolled = 0
    for before, action, after in zip([start, *seen], played.actions, seen, strict=False):
        pending = hq.view(before)["pending"]
        if action.__class__.__name__ != "Roll" or not pending or pending["purpose"] != "death":
            continue
        events = [e.text for e in hq.apply(before, action).events]
        rerolled += sum("rolled again" in e for e in events)
        assert hq.view(after)["pending"] != pending or hq.view(after)["placing"], events
    assert rerolled > 0


def test_a_party_of_one_hero_rolls_no_die_for_who_dies(library):
    """HERO DEATH: "Roll 1D6 or 1D8 to determine random Hero Deaths. Reroll as necessary.":
    with one hero left every roll but a 1 would be rerolled, so no die is asked for: the
    casualties rolled, the hero is killed and the party wiped out at once."""
    from dataclasses import replace

    from hjkit.games.heroes_and_quests.engine.actions import Roll
    from hjkit.games.heroes_and_quests.engine.state import Enemy, Pending, Quest

    from .conftest import act, party, playing

    for dice in ("table", "companion"):
        table = party(playing(library, dice=dice), "hob")
        table = replace(table, phase="quest", pending=Pending(3, "casualties"),
                        quest=Quest("barrow-of-the-pale-king", 0, Enemy("minor", "Wight",
                                                                          ("Undead",), 10)))
        table, events = act(table, Roll(0, 1) if dice == "table" else Roll(0))
        assert "Hob the Cook is the only hero left: no die to roll" in events
        assert table.pending.purpose == "respawn" and "wiped out" in events[-1]


def test_a_table_of_readings_2_enters_every_death_roll(library):
    """A table stored at readings 2 replays as it was played: a death roll naming no hero
    was entered (or rolled) and rerolled by the next action."""
    from dataclasses import replace

    from hjkit.games.heroes_and_quests.engine.actions import Roll
    from hjkit.games.heroes_and_quests.engine.table import legal_actions

    from .conftest import act, playing, rolling

    table = replace(rolling(playing(library), "death", 6, deaths=1), rules=2)
    assert len([a for a in legal_actions(table) if isinstance(a, Roll)]) == 6
    table, events = act(table, Roll(0, 5))
    assert "reroll" in events[0] and table.pending.purpose == "death"
