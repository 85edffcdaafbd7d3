"""4B Trade Resources: "You can trade resources 2:1 from the bank, or from any Encounter
card if the bank is out of that resource ... If you're on the Market, you can trade 1:1.
You can also trade with any other Hero at any mutually agreeable rate. Trades between
Heroes can happen any time during your turn."

A trade is begun from a step of the active hero's turn (ANY_TIME), built coin by coin
(add_give, add_take: as many as each side holds) and proposed: the bank or a card answers
at once; another hero accepts or declines on their own phone. Then the turn goes on from
the step it was begun at (the decision's `back`). With the bank or a card only in step 4B.
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from ..model.cards import SUITS
from .actions import Action, act
from .core import Log, decide, move_coins
from .deck import Coins, add, coins_text, one, sub, suit_name
from .state import Decision, State

Result = State | Refusal
MARKET = 4
ANY_TIME = ("challenge", "upkeep", "road", "next_stage", "trade")
"""The steps of the active hero's turn where a trade may begin: playing or revealing the
Challenge, keeping Mentors, the road, the Next Stage, and 4B. Not while another decision
must be answered first (a payment or an expense under way, a discard, a draw, an event's
choice, another player's answer): those are finished first."""


def rate(state: State, seat: int) -> int:
    """1:1 on The Market itself (not on an Other Path beside it), else 2:1."""
    hero = state.heroes[seat]
    return 1 if hero.stage == MARKET and hero.path is None and hero.ending is None else 2


def _card_partners(state: State) -> list[str]:
    """Face-up cards holding coins of a suit the bank is out of."""
    cards = [c for row in state.rows for c in row if c is not None]
    return [c for c in cards if any(n and not state.bank[s]
                                    for s, n in enumerate(state.coins_on(c)))]


def trade_options(state: State, d: Decision) -> list[Action]:
    """4B: end the turn (a trade is begun from here as from every step: begin_options)."""
    return [act("end_turn", d.seat)]


def trade(state: State, d: Decision, a: Action, log: Log) -> Result:
    log.append(Event("end-turn", f"{state.heroes[d.seat].name} ends the turn."))
    return replace(state, decision=None)


def _at_trade_step(d: Decision) -> bool:
    """A partner decision begun in 4B, where the bank and the cards trade too."""
    return d.back is not None and d.back.kind == "trade"


def begin_options(state: State, d: Decision) -> list[Action]:
    """begin_trade at a step of the turn (ANY_TIME), when there is someone to trade with."""
    if d.kind not in ANY_TIME or not partner_options(state, Decision("partner", d.seat,
                                                                     back=d)):
        return []
    return [act("begin_trade", d.seat)]


def begin(state: State, d: Decision, a: Action, log: Log) -> Result:
    """A trade begun at this step; the step is taken up again once it is done."""
    partner = Decision("partner", d.seat, back=d)
    if not partner_options(state, partner):
        return Refusal("no-trade", "There is nothing to trade: no coins to give at the bank's "
                                   "rate and no hero holding coins.")
    return decide(state, partner)


def partner_options(state: State, d: Decision) -> list[Action]:
    hero, seat = state.heroes[d.seat], d.seat
    found = []
    if _at_trade_step(d) and sum(hero.coins) >= rate(state, seat):
        if any(state.bank):
            found.append(act("open_deal", seat))
        found += [act("open_deal", seat, card=c) for c in _card_partners(state)]
    found += [act("open_deal", seat, to=o) for o in range(state.players)
              if o != seat and (any(hero.coins) or any(state.heroes[o].coins))]
    return found + ([act("cancel", seat)] if found else [])


def partner(state: State, d: Decision, a: Action, log: Log) -> Result:
    if a.type == "cancel":
        return decide(state, d.back)
    if a.to is not None:
        if a.to == d.seat or a.to >= state.players:
            return Refusal("trade-partner", "You can trade with any other Hero.")
        return decide(state, Decision("deal", d.seat, other=a.to, back=d.back))
    if not _at_trade_step(d):
        return Refusal("trade-when", "Trades between Heroes can happen any time during your "
                                     "turn; with the bank or an Encounter card in the Trade "
                                     "Resources step (4B).")
    if a.card is not None and a.card not in _card_partners(state):
        return Refusal("trade-card", "You can trade from an Encounter card only if the bank "
                                     "is out of that resource.")
    if sum(state.heroes[d.seat].coins) < rate(state, d.seat) or (
            a.card is None and not any(state.bank)):
        return Refusal("trade-rate", f"You can trade resources {rate(state, d.seat)}:1 from "
                                     f"the bank: you need {rate(state, d.seat)} coins to "
                                     f"give and the bank a coin to take.")
    return decide(state, Decision("deal", d.seat, partner=a.card or "bank", back=d.back))


def _stock(state: State, d: Decision) -> Coins:
    """What the other side can give."""
    if d.partner == "bank":
        return state.bank
    if d.partner is not None:
        return tuple(n if not state.bank[s] else 0  # type: ignore[return-value]
                     for s, n in enumerate(state.coins_on(d.partner)))
    return state.heroes[d.other].coins


def _valid(state: State, d: Decision) -> bool:
    if d.partner is None:
        return bool(sum(d.coins) or sum(d.take))
    return sum(d.take) >= 1 and sum(d.coins) == rate(state, d.seat) * sum(d.take)


def deal_options(state: State, d: Decision) -> list[Action]:
    """One coin more each way, of any suit a side still holds: one trade moves as many
    coins as the two sides agree on."""
    hero, stock, seat = state.heroes[d.seat], _stock(state, d), d.seat
    found = [act("add_give", seat, suit=SUITS[s]) for s in range(6) if hero.coins[s] > d.coins[s]]
    found += [act("add_take", seat, suit=SUITS[s]) for s in range(6) if stock[s] > d.take[s]]
    return found + ([act("propose", seat)] if _valid(state, d) else []) + [act("cancel", seat)]


def deal(state: State, d: Decision, a: Action, log: Log) -> Result:
    hero = state.heroes[d.seat]
    if a.type == "cancel":
        return decide(state, d.back)
    if a.type in ("add_give", "add_take"):
        suit = SUITS.index(a.suit)
        if a.type == "add_give":
            if hero.coins[suit] <= d.coins[suit]:
                return Refusal("trade-give", f"{hero.name} has no more {suit_name(suit)} "
                                             f"coins to give.")
            return decide(state, replace(d, coins=add(d.coins, one(suit))))
        if _stock(state, d)[suit] <= d.take[suit]:
            return Refusal("trade-take", f"There is no more {suit_name(suit)} to take there.")
        return decide(state, replace(d, take=add(d.take, one(suit))))
    if not _valid(state, d):
        return Refusal("trade-rate", f"You can trade resources {rate(state, d.seat)}:1 "
                                     f"with the bank (1:1 on the Market): give "
                                     f"{rate(state, d.seat)} coins for each coin you take.")
    if d.partner is None:
        return decide(state, Decision("answer", d.other, other=d.seat, coins=d.coins,
                                      take=d.take, back=d.back))
    state = state.with_hero(d.seat, coins=add(sub(hero.coins, d.coins), d.take))
    if d.partner == "bank":
        state = replace(state, bank=add(sub(state.bank, d.take), d.coins))
        where = "the bank"
    else:
        state = state.with_on_card(d.partner, add(sub(state.coins_on(d.partner), d.take),
                                                   d.coins))
        where = state.deck.name(d.partner)
    log.append(Event("trade", f"{hero.name} trades {coins_text(d.coins)} with {where} for "
                              f"{coins_text(d.take)}."))
    return decide(state, d.back)


def answer_options(state: State, d: Decision) -> list[Action]:
    return [act("accept", d.seat), act("decline", d.seat)]


def answer(state: State, d: Decision, a: Action, log: Log) -> Result:
    """The other hero answers an offer: d.other offers d.coins for d.take."""
    offerer, me = state.heroes[d.other], state.heroes[d.seat]
    back = d.back
    if a.type == "decline":
        log.append(Event("trade", f"{me.name} declines {offerer.name}'s offer."))
        return decide(state, back)
    if any(x > y for x, y in zip(d.coins, offerer.coins, strict=True)) or \
            any(x > y for x, y in zip(d.take, me.coins, strict=True)):
        return Refusal("trade-gone", "The coins of this offer are no longer there.")
    state = move_coins(move_coins(state, d.other, d.seat, d.coins), d.seat, d.other, d.take)
    log.append(Event("trade", f"{offerer.name} gives {me.name} {coins_text(d.coins)} for "
                              f"{coins_text(d.take)}."))
    return decide(state, back)

