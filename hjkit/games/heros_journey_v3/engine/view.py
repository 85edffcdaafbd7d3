"""What every phone shows: the journey line, each hero's Stage, coins and resources by suit,
Encounter cards, hand, lost and extra turns; the Encounter rows with their coins; the bank;
whose decision and what may be done now; at the end, each score and its parts."""

from __future__ import annotations

from ..model.cards import SUITS
from . import physical
from .actions import Action, action_to_dict
from .core import covered, expense_rule, resources
from .deck import Coins
from .state import State
from .table import kind_of, legal_actions, prompt, step_title
from .trade import rate


def _coins(coins: Coins) -> dict[str, int]:
    return dict(zip(SUITS, coins, strict=True))


def _card(state: State, card: str | None, with_coins: bool = False) -> dict | None:
    if card is None:
        return None
    info = state.deck[card]
    out = {"id": card, "name": info.name, "role": info.role, "kind": info.kind,
           "value": info.value, "suits": [SUITS[s] for s in info.suits]}
    if with_coins:
        out["coins"] = _coins(state.coins_on(card))
    return out


def _hero(state: State, seat: int, viewer: int | None) -> dict:
    hero, deck = state.heroes[seat], state.deck
    stage = deck.stages[hero.stage] if hero.stage >= 0 else None
    return {
        "seat": seat, "name": hero.name, "stage": hero.stage,
        "stage_name": deck.name(hero.ending or stage) if (hero.ending or stage) else
        "Before The Origin",
        "stage_rank": 10 if hero.ending else deck.stage_rank(hero.stage),
        "path": _card(state, hero.path), "ending": _card(state, hero.ending),
        "coins": _coins(hero.coins),
        "resources": {SUITS[s]: resources(state, seat, s) for s in range(6)},
        "cards": [_card(state, c) for c in hero.cards],
        # "the Challenge card in your hand": only its holder sees it (and at a physical
        # table only in the real hand: the engine never knows it)
        "hand": [_card(state, c) for c in hero.hand]
        if seat == viewer and not state.physical else None,
        "hand_count": hero.hand_count,
        "lost_turns": hero.lost_turns, "extra_turns": hero.extra_turns,
    }


def _pending(state: State, viewer: int | None) -> dict | None:
    d = state.decision
    if d is None:
        return None
    kind = kind_of(state)
    out: dict = {"kind": kind, "seat": d.seat}
    if kind == "reveal":
        out.update(deck=physical.NAMES[physical.deck_index(d)],
                   cards=[_card(state, a.card) for a in _options(state, viewer)])
    elif kind == "challenge" and state.physical:  # what a real hand may hold, by name
        out.update(cards=[_card(state, c) for c in physical.possible(state, physical.CHALLENGES)])
    elif kind == "flip":
        out.update(suits=[SUITS[s] for s in d.suits])
    if kind == "expend":
        out.update(purpose=d.kind.split(":", 1)[1], need=d.need,
                   spent=covered(state, d, d.coins, d.cards)[0],
                   suits=[SUITS[s] for s in d.suits], coins=_coins(d.coins),
                   cards=[_card(state, c) for c in d.cards],
                   target=_card(state, d.card), cover=[SUITS[s] for s in d.cover],
                   min_suits=d.min_suits, optional=d.optional, rule=expense_rule(d))
    elif kind in ("deal", "answer"):
        out.update(give=_coins(d.coins), take=_coins(d.take), partner=d.partner,
                   other=d.other, rate=rate(state, d.seat if kind == "deal" else d.other))
    elif kind == "mentor_limit":
        out.update(count=d.count)
    elif kind in ("upkeep", "road_pay"):
        out.update(cards=[_card(state, c) for c in d.cards],
                   placed=[SUITS[s] for s in d.suits] if kind == "road_pay" else [])
    elif kind in ("split", "substitute", "tribute", "gift", "harvest_draw"):
        out.update(card=_card(state, d.card), other=d.other, count=d.count,
                   coins=_coins(d.coins))
    return out


def _visible(action, viewer: int | None) -> bool:
    """A Challenge in hand is offered to its holder alone: others see no card of it."""
    return action.type != "play_challenge" or action.seat == viewer


def _options(state: State, viewer: int | None) -> list[Action]:
    """The legal actions as viewer's phone offers them."""
    return [a for a in legal_actions(state) if _visible(a, viewer)]


def table_view(state: State, viewer: int | None = None) -> dict:
    """The table as seat viewer's phone shows it (None: the watch view): other heroes'
    Challenge hands are hidden (their size shown)."""
    deck = state.deck
    (m0, m1), (p0, p1) = state.rows
    scores = None if state.scores is None else [
        {"seat": s.seat, "stage": s.stage, "coins": s.coins, "full_set": s.full_set,
         "cards": s.cards, "ending": s.ending, "total": s.total} for s in state.scores]
    best = max((s["total"] for s in scores), default=None) if scores else None
    return {
        "game": "heros-journey-v3", "variant": state.variant, "physical": state.physical,
        "players": state.players,
        "mentor_limit": state.mentor_limit, "turn": state.turn, "active": state.active,
        "round_limit": state.round_limit, "round": state.round,
        "rounds_after": state.rounds_after,
        "step": kind_of(state) if state.decision else "over",
        "step_title": step_title(state),
        "prompt": prompt(state),
        "deciding": state.decision.seat if state.decision else None,
        "journey": [_card(state, c) for c in deck.stages],
        "endings": [_card(state, c) for c in deck.endings],
        "heroes": [_hero(state, s, viewer) for s in range(state.players)],
        "rows": {"wanderer": {"mentor": _card(state, m0, True), "place": _card(state, p0, True)},
                 "traveler": {"mentor": _card(state, m1, True), "place": _card(state, p1, True)}},
        "decks": {"mentors": len(state.mentor_deck), "places": len(state.place_deck),
                  "challenges": physical.in_deck(state, physical.CHALLENGES)},
        "bank": _coins(state.bank),
        "challenge": _card(state, state.challenge),
        "pending": _pending(state, viewer),
        "trade_rate": rate(state, state.active),
        "final_round": list(state.final) if state.final is not None else None,
        "scores": scores,
        "winners": [s["seat"] for s in scores if s["total"] == best] if scores else [],
        "legal_actions": [action_to_dict(a) for a in _options(state, viewer)],
    }
