"""Decisions of The Next Stage, the Resources step and the events: matching, expending, The
Other Path; drawing, substitutes; the Stage events' choices; trades."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from ..model.cards import SUITS
from .actions import Action, act
from .core import (
    EXPENSE_RULES,
    Log,
    affordable,
    decide,
    discard,
    expense,
    expense_for,
    give_from_bank,
    grants,
    move_coins,
    purpose,
    push,
    take_card,
)
from .deck import KNOTS, MOONS, WAVES, WYRMS, add, coins_text, one, sub, suit_name
from .state import Decision, State, Task
from .turn import chance_beginnings, choices_for_one, fist_opened

Result = State | Refusal
ENDING_NEED = 10
OTHER_PATH_NEED = 3


def _suit(action: Action) -> int:
    return SUITS.index(action.suit) if action.suit else -1


# -- 3) The Next Stage ------------------------------------------------------------------------

def _advance_expense(state: State, seat: int, target: str) -> Decision:
    info = state.deck[target]
    then = (Task("arrive", seat, card=target),)
    if info.role == "ending":
        return expense(seat, "ending", ENDING_NEED, info.suits, optional=True, then=then,
                       card=target)
    return expense(seat, "stage", info.value, info.suits, cover=info.suits, optional=True,
                   then=then, card=target)


def _path_expense(state: State, seat: int, path: str) -> Decision:
    return expense(seat, "path", OTHER_PATH_NEED, state.deck[path].suits, min_suits=2,
                   optional=True, then=(Task("arrive", seat, card=path, flag=True),), card=path)


def next_options(state: State, d: Decision) -> list[Action]:
    hero, deck, seat = state.heroes[d.seat], state.deck, d.seat
    found = [act("skip", seat)]
    if hero.stage == len(deck.stages) - 1:
        return found + [act("advance", seat, card=e) for e in deck.endings
                        if affordable(state, _advance_expense(state, seat, e))]
    nxt = deck.stages[hero.stage + 1]
    suits = deck[nxt].suits
    for card in hero.cards:
        if set(suits) <= set(deck[card].suits):
            found.append(act("match", seat, card=card))
            found += [act("match", seat, card=card, to=o, suit=SUITS[s])
                      for o in range(state.players) if o != seat for s in suits
                      if state.heroes[o].coins[s]]
    if affordable(state, _advance_expense(state, seat, nxt)):
        found.append(act("advance", seat, card=nxt))
    found += [act("other_path", seat, card=c) for c in hero.cards if deck.is_path(c)
              and affordable(state, _path_expense(state, seat, c))]
    return found


def next_stage(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero, deck, seat = state.heroes[d.seat], state.deck, d.seat
    last = hero.stage == len(deck.stages) - 1
    if a.type == "skip":
        return replace(state, decision=None)
    if a.type == "match":
        return _match(state, d, a, log)
    if a.type == "other_path":
        if last:
            return Refusal("other-path-ending", "You may use The Other Path as any Stage, but "
                                                "not as an Ending.")
        if a.card not in hero.cards or not deck.is_path(a.card):
            return Refusal("other-path-card", "The Rite and the Harvest represent alternate "
                                              "paths: you need one as an Encounter card.")
        cost = _path_expense(state, seat, a.card)
        if not affordable(state, cost):
            return Refusal("other-path-cost", EXPENSE_RULES["path"])
        return _start_paying(state, d, cost, log)
    wanted = deck.endings if last else (deck.stages[hero.stage + 1],)
    if a.card not in wanted:
        return Refusal("next-stage-only", f"{hero.name} can only move on to "
                                          f"{' or '.join(deck.name(w) for w in wanted)}.")
    cost = _advance_expense(state, seat, a.card)
    if not affordable(state, cost):
        return Refusal("cannot-expend", EXPENSE_RULES[purpose(cost)])
    return _start_paying(state, d, cost, log)


def _start_paying(state: State, d: Decision, cost: Decision, log: Log) -> State:
    """A payment the hero chose: the builder opens, and Cancel comes back here (d)."""
    log.append(Event("expend", f"{state.heroes[d.seat].name} chooses to expend"
                               f"{expense_for(state, cost)}."))
    return decide(state, replace(cost, back=d))


def _match(state: State, d: Decision, a: Action, log: Log) -> Result:
    """"If one of your Encounter cards bears both suits of the Stage card, you may discard
    that Encounter card and move forward. Take 4 resource coins as a bonus, 2 of each suit
    on the Matching Encounter card. One of the 4 resources may be from another player.\""""
    hero, deck, seat = state.heroes[d.seat], state.deck, d.seat
    if hero.stage == len(deck.stages) - 1:
        return Refusal("match-ending", "You can't move to an Ending in this way.")
    nxt = deck.stages[hero.stage + 1]
    suits = deck[nxt].suits
    if a.card not in hero.cards or not set(suits) <= set(deck[a.card].suits):
        return Refusal("match-suits", f"A Matching Encounter card bears both suits of the "
                                      f"Stage card: {deck.name(nxt)} bears "
                                      f"{' and '.join(SUITS[s].title() for s in suits)}.")
    bonus = [suits[0], suits[0], suits[1], suits[1]]
    state = replace(state, decision=None)
    if a.to is not None:
        suit = _suit(a)
        if a.to == seat or a.to >= state.players or suit not in suits or \
                not state.heroes[a.to].coins[suit]:
            return Refusal("match-steal", "One of the 4 resources may be from another player: "
                                          "one of the Stage's suits that player holds.")
        state = move_coins(state, a.to, seat, one(suit))
        bonus.remove(suit)
        log.append(Event("match", f"{hero.name} takes {suit_name(suit)} from "
                                  f"{state.heroes[a.to].name}."))
    state = discard(state, seat, a.card, log)
    log.append(Event("match", f"{deck.name(a.card)} matches {deck.name(nxt)}."))
    return push(state, Task("arrive", seat, card=nxt), *grants(seat, bonus))


# -- 4) Resources ------------------------------------------------------------------------------

def split_options(state: State, d: Decision) -> list[Action]:
    return [act("pick", d.seat, suit=SUITS[s]) for s in state.deck[d.card].suits]


def split(state: State, d: Decision, a: Action, log: Log) -> Result:
    """"2 for one of the suits on the card, and 1 for the other\""""
    suits = state.deck[d.card].suits
    double = _suit(a)
    if double not in suits:
        return Refusal("draw-suit", f"Draw 2 for one of the suits on "
                                    f"{state.deck.name(d.card)}, and 1 for the other.")
    single = next(s for s in suits if s != double)
    return push(replace(state, decision=None), *grants(d.seat, [double, double, single]))


def one_options(state: State, d: Decision) -> list[Action]:
    return [act("pick", d.seat, suit=SUITS[s]) for s in choices_for_one(state, d.seat)]


def one_resource(state: State, d: Decision, a: Action, log: Log) -> Result:
    if _suit(a) not in choices_for_one(state, d.seat):
        return Refusal("draw-suit", "Pick one suit from any of your Encounter cards or your "
                                    "current Stage, and take 1 resource of that suit.")
    return push(replace(state, decision=None), *grants(d.seat, [_suit(a)]))


def substitute_options(state: State, d: Decision) -> list[Action]:
    return [act("pick", d.seat, suit=SUITS[s]) for s in range(6) if state.bank[s]]


def substitute(state: State, d: Decision, a: Action, log: Log) -> Result:
    suit = _suit(a)
    if not state.bank[suit]:
        return Refusal("substitute", f"The bank has no {suit_name(suit)} coin to give.")
    receiver = state.heroes[d.other]
    log.append(Event("substitute", f"The bank is out of {SUITS[d.suits[0]].title()}: "
                                   f"{state.heroes[d.seat].name} gives {receiver.name} "
                                   f"{suit_name(suit)} instead."))
    state = state.with_hero(d.other, coins=add(receiver.coins, one(suit)))
    return replace(state, bank=sub(state.bank, one(suit)), decision=None)


# -- the events' choices -------------------------------------------------------------------------

def guess_options(state: State, d: Decision) -> list[Action]:
    return [act("guess", d.seat, which="left"), act("guess", d.seat, which="right")]


def guess(state: State, d: Decision, a: Action, log: Log) -> Result:
    return chance_beginnings(replace(state, decision=None), d.seat, a.which, log)


def fist_options(state: State, d: Decision) -> list[Action]:
    return [act("open_fist", d.seat, which="coins"), act("open_fist", d.seat, which="empty")]


def fist(state: State, d: Decision, a: Action, log: Log) -> Result:
    """Physical results: the hero chose a fist at the table; the phone says what it held."""
    return fist_opened(replace(state, decision=None), d.seat, a.which == "coins", log)


def flip_options(state: State, d: Decision) -> list[Action]:
    suit = SUITS[d.suits[0]]
    return [act("flip", d.seat, suit=suit, which="heads"), act("flip", d.seat, suit=suit,
                                                                 which="tails")]


def flip(state: State, d: Decision, a: Action, log: Log) -> Result:
    """"Flip one of each type of resource coin from the bank. If it's heads, keep it.\""""
    suit = d.suits[0]
    if _suit(a) != suit:
        return Refusal("flip-suit", f"Flip one of each type of resource coin: now the "
                                    f"{SUITS[suit].title()} coin.")
    hero = state.heroes[d.seat]
    state = replace(state, decision=None)
    if a.which == "tails":
        log.append(Event("discovery", f"{hero.name} flips {suit_name(suit)}: tails."))
        return state
    log.append(Event("discovery", f"{hero.name} flips {suit_name(suit)}: heads, kept."))
    return give_from_bank(state, d.seat, one(suit))


def tribute_options(state: State, d: Decision) -> list[Action]:
    giver = state.heroes[d.seat]
    return [act("give", d.seat, suit=SUITS[s], to=d.other) for s in d.suits if giver.coins[s]]


def tribute(state: State, d: Decision, a: Action, log: Log) -> Result:
    giver, suit = state.heroes[d.seat], _suit(a)
    if a.to != d.other or suit not in d.suits or not giver.coins[suit]:
        return Refusal("tribute", f"{giver.name} must give {state.heroes[d.other].name} a "
                                  f"coin: {' or '.join(suit_name(s) for s in d.suits)}.")
    state = move_coins(state, d.seat, d.other, one(suit))
    log.append(Event("give", f"{giver.name} gives {state.heroes[d.other].name} "
                             f"{suit_name(suit)}."))
    left = d.count - 1
    if left and any(state.heroes[d.seat].coins[s] for s in d.suits):
        return decide(state, replace(d, count=left))
    return replace(state, decision=None)


def pact_options(state: State, d: Decision) -> list[Action]:
    return [act("take_mentor", d.seat, card=c) for c in state.rows[0] if c is not None]


def pact(state: State, d: Decision, a: Action, log: Log) -> Result:
    """"Take any of the two face-up Mentor cards. You must give any resources on it to the
    other players, in any way you deem fit.\""""
    mentors, places_row = state.rows
    if a.card not in mentors:
        return Refusal("pact-mentor", "Take any of the two face-up Mentor cards.")
    gift = state.coins_on(a.card)
    rest = tuple(c for c in mentors if c not in (None, a.card))
    state = take_card(replace(state, rows=((*rest, None, None)[:2], places_row)), d.seat,
                      a.card, log)
    state = push(replace(state, decision=None), Task("mentor_limit", d.seat),
                 Task("refill", d.seat, card="mentors"))
    if any(gift):
        return decide(state, Decision("gift", d.seat, coins=gift))
    return state


def gift_options(state: State, d: Decision) -> list[Action]:
    return [act("give", d.seat, suit=SUITS[s], to=o) for s in range(6) if d.coins[s]
            for o in range(state.players) if o != d.seat]


def gift(state: State, d: Decision, a: Action, log: Log) -> Result:
    suit = _suit(a)
    if a.to is None or a.to == d.seat or a.to >= state.players or not d.coins[suit]:
        return Refusal("pact-gift", f"Give the coins that were on the Mentor to the other "
                                    f"players: {coins_text(d.coins)} left.")
    state = move_coins(state, d.seat, a.to, one(suit))
    log.append(Event("give", f"{state.heroes[d.seat].name} gives {state.heroes[a.to].name} "
                             f"{suit_name(suit)}."))
    left = sub(d.coins, one(suit))
    return decide(state, replace(d, coins=left)) if any(left) else replace(state, decision=None)


HARVEST_SUITS = (MOONS, WAVES, WYRMS, KNOTS)


def harvest_options(state: State, d: Decision) -> list[Action]:
    return [act("pick", d.seat, suit=SUITS[s]) for s in HARVEST_SUITS]


def harvest(state: State, d: Decision, a: Action, log: Log) -> Result:
    if _suit(a) not in HARVEST_SUITS:
        return Refusal("harvest-suit", "Draw 4 resources, in any combination of Moons, Waves, "
                                       "Wyrms and Knots.")
    return push(replace(state, decision=None), *grants(d.seat, [_suit(a)]),
                Task("harvest_draw", d.seat, suit=d.count - 1))
