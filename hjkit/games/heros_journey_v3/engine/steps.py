"""Decisions of the turn's first step, The Challenge, and of paying an expense (A New
Encounter? is in encounter.py, The Next Stage in journey.py). Each kind has its options
(the legal actions) and its handler, which refuses with the rule's code and sentence."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from ..model.cards import SUITS
from .actions import Action, act
from .core import (
    Log,
    complete,
    decide,
    expense_for,
    expense_rule,
    grants,
    pay,
    payment_problem,
    payments,
    push,
    settle,
    suits_text,
    usable_cards,
)
from .deck import add, one, suit_name
from .physical import (
    CHALLENGES,
    await_top,
    hand_cards,
    hand_refusal,
    in_deck,
    pop_top,
    take_from_hand,
)
from .state import Decision, State, Task
from .turn import affected

Result = State | Refusal


def _suit(action: Action) -> int:
    return SUITS.index(action.suit) if action.suit else -1


# -- 1) The Challenge -------------------------------------------------------------------------

def challenge_options(state: State, d: Decision) -> list[Action]:
    hero, deck = state.heroes[d.seat], state.deck
    found = []
    for card in dict.fromkeys(hand_cards(state, d.seat)):
        suits = deck[card].suits or tuple(range(6))
        found += [act("play_challenge", d.seat, card=card, suit=SUITS[s]) for s in suits
                  if hero.coins[s]]
    if in_deck(state, CHALLENGES):
        found.append(act("reveal_challenge", d.seat))
    return found


def challenge(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero, deck = state.heroes[d.seat], state.deck
    if a.type == "reveal_challenge":
        if not in_deck(state, CHALLENGES):
            return Refusal("no-challenges", "The Deck of Challenges is empty: play a Challenge "
                                            "from your hand.")
        return push(replace(state, decision=None), Task("turn_challenge", d.seat))
    refusal = hand_refusal(state, d.seat, a.card)
    if refusal is not None:
        return refusal
    suit = _suit(a)
    if deck[a.card].suits and deck[a.card].suits != (suit,):
        return Refusal("challenge-payment", "If you play the Challenge card in your hand, you "
                                            "must pay 1 resource of that suit.")
    if not hero.coins[suit]:
        return Refusal("challenge-payment", f"If you play the Challenge card in your hand, "
                                            f"you must pay 1 resource of that suit: "
                                            f"{hero.name} has no {suit_name(suit)} coin.")
    state = pay(take_from_hand(state, d.seat, a.card), d.seat, one(suit))
    log.append(Event("challenge", f"{hero.name} plays {deck.name(a.card)} from hand, paying "
                                  f"{suit_name(suit)}."))
    return _meet_all(state, a.card, False)


def turn_challenge(state: State, task: Task, log: Log) -> State:
    """"reveal the top card from the Deck of Challenges\""""
    waiting = await_top(state, CHALLENGES, task.seat, task)
    if waiting is not None:
        return waiting
    card, state = pop_top(state, CHALLENGES)
    log.append(Event("challenge", f"{state.heroes[task.seat].name} reveals "
                                  f"{state.deck.name(card)} from the Deck of Challenges."))
    return _meet_all(state, card, True)


def _meet_all(state: State, card: str, from_deck: bool) -> State:
    state = replace(state, challenge=card, decision=None)
    tasks = [t for s in affected(state) for t in (Task("meet", s), Task("after_meet", s))]
    return push(state, *tasks, Task("after_challenge", state.active, flag=from_deck))


def excuse_options(state: State, d: Decision) -> list[Action]:
    stocked = [s for s in range(6) if state.bank[s]]
    return [act("take_two", d.seat, suit=SUITS[a], suit2=SUITS[b])
            for i, a in enumerate(stocked) for b in stocked[i + 1:]]


def excuse(state: State, d: Decision, a: Action, log: Log) -> Result:
    first, second = SUITS.index(a.suit), SUITS.index(a.suit2)
    if first == second:
        return Refusal("excuse-different", "If the Challenge is The Excuse, draw 2 resources "
                                           "of your choice. The 2 must be of different types.")
    return push(replace(state, decision=None), *grants(d.seat, [first, second]))


def draw_challenge_options(state: State, d: Decision) -> list[Action]:
    return [act("draw_challenge", d.seat), act("pass", d.seat)]


def draw_challenge(state: State, d: Decision, a: Action, log: Log) -> Result:
    state = replace(state, decision=None)
    if a.type == "pass":
        return state
    return push(state, Task("draw_hand", d.seat))


# -- expenses ---------------------------------------------------------------------------------

def expend_options(state: State, d: Decision) -> list[Action]:
    """Each whole payment with nothing to spare (core.payments), and Cancel for a payment
    the hero chose to make. (One coin or card at a time, `spend`, is still accepted: older
    tables' logs replay with it.)"""
    found = [act("pay", d.seat, coins=coins, cards=cards) for coins, cards in payments(state, d)]
    return found + ([act("cancel", d.seat)] if d.optional else [])


def expend(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero = state.heroes[d.seat]
    if a.type == "cancel":
        return _cancel(state, d, log)
    if a.type == "pay":
        coins, cards = a.coins, a.cards
        problem = payment_problem(state, d, coins, cards)
        if problem:
            return Refusal("cannot-expend", problem)
        return settle(state, replace(d, coins=add(d.coins, coins), cards=(*d.cards, *cards)),
                      log)
    if (a.card is None) == (a.suit is None):
        return Refusal("spend-one", "Spend one coin (a suit) or one Encounter card at a time.")
    coins, cards = d.coins, d.cards
    if a.card is not None:
        if a.card not in usable_cards(state, d):
            return Refusal("spend-card", f"{a.card} is not one of {hero.name}'s Encounter "
                                         f"cards bearing {suits_text(d.suits)} to expend.")
        cards = (*cards, a.card)
    else:
        suit = _suit(a)
        if suit not in d.suits or hero.coins[suit] <= d.coins[suit]:
            return Refusal("spend-coin", f"{hero.name} has no more {suit_name(suit)} coins to "
                                         f"expend here; it takes {suits_text(d.suits)}.")
        coins = add(coins, one(suit))
    d = replace(d, coins=coins, cards=cards)
    if complete(state, d, coins, cards):
        return settle(state, d, log)
    return decide(state, d)


def _cancel(state: State, d: Decision, log: Log) -> Result:
    """Back to the Next Stage: "If you can't (or don't want to) move to the next Stage, skip
    to the Resources step." An expense the rules impose (a failed Challenge, The Harvest's,
    The Rite's: "you must expend") cannot be backed out of. Nothing was paid yet: the coins
    and cards picked stay with the hero."""
    if not d.optional or d.back is None:
        return Refusal("must-expend", expense_rule(d))
    name = state.heroes[d.seat].name
    log.append(Event("cancel", f"{name} does not expend{expense_for(state, d)} after all."))
    return decide(state, d.back)


TASKS = {"turn_challenge": turn_challenge}
