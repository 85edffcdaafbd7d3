"""Using an ability: pay its costs, then apply each effect, in the order printed.

"Once the action has been taken, it resolves fully": everything here happens inside the one
action, so the decision passes on only after the effect is on the table.
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from ..model.abilities import (
    AssignTarget,
    Cards,
    FromScrap,
    Gain,
    Leave,
    Prevent,
    Ranged,
    Strength,
    Tokens,
    Wounds,
)
from .abilities import Use, exerted_by, own_named, resolve
from .before_results import refreshed
from .combat import wound
from .flow import Log, name, title
from .modifiers import holds
from .playing import risk_cost
from .state import InPlay, Lasting, Table, Triggered


def perform_use(t: Table, use: Use, log: Log) -> Table:
    """Pay the costs, then apply the effects; log one line for the whole ability."""
    done: list[str] = []
    t = _pay(t, use, done)
    for effect in use.ability.effects:
        t = _EFFECTS[type(effect)](t, use, effect, done, log)
    what = f"{use.card.title}" + (f" ({', '.join(done)})" if done else "")
    log.append(Event("ability", f"{name(t, use.seat)} uses {what}."))
    return t


def _pay(t: Table, use: Use, done: list[str]) -> Table:
    s = t.seats[use.seat]
    for cost in use.ability.costs:
        if cost.exert is not None:
            chosen = cost is use.ability.chosen_exert
            items = (([t.in_play(use.exert)] + ([t.in_play(use.also)] if cost.count > 1 else []))
                     if chosen else own_named(t, cost.exert, use)[:1])
            for item in items:
                t = t.with_item(item.uid, wounds=item.wounds + 1)
                done.append(f"exerts {title(t, item)}")
        elif cost.discard_this:
            t = leave(t, use.source, "discard")
            done.append("discarded")
        elif cost.discard_from_hand:
            t = t.with_seat(use.seat, hand=s.hand - cost.discard_from_hand,
                            discarded=s.discarded + cost.discard_from_hand)
            done.append(f"discards {cost.discard_from_hand} from hand")
        elif cost.add_burden:
            t = t.with_seat(use.seat, burden=s.burden + cost.add_burden)
            done.append(f"burden +{cost.add_burden}")
        elif cost.remove_risk:
            t = replace(t, risk=t.risk - cost.remove_risk)
            done.append(f"risk -{cost.remove_risk}")
        s = t.seats[use.seat]
    return t


def leave(t: Table, item: InPlay, pile: str) -> Table:
    """Discard, scrap or banish a card (and what it bears) from the field to its owner's
    pile."""
    leaving = [item, *t.borne_by(item.uid)]
    for each in leaving:
        owner = t.seats[each.owner]
        zone = {"discard": "discard", "scrap": "scrap", "banish": "banished"}[pile]
        t = t.with_seat(each.owner, **{zone: (*getattr(owner, zone), each.card_id)})
    gone = {i.uid for i in leaving}
    return replace(t, field=tuple(i for i in t.field if i.uid not in gone),
                   assignments=tuple(p for p in t.assignments if not gone & set(p)),
                   lasting=tuple([x for x in t.lasting if x.uid not in gone]))


def _strength(t: Table, use: Use, effect: Strength, done: list[str], log: Log) -> Table:
    for item in resolve(t, effect.to, use, exerted_by(use)):
        amount = effect.amount
        if effect.if_it_is is not None and effect.if_it_is.matches(t.card_of(item)):
            amount = effect.or_amount
        elif effect.if_spot is not None and holds(t, effect.if_spot, (use.card, item, 0),
                                                  None, you=use.seat):
            amount = effect.or_amount
        t = replace(t, lasting=(*t.lasting, Lasting(item.uid, "strength", amount,
                                                          effect.until)))
        done.append(f"{title(t, item)} strength {amount:+d}"
                    + (" until the regroup phase" if effect.until == "regroup" else ""))
    return t




def _ranged(t: Table, use: Use, effect: Ranged, done: list[str], log: Log) -> Table:
    done.append(f"{'party' if effect.side == 'party' else 'minion'} ranged total "
                f"{effect.amount:+d}")
    if effect.side == "party":
        return replace(t, ranged_party=t.ranged_party + effect.amount)
    return replace(t, ranged_minions=t.ranged_minions + effect.amount)


def _wounds(t: Table, use: Use, effect: Wounds, done: list[str], log: Log) -> Table:
    for item in resolve(t, effect.to, use, exerted_by(use)):
        item = t.in_play(item.uid)
        if item is None:
            continue
        if effect.effect == "wound":
            done.append(f"{title(t, item)} takes {effect.count} wound(s)")
            t = wound(t, item.uid, effect.count, log)
        elif effect.effect == "heal":
            healed = min(effect.count, item.wounds)
            done.append(f"{healed} wound(s) removed from {title(t, item)}")
            t = t.with_item(item.uid, wounds=item.wounds - healed)
        elif t.remaining_health(item) > 1:  # "You cannot exert a character with 1 health."
            done.append(f"{title(t, item)} is exerted")
            t = t.with_item(item.uid, wounds=item.wounds + 1)
    return t


def _gain(t: Table, use: Use, effect: Gain, done: list[str], log: Log) -> Table:
    for item in resolve(t, effect.to, use, exerted_by(use)):
        t = replace(t, lasting=(*t.lasting, Lasting(item.uid, effect.keyword.lower(),
                                                    effect.amount, effect.until)))
        done.append(f"{title(t, item)} gains {effect.keyword} +{effect.amount}")
    return t


def _cards(t: Table, use: Use, effect: Cards, done: list[str], log: Log) -> Table:
    s = t.seats[use.seat]
    count = min(effect.count, s.book_left)
    verb = "draws" if effect.effect == "draw" else f"fetches {effect.wanted.noun()} and shows"
    done.append(f"{verb} {count} card(s) from the book")
    return t.with_seat(use.seat, hand=s.hand + count, book_left=s.book_left - count)


def _from_scrap(t: Table, use: Use, effect: FromScrap, done: list[str], log: Log) -> Table:
    card = t.cards[use.pick]
    cost = risk_cost(t, use.seat, card)
    s = t.seats[use.seat]
    scrap = list(s.scrap)
    scrap.remove(use.pick)
    t = t.with_seat(use.seat, scrap=tuple(scrap))
    risk = t.risk - cost if card.side == "adversary" else t.risk + cost
    item = InPlay(uid=t.next_uid, card_id=card.id, owner=use.seat)
    done.append(f"plays {card.title} from the scrap pile (cost {cost})")
    return replace(t, field=(*t.field, item), next_uid=t.next_uid + 1, risk=risk)


def _leave(t: Table, use: Use, effect: Leave, done: list[str], log: Log) -> Table:
    for item in resolve(t, effect.to, use, exerted_by(use)):
        done.append(f"{title(t, item)}: {effect.effect}")
        t = leave(t, item, effect.effect)
    return t


def _tokens(t: Table, use: Use, effect: Tokens, done: list[str], log: Log) -> Table:
    if effect.effect == "risk":
        done.append(f"risk pool {effect.amount:+d}")
        return replace(t, risk=max(0, t.risk + effect.amount))
    s = t.seats[use.seat]
    done.append(f"burden {effect.amount:+d}")
    return t.with_seat(use.seat, burden=max(0, s.burden + effect.amount))


def _assign(t: Table, use: Use, effect: AssignTarget, done: list[str], log: Log) -> Table:
    minion, companion = t.in_play(use.choice), t.in_play(use.also)
    done.append(f"{title(t, minion)} is assigned to skirmish {title(t, companion)}")
    moment = Triggered("assigned", companion.uid, companion.card_id)
    return replace(t, assignments=(*t.assignments, (minion.uid, companion.uid)),
                   window=(*t.window, moment))


def _prevent(t: Table, use: Use, effect: Prevent, done: list[str], log: Log) -> Table:
    """Kept until the results are applied (before_results), which take it off them."""
    for item in resolve(t, effect.to, use):
        amount = effect.count if effect.effect == "prevent-wounds" else 1
        t = replace(t, lasting=(*t.lasting, Lasting(item.uid, effect.effect, amount, "step")))
        done.append(f"prevents {amount} of the wounds to {title(t, item)}"
                    if effect.effect == "prevent-wounds" else
                    f"prevents {title(t, item)} being killed; it will be left with 1 health")
    return refreshed(t)


_EFFECTS = {Strength: _strength, Ranged: _ranged, Wounds: _wounds, Gain: _gain, Cards: _cards,
            FromScrap: _from_scrap, Leave: _leave, Tokens: _tokens, AssignTarget: _assign,
            Prevent: _prevent}
