"""Playing cards: when a card may be played, what it costs, and where it goes."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from hjkit.games.heroes_journey.model.cards import ITEM_TYPES, Card
from hjkit.kit.game import Event, Refusal

from ..model.keywords import Loaded
from .actions import PlayCard
from .arithmetic import adversary_cost, burden_to_play
from .flow import Log, name
from .modifiers import cost_change
from .spotting import is_active, role_side, spotted
from .state import InPlay, Step, Table


def copies_used(t: Table, seat: int, card_id: str) -> int:
    """Copies of a card that are on the field or in a pile (so not in hand or book)."""
    return seat_copies_used(t, seat)[card_id]


def seat_copies_used(t: Table, seat: int) -> Counter[str]:
    """copies_used for every card of a seat, counted once per table. Not to be changed."""
    key = ("copies", seat)
    used = t.memo.get(key)
    if used is None:
        s = t.seats[seat]
        used = t.memo[key] = Counter([i.card_id for i in t.field if i.owner == seat])
        used.update(s.grave)
        used.update(s.scrap)
        used.update(s.discard)
        used.update(s.banished)
    return used


def check_timing(t: Table, seat: int, card: Card) -> Refusal | None:
    """Campaign cards in your campaign phase, adversary cards in the adversary phase, events
    in the phases their text lists; Response events whenever their condition occurs. The
    answer depends on the card, the side the seat plays and the step alone: kept with the
    game's card facts."""
    side = role_side(t, seat)
    key = ("timing", card.id, side, t.step)
    memo = t.facts.memo
    found = memo.get(key, _UNKNOWN)
    if found is _UNKNOWN:
        found = memo[key] = _timing(card, side, t.step)
    return found


_UNKNOWN = object()
"""Not yet worked out (None is an answer: no refusal)."""


def _timing(card: Card, side: str, step: Step) -> Refusal | None:
    if card.side != side:
        who = "the protagonist" if card.side == "campaign" else "an antagonist"
        article = "an" if card.side == "adversary" else "a"
        return Refusal("wrong-side", f"{card.title} is {article} {card.side} card: only {who} "
                                     f"plays {card.side} cards ('The side a card belongs to "
                                     "denotes the turns it can be played.')")
    if card.type == "event":
        if card.response is not None:
            return None
        if step.timing not in card.timing:
            listed = ", ".join(p.title() + ":" for p in card.timing)
            return Refusal("event-timing", f"{card.title} plays only during {listed} "
                                           f"(it is now the {_now(step)})")
        return None
    needed = Step.CAMPAIGN if side == "campaign" else Step.ADVERSARY
    if step is not needed:
        return Refusal("phase", f"{card.title} plays in the {needed.phase} phase, and it is "
                                f"now the {_now(step)}")
    return None


def timely_cards(t: Table, seat: int, among: frozenset[str] | None = None
                 ) -> tuple[str, ...]:
    """The seat's book cards that check_timing lets it play now, in book order (only those
    among these ids, if given: one of the card facts' sets)."""
    side = role_side(t, seat)
    book = t.seats[seat].book
    key = ("timely", tuple(book), side, t.step, among)
    memo = t.facts.memo
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(
            c for c in book if c in t.cards and (among is None or c in among)
            and check_timing(t, seat, t.cards[c]) is None)
    return found


def _now(step: Step) -> str:
    return f"{step.label} step" if step.label else f"{step.phase} phase"


def risk_cost(t: Table, seat: int, card: Card) -> int:
    """What a card does to the risk pool: campaign cards add, adversary cards remove; cost
    modifiers in play apply (never below 0), then the roaming penalty."""
    cost = max(0, (card.cost or 0) + cost_change(t, card))
    if card.side == "adversary":
        home = card.home_site if card.type == "minion" else None
        return adversary_cost(cost, t.seats[t.protagonist].position, home)
    return cost


def burden_cost(t: Table, seat: int, card: Card) -> int:
    total = 0
    for cost in card.to_play:
        if cost.add_burden is not None:
            discount = cost.reduced_when is not None and bool(spotted(t, seat, cost.reduced_when))
            total += burden_to_play(cost.add_burden, cost.reduced_by, discount)
    return total


def unique_holder(t: Table, seat: int, card: Card) -> int | None:
    """The seat holding an active copy of a unique card in play, if any. Any player's active
    copy counts: two antagonists cannot each have Hektor in play. An opponent's inactive
    campaign card does not; during setup, when no one is yet the protagonist, only your own
    party counts."""
    if not card.unique:
        return None
    card_id = card.id
    for item in t.field:
        if item.card_id == card_id and (item.owner == seat if t.step.is_setup
                                        else item.owner == seat or is_active(t, item)):
            return item.owner
    return None


def check_costs(t: Table, seat: int, card: Card, exert: int | None) -> Refusal | None:
    """Copies, uniqueness, the pool, and every "To Play:" requirement."""
    s, card_id = t.seats[seat], card.id
    if copies_used(t, seat, card_id) >= s.book.get(card_id, 0):
        held = s.book.get(card_id, 0)
        return Refusal("copies", f"{s.name}'s deck holds {held} {card.title}; all of them are "
                                 "already on the field or in a pile")
    holder = unique_holder(t, seat, card)
    if holder is not None:
        whose = "" if holder == seat else f" ({t.seats[holder].name}'s, and active)"
        return Refusal("unique", f"•{card.title} is unique and already in play{whose}: 'You "
                                 "cannot play another copy of a unique card that is active and "
                                 "in play or in your grave.'")
    if card.unique and card_id in s.grave:
        return Refusal("unique", f"•{card.title} is unique and in {s.name}'s grave: 'You cannot"
                                 " play another copy of a unique card that is active and in "
                                 "play or in your grave.'")
    if not affordable(t, seat, card):
        cost = risk_cost(t, seat, card)
        base = max(0, (card.cost or 0) + cost_change(t, card))
        roaming = cost - base
        detail = (f" ({base} + roaming penalty {roaming})" if roaming else "")
        return Refusal("risk-pool", f"{card.title} costs {cost} here{detail} but the risk "
                                    f"pool holds {t.risk}")
    return check_to_play(t, seat, card, exert)


def affordable(t: Table, seat: int, card: Card) -> bool:
    """Whether the risk pool can pay for the card: adversary cards take their cost off it
    (campaign cards add theirs)."""
    return card.side != "adversary" or risk_cost(t, seat, card) <= t.risk


def check_to_play(t: Table, seat: int, card: Card, exert: int | None) -> Refusal | None:
    to_play = card.to_play
    exerts = [c.exert for c in to_play if c.exert is not None]
    for cost in to_play:
        if cost.spot is not None and len(spotted(t, seat, cost.spot)) < cost.spot_count:
            return Refusal("to-play-spot", f"To play {card.title} you must spot "
                                           f"{cost.spot.describe()} ('To SPOT something means "
                                           "the card is in play and ACTIVE.')")
    if not exerts:
        return None if exert is None else Refusal(
            "to-play-exert", f"{card.title} does not ask you to exert anyone")
    target = t.in_play(exert) if exert is not None else None
    if target is None:
        return Refusal("to-play-exert", f"To play {card.title} you must exert "
                                        f"{exerts[0].describe()}: name who")
    if target.uid not in {i.uid for i in spotted(t, seat, exerts[0])}:
        return Refusal("to-play-exert", f"{t.card_of(target).title} is not "
                                        f"{exerts[0].describe()} of yours")
    if t.remaining_health(target) <= 1:
        return Refusal("exert", f"{t.card_of(target).title} has 1 health left: 'You cannot "
                                "exert a character with 1 health.'")
    return None


def check_bearer(t: Table, seat: int, card: Card, target: int | None) -> Refusal | None:
    """ "Bearer must be ..."; one class of item per bearer; Thumbless bears no items."""
    if card.bearer is None:
        if target is not None:
            return Refusal("no-bearer", f"{card.title} is not played on a bearer")
        return None
    bearer = t.in_play(target) if target is not None else None
    wanted = card.bearer
    if bearer is None or bearer.owner != seat or not wanted.matches(t.card_of(bearer)):
        return Refusal("bearer", f"{card.title}: 'Bearer must be {wanted.describe()}' of "
                                 f"{t.seats[seat].name}'s")
    bearer_card = t.card_of(bearer)
    if card.type in ITEM_TYPES and bearer_card.has_keyword(Loaded.THUMBLESS):
        return Refusal("thumbless", f"{bearer_card.title} is Thumbless: 'This character cannot "
                                    "bear any artifacts or possessions.'")
    if card.item_class and any(t.card_of(i).item_class == card.item_class
                               for i in t.borne_by(bearer.uid)):
        return Refusal("item-class", f"{bearer_card.title} already bears a {card.item_class}: "
                                     "'A character is allowed to bear only one class of item'")
    return None


def check_in_book(t: Table, action: PlayCard) -> Refusal | None:
    if action.card_id not in t.cards or action.card_id not in t.seats[action.seat].book:
        return Refusal("not-in-deck", f"{action.card_id!r} is not in "
                                      f"{t.seats[action.seat].name}'s book")
    return None


def check_play(t: Table, action: PlayCard) -> Refusal | None:
    """A card played in the turn, under its timing, costs and bearer."""
    refusal = check_in_book(t, action)
    if refusal:
        return refusal
    card, seat = t.cards[action.card_id], action.seat
    if t.step is Step.GAME_OVER:
        return Refusal("game-over", "the game is over")
    refusal = check_timing(t, seat, card)
    if refusal:
        return refusal
    if t.seats[seat].hand <= 0:
        return Refusal("empty-hand", f"{t.seats[seat].name} has no cards in hand")
    return (check_costs(t, seat, card, action.exert)
            or check_bearer(t, seat, card, action.target))


def perform_play(t: Table, action: PlayCard, log: Log, from_book: bool = False,
                 to_act: int | None = None) -> Table:
    """Pay the card's costs and put it where it goes. from_book: a starting companion,
    whose cost counts against the starting limit instead of going into the pool. to_act:
    the seat the action procedure goes on to, in the same new table (after_action's copy
    made here), with passes at 0."""
    seat, card = action.seat, t.cards[action.card_id]
    s = t.seats[seat]
    burden = burden_cost(t, seat, card)
    change = 0 if from_book else risk_cost(t, seat, card)
    before, risk = t.risk, t.risk + (change if card.side == "campaign" else -change)
    # One new table for the seat, the exerted character and the card in play.
    seats = list(t.seats)
    if from_book:
        changes = {"book_left": s.book_left - 1}
        if card.type == "event":
            changes["discard"] = (*s.discard, card.id)
        seats[seat] = replace(s, burden=s.burden + burden, **changes)
    elif card.type == "event":
        seats[seat] = replace(s, burden=s.burden + burden, hand=s.hand - 1,
                                  discard=(*s.discard, card.id))
    else:
        seats[seat] = replace(s, burden=s.burden + burden, hand=s.hand - 1)
    field = t.field
    if action.exert is not None:
        exerted = t.in_play(action.exert)
        field = t.field_with(exerted.uid, wounds=exerted.wounds + 1)
    turn = {} if to_act is None else {"to_act": to_act, "passes": 0}
    if card.type == "event":
        t = replace(t, seats=tuple(seats), field=field, risk=risk, **turn)
    else:
        item = InPlay(uid=t.next_uid, card_id=card.id, owner=seat, bearer=action.target)
        t = replace(t, seats=tuple(seats), field=(*field, item), next_uid=t.next_uid + 1,
                    risk=risk, **turn)
    # What the table does with its tokens, said as an instruction.
    details = []
    if risk > before:
        details.append(f"put {tokens(risk - before)} on the risk pool ({before} -> {risk})")
    elif risk < before:
        details.append(f"take {tokens(before - risk)} off the risk pool ({before} -> {risk})")
    if burden:
        details.append(f"put {tokens(burden)} on {name(t, seat)}'s burden")
    if action.exert is not None:
        details.append(f"a wound token on {t.card_of(t.in_play(action.exert)).title} (exerted)")
    if action.target is not None:
        details.append(f"on {t.card_of(t.in_play(action.target)).title}")
    text = f"{name(t, seat)} plays {card.title}"
    if from_book:
        text += f" into the starting party (cost {card.cost})"
    log.append(Event("play", text + (": " + ", ".join(details) if details else "") + "."))
    return t




def tokens(n: int) -> str:
    return f"{n} token{'' if n == 1 else 's'}"
