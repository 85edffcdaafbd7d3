"""The values the rules compute, with every modifier printed on the cards in play applied.

A modifier counts while its card is active (or, for a site, while it is on the adventure
path), the character it changes is active, and each of its conditions holds. Every value a
phone shows or the rules use (strength, Damage +X, Defender +X, Durable X, Shoot +X,
Indomitable, a card's cost) is read through these functions.
"""

from __future__ import annotations

from ..model.cards import Card
from ..model.effects import Condition, Modifier
from .spotting import active, is_active
from .state import InPlay, Table

Source = tuple[Card, InPlay | None, int]
"""A card whose modifiers count now: the card, its place on the field (None for a site),
and its position on the adventure path (0 for a card on the field)."""


def sources(t: Table, kind: str) -> tuple[Source, ...]:
    """The cards whose modifiers of this kind count now."""
    return _all_sources(t).get(kind, ())


def _all_sources(t: Table) -> dict[str, tuple[Source, ...]]:
    """sources() for every kind at once: one look at the field per table (a skirmish asks
    for strength, damage, Durable and Indomitable in turn)."""
    found = t.memo.get("sources")
    if found is None:
        lists: dict[str, list[Source]] = {}
        modifying = t.facts.modifying
        for item in t.field:
            if item.card_id in modifying and is_active(t, item):
                card, kinds = modifying[item.card_id]
                for kind in kinds:
                    lists.setdefault(kind, []).append((card, item, 0))
        for position, placed in enumerate(t.path, start=1):
            card = t.cards[placed.card_id]
            for kind in card.modifier_kinds:
                lists.setdefault(kind, []).append((card, None, position))
        found = t.memo["sources"] = {kind: tuple(v) for kind, v in lists.items()}
    return found


def holds(t: Table, condition: Condition, source: Source, subject: InPlay | None,
          you: int | None = None) -> bool:
    """Whether one condition holds now, for the card that prints it and the card changed;
    `you` is the card's player (by default the owner of the card in play)."""
    card, item, position = source
    if you is None:
        you = item.owner if item is not None else t.protagonist
    if condition.spot is not None:
        ids = t.facts.accepted(condition.spot)
        found = [i for i in active(t, you) if i.card_id in ids
                 and not (condition.other and item is not None and i.uid == item.uid)]
        return (len(found) >= condition.count) != condition.cannot
    if condition.wounded is not None:
        ids = t.facts.accepted(condition.wounded)
        return any(i.wounds > 0 for i in active(t, you) if i.card_id in ids)
    if condition.skirmishing is not None:
        if subject is None:
            return False
        partners = [c if m == subject.uid else m for m, c in t.assignments
                    if subject.uid in (m, c)]
        ids = t.facts.accepted(condition.skirmishing)
        return any(p.card_id in ids for p in (t.in_play(uid) for uid in partners)
                   if p is not None)
    if condition.at_this_site:
        return t.seats[t.protagonist].position == position
    return t.seats[t.protagonist].position in condition.party_at


def applying(t: Table, subject: InPlay, kind: str) -> tuple[Modifier, ...]:
    """The modifiers of this kind that change this character now (worked out once per
    table, character and kind: a skirmish's strengths are asked for again and again)."""
    return _applied(t, subject, kind)[0]


_NOTHING: tuple[tuple, int] = ((), 0)


def _applied(t: Table, subject: InPlay, kind: str) -> tuple[tuple[Modifier, ...], int]:
    """(applying()'s modifiers, the sum of their amounts), worked out once per table,
    character and kind."""
    if kind not in t.facts.kinds:
        return _NOTHING  # no card of the game changes this
    found = _all_sources(t).get(kind)
    if not found:
        return _NOTHING  # no card in play changes this
    key = ("applying", subject, kind)
    held = t.memo.get(key)
    if held is None:
        held = t.memo[key] = _applying(t, subject, kind, found)
    return held


def _applying(t: Table, subject: InPlay, kind: str,
              found: tuple[Source, ...]) -> tuple[tuple[Modifier, ...], int]:
    if not is_active(t, subject):
        return _NOTHING
    modifiers, total = [], 0
    for source in found:
        item = source[1]
        for modifier in t.facts.of_kind(source[0].id, kind):
            # Whether the modifier's selector picks this character:
            selector = modifier.applies_to
            if selector.this:
                if item is None or subject.uid != item.uid:
                    continue
            elif selector.bearer:
                if item is None or subject.uid != item.bearer:
                    continue
            elif selector.other and item is not None and subject.uid == item.uid:
                continue
            elif subject.card_id not in t.facts.picked_by(selector):
                continue
            if all(holds(t, condition, source, subject) for condition in modifier.when):
                modifiers.append(modifier)
                total += modifier.amount
    return tuple(modifiers), total


def change(t: Table, subject: InPlay, kind: str) -> int:
    """Static modifiers and lasting changes of this kind on this character."""
    total = sum([x.amount for x in t.lasting if x.uid == subject.uid and x.kind == kind]
                ) if t.lasting else 0
    return total + _applied(t, subject, kind)[1]


def _printed(t: Table, item: InPlay) -> tuple:
    """The item's card's printed fighting values (see CardFacts.fighting)."""
    return t.facts.fighting(item.card_id)


def strength(t: Table, item: InPlay) -> int:
    """Printed strength, modifiers and the players' own adjustments; never below 0."""
    return max(0, _printed(t, item)[0] + change(t, item, "strength") + item.strength_bonus)


def damage(t: Table, item: InPlay) -> int:
    return _printed(t, item)[1] + change(t, item, "damage")


def defender(t: Table, item: InPlay) -> int:
    return _printed(t, item)[2] + change(t, item, "defender")


def shoot(t: Table, item: InPlay) -> int:
    return _printed(t, item)[3] + change(t, item, "shoot")


def brazen(t: Table, item: InPlay) -> int:
    """Brazen (X): "When the party moves -> add (X) risk to the risk pool"."""
    return _printed(t, item)[4] + change(t, item, "brazen")


def durable(t: Table, item: InPlay) -> int | None:
    """Durable X, or None for a character without it."""
    printed = _printed(t, item)
    granted = bool(applying(t, item, "durable")) or (t.lasting and any(
        x.uid == item.uid and x.kind == "durable" for x in t.lasting))
    if not granted and not printed[5]:
        return None
    return printed[6] + change(t, item, "durable")


def indomitable(t: Table, item: InPlay) -> bool:
    return _printed(t, item)[7] or bool(applying(t, item, "indomitable"))


def takes_ranged_wounds(t: Table, item: InPlay) -> bool:
    """False for a character that "takes no wounds from the minion ranged total"."""
    return not applying(t, item, "no-ranged-wounds")


def in_game(t: Table, kind: str) -> bool:
    """Whether any card of this game has a modifier of this kind (none of the shipped
    cards changes a cost, say), so the rules need not look for one on the field."""
    return kind in t.facts.kinds


def cost_change(t: Table, card: Card) -> int:
    """What modifiers in play add to or take from a card's cost."""
    if "cost" not in t.facts.kinds:
        return 0
    found = _all_sources(t).get("cost")
    if not found:
        return 0
    key = ("cost", card.id)
    total = t.memo.get(key)
    if total is None:
        total = t.memo[key] = sum(
            modifier.amount for source in found for modifier in source[0].modifiers
            if modifier.modifier == "cost" and modifier.applies_to.picks(card)
            and all(holds(t, c, source, None) for c in modifier.when))
    return total
