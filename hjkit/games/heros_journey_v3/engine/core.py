"""Shared rule arithmetic: resources, paying and drawing coins, discarding, expenses.

"Whenever you must pay a resource, you'll spend one of these coins"; "Whenever you must
expend a certain number of resources, you can use a combination of coins and Encounter
cards ... No change is given."
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, product

from hjkit.kit.game import Event

from ..model.cards import SUITS
from .deck import Coins, add, coins_text, sub
from .state import Decision, State, Task

Log = list[Event]


def resources(state: State, seat: int, suit: int) -> int:
    """Coins of the suit plus the worth of every Encounter card in front bearing it: "if
    you have The Savage with you and 2 Wyrm coins, you have a total of 5 Wyrms"."""
    hero = state.heroes[seat]
    deck = state.deck
    return hero.coins[suit] + sum(deck[c].value for c in hero.cards if suit in deck[c].suits)


def stage_rank(state: State, seat: int) -> int:
    """The rank of the Stage the pawn is on (on The Other Path, the Stage beside it); 10 on
    an Ending; 0 before The Origin."""
    hero = state.heroes[seat]
    if hero.ending is not None:
        return 10
    return state.deck.stage_rank(hero.stage)


def pay(state: State, seat: int, coins: Coins) -> State:
    """Coins from a hero back to the bank."""
    hero = state.heroes[seat]
    state = state.with_hero(seat, coins=sub(hero.coins, coins))
    return replace(state, bank=add(state.bank, coins))


def give_from_bank(state: State, seat: int, coins: Coins) -> State:
    hero = state.heroes[seat]
    state = state.with_hero(seat, coins=add(hero.coins, coins))
    return replace(state, bank=sub(state.bank, coins))


def move_coins(state: State, giver: int, taker: int, coins: Coins) -> State:
    state = state.with_hero(giver, coins=sub(state.heroes[giver].coins, coins))
    return state.with_hero(taker, coins=add(state.heroes[taker].coins, coins))


def discard(state: State, seat: int, card: str, log: Log) -> State:
    """"If you discard one of these cards, put it face down at the bottom of the
    appropriate Encounter Deck.\""""
    hero = state.heroes[seat]
    state = state.with_hero(seat, cards=tuple(c for c in hero.cards if c != card))
    log.append(Event("discard", f"{hero.name} discards {state.deck.name(card)}."))
    return to_bottom(state, card)


def to_bottom(state: State, card: str) -> State:
    if state.deck.is_mentor(card):
        return replace(state, mentor_deck=(*state.mentor_deck, card))
    return replace(state, place_deck=(*state.place_deck, card))


def take_card(state: State, seat: int, card: str, log: Log) -> State:
    """An Encounter card into a hero's hands, "and any resource coins on those cards"."""
    coins = state.coins_on(card)
    hero = state.heroes[seat]
    state = state.with_hero(seat, cards=(*hero.cards, card), coins=add(hero.coins, coins))
    extra = f" with {coins_text(coins)} on it" if any(coins) else ""
    log.append(Event("take", f"{hero.name} takes {state.deck.name(card)}{extra}."))
    return state.with_on_card(card, (0,) * 6)


def places(state: State, seat: int) -> list[str]:
    return [c for c in state.heroes[seat].cards if state.deck.is_place(c)]


def grants(seat: int, suits: list[int]) -> tuple[Task, ...]:
    return tuple(Task("grant", seat, suit=s) for s in suits)


def push(state: State, *tasks: Task) -> State:
    return replace(state, agenda=(*tasks, *state.agenda))


def decide(state: State, decision: Decision) -> State:
    return replace(state, decision=decision)


# -- expenses: coins of some suits and Encounter cards bearing them --------------------------

def expense(seat: int, purpose: str, need: int, suits: tuple[int, ...],
            cover: tuple[int, ...] = (), min_suits: int = 0, optional: bool = False,
            then: tuple[Task, ...] = (), card: str | None = None) -> Decision:
    """A pending expense: nothing moves until the picks cover it. card: the target (a Stage,
    an Ending, or the Other Path card, which cannot pay for itself)."""
    return Decision("expend:" + purpose, seat, card=card, need=need, suits=suits, cover=cover,
                    min_suits=min_suits, optional=optional, then=then)


def expense_for(state: State, d: Decision) -> str:
    """What an expense is for, as the log says it."""
    what = purpose(d)
    if what in ("stage", "ending"):
        return f" to reach {state.deck.name(d.card)}"
    if what == "path":
        return f" to take The Other Path onto {state.deck.name(d.card)}"
    return {"challenge": " to meet the Challenge", "harvest": " for The Harvest",
            "rite": " for The Rite"}.get(what, "")


def usable_cards(state: State, d: Decision) -> list[str]:
    deck = state.deck
    return [c for c in state.heroes[d.seat].cards
            if c not in d.cards and c != d.card and set(deck[c].suits) & set(d.suits)]


def covered(state: State, d: Decision, coins: Coins, cards: tuple[str, ...]) -> tuple[int, set]:
    """The total expended and the suits spent: a card counts its whole worth once, and
    spends every one of the wanted suits it bears."""
    deck = state.deck
    total = sum(coins) + sum(deck[c].value for c in cards)
    spent = {s for s in d.suits if coins[s]} | {s for c in cards for s in deck[c].suits
                                                 if s in d.suits}
    return total, spent


def complete(state: State, d: Decision, coins: Coins, cards: tuple[str, ...]) -> bool:
    total, spent = covered(state, d, coins, cards)
    return total >= d.need and set(d.cover) <= spent and len(spent) >= d.min_suits


def affordable(state: State, d: Decision) -> bool:
    """Could every coin and card available cover the expense?"""
    hero = state.heroes[d.seat]
    coins = tuple(hero.coins[s] if s in d.suits else 0 for s in range(6))
    return complete(state, d, coins, tuple(usable_cards(state, d)))  # type: ignore[arg-type]


EXPENSE_RULES = {
    "stage": "The total of the resources must meet or exceed the rank of the next Stage, and "
             "at least one of each suit must be spent.",
    "ending": "You will need 10 of a resource to move to one of the three Endings.",
    "path": "You must expend 3 resources, from at least 2 suits on that card.",
    "challenge": "Take your current Stage, divide it by two, and round up. You must expend "
                 "that many resources of the Challenge suit.",
    "harvest": "In addition to spending 3 resources to move to The Harvest, you must also "
               "expend 1 Sun and 1 Leaf.",
    "rite": "In addition to spending 3 resources to move to The Rite, you must expend at "
            "least 2 resources, in any combination of Moons, Wyrms, and Leaves.",
}
"""The rule each kind of expense (Decision.kind "expend:<purpose>") follows, as written."""


def purpose(d: Decision) -> str:
    return d.kind.split(":", 1)[1]


def expense_rule(d: Decision) -> str:
    return EXPENSE_RULES.get(purpose(d), "Whenever you must expend a certain number of "
                                         "resources, you can use a combination of coins and "
                                         "Encounter cards.")


def payment_problem(state: State, d: Decision, coins: Coins,
                    cards: tuple[str, ...]) -> str | None:
    """Why these coins and cards (with any picked before) do not pay the expense, or None.
    The one check of a payment, whoever makes it."""
    hero = state.heroes[d.seat]
    for s, n in enumerate(coins):
        if n and s not in d.suits:
            return f"This expense takes {suits_text(d.suits)}, not {SUITS[s].title()}."
        if n > hero.coins[s] - d.coins[s]:
            return f"{hero.name} has {hero.coins[s] - d.coins[s]} {SUITS[s].title()} " \
                   f"coins to expend, not {n}."
    usable = usable_cards(state, d)
    for card in cards:
        if card not in usable or cards.count(card) > 1:
            name = state.deck.name(card) if card in state.deck.cards else repr(card)
            return f"{name} is not one of {hero.name}'s Encounter cards bearing " \
                   f"{suits_text(d.suits)} to expend here."
    if not complete(state, d, add(d.coins, coins), (*d.cards, *cards)):
        return expense_rule(d)
    return None


def suits_text(suits: tuple[int, ...]) -> str:
    return " or ".join(SUITS[s].title() for s in suits)


def payments(state: State, d: Decision) -> list[tuple[Coins, tuple[str, ...]]]:
    """Every way to pay the expense with nothing to spare: leaving out any coin or card of
    it would leave the expense unpaid (a card counts whole, "No change is given", so it may
    pay more than needed). The cheapest first: least worth given up, then fewest cards."""
    hero = state.heroes[d.seat]
    held = sub(hero.coins, d.coins)
    usable = usable_cards(state, d)
    most = max(d.need, len(d.suits))  # more coins than that always leave one to spare
    ranges = [range(min(held[s], most) + 1) if s in d.suits else range(1) for s in range(6)]
    vectors = [c for c in product(*ranges) if sum(c) <= most]
    found = []
    for n in range(len(usable) + 1):
        for cards in combinations(usable, n):
            found += [(coins, cards) for coins in vectors
                      if _exact(state, d, coins, cards)]  # type: ignore[arg-type]
    deck = state.deck
    return sorted(found, key=lambda p: (sum(p[0]) + sum(deck[c].value for c in p[1]),
                                        len(p[1]), purse_left(held, p[0], d.suits)))


def purse_left(held: Coins, coins: Coins, suits) -> list[int]:
    """Among payments as cheap: the one leaving the fewest coins of its scarcest suit last
    (a balanced purse pays the next expense too)."""
    return [-n for n in sorted(held[s] - coins[s] for s in suits)]


def _exact(state: State, d: Decision, coins: Coins, cards: tuple[str, ...]) -> bool:
    def pays(c: Coins, k: tuple[str, ...]) -> bool:
        return complete(state, d, add(d.coins, c), (*d.cards, *k))

    if not pays(coins, cards):
        return False
    fewer_coins = (sub(coins, tuple(int(i == s) for i in range(6))) for s in range(6)
                   if coins[s])
    fewer_cards = (tuple(c for c in cards if c != card) for card in cards)
    return not any(pays(c, cards) for c in fewer_coins) and \
        not any(pays(coins, k) for k in fewer_cards)  # type: ignore[arg-type]


def settle(state: State, d: Decision, log: Log) -> State:
    """The picks cover the expense: pay the coins, discard the cards, run what follows."""
    hero = state.heroes[d.seat]
    state = pay(state, d.seat, d.coins)
    for card in d.cards:  # one sentence says it all: the cards are named as expended
        state = discard(state, d.seat, card, [])
    spent = [coins_text(d.coins)] if any(d.coins) else []
    spent += [state.deck.name(c) for c in d.cards]
    log.append(Event("expend", f"{hero.name} expends {' and '.join(spent)}"
                               f"{expense_for(state, d)}."))
    return replace(state, decision=None, agenda=(*d.then, *state.agenda))
