"""Random steps, seeded or entered: the top cards of the decks, shuffles, and the reveal
decision of a table that plays with its real cards and chips.

A seeded table (the default) knows every deck's order from its seed. A table with physical
results (variant "...-physical") does not: the engine keeps the face-down cards as an
unordered set (sorted, so replay is exact) and asks a phone what was turned over whenever a
rule takes a top card. An entry is checked against what is still possible: a card that is
out (face up, in front of a hero, being met) cannot be turned over, nor a discard lying at
the bottom under cards not yet seen. Discards go to the bottom in a known order ("put it
face down at the bottom of the appropriate Encounter Deck"), so once the unknown cards are
used up the next card is known and nobody is asked.

A Challenge dealt into a hand stays a real card in a real hand: the engine only counts it
(Hero.unseen) and keeps it among the Challenges whose place nobody knows, so that nothing
it answers depends on a hand. Its holder names it when playing it, and the name is checked
against the same public knowledge as a card turned over (`possible`).
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Event, Refusal

from .actions import Action, act
from .core import Log, decide
from .state import Decision, State, Task

MENTORS, PLACES, CHALLENGES = range(3)
DECKS = ("mentor_deck", "place_deck", "challenge_deck")
NAMES = ("mentors", "places", "challenges")
TITLES = ("Mentor deck", "Place deck", "Deck of Challenges")


def cards_of(state: State, deck: int) -> tuple[str, ...]:
    return getattr(state, DECKS[deck])


def _set(values: tuple, index: int, value) -> tuple:
    return (*values[:index], value, *values[index + 1:])


def in_deck(state: State, deck: int) -> int:
    """How many cards the deck holds. At a physical table the Challenges in hands are among
    challenge_deck (nobody knows which they are), so the hands' count is taken off."""
    held = sum(h.unseen for h in state.heroes) if deck == CHALLENGES else 0
    return len(cards_of(state, deck)) - held


def top_known(state: State, deck: int) -> bool:
    """Seeded: always. Physical: once turned over, or when only known discards are left."""
    return (not state.physical or not in_deck(state, deck) or state.shown[deck]
            or state.hidden[deck] == 0)


def possible(state: State, deck: int) -> tuple[str, ...]:
    """The cards whose place nobody knows, from what the whole table sees: the top of an
    unturned deck may be any of them, and so may a Challenge named from a hand at a physical
    table. No hand's content is in it, so no answer tells one."""
    return cards_of(state, deck)[:state.hidden[deck]]


def unseen_refusal(state: State, deck: int, card: str, where: str,
                   code: str = "not-in-deck") -> Refusal | None:
    """The one check of an entered card: None when it may be `where` (it is among the
    cards whose place nobody knows); else the refusal, which says only what all can see."""
    if card in possible(state, deck):
        return None
    name = state.deck.name(card) if card in state.deck.cards else repr(card)
    return Refusal(code, f"{name} cannot be {where}: it is not among the face-down cards of "
                         f"the {TITLES[deck]} still unseen (it is out in view, or lies at "
                         f"the bottom as a discard).")


def hand_cards(state: State, seat: int) -> tuple[str, ...]:
    """The Challenges seat may play from hand: its hand (seeded); at a physical table, where
    the engine never sees a hand, any Challenge whose place nobody knows, while the hero
    holds one."""
    if state.physical:
        return possible(state, CHALLENGES) if state.heroes[seat].unseen else ()
    return state.heroes[seat].hand


def hand_refusal(state: State, seat: int, card: str) -> Refusal | None:
    """"play a Challenge card from your hand": None when seat may play `card`."""
    hero = state.heroes[seat]
    if not hero.hand_count:
        return Refusal("not-in-hand", f"{hero.name} holds no Challenge in hand: reveal the "
                                      f"top card of the Deck of Challenges.")
    if state.physical:
        return unseen_refusal(state, CHALLENGES, card, f"in {hero.name}'s hand", "not-in-hand")
    if card not in hero.hand:
        name = state.deck.name(card) if card in state.deck.cards else repr(card)
        return Refusal("not-in-hand", f"{hero.name} holds no {name} in hand: play a "
                                      f"Challenge card from your hand, or reveal the top card.")
    return None


def take_from_hand(state: State, seat: int, card: str) -> State:
    """The Challenge played from seat's hand, out of it (and, at a physical table, out of
    the Challenges whose place nobody knows: it is face up now)."""
    hero = state.heroes[seat]
    if state.physical:
        hidden = state.hidden[CHALLENGES]
        state = replace(state, challenge_deck=tuple(c for c in state.challenge_deck
                                                    if c != card),
                        hidden=_set(state.hidden, CHALLENGES, hidden - 1))
        return state.with_hero(seat, unseen=hero.unseen - 1)
    hand = list(hero.hand)
    hand.remove(card)
    return state.with_hero(seat, hand=tuple(hand))


def pop_top(state: State, deck: int) -> tuple[str, State]:
    """The top card, taken off its deck (its identity must be known: see await_top)."""
    cards = cards_of(state, deck)
    if not top_known(state, deck):
        raise AssertionError(f"the top of the {TITLES[deck]} is not known yet")
    return cards[0], replace(state, **{DECKS[deck]: cards[1:]},
                             shown=_set(state.shown, deck, False))


def shuffle_in(state: State, cards: tuple[str, ...]) -> State:
    """Cards shuffled into the Deck of Challenges (with the deck itself)."""
    pool = (*state.challenge_deck, *cards)
    if state.physical:
        return replace(state, challenge_deck=tuple(sorted(pool)),
                       hidden=_set(state.hidden, CHALLENGES, len(pool)),
                       shown=_set(state.shown, CHALLENGES, False))
    seed, order = rng.shuffled(state.rng, pool)
    return replace(state, rng=seed, challenge_deck=order)


def await_top(state: State, deck: int, seat: int, then: Task) -> State | None:
    """None when the deck's top card is known; otherwise the state waiting for seat's phone
    to enter it, with `then` (the task that needed it) run again once entered."""
    if top_known(state, deck):
        return None
    return decide(state, Decision(f"reveal:{NAMES[deck]}", seat, then=(then,)))


def deck_index(d: Decision) -> int:
    return NAMES.index(d.kind.split(":", 1)[1])


def reveal_options(state: State, d: Decision) -> list[Action]:
    return [act("reveal", d.seat, card=c) for c in possible(state, deck_index(d))]


def reveal(state: State, d: Decision, a: Action, log: Log) -> State | Refusal:
    deck = deck_index(d)
    refusal = unseen_refusal(state, deck, a.card, f"the top card of the {TITLES[deck]}")
    if refusal is not None:
        return refusal
    hidden = state.hidden[deck]
    cards = cards_of(state, deck)
    rest = tuple(c for c in cards[:hidden] if c != a.card)
    state = replace(state, **{DECKS[deck]: (a.card, *rest, *cards[hidden:])},
                    hidden=_set(state.hidden, deck, hidden - 1),
                    shown=_set(state.shown, deck, True), decision=None)
    log.append(Event("reveal", f"{state.heroes[d.seat].name} turns over "
                               f"{state.deck.name(a.card)} from the {TITLES[deck]}."))
    return replace(state, agenda=(*d.then, *state.agenda))


def refill(state: State, task: Task, log: Log) -> State:
    """"reveal a new pair of Encounter Cards in the Traveler's Encounter position" (slot 1,
    or task.suit: at setup both slots), one deck at a time (task.card: mentors or places)."""
    deck = NAMES.index(task.card)
    slot = 1 if task.suit < 0 else task.suit
    row = state.rows[deck]
    if row[slot] is not None or not cards_of(state, deck):
        return state
    waiting = await_top(state, deck, task.seat, task)
    if waiting is not None:
        return waiting
    card, state = pop_top(state, deck)
    rows = list(state.rows)
    rows[deck] = _set(row, slot, card)
    return replace(state, rows=tuple(rows))  # type: ignore[arg-type]


def draw_hand(state: State, task: Task, log: Log) -> State:
    """A Challenge from the Deck of Challenges into a hero's hand: at setup, "Each player
    gets one Challenge card", and the draw after revealing one. At a physical table the
    card stays unseen by the engine: the hero's count of them grows, nothing is entered."""
    hero = state.heroes[task.seat]
    log.append(Event("hand", f"{hero.name} draws a Challenge for the hand."))
    if state.physical:
        return state.with_hero(task.seat, unseen=hero.unseen + 1)
    card, state = pop_top(state, CHALLENGES)
    return state.with_hero(task.seat, hand=(*hero.hand, card))


def flip(state: State, task: Task, log: Log) -> State:
    """The Discovery, physical: one coin of task.suit is flipped at the table."""
    return decide(state, Decision("flip", task.seat, suits=(task.suit,)))


def physical_start(state: State) -> State:
    """A physical table before its first turn: every deck face down in an unknown order,
    nothing dealt; seat 0 turns over the two Encounter pairs, then each player draws a
    Challenge (kept in the hand, never entered)."""
    heroes = tuple(replace(h, hand=()) for h in state.heroes)
    every = {DECKS[d]: tuple(sorted((*cards_of(state, d), *extra)))
             for d, extra in ((MENTORS, state.rows[0]), (PLACES, state.rows[1]),
                              (CHALLENGES, tuple(c for h in state.heroes for c in h.hand)))}
    setup = (*(Task("refill", 0, card=NAMES[d], suit=slot) for d in (MENTORS, PLACES)
               for slot in (0, 1)),
             *(Task("draw_hand", s) for s in range(len(heroes))))
    return replace(state, heroes=heroes, rows=((None, None), (None, None)), **every,
                   physical=True, hidden=tuple(len(every[n]) for n in DECKS), rng=0,
                   agenda=(*setup, *state.agenda))


TASKS = {"refill": refill, "draw_hand": draw_hand, "flip": flip}
