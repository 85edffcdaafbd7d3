"""The intro pack's variant, on the shipped intro deck."""

from dataclasses import replace

import pytest

from hjkit.games.heroes_journey.engine.actions import Assign, Move, Pass, PlaceSite, PlayCard
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import PlacedSite, Step
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.model.decks import check_deck
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

from .builders import play, put, refusal

CARDS = SHIPPED_CARDS


@pytest.fixture(scope="module")
def intro_lib():
    library, problems = load([CARDS / "intro-pack"])
    assert not problems
    return library


@pytest.fixture
def intro(intro_lib):
    deck = intro_lib.decks["intro"]
    table = new_table("intro", [("Ana", deck), ("Ben", deck)], intro_lib, seed=1)
    return play(table, PlaceSite(table.to_act, "wolf-den"))


def uid_of(table, card_id, seat):
    return next(i.uid for i in table.field if i.card_id == card_id and i.owner == seat)


def test_mowgli_and_baloo_start_in_play_with_the_red_flower(intro):
    """ "Find the "Mowgli" and "Baloo" companion cards and put them into play. Attach "Man's
    Red Flower" – your Quest Need – to Mowgli" """
    for seat in (0, 1):
        titles = sorted(intro.card_of(c).title for c in intro.companions(seat))
        assert titles == ["Baloo", "Mowgli"]
        mowgli = uid_of(intro, "mowgli", seat)
        assert [i.card_id for i in intro.borne_by(mowgli)] == ["mans-red-flower"]
        assert intro.seats[seat].hand == 8


def test_first_player_is_drawn_at_random(intro_lib):
    """ "Determine randomly who will go first." """
    deck = intro_lib.decks["intro"]
    firsts = {new_table("intro", [("Ana", deck), ("Ben", deck)], intro_lib, s).to_act
              for s in range(16)}
    assert firsts == {0, 1}


def test_antagonist_places_the_next_site_by_number(intro):
    """ "the Antagonist looks through their Atlas, selects the next site by number, and
    places it in the path. (Example: During the first turn, when the first player decides to
    move from site 1, the other player will put site 2 onto the adventure path.)" Only one
    site has that number, so it is placed with the move."""
    me = intro.protagonist
    result = apply(intro, Move(me))
    table = result.state
    assert table.path[-1] == PlacedSite("waingunga-river", 1 - me)
    assert table.seats[me].position == 2
    assert any(e.text.startswith(f"{table.seats[1 - me].name} places Waingunga River as "
                                 "site 2") for e in result.events)


def test_a_site_out_of_its_range_is_refused(intro):
    """ "A site with a number "4-6" cannot be placed if the party is moving to the 3rd
    site" """
    me = intro.protagonist
    table = replace(intro, step=Step.PLACE_SITE, to_act=1 - me)
    assert refusal(table, PlaceSite(1 - me, "cold-lairs")).code == "site-range"


def test_bagheera_needs_mowgli(intro):
    """ "To play Bagheera, YOU must have a card titled Mowgli in play" """
    me = intro.protagonist
    assert play(intro, PlayCard(me, "bagheera")).risk > 0
    without = replace(intro, field=tuple(i for i in intro.field if not (
        i.owner == me and i.card_id in ("mowgli", "mans-red-flower"))))
    assert refusal(without, PlayCard(me, "bagheera")).code == "to-play-spot"


def test_no_ranged_phase_in_the_intro(intro, intro_lib):
    me = intro.protagonist
    table, _ = put(intro, 1 - me, "shere-khan")
    table = play(table, Move(me), Pass(1 - me))
    assert table.step is Step.ASSIGN_PROTAGONIST


def test_baloo_defends_two(intro):
    """ "Each companion may only be assigned to skirmish 1 minion at a time except Baloo who
    has the keyword "Defender +1" meaning the Protagonist may assign 1 or 2 minions to skirmish
    him." """
    me = intro.protagonist
    table, a = put(intro, 1 - me, "tabaqui")
    table, b = put(table, 1 - me, "tabaqui")
    table = play(table, Move(me), Pass(1 - me))
    baloo = uid_of(table, "baloo", me)
    table = play(table, Assign(me, a, baloo), Assign(me, b, baloo))
    assert table.step is Step.SKIRMISH and table.skirmish == baloo and table.to_act == me
    assert sorted(table.assigned_to(baloo)) == [a, b]


def test_sanctuary_three_from_the_sites_own_keyword(intro, intro_lib):
    """ "Sanctuary 3 – ... When the campaign phase begins, if the party is at this site,
    remove up to 3 total wounds from the party." """
    sanctuary = [c for c in intro_lib.cards.values() if c.keyword_value("Sanctuary")]
    assert [c.keyword_value("Sanctuary") for c in sanctuary] == [3]
    from hjkit.games.heroes_journey.engine.flow import begin_turn
    from hjkit.games.heroes_journey.engine.state import PlacedSite
    me = intro.protagonist
    position = sanctuary[0].site_number
    table = replace(intro, path=tuple(PlacedSite(sanctuary[0].id, 0) for _ in range(position)))
    table = table.with_seat(me, position=position)
    table = table.with_item(uid_of(table, "baloo", me), wounds=2)
    assert begin_turn(table, me, []).sanctuary_left == 3


def test_intro_win_needs_site_six_and_mowgli_alive_at_regroup(intro, intro_lib):
    """ "if you make it to site 6, "Council Rock" and Mowgli survives to the regroup phase,
    then you have won the game!" """
    from hjkit.games.heroes_journey.engine.state import PlacedSite
    me = intro.protagonist
    five = ["wolf-den", "waingunga-river", "cold-lairs", "peace-rock", "man-village"]
    five = [c for c in five if c in intro_lib.cards]
    assert len(five) == 5
    table = replace(intro, path=tuple(PlacedSite(c, 0) for c in five))
    table = table.with_seat(me, position=5)
    table = play(table, Move(me))  # council rock, the only site 6
    assert not table.is_over and table.step is Step.ADVERSARY
    table = play(table, Pass(1 - me))
    assert table.is_over and table.winner == me
    name = table.seats[me].name
    assert table.ending == (f"{name} reached Council Rock and Mowgli survived to the regroup "
                            "phase.",)


def test_intro_deck_is_legal(intro_lib):
    assert check_deck(intro_lib.decks["intro"], intro_lib) == []
