"""Every shipped card played through apply(), and every ability of a card in play used,
with the table checked afterwards.

Random games whose players favour a card not yet played find a legal moment for nearly
every card; the cards whose moment is rarest (a Sparta companion assigned while Pandaros is
in play, a Winged Monkey in the scrap pile, a culture's skirmish event) also have a moment
set up by hand, used when the games miss them and always checked on its own."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hjkit.games.heroes_journey.engine.actions import Assign, ChooseHero, Pass, PlayCard, UseAbility
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply, legal_actions
from hjkit.kit.game import Applied

from .builders import at_step, play
from .shipped import add, shipped, standard

SETUPS = [("intro", ("intro", "intro")), ("standard", ("oz", "achaian")),
          ("standard", ("achaian", "oz")), ("standard", ("achaian", "achaian")),
          ("standard", ("oz", "oz", "achaian"))]
GAMES = 120


def what(table, action) -> str | None:
    """The card an action plays, or 'ability:<card>' for an ability of a card in play."""
    if isinstance(action, (PlayCard, ChooseHero)):
        return action.card_id
    if isinstance(action, UseAbility):  # a card in play, or one whose "When ..." is owed
        item = table.in_play(action.source)
        return "ability:" + (item.card_id if item else table.pending[0].card_id)
    return None


def _corpus() -> dict[str, tuple]:
    library, decks = shipped(), shipped().decks
    found: dict[str, tuple] = {}
    for seed in range(GAMES):
        variant, names = SETUPS[seed % len(SETUPS)]
        table = new_table(variant, [(f"P{i}", decks[n]) for i, n in enumerate(names)],
                          library, seed)
        rng = random.Random(seed)
        for _ in range(4000):
            if table.is_over:
                break
            options = legal_actions(table, adjustments=False)
            fresh = [a for a in options if what(table, a) not in (None, *found)]
            action = rng.choice(fresh if fresh and rng.random() < 0.9 else options)
            result = apply(table, action)
            assert isinstance(result, Applied), result
            key = what(table, action)
            in_game = not table.step.is_setup or isinstance(action, ChooseHero)
            if key is not None and key not in found and in_game:
                found[key] = (table, action, result)
            table = result.state
    return found


def _hold_the_line():
    table, (menelaos,) = add(standard("achaian", "oz"), 0, "menelaos")
    table, _ = add(table, 1, "trojan-spearman")
    return at_step(table, Step.ASSIGNMENT), PlayCard(0, "hold-the-line", choice=menelaos)


def _broken_oath():
    table, (menelaos,) = add(standard("achaian", "achaian"), 0, "menelaos")
    table, (_, spearman) = add(table, 1, "pandaros", "trojan-spearman")
    table = play(at_step(table, Step.ASSIGN_PROTAGONIST, risk=2), Assign(0, spearman, menelaos))
    return table, PlayCard(1, "broken-oath")


def _skirmish(first, second, companion, minion, make):
    """A skirmish between a companion and a minion just put on the field; make(table,
    companion uid, minion uid) gives the action to try there."""
    table, (ours,) = add(standard(first, second), 0, companion)
    table, (theirs,) = add(table, 1, minion)
    table = at_step(table, Step.SKIRMISH, skirmish=ours, assignments=((theirs, ours),), risk=3)
    return table, make(table, ours, theirs)


def _golden_cap():
    table, action = _skirmish("oz", "oz", "the-scarecrow", "winged-monkey", lambda t, c, m: m)
    table, (cap,) = add(table, 0, "the-golden-cap")
    return table, UseAbility(0, cap, choice=action)


def _called_by_the_cap():
    table = at_step(standard("achaian", "oz"), Step.ADVERSARY, to_act=1, risk=5)
    return table.with_seat(1, scrap=("winged-monkey",)), PlayCard(
        1, "called-by-the-cap", pick="winged-monkey")


def _about_to(first, second, companion, minion, *others, card):
    """A skirmish whose results wait for the window before them; card is played there,
    exerting the companions in others (one, or two)."""
    table, (ours,) = add(standard(first, second), 0, companion)
    table, more = add(table, 0, *others)
    table, (theirs,) = add(table, 1, minion)
    table = at_step(table, Step.SKIRMISH, skirmish=ours, assignments=((theirs, ours),), risk=8)
    table = play(table, Pass(0), Pass(1))
    return table, PlayCard(0, card, exert=more[0], also=more[1] if len(more) > 1 else None)


SCRIPTED = {
    "shield-brother": lambda: _about_to("achaian", "oz", "menelaos", "wicked-witch-of-the-west",
                                        "spartan-hoplite", card="shield-brother"),
    "queen-of-the-field-mice": lambda: _about_to("oz", "achaian", "toto", "hektor",
                                                 "the-scarecrow", "nick-chopper",
                                                 card="queen-of-the-field-mice"),
    "hold-the-line": _hold_the_line,
    "broken-oath": _broken_oath,
    "wrath-of-achilles": lambda: _skirmish("achaian", "oz", "achilles", "winkie-soldier",
                                           lambda t, c, m: PlayCard(0, "wrath-of-achilles",
                                                                    choice=c)),
    "good-witchs-blessing": lambda: _skirmish("oz", "achaian", "toto", "trojan-spearman",
                                              lambda t, c, m: PlayCard(
                                                  0, "good-witchs-blessing", choice=c)),
    "a-bucket-of-water": lambda: _skirmish("oz", "oz", "toto", "winged-monkey",
                                           lambda t, c, m: PlayCard(0, "a-bucket-of-water",
                                                                    choice=m)),
    "rosy-fingered-dawn": lambda: _skirmish("achaian", "oz", "eumaios", "winkie-soldier",
                                            lambda t, c, m: PlayCard(
                                                0, "rosy-fingered-dawn", choice=c)),
    "ability:the-golden-cap": _golden_cap,
    "called-by-the-cap": _called_by_the_cap,
}
_FOUND: dict = {}


def found() -> dict:
    if not _FOUND:
        _FOUND.update(_corpus())
        for card_id, scenario in SCRIPTED.items():
            if card_id not in _FOUND:
                table, action = scenario()
                _FOUND[card_id] = (table, action, apply(table, action))
    return _FOUND


def _book_cards() -> list[str]:
    return sorted({c for deck in shipped().decks.values() for c in deck.file.book})


def _abilities_in_play() -> list[str]:
    return sorted(c.id for c in shipped().cards.values() if c.abilities and c.type != "event")


@pytest.mark.parametrize("card_id", _book_cards())
def test_each_shipped_card_is_played_through_apply(card_id):
    before, action, result = found()[card_id]
    assert isinstance(result, Applied), result
    after, seat, card = result.state, action.seat, shipped().cards[card_id]
    on_field = Counter(i.card_id for i in after.field if i.owner == seat)
    was = Counter(i.card_id for i in before.field if i.owner == seat)
    if isinstance(action, ChooseHero):
        assert after.seats[seat].hero is not None and on_field[card_id] == 1
    elif card.type == "event":
        assert after.seats[seat].discard.count(card_id) == before.seats[seat].discard.count(
            card_id) + 1
        assert after.seats[seat].hand == before.seats[seat].hand - 1 + _drawn(before, after,
                                                                              seat)
    else:
        assert on_field[card_id] == was[card_id] + 1
    assert any(e.kind in ("play", "hero") for e in result.events)


def _drawn(before, after, seat) -> int:
    """Cards an event drew or fetched: they left the book for the hand."""
    return before.seats[seat].book_left - after.seats[seat].book_left


@pytest.mark.parametrize("card_id", _abilities_in_play())
def test_each_ability_of_a_card_in_play_is_used_through_apply(card_id):
    before, action, result = found()["ability:" + card_id]
    assert isinstance(result, Applied), result
    title = shipped().cards[card_id].title
    assert any(e.kind == "ability" and title in e.text for e in result.events)
    ability = shipped().cards[card_id].abilities[action.ability]
    if any(c.discard_this for c in ability.costs):
        assert result.state.in_play(action.source) is None


@pytest.mark.parametrize("key", sorted(SCRIPTED))
def test_each_hand_set_moment_is_legal(key):
    table, action = SCRIPTED[key]()
    assert isinstance(apply(table, action), Applied)
