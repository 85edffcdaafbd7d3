"""The campaign phase: playing campaign cards, their To Play costs, uniqueness, items."""

from dataclasses import replace

from hjkit.games.heroes_journey.engine.actions import Heal, Move, PlayCard, SecondWind
from hjkit.games.heroes_journey.engine.flow import begin_turn
from hjkit.games.heroes_journey.engine.state import Step

from .builders import play, put, refusal


def party_uid(table, title):
    return next(i.uid for i in table.field if table.card_of(i).title == title)


def test_campaign_card_adds_its_cost_to_the_risk_pool(std):
    """ "When you play a campaign card, you ADD a number of risk tokens equal to its cost
    from the supply to the center of the table in a RISK POOL." """
    table = play(std, PlayCard(0, "squire"))
    assert table.risk == 3
    assert table.seats[0].hand == std.seats[0].hand - 1


def test_burden_to_play_is_reduced_by_spotting_another_culture_companion(std):
    """ "to get a discount on the burdens added you must have another Oz culture companion in
    play" """
    without = play(std, PlayCard(0, "pilgrim"))
    assert without.seats[0].burden == std.seats[0].burden + 2
    with_ally = play(std, PlayCard(0, "ally"), PlayCard(0, "pilgrim"))
    assert with_ally.seats[0].burden == std.seats[0].burden + 1


def test_spot_requirement_needs_your_own_active_card(std):
    """ "To SPOT something means the card is in play and ACTIVE." / "you cannot spot one of
    your opponents' Oz companions." """
    assert play(std, PlayCard(0, "follower")).risk == 0
    only_bens = replace(std, field=tuple(i for i in std.field if i.owner != 0))
    assert any(only_bens.card_of(i).title == "Aria" for i in only_bens.field)
    assert refusal(only_bens, PlayCard(0, "follower")).code == "to-play-spot"


def test_exert_places_a_wound(std):
    """ "to EXERT a character means to place a wound token ... on that character" """
    aria = party_uid(std, "Aria")
    table = play(std, PlayCard(0, "vigil", exert=aria))
    assert table.in_play(aria).wounds == 1


def test_cannot_exert_a_character_with_one_health_left(std):
    """ "You cannot exert a character with 1 health." """
    aria = party_uid(std, "Aria")
    table = std.with_item(aria, wounds=3)
    assert refusal(table, PlayCard(0, "vigil", exert=aria)).code == "exert"


def test_unique_card_cannot_be_played_while_a_copy_is_in_play(std):
    """ "You cannot play another copy of a unique card that is active and in play or in your
    grave." """
    table = play(std, PlayCard(0, "lord"))
    assert refusal(table, PlayCard(0, "lord")).code == "unique"


def test_unique_card_cannot_be_played_while_a_copy_is_in_the_grave(std):
    table = std.with_seat(0, grave=("lord",))
    assert refusal(table, PlayCard(0, "lord")).code == "unique"


def test_no_more_copies_than_the_deck_holds(std):
    """Table mode: the core refuses more copies of a card than the player's deck holds."""
    table = play(std, PlayCard(0, "squire"))
    assert refusal(table, PlayCard(0, "squire")).code == "copies"


def test_second_wind_removes_a_wound_from_a_unique_companion(std):
    """ "during the campaign phase if you have a unique companion who is wounded, you may
    discard a copy of that character from your hand to give them a SECOND WIND – removing 1
    wound token from that character." """
    aria = party_uid(std, "Aria")
    table = play(std.with_item(aria, wounds=2), SecondWind(0, aria))
    assert table.in_play(aria).wounds == 1
    assert table.seats[0].discard == ("aria",)
    assert refusal(table, SecondWind(0, aria)).code == "second-wind-copy"


def test_second_wind_needs_a_wounded_unique_companion(std):
    table = play(std, PlayCard(0, "squire"))
    squire = party_uid(table, "Squire")
    assert refusal(table.with_item(squire, wounds=1), SecondWind(0, squire)).code == \
        "second-wind-unique"
    assert refusal(std, SecondWind(0, party_uid(std, "Aria"))).code == "second-wind-wounded"


def test_support_area_card_needs_no_bearer(std):
    """ "if the card has "-- Support Area" on it's type line then it plays to your SUPPORT
    AREA" """
    aria = party_uid(std, "Aria")
    table = play(std, PlayCard(0, "vigil", exert=aria))
    vigil = next(i for i in table.field if i.card_id == "vigil")
    assert vigil.bearer is None


def test_possession_plays_on_its_bearer(std):
    """ "If the card otherwise says in its text "Bearer must be..." then that card is played
    onto the target indicated." """
    aria = party_uid(std, "Aria")
    table = play(std, PlayCard(0, "sword", target=aria))
    assert [i.card_id for i in table.borne_by(aria)][-1] == "sword"
    assert refusal(std, PlayCard(0, "sword")).code == "bearer"


def test_one_item_class_per_bearer(std):
    """ "A character is allowed to bear only one class of item regardless of its card
    type." """
    aria = party_uid(std, "Aria")
    table = play(std, PlayCard(0, "sword", target=aria))
    assert refusal(table, PlayCard(0, "axe", target=aria)).code == "item-class"
    assert play(table, PlayCard(0, "ring", target=aria)).risk == 2


def test_thumbless_bears_no_artifacts_or_possessions(std):
    """ "Thumbless. – This character cannot bear any artifacts or possessions." """
    table = play(std, PlayCard(0, "stoic"))
    stoic = party_uid(table, "Stoic")
    assert refusal(table, PlayCard(0, "sword", target=stoic)).code == "thumbless"
    assert refusal(table, PlayCard(0, "ring", target=stoic)).code == "thumbless"


def test_adversary_cards_are_refused_in_the_campaign_phase(std):
    """ "During your turn you are the PROTAGONIST and can play your CAMPAIGN cards" """
    assert refusal(std, PlayCard(0, "goblin")).code == "wrong-side"
    assert refusal(std, PlayCard(1, "goblin")).code == "not-your-decision"


def test_events_play_only_in_their_listed_phases(std):
    """ "Event cards you save in your hand until the part of the turn listed in their
    gametext." """
    assert refusal(std, PlayCard(0, "rally")).code == "event-timing"


def test_sanctuary_five_at_site_three_in_the_standard_game(std, lib):
    """ "it is a rule in the game that sites 3 and 6 gain the "Sanctuary 5." keyword when
    placed." """
    table, uid = put(std, 0, "wall", wounds=4)
    table = table.with_seat(0, position=3)
    table = replace(table, path=(*table.path, *table.path, *table.path))
    table = begin_turn(table, 0, [])
    assert table.sanctuary_left == 5
    table = play(table, *(Heal(0, uid) for _ in range(4)))
    assert table.in_play(uid).wounds == 0
    assert refusal(table, Heal(0, uid)).code == "sanctuary-target"


def test_no_sanctuary_at_other_standard_sites(std):
    table, uid = put(std, 0, "wall", wounds=2)
    table = begin_turn(table, 0, [])
    assert table.sanctuary_left == 0
    assert refusal(table, Heal(0, uid)).code == "sanctuary"


def test_moving_ends_the_campaign_phase(std):
    """ "Once the Protagonist has played all the cards they wish, they will then MOVE" """
    table = play(std, Move(0))
    assert table.step in (Step.PLACE_SITE, Step.ADVERSARY)


def test_exerting_for_an_ability_places_a_wound_and_passes_the_opportunity(std):
    """ "Skirmish: Exert Baloo to make him strength +2." — the exert is the ability's cost:
    "to EXERT a character means to place a wound token ... on that character" """
    from hjkit.games.heroes_journey.engine.actions import Exert
    aria = party_uid(std, "Aria")
    table = play(std, Exert(0, aria))
    assert table.in_play(aria).wounds == 1 and table.to_act == 0  # no procedure here
    assert refusal(table.with_item(aria, wounds=3), Exert(0, aria)).code == "exert"
    assert refusal(table, Exert(1, aria)).code == "not-your-decision"


def test_a_card_missing_from_the_seats_deck_is_refused_as_such_out_of_turn(std):
    """Table mode: the core "refuses more copies of a card on the field than the player's
    deck holds"; for a card the deck does not hold at all that is the refusal to give, even
    when it is another player's decision."""
    seat = 1 - std.to_act
    table = std.with_seat(seat, book={k: v for k, v in std.seats[seat].book.items()
                                      if k != "troll"})
    refused = refusal(table, PlayCard(seat, "troll"))
    assert refused.code == "not-in-deck"
    assert refused.message == f"Troll is not in {table.seats[seat].name}'s deck"
