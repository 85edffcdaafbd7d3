"""Random playouts and properties: any legal play keeps the table sound and ends."""

import os
from collections import Counter

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hjkit.games.heroes_journey.engine.playout import random_playout
from hjkit.games.heroes_journey.engine.setup import new_table
from hjkit.games.heroes_journey.engine.table import apply
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS, load

CARDS = SHIPPED_CARDS


@pytest.fixture(scope="module")
def shipped():
    library, problems = load([CARDS])
    assert not problems
    return library


def make(library, variant: str, players: int, seed: int):
    if variant == "intro":
        decks = [library.decks["intro"]] * 2
    else:
        decks = [library.decks["oz"], library.decks["achaian"]] * 4
    names = ("Ana", "Ben", "Cy", "Di")
    return new_table(variant, [(names[i], decks[i]) for i in range(players)], library, seed)


def sound(table) -> None:
    """Invariants that hold after every action."""
    assert table.risk >= 0, "the risk pool is never negative"
    for item in table.field:
        card = table.card_of(item)
        if card.health is not None:
            assert 0 <= item.wounds < card.health, f"{card.title} holds {item.wounds} wounds"
    for seat, s in enumerate(table.seats):
        assert s.burden >= 0 and s.hand >= 0 and s.book_left >= 0
        on_field = Counter(i.card_id for i in table.field if i.owner == seat)
        for card_id, copies in on_field.items():
            if card_id in s.book:
                assert copies <= s.book[card_id], f"too many {card_id} on the field"
    if not table.is_over:
        assert not table.seats[table.to_act].lost, "a player who lost owes no decision"
    for seat in range(len(table.seats)):
        assert accounted(table, seat) == dealt(table, seat), "hand and book drift from piles"


BOOK_TYPES = {"companion", "minion", "condition", "artifact", "possession", "event"}


def dealt(table, seat) -> int:
    """Every book card, plus the intro's starting party dealt outside the book."""
    return sum(table.seats[seat].book.values()) + len(table.variant.starting_party)


def accounted(table, seat) -> int:
    """Where the seat's book cards are now: hand, book, field and piles (the quest need and
    sites are atlas cards and do not count)."""
    s = table.seats[seat]
    placed = [i.card_id for i in table.field if i.owner == seat]
    piles = [*placed, *s.grave, *s.scrap, *s.discard, *s.banished]
    return (s.hand + s.book_left + s.discarded
            + sum(1 for c in piles if table.cards[c].type in BOOK_TYPES))


_LIBRARY = []


def _shipped_once():
    if not _LIBRARY:
        _LIBRARY.append(load([CARDS])[0])
    return _LIBRARY[0]


def replay(playout):
    table = playout.start
    for action in playout.actions:
        table = apply(table, action).state
    return table


# A thousand-odd games per run; HJKIT_PLAYOUT_SCALE=10 soaks ten times as many.
SCALE = float(os.environ.get("HJKIT_PLAYOUT_SCALE", "1"))


@pytest.mark.parametrize("variant, players, games, adjustments", [
    ("intro", 2, 700, False),
    ("intro", 2, 150, True),
    ("standard", 2, 200, False),
    ("standard", 3, 40, False),
    ("standard", 4, 25, True),
])
def test_random_playouts_end_without_error(shipped, variant, players, games, adjustments):
    """Every game ends (someone always owes a decision), with no exception, and the
    invariants hold after every action."""
    winners = Counter()
    for seed in range(int(games * SCALE)):
        playout = random_playout(make(shipped, variant, players, seed), seed,
                                 adjustments=adjustments, check=sound)
        assert playout.end.is_over and playout.end.winner is not None
        winners[playout.end.winner] += 1
    assert len(winners) == players  # every seat can win


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), adjustments=st.booleans())
@example(seed=3643516, players=3, adjustments=False)  # two Swarms of Black Bees' choices
def test_replaying_the_actions_rebuilds_the_same_table(seed, players, adjustments):
    """Undo and replay come from the log: replaying a game's actions from its start gives
    the same table."""
    library = _shipped_once()
    variant = "intro" if players == 2 and seed % 2 else "standard"
    playout = random_playout(make(library, variant, players, seed), seed,
                             adjustments=adjustments, check=sound)
    assert replay(playout) == playout.end


def _card_or_ability(table, action) -> bool:
    from hjkit.games.heroes_journey.engine.actions import PlayCard, UseAbility
    return isinstance(action, (PlayCard, UseAbility))


def test_playouts_that_take_every_ability_keep_the_table_sound(shipped):
    """Players who play every card and use every ability they can (nine times in ten),
    responses included: the invariants hold after every action and every game ends."""
    from hjkit.games.heroes_journey.engine.actions import UseAbility
    kinds = Counter()
    for seed in range(int(60 * SCALE)):
        variant, players = (("intro", 2), ("standard", 2), ("standard", 3))[seed % 3]
        playout = random_playout(make(shipped, variant, players, seed), seed, check=sound,
                                 favour=_card_or_ability)
        assert playout.end.is_over
        kinds.update(type(a).__name__ for a in playout.actions)
    assert kinds[UseAbility.__name__] > 100


def _dealt_onto_field(table, seat, *card_ids):
    """Cards from a seat's book put straight onto the field (the book count follows)."""
    from .shipped import add
    table, uids = add(table, seat, *card_ids)
    return table.with_seat(seat, book_left=table.seats[seat].book_left - len(card_ids)), uids


def _response_tables():
    """Random games from moments where a response is likely: a Sparta companion about to be
    assigned while Pandaros is in play (Broken Oath); Winged Monkeys about to lose a
    skirmish (Hil-lo, Hol-lo, Hel-lo!)."""
    from hjkit.games.heroes_journey.engine.state import Step

    from .builders import at_step
    from .shipped import standard
    table, _ = _dealt_onto_field(standard("achaian", "achaian"), 0, "menelaos")
    table, _ = _dealt_onto_field(table, 1, "pandaros", "trojan-spearman")
    yield at_step(table, Step.ASSIGN_PROTAGONIST, risk=4)
    table, (achilles,) = _dealt_onto_field(standard("achaian", "oz"), 0, "achilles")
    table, monkeys = _dealt_onto_field(table, 1, "winged-monkey", "winged-monkey")
    yield at_step(table, Step.ASSIGN_PROTAGONIST, risk=4)


def test_random_games_answer_responses_and_keep_the_table_sound():
    """Responses are offered to whoever may play them, and random players take them or
    decline: every game still ends with the invariants holding after every action."""
    windows = Counter()
    for index, start in enumerate(_response_tables()):
        for seed in range(int(15 * SCALE)):
            playout = random_playout(start, seed, check=sound)
            assert playout.end.is_over
            for event in _events(playout):
                windows[index] += event.kind == "response-window"
    assert windows[0] > 0 and windows[1] > 0


def _events(playout):
    table = playout.start
    for action in playout.actions:
        result = apply(table, action)
        yield from result.events
        table = result.state
