"""The table as a phone sees it: plain JSON-ready data, with a one-line prompt."""

from __future__ import annotations

from dataclasses import replace

from ..model.cards import Card
from . import modifiers as M
from .actions import Action, Assign, action_to_dict
from .before_results import awaiting_results
from .flow import goal_site
from .movement import next_move_risk
from .playing import risk_cost
from .previews import action_previews, skirmish_result
from .proposals import describe
from .setup import MULLIGAN_DRAWS, bid_draws, starting_cost
from .state import Step, Table
from .table import legal_actions


def prompt(t: Table) -> str:
    """ "Adversary phase — Ben plays minions or passes. Risk pool 7" """
    who = t.seats[t.to_act].name
    doing = {
        Step.BIDS: "every player bids burden tokens for the turn order",
        Step.TURN_ORDER: f"{who} chooses a place in the turn order",
        Step.FIRST_SITE: f"{who} places site 1 from their atlas",
        Step.STARTING_PARTY: _starting_party(t, who),
        Step.MULLIGANS: _mulligan(t, who),
        Step.CAMPAIGN: f"{who} plays campaign cards, then moves",
        Step.PLACE_SITE: f"{who} places the next site from their atlas",
        Step.ADVERSARY: f"{who} plays minions or passes",
        Step.MANEUVER: f"{who} takes a Maneuver: action or passes",
        Step.BARRAGE: f"{who} takes a Barrage: action or passes",
        Step.RANGED_WOUNDS: f"{who} deals the ranged wounds" if t.ranged_minions or
        t.to_act != t.protagonist else f"{who} chooses the antagonist who wounds their minions",
        Step.ASSIGNMENT: f"{who} takes an Assignment: action or passes",
        Step.ASSIGN_PROTAGONIST: f"{who} assigns minions to companions: each companion "
                                 "skirmishes 1 minion (more with Defender +X)",
        Step.ASSIGN_ANTAGONISTS: f"{who} assigns the remaining minions",
        Step.CHOOSE_SKIRMISH: f"{who} chooses the next skirmish",
        Step.SKIRMISH: f"{who} takes a Skirmish: action or passes; the skirmish resolves "
                       "when everyone passes in a row",
        Step.REGROUP: f"{who} takes a Regroup: action or passes",
        Step.REGROUP_DECISION: f"{who} moves again or rests" if t.moves < t.move_limit() else
        f"{who} rests: the party has moved {t.moves} times, the move limit",
    }
    if t.pending and not t.is_over:
        card = t.cards[t.pending[0].card_id]
        owed = next(a for a in card.abilities if a.when is not None)
        return f"{who} resolves {card.title}: {card.ability_text(owed)}"
    if t.responding and awaiting_results(t) and not t.is_over:
        about = " and ".join(w.trigger.removeprefix("about-to-").replace("-", " ")
                             for w in t.window if w.trigger.startswith("about-to-"))
        companion = t.cards[t.in_play(t.skirmish).card_id].title
        return (f"Response — before the skirmish's results: {companion} is about to "
                f"{about or 'come through'}. {who} may respond, or pass. Risk pool {t.risk}")
    if t.responding and not t.is_over:
        return (f"Response — {who} may respond to what just happened, or pass. "
                f"Risk pool {t.risk}")
    if t.is_over:
        won = f"Game over — {t.seats[t.winner].name} wins." if t.winner is not None else \
            "Game over."
        return " ".join([won, *t.ending])
    phase = t.step.phase.title() + (" phase" if not t.step.is_setup else "")
    if t.step is Step.PLACE_SITE:
        phase = f"{t.seats[t.protagonist].name}'s party moves"
    elif t.step is Step.REGROUP_DECISION and t.moves >= t.move_limit():
        phase += ", rest"  # "(or must rest because they have already moved ... the move limit)"
    elif t.step.label and not t.step.is_setup:
        phase += f", {t.step.label}"
    if t.step is Step.TURN_ORDER:
        return " ".join([f"{phase} — {doing[t.step]}.", *bid_draws(t)])
    if t.step.is_setup:
        return f"{phase} — {doing[t.step]}."
    return f"{phase} — {doing[t.step]}. Risk pool {t.risk}"


def _starting_party(t: Table, who: str) -> str:
    """ "total risk cost of all of their starting companions does not exceed 4" """
    limit = t.variant.max_starting_risk
    if t.seats[t.to_act].hero is None:
        return f"{who} chooses a hero (the hero's cost counts toward the {limit} the starting " \
               "party may cost)"
    return f"{who} adds starting companions or is done: the party costs " \
           f"{starting_cost(t, t.to_act)} of {limit}"


def _mulligan(t: Table, who: str) -> str:
    draw = _mulligan_draw(t)
    if draw is None:
        return f"{who} keeps the hand (no mulligans left)"
    return f"{who} keeps the hand or mulligans: keep up to 2 cards and draw {draw}, the rest " \
           "shuffled back"


def _characters(t: Table) -> list[dict]:
    """Each companion and minion in play, with what it bears and whom it skirmishes."""
    borne: dict[int, list[dict]] = {}
    for b in t.field:
        if b.bearer is not None:
            borne.setdefault(b.bearer, []).append(
                {"uid": b.uid, "card_id": b.card_id, "title": t.cards[b.card_id].title})
    assigned: dict[int, int] = {}
    for m, c in t.assignments:
        assigned.setdefault(m, c)  # the first pair naming the minion, as next() found it
    found = []
    for item in t.field:
        card = t.cards[item.card_id]
        if card.type not in ("companion", "minion"):
            continue
        found.append({
            "uid": item.uid, "card_id": card.id, "title": card.title, "type": card.type,
            "owner": item.owner, "strength": M.strength(t, item),
            "printed_strength": card.strength, "strength_bonus": item.strength_bonus,
            "health": card.health, "wounds": item.wounds,
            "keywords": list(card.keywords),
            "bears": borne.get(item.uid, []),
            "assigned_to": assigned.get(item.uid),
        })
    return found


def _skirmish(t: Table, companion: int | None) -> dict | None:
    """The companion's skirmish as it would resolve if everyone passed now."""
    return skirmish_result(t, companion) if companion is not None else None


def _assign_previews(t: Table, actions: list[Action]) -> list[dict]:
    """For each legal assignment, the skirmish it would make as things stand: both
    strengths and the predicted result, before the protagonist commits."""
    previews = []
    for pair in dict.fromkeys((a.minion, a.companion) for a in actions if isinstance(a, Assign)):
        after = replace(t, assignments=(*t.assignments, pair))
        preview = _skirmish(after, pair[1])
        if preview is not None:
            previews.append({"minion": pair[0], **preview})
    return previews


def _mulligan_draw(t: Table) -> int | None:
    """How many cards a mulligan by the seat to act would draw: "Draw 6 new cards ... the
    number of new cards you draw decreasing by 2 each time"."""
    left = t.seats[t.to_act].mulligans_left
    return MULLIGAN_DRAWS[left - 1] if t.step is Step.MULLIGANS and left > 0 else None


def _abilities(t: Table) -> list[dict]:
    """Each ability of a card in play, by name, so a phone can offer it: "Baloo — Skirmish:
    Exert Baloo to make him strength +2." """
    owed = [(p.uid, p.card_id) for p in t.pending]  # "When ... is killed": left play
    return [{"source": uid, "index": n, "card_id": card_id, "title": card.title,
             "text": text}
            for uid, card_id in [*((i.uid, i.card_id) for i in t.field), *owed]
            for card in (t.cards[card_id],)
            for n, text in enumerate(_ability_texts(card))]


def _ability_texts(card: Card) -> tuple[str, ...]:
    """card.ability_text of each of its abilities."""
    return tuple(card.ability_text(a) for a in card.abilities)


def _costs(t: Table) -> dict:
    """What each card in each seat's book costs here and now (roaming penalty and cost
    modifiers included), by seat then card id."""
    if t.step.is_setup:
        return {}
    return {str(seat): {card_id: risk_cost(t, seat, t.cards[card_id])
                        for card_id in s.book if t.cards[card_id].cost is not None}
            for seat, s in enumerate(t.seats)}


def table_view(t: Table, actions: list[Action] | None = None) -> dict:
    """Everything a phone shows; actions defaults to legal_actions(t)."""
    actions = legal_actions(t) if actions is None else actions
    others = [i for i in t.field if t.card_of(i).type not in ("companion", "minion")]
    skirmish = _skirmish(t, t.skirmish)
    return {
        "variant": t.variant.name, "burden_tokens": t.variant.burden_tokens,
        "phase": t.step.phase, "step": t.step.label, "step_id": t.step.name.lower(),
        "prompt": prompt(t), "to_act": t.to_act,
        "protagonist": None if t.step.is_setup else t.protagonist,
        "first": t.order[0] if t.step.is_setup and t.order and t.order[0] >= 0 else None,
        "risk": t.risk, "turn": t.turn, "moves": t.moves, "move_limit": t.move_limit(),
        "move_risk": None if t.step.is_setup else next_move_risk(t),
        "goal_site": goal_site(t) if not t.step.is_setup else t.variant.final_site,
        "winner": t.winner, "ending": list(t.ending), "order": list(t.order),
        "seats": [{
            "seat": i, "name": s.name, "deck_id": s.deck_id, "burden": s.burden,
            "hand": s.hand, "book_left": s.book_left, "position": s.position,
            "grave": list(s.grave), "scrap": list(s.scrap), "hero": s.hero, "lost": s.lost,
            "has_bid": s.bid is not None,
            "bid": s.bid if t.step is not Step.BIDS else None,
            "mulligans_left": s.mulligans_left,
            "atlas_left": len(s.atlas),
        } for i, s in enumerate(t.seats)],
        "path": [{"position": i + 1, "card_id": p.card_id, "title": t.cards[p.card_id].title,
                  "owner": p.owner, "risk": t.cards[p.card_id].risk}
                 for i, p in enumerate(t.path)],
        "characters": _characters(t),
        "support": [{"uid": i.uid, "card_id": i.card_id, "title": t.cards[i.card_id].title,
                     "owner": i.owner, "bearer": i.bearer} for i in others],
        "assignments": [list(p) for p in t.assignments],
        "skirmish": skirmish,
        "action_previews": action_previews(t, actions, skirmish),
        "skirmish_previews": [_skirmish(t, c) for c in dict.fromkeys(c for _, c in
                                                                     t.assignments)],
        "assign_previews": _assign_previews(t, actions),
        "costs": _costs(t),
        "abilities": _abilities(t),
        "responding": list(t.responding),
        "proposals": [{"id": p.id, "seat": p.seat, "name": t.seats[p.seat].name,
                       "text": describe(t, p.action), "type": p.action.kind()}
                      for p in t.proposals],
        "pending": [{"uid": p.uid, "card_id": p.card_id, "title": t.cards[p.card_id].title,
                     "owner": p.owner} for p in t.pending],
        "window": [{"trigger": w.trigger, "uid": w.uid, "card_id": w.card_id,
                    "title": t.cards[w.card_id].title, "killer": w.killer}
                   for w in t.window],
        "sanctuary_left": t.sanctuary_left, "clock": t.clock,
        "mulligan_draw": _mulligan_draw(t),
        "ranged": {"party": t.ranged_party, "minions": t.ranged_minions},
        "legal_actions": [action_to_dict(a) for a in actions],
    }
