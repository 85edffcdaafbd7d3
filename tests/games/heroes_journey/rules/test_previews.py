"""Issue 26 point 6: "show the predicted result on every Exert or event button, as
assignment does; say 'no effect on this skirmish' where it cannot change it; warn before
an exert or play that still loses a skirmish that kills the character." The predictions
are the engine's: the skirmish as it would resolve if everyone passed after the action."""

from __future__ import annotations

from hjkit.games.heroes_journey.engine.actions import Exert, Move, action_to_dict
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import at_step
from .shipped import add, intro, uid


def skirmish(minion: str):
    """Ana's Mowgli skirmishes Ben's minion; Baloo stands by."""
    table, (m,) = add(intro(), 1, minion)
    mowgli = uid(table, "mowgli")
    return at_step(table, Step.SKIRMISH, skirmish=mowgli, assignments=((m, mowgli),)), mowgli


def preview(view, action) -> dict:
    return next(p for p in view["action_previews"] if p["action"] == action_to_dict(action))


def test_every_exert_event_and_ability_of_the_skirmish_has_a_prediction():
    table, _ = skirmish("tabaqui")
    view = table_view(table)
    kinds = {"exert", "play_card", "use_ability"}
    offered = [a for a in view["legal_actions"] if a["type"] in kinds]
    assert offered and len(view["action_previews"]) == len(offered)


def test_an_exert_of_a_character_outside_the_skirmish_has_no_effect_on_it():
    table, _ = skirmish("tabaqui")
    baloo = uid(table, "baloo")
    shown = preview(table_view(table), Exert(0, baloo))
    assert shown["effect"] is False
    assert shown["skirmish"] == table_view(table)["skirmish"]


def test_a_play_that_changes_the_skirmish_shows_the_totals_after_it():
    table, _ = skirmish("tabaqui")
    view = table_view(table)
    changed = [p for p in view["action_previews"] if p["effect"] and p["skirmish"]]
    assert changed, "some event or ability of the intro deck raises Mowgli's strength"
    now = view["skirmish"]
    assert any(p["skirmish"]["companion_total"] != now["companion_total"] or
               p["skirmish"]["minion_total"] != now["minion_total"] for p in changed)


def test_a_play_that_still_loses_names_the_character_still_killed():
    table, mowgli = skirmish("shere-khan")
    view = table_view(table)
    assert mowgli in view["skirmish"]["killed"]
    baloo = uid(table, "baloo")
    assert preview(view, Exert(0, baloo))["still_killed"] == [mowgli]


def test_no_prediction_outside_a_skirmish():
    assert table_view(at_step(intro(), Step.CAMPAIGN))["action_previews"] == []


def test_the_move_is_said_before_the_site_it_calls_for():
    """Issue 26 point 3: the Undo button names the seat's own action; a move onto an
    unplaced site says so first, then the placement made for the antagonist."""
    table = at_step(intro(), Step.CAMPAIGN)
    assert Move(0) in legal_actions(table)
    events = apply(table, Move(0)).events
    assert events[0].text == "Ana's party moves on to site 2."
    assert any("as site 2" in e.text for e in events[1:])


def test_a_loss_whose_wounds_reach_health_is_predicted_as_a_death():
    """ "A character that receives wounds equal to or exceeding their health is killed":
    wounded Mowgli losing to Red Dog dies of its wounds, not only when overwhelmed."""
    table, mowgli = skirmish("red-dog")
    health = table.card_of(table.in_play(mowgli)).health
    table = table.with_item(mowgli, wounds=health - 1)
    shown = table_view(table)["skirmish"]
    assert shown["predicted"] == "lose" and mowgli in shown["killed"]


def test_an_assignment_whose_wounds_kill_the_hero_says_so_before_it_is_made():
    """The assignment's preview names the hero killed by its wounds, so the phone asks
    first (docs/heroes-journey.md: "an assignment that kills the hero asks first")."""
    table, (dog,) = add(intro(), 1, "red-dog")
    mowgli = uid(table, "mowgli")
    health = table.card_of(table.in_play(mowgli)).health
    table = at_step(table.with_item(mowgli, wounds=health - 1), Step.ASSIGN_PROTAGONIST)
    shown = next(p for p in table_view(table)["assign_previews"]
                 if p["minion"] == dog and p["companion"] == mowgli)
    assert shown["predicted"] == "lose" and shown["killed"] == [mowgli]
