"""The values the rules compute, with every modifier printed on the cards in play applied.

A modifier counts while its card is active (or, for a site, while it is on the adventure
path), the character it changes is active, and each of its conditions holds. Every value a
phone shows or the rules use (strength, Damage +X, Defender +X, Durable X, Shoot +X,
Indomitable, a card's cost) is read through these functions.
"""

from __future__ import annotations

from ..model.cards import Card
from ..model.effects import Condition, Modifier
from ..model.keywords import Loaded
from .accepting import accepted, picked_by
from .spotting import active, is_active, on_field
from .state import InPlay, Table, scratch

Source = tuple[Card, InPlay | None, int]
"""A card whose modifiers count now: the card, its place on the field (None for a site),
and its position on the adventure path (0 for a card on the field)."""


def sources(t: Table, kind: str) -> tuple[Source, ...]:
    """The cards whose modifiers of this kind count now."""
    return _all_sources(t).get(kind, ())


def _all_sources(t: Table) -> dict[str, tuple[Source, ...]]:
    """sources() for every kind at once: one look at the field per table (a skirmish asks
    for strength, damage, Durable and Indomitable in turn)."""
    view = on_field(t)
    held = view.sources  # kept with the field's view, for its path
    if held is None or held[0] is not t.path:
        lists: dict[str, list[Source]] = {}
        modifying = _modifying(t.cards)
        for item in t.field:
            if item.card_id in modifying and is_active(t, item):
                card, kinds = modifying[item.card_id]
                for kind in kinds:
                    lists.setdefault(kind, []).append((card, item, 0))
        for position, placed in enumerate(t.path, start=1):
            card = t.cards[placed.card_id]
            for kind in card.modifier_kinds:
                lists.setdefault(kind, []).append((card, None, position))
        held = view.sources = (t.path, {kind: tuple(v) for kind, v in lists.items()})
    return held[1]


def holds(t: Table, condition: Condition, source: Source, subject: InPlay | None,
          you: int | None = None) -> bool:
    """Whether one condition holds now, for the card that prints it and the card changed;
    `you` is the card's player (by default the owner of the card in play)."""
    card, item, position = source
    if you is None:
        you = item.owner if item is not None else t.protagonist
    spot, count, other, cannot, wounded, skirmishing, at_this_site, party_at = _read(
        condition)
    if spot is not None:
        ids = accepted(spot, t.cards)
        found = [i for i in active(t, you) if i.card_id in ids
                 and not (other and item is not None and i.uid == item.uid)]
        return (len(found) >= count) != cannot
    if wounded is not None:
        ids = accepted(wounded, t.cards)
        return any(i.wounds > 0 for i in active(t, you) if i.card_id in ids)
    if skirmishing is not None:
        if subject is None:
            return False
        partners = [c if m == subject.uid else m for m, c in t.assignments
                    if subject.uid in (m, c)]
        ids = accepted(skirmishing, t.cards)
        return any(p.card_id in ids for p in (t.in_play(uid) for uid in partners)
                   if p is not None)
    if at_this_site:
        return t.seats[t.protagonist].position == position
    return t.seats[t.protagonist].position in party_at


_READ: dict[int, tuple[Condition, tuple]] = {}


def _read(condition: Condition) -> tuple:
    """A condition's fields as holds() reads them, read once per condition (held, so its
    id is not reused): each attribute read of a pydantic model goes through
    BaseModel.__getattr__'s slot hook."""
    known = _READ.get(id(condition))
    if known is None or known[0] is not condition:
        if len(_READ) >= 4096:
            _READ.clear()
        c = condition
        known = _READ[id(condition)] = (condition, (
            c.spot, c.count, c.other, c.cannot, c.wounded, c.skirmishing, c.at_this_site,
            c.party_at))
    return known[1]


def applying(t: Table, subject: InPlay, kind: str) -> tuple[Modifier, ...]:
    """The modifiers of this kind that change this character now (worked out once per
    table, character and kind: a skirmish's strengths are asked for again and again)."""
    return _applied(t, subject, kind)[0]


_NOTHING: tuple[tuple, int] = ((), 0)


def _applied(t: Table, subject: InPlay, kind: str) -> tuple[tuple[Modifier, ...], int]:
    """(applying()'s modifiers, the sum of their amounts), worked out once per table,
    character and kind."""
    if kind not in _kinds(t.cards):
        return _NOTHING  # no card of the game changes this
    found = _all_sources(t).get(kind)
    if not found:
        return _NOTHING  # no card in play changes this
    known = scratch(t)
    key = ("applying", id(subject), kind)
    held = known.get(key)
    if held is None or held[0] is not subject:  # the subject is held: its id stays its
        held = known[key] = (subject, _applying(t, subject, kind, found))
    return held[1]


def _applying(t: Table, subject: InPlay, kind: str,
              found: tuple[Source, ...]) -> tuple[tuple[Modifier, ...], int]:
    if not is_active(t, subject):
        return _NOTHING
    modifiers, total = [], 0
    for source in found:
        item = source[1]
        for modifier, amount, this, bearer, other, selector, when in _of_kind(source[0], kind):
            # Whether the modifier's selector picks this character:
            if this:
                if item is None or subject.uid != item.uid:
                    continue
            elif bearer:
                if item is None or subject.uid != item.bearer:
                    continue
            elif other and item is not None and subject.uid == item.uid:
                continue
            elif subject.card_id not in picked_by(selector, t.cards):
                continue
            for condition in when:
                if not holds(t, condition, source, subject):
                    break
            else:
                modifiers.append(modifier)
                total += amount
    return tuple(modifiers), total


_OF_KIND: dict[tuple[int, str], tuple[Card, tuple]] = {}


def _of_kind(card: Card, kind: str) -> tuple[tuple, ...]:
    """(modifier, amount, and its selector's this, bearer, other, the selector, its
    conditions) of each of the card's modifiers of this kind, read once per card and kind
    (the card is held, so its id is not reused): each attribute read of a pydantic model
    goes through BaseModel.__getattr__'s slot hook."""
    key = (id(card), kind)
    known = _OF_KIND.get(key)
    if known is None or known[0] is not card:
        if len(_OF_KIND) >= 8192:
            _OF_KIND.clear()
        known = _OF_KIND[key] = (card, tuple(
            (m, m.amount, s.this, s.bearer, s.other, s, tuple(m.when))
            for m in card.modifiers if m.modifier == kind for s in (m.applies_to,)))
    return known[1]


# The keywords the values below read, as module names: on Python 3.11 each Loaded.X goes
# through EnumType's __getattr__ hook (~70 ns; a module name takes ~10), and a skirmish
# asks for every fighter's.
_DAMAGE, _DEFENDER, _SHOOT, _BRAZEN, _DURABLE, _INDOMITABLE = (
    Loaded.DAMAGE, Loaded.DEFENDER, Loaded.SHOOT, Loaded.BRAZEN, Loaded.DURABLE,
    Loaded.INDOMITABLE)


def change(t: Table, subject: InPlay, kind: str) -> int:
    """Static modifiers and lasting changes of this kind on this character."""
    total = sum([x.amount for x in t.lasting if x.uid == subject.uid and x.kind == kind]
                ) if t.lasting else 0
    return total + _applied(t, subject, kind)[1]


_PRINTED: dict[int, tuple[object, dict]] = {}
_PRINTED_LAST: tuple[object, dict] = (None, {})


def _printed(t: Table, item: InPlay) -> tuple:
    """(printed strength or 0, Damage +X, Defender +X, Shoot +X, Brazen X, whether it has
    Durable, Durable X, whether it has Indomitable) of the item's card, read once per card
    of a mapping (held, so its id is not reused): a skirmish asks for every fighter's, and
    each read of a card goes through pydantic's __getattr__ hook (its keyword index too).
    The last mapping's answers are kept apart, swapped in whole."""
    global _PRINTED_LAST
    cards = t.cards
    held = _PRINTED_LAST
    if held[0] is not cards:
        held = _PRINTED.get(id(cards))
        if held is None or held[0] is not cards:
            if len(_PRINTED) >= 64:
                _PRINTED.clear()
            held = _PRINTED[id(cards)] = (cards, {})
        _PRINTED_LAST = held
    found = held[1].get(item.card_id)
    if found is None:
        card = cards[item.card_id]
        found = held[1][item.card_id] = (
            card.strength or 0, card.keyword_value(_DAMAGE), card.keyword_value(_DEFENDER),
            card.keyword_value(_SHOOT), card.keyword_value(_BRAZEN),
            card.has_keyword(_DURABLE), card.keyword_value(_DURABLE),
            card.has_keyword(_INDOMITABLE))
    return found


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
    return kind in _kinds(t.cards)


_MODIFYING: tuple[object, dict] = (None, {})


def _modifying(cards) -> dict[str, tuple[Card, tuple[str, ...]]]:
    """(card, its modifier kinds) by card id, for the cards of this mapping that have any:
    the field's cards looked up by id, not read (a card's every attribute read goes through
    pydantic's __getattr__ hook). The last mapping's, swapped in whole (it is held, so its
    id is not reused)."""
    global _MODIFYING
    held = _MODIFYING
    if held[0] is not cards:
        held = _MODIFYING = (cards, {card_id: (card, tuple(card.modifier_kinds))
                                     for card_id, card in cards.items()
                                     if card.modifier_kinds})
    return held[1]


_KINDS: dict[int, tuple[object, frozenset[str]]] = {}


_KINDS_LAST: tuple[object, frozenset[str]] = (None, frozenset())


def _kinds(cards) -> frozenset[str]:
    """The modifier kinds of a card mapping, remembered with the mapping (so its id is never
    reused while the answer is kept). The last mapping's answer is kept apart, swapped in
    whole: most positions ask more than once, and the keyed lookup costs far more."""
    global _KINDS_LAST
    last = _KINDS_LAST
    if last[0] is cards:
        return last[1]
    known = _KINDS.get(id(cards))
    if known is None or known[0] is not cards:
        if len(_KINDS) >= 64:
            _KINDS.clear()
        known = _KINDS[id(cards)] = (cards, frozenset(
            kind for card in cards.values() for kind in card.modifier_kinds))
    _KINDS_LAST = known
    return known[1]


def cost_change(t: Table, card: Card) -> int:
    """What modifiers in play add to or take from a card's cost."""
    if "cost" not in _kinds(t.cards):
        return 0
    found = _all_sources(t).get("cost")
    if not found:
        return 0
    known = scratch(t)
    total = known.get(("cost", card.id))
    if total is None:
        total = 0
        for source in found:
            for modifier in source[0].modifiers:
                if (modifier.modifier == "cost" and modifier.applies_to.picks(card)
                        and all(holds(t, c, source, None) for c in modifier.when)):
                    total += modifier.amount
        known[("cost", card.id)] = total
    return total
