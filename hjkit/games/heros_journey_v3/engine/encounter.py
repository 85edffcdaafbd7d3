"""2) A New Encounter?: keeping Mentors, taking the Wanderer's, Traveler's or Seeker's
Encounter (paying each card passed over), revealing the next pair and leaving old Places."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement

from hjkit.kit.game import Event, Refusal

from ..model.cards import SUITS
from .actions import Action, act
from .core import Log, decide, discard, pay, places, purse_left, push, take_card
from .deck import Coins, add, one, sub, suit_name
from .physical import MENTORS, PLACES, await_top, cards_of, pop_top
from .state import Decision, State, Task

Result = State | Refusal


def _suit(action: Action) -> int:
    return SUITS.index(action.suit) if action.suit else -1


def upkeep_options(state: State, d: Decision) -> list[Action]:
    hero, card = state.heroes[d.seat], d.cards[0]
    found = [act("discard", d.seat, card=card)]
    if state.deck.is_path(card) or d.count < state.mentor_limit:
        found += [act("keep", d.seat, card=card, suit=SUITS[s]) for s in range(6)
                  if hero.coins[s]]
    return found


def upkeep(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero, card = state.heroes[d.seat], d.cards[0]
    if a.card != card:
        return Refusal("upkeep-order", f"Decide on {state.deck.name(card)} first: keep it "
                                       f"(paying 1 resource) or discard it.")
    count = d.count
    if a.type == "keep":
        suit = _suit(a)
        is_mentor = not state.deck.is_path(card)
        if is_mentor and d.count >= state.mentor_limit:
            return Refusal("mentor-limit", f"Mentor limit: in a {state.players} player game "
                                           f"you may have up to {state.mentor_limit} Mentors "
                                           f"at a time.")
        if not hero.coins[suit]:
            return Refusal("upkeep-payment", f"If you want to keep any of your remaining "
                                             f"current Mentors, pay one resource for each one: "
                                             f"{hero.name} has no {suit_name(suit)} coin.")
        state = pay(state, d.seat, one(suit))
        count += is_mentor
        log.append(Event("keep", f"{hero.name} keeps {state.deck.name(card)}, paying "
                                 f"{suit_name(suit)}."))
    else:
        state = discard(state, d.seat, card, log)
    if len(d.cards) > 1:
        return decide(state, replace(d, cards=d.cards[1:], count=count))
    return replace(state, decision=None)


def road_options(state: State, d: Decision) -> list[Action]:
    hero = state.heroes[d.seat]
    found = [act("remain", d.seat)]
    for which in ("wanderer", "traveler", "seeker"):
        if _road_cards(state, which) and sum(hero.coins) >= len(_road_fees(state, which)):
            found.append(act("take_encounter", d.seat, which=which))
    return found


def _road_fees(state: State, which: str) -> tuple[str, ...]:
    """The cards passed over, each paid 1 resource."""
    mentors, places_row = state.rows
    passed = {"wanderer": (), "traveler": (mentors[0], places_row[0]),
              "seeker": (mentors[0], places_row[0], mentors[1], places_row[1])}[which]
    return tuple(c for c in passed if c is not None)


def _road_cards(state: State, which: str) -> tuple[str, ...]:
    mentors, places_row = state.rows
    if which == "seeker":
        found = (state.mentor_deck[:1], state.place_deck[:1])
        return tuple(c for group in found for c in group)
    column = 0 if which == "wanderer" else 1
    return tuple(c for c in (mentors[column], places_row[column]) if c is not None)


def road(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero = state.heroes[d.seat]
    if a.type == "remain":
        log.append(Event("remain", f"{hero.name} remains where they are."))
        return replace(state, decision=None)
    if not _road_cards(state, a.which):
        return Refusal("no-encounter", f"The {a.which.title()}'s Encounter has no cards now.")
    fees = _road_fees(state, a.which)
    if sum(hero.coins) < len(fees):
        return Refusal("road-payment", f"To take the {a.which.title()}'s Encounter you must "
                                       f"pay 1 resource to each of the {len(fees)} cards "
                                       f"passed over; {hero.name} has {sum(hero.coins)}.")
    if not fees:
        return push(replace(state, decision=None), Task("encounter", d.seat, card=a.which))
    return decide(state, Decision("road_pay", d.seat, card=a.which, cards=fees, optional=True))


def fees(state: State, d: Decision) -> list[Coins]:
    """Every set of coins that pays the fee, one coin for each card passed over (coins only:
    "pay a resource ... you'll spend one of these coins"); first the one that leaves the
    purse most even, taken from the suits held most."""
    hero = state.heroes[d.seat]
    found = set()
    for suits in combinations_with_replacement(range(6), len(d.cards) - len(d.suits)):
        coins = add(tuple(suits.count(s) for s in range(6)), _placed(d))  # type: ignore
        if all(n <= held for n, held in zip(coins, hero.coins, strict=True)):
            found.add(coins)
    def most_held(coins: Coins) -> int:
        return -sum(n * held for n, held in zip(coins, hero.coins, strict=True))

    return sorted(found, key=lambda c: (purse_left(hero.coins, c, range(6)), most_held(c), c))


def _placed(d: Decision) -> Coins:
    return tuple(d.suits.count(s) for s in range(6))  # type: ignore[return-value]


def fee_order(d: Decision, coins: Coins) -> tuple[int, ...]:
    """The coin laid on each card passed over, in the order of the cards (the Wanderer's
    Mentor and Place, then the Traveler's): coins already picked one at a time first, then
    the rest by suit (Moons ... Knots)."""
    rest = sub(coins, _placed(d))
    return (*d.suits, *(s for s in range(6) for _ in range(rest[s])))


def road_pay_options(state: State, d: Decision) -> list[Action]:
    """The fee paid whole (`pay`, in the payment builder), and Cancel. (One coin at a time,
    `place_coin`, is still accepted: it lets a coin go on a card of the player's choosing,
    and older tables' logs replay with it.)"""
    return [*(act("pay", d.seat, coins=c, cards=()) for c in fees(state, d)),
            act("cancel", d.seat)]


def road_pay(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero = state.heroes[d.seat]
    if a.type == "cancel":  # "you can remain where you are": nothing is placed until the last
        log.append(Event("cancel", f"{hero.name} does not take the {d.card.title()}'s "
                                   f"Encounter after all."))
        return decide(state, Decision("road", d.seat))
    if a.type == "pay":
        if a.cards or a.coins not in fees(state, d):
            return Refusal("road-payment", f"To take the {d.card.title()}'s Encounter you "
                                           f"must pay 1 resource to each card passed over: "
                                           f"{len(d.cards)} coins that {hero.name} has, one "
                                           f"for each.")
        return _lay_fee(state, d, fee_order(d, a.coins), log)
    suit = _suit(a)
    if hero.coins[suit] <= d.suits.count(suit):
        return Refusal("road-payment", f"{hero.name} has no more {suit_name(suit)} coins to "
                                       f"place.")
    placed = (*d.suits, suit)
    if len(placed) < len(d.cards):
        log.append(Event("fee", f"{hero.name} picks {suit_name(suit)} for "
                                f"{state.deck.name(d.cards[len(d.suits)])}."))
        return decide(state, replace(d, suits=placed))
    return _lay_fee(state, d, placed, log)


def _lay_fee(state: State, d: Decision, placed: tuple[int, ...], log: Log) -> State:
    """"you must pay 1 resource to each card": each coin from the hero onto its card."""
    hero = state.heroes[d.seat]
    for card, s in zip(d.cards, placed, strict=True):
        state = state.with_hero(d.seat, coins=sub(state.heroes[d.seat].coins, one(s)))
        state = state.with_on_card(card, add(state.coins_on(card), one(s)))
        log.append(Event("fee", f"{hero.name} places {suit_name(s)} on "
                                f"{state.deck.name(card)}."))
    return push(replace(state, decision=None), Task("encounter", d.seat, card=d.card))


def take_encounter(state: State, task: Task, log: Log) -> State:
    """"After taking the Encounter, place the two cards in front of you. Move the other
    Encounter cards up one position, and reveal a new pair ... You must discard your old
    Place card if you had one." (task.card: wanderer, traveler or seeker)"""
    seat, which = task.seat, task.card
    (m0, m1), (p0, p1) = state.rows
    if which == "seeker":  # "the top face-down cards", turned over at a physical table
        for deck in (MENTORS, PLACES):
            waiting = await_top(state, deck, seat, task)
            if waiting is not None:
                return waiting
        taken = []
        for deck in (MENTORS, PLACES):
            if cards_of(state, deck):
                card, state = pop_top(state, deck)
                taken.append(card)
    else:
        taken = [c for c in ((m0, p0) if which == "wanderer" else (m1, p1)) if c is not None]
        kept = ((m1, None), (p1, None)) if which == "wanderer" else ((m0, None), (p0, None))
        state = replace(state, rows=kept)
    for card in taken:
        state = take_card(state, seat, card, log)
    new = next((c for c in taken if state.deck.is_place(c)), None)
    return push(state, Task("mentor_limit", seat), Task("refill", seat, card="mentors"),
                Task("refill", seat, card="places"), Task("new_place", seat, card=new))


def new_place(state: State, task: Task, log: Log) -> State:
    """The old Place goes when a Place is taken (task.card; on The Journey, advanced, two
    may stay)."""
    seat = task.seat
    old = [c for c in places(state, seat) if c != task.card]
    if task.card is None or not old:
        return state
    hero = state.heroes[seat]
    if state.advanced and hero.stage == 1 and hero.path is None:
        if len(old) >= 2:
            return decide(state, Decision("trim", seat, count=2, cards=(task.card,)))
        return state
    for card in old:
        state = discard(state, seat, card, log)
    return state


def mentors(state: State, seat: int) -> list[str]:
    """The Mentors in front of a hero (The Rite and The Harvest are kept like Mentors but
    "don't count toward your Mentor limit")."""
    return [c for c in state.heroes[seat].cards if state.deck.is_mentor(c)]


def mentor_limit(state: State, task: Task, log: Log) -> State:
    """"Mentor limit: In a 4 player game, you may have up to 2 Mentors at a time ... If you
    have too many Mentors, you will need to discard." Run whenever a hero takes a Mentor (an
    Encounter, The Chance Meeting, The Pact): over the limit, the hero discards down to it
    at once, choosing which."""
    if len(mentors(state, task.seat)) > state.mentor_limit:
        return decide(state, Decision("mentor_limit", task.seat, count=state.mentor_limit))
    return state


def too_many_options(state: State, d: Decision) -> list[Action]:
    return [act("discard", d.seat, card=c) for c in mentors(state, d.seat)]


def too_many(state: State, d: Decision, a: Action, log: Log) -> Result:
    if a.card not in mentors(state, d.seat):
        return Refusal("mentor-limit", f"Mentor limit: in a {state.players} player game you "
                                       f"may have up to {d.count} Mentors at a time; discard "
                                       f"one of your Mentors.")
    state = discard(state, d.seat, a.card, log)
    if len(mentors(state, d.seat)) > d.count:
        return decide(state, d)
    return replace(state, decision=None)


def trim_options(state: State, d: Decision) -> list[Action]:
    return [act("discard", d.seat, card=c) for c in places(state, d.seat) if c not in d.cards]


def trim(state: State, d: Decision, a: Action, log: Log) -> Result:
    if a.card not in places(state, d.seat) or a.card in d.cards:
        return Refusal("discard-place", "You can only be in one Place at a time: discard one "
                                        "of your old Places.")
    state = discard(state, d.seat, a.card, log)
    if len(places(state, d.seat)) > d.count:
        return decide(state, d)
    return replace(state, decision=None)


TASKS = {"encounter": take_encounter, "new_place": new_place, "mentor_limit": mentor_limit}
