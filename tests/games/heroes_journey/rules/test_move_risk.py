"""Issue 10: "move risk ... shown on the phones are the computed values": the risk a move
adds, shown before moving, is what the move then adds, Brazen modifiers from cards in play
included.

"adds risk to the pool equal to the risk number in the site's top right corner + 1 token
for each companion in the party." "Brazen (X). - When the party moves -> add (X) risk to
the risk pool."
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heroes_journey.engine.actions import Move
from hjkit.games.heroes_journey.engine.state import PlacedSite, Step
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.engine.view import table_view

from .builders import card, play
from .shipped import add, standard

WAR_HORN = card("war-horn", "condition", support_area=True, text="Each [Myrmidon] companion "
                "gains Brazen (2).", modifiers=[{"modifier": "brazen", "amount": 2,
                                                 "applies_to": {"type": "companion",
                                                                "cultures": ["myrmidon"]}}])


def _achilles_before_moving(*more):
    """Odysseus and Achilles (Brazen (1)) at site 1, site 2 already on the path."""
    table, _ = add(standard("achaian", "oz"), 0, "achilles", *more)
    first = table.path[0]
    table = replace(table, path=(first, PlacedSite("munchkin-country", 1)))
    return replace(table, cards={**table.cards, WAR_HORN.id: WAR_HORN})


def test_the_move_risk_shown_is_site_risk_companions_and_brazen():
    table = _achilles_before_moving()
    shown = table_view(table)["move_risk"]
    site = table.cards["munchkin-country"].risk
    assert shown == {"site": site, "companions": 2, "brazen": 1, "total": site + 2 + 1}
    after = play(table, Move(0))
    assert after.risk == table.risk + shown["total"]


def test_a_brazen_modifier_in_play_counts_before_and_during_the_move():
    """A card in play that gives Brazen counts like the printed keyword."""
    table, _ = add(_achilles_before_moving(), 0, "war-horn")
    shown = table_view(table)["move_risk"]
    assert shown["brazen"] == 1 + 2
    result = apply(table, Move(0))
    assert result.state.risk == table.risk + shown["total"]
    assert any(f"put {shown['total']} tokens on the risk pool" in e.text for e in result.events)


def test_an_inactive_card_gives_no_brazen():
    """ "While you are the Protagonist, your Campaign cards are active": the antagonist's
    war horn is not."""
    table, _ = add(_achilles_before_moving(), 1, "war-horn")
    assert table_view(table)["move_risk"]["brazen"] == 1


def test_before_the_next_site_is_placed_the_site_part_is_unknown():
    table, _ = add(standard("achaian", "oz"), 0, "achilles")
    assert table.step is Step.CAMPAIGN and len(table.path) == 1
    assert table_view(table)["move_risk"] == {"site": None, "companions": 2, "brazen": 1,
                                              "total": None}
