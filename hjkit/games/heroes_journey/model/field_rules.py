"""The rules a card file's fields obey beyond their types: "exactly one of ...", "a minion
needs home_site", a readable keyword. Each takes a model of cards.py, abilities.py or
effects.py, whose validators call it, and raises ValueError naming what is wrong.
"""

from __future__ import annotations

import re

from .keywords import Loaded, parse_keyword
from .kinds import BOOK_TYPES, CHARACTER_TYPES, CULTURE_ICONS, ITEM_TYPES

_RANGE = re.compile(r"^([1-9])-([1-9])$")
_AMOUNTED = {"strength", "damage", "defender", "durable", "shoot", "brazen", "cost"}
PREVENT_FOR = {"about-to-take-wounds": "prevent-wounds", "about-to-be-killed": "prevent-kill"}
"""The prevent effect that answers each "about to" trigger."""


# --- Small facts the rules below and the models' properties share ---------------------------

def filtered(pick) -> bool:
    """Whether a Pick, Wanted or Selector names cards by a filter."""
    return any((pick.title, pick.type, pick.cultures, pick.keyword))


def chosen_exert(ability):
    """The cost that exerts a character you choose ("Exert a [Troy] minion"), if any."""
    return next((c for c in ability.costs if c.exert is not None and filtered(c.exert)
                 and not c.exert.title), None)


def type_line(card) -> str:
    """The type line as printed: 'Companion • Oz', 'Condition • Support Area'."""
    parts = [card.type.replace("_", " ").title()]
    if card.support_area:
        parts.append("Support Area")
    if card.item_class:
        parts.append(card.item_class)
    return " • ".join(parts)


def printed_text(card) -> str:
    """Every piece of text the card prints, for checks such as the fonts' glyphs."""
    return " ".join([card.title, card.text, card.flavor, card.back or "", *card.keywords])


def site_positions(card) -> range:
    """The adventure-path positions a site may be placed at."""
    if card.site_number is not None:
        return range(card.site_number, card.site_number + 1)
    low, high = (int(n) for n in (card.site_range or "1-9").split("-"))
    return range(low, high + 1)


def hero_of(keywords) -> str | None:
    """The quest need named by a Hero [ ] keyword among these printed ones, or None."""
    for printed in keywords:
        keyword = parse_keyword(printed)
        if keyword.name == Loaded.HERO:
            return keyword.bracket
    return None


# --- Field rules ------------------------------------------------------------------------------

def not_blank(text: str) -> str:
    if not text.strip():
        raise ValueError("must not be blank")
    return text


def known_icon(name: str) -> str:
    if name not in CULTURE_ICONS:
        raise ValueError(f"no icon is called {name!r}; the icons are "
                         f"{', '.join(sorted(CULTURE_ICONS))}")
    return name


def readable_keyword(printed: str) -> str:
    parse_keyword(printed)  # raises KeywordError, a ValueError, naming what is wrong
    return printed


def site_range_reads(value: str | None) -> str | None:
    if value is not None:
        match = _RANGE.match(value)
        if not match or int(match.group(1)) > int(match.group(2)):
            raise ValueError(f"site range {value!r} must read like '1-3'")
    return value


def focus_inside(value: tuple[float, float]) -> tuple[float, float]:
    if not all(0 <= v <= 1 for v in value):
        raise ValueError("focus takes two fractions from 0 to 1, e.g. [0.5, 0.3]")
    return value


# --- Object rules, one per model that has them ---------------------------------------------

def to_play_one_kind(to_play) -> None:
    kinds = [k for k in ("add_burden", "spot", "exert") if getattr(to_play, k) is not None]
    if len(kinds) != 1:
        raise ValueError("give exactly one of add_burden, spot or exert")
    if (to_play.reduced_by > 0) != (to_play.reduced_when is not None):
        raise ValueError("reduced_by and reduced_when go together")


def card_fields_fit_type(card) -> None:
    need: list[str] = []
    forbid: list[str] = []
    if card.type in BOOK_TYPES:
        need += ["side", "culture", "cost"]
        forbid += ["site_range", "site_number", "risk", "arrow", "quest"]
    else:
        forbid += ["side", "culture", "cost", "strength", "health", "home_site"]
    if card.type in CHARACTER_TYPES:
        need += ["strength", "health"]
    if card.type == "minion":
        need.append("home_site")
    elif "home_site" not in forbid:
        forbid.append("home_site")
    if card.type == "site":
        need += ["risk", "arrow"]
        if card.site_range is None and card.site_number is None:
            raise ValueError("a site needs site_range (standard) or site_number (intro)")
    if card.type == "quest_need":
        need.append("quest")
    for name in need:
        if getattr(card, name) is None:
            raise ValueError(f"a {card.type.replace('_', ' ')} needs {name}")
    for name in forbid:
        if getattr(card, name) is not None:
            raise ValueError(f"a {card.type.replace('_', ' ')} has no {name}")
    if card.type == "companion" and card.side != "campaign":
        raise ValueError("companions are campaign cards")
    if card.type == "minion" and card.side != "adversary":
        raise ValueError("minions are adversary cards")
    if card.type == "event" and not (card.timing or card.response):
        raise ValueError("an event needs timing (its phases) or response")
    if card.item_class and card.type not in ITEM_TYPES | {"condition"}:
        raise ValueError("only artifacts, possessions and conditions have an item_class")
    if card.support_area and card.bearer:
        raise ValueError("a card plays to the support area or on a bearer, not both")
    _card_modifiers_fit(card)
    _card_abilities_fit(card)


def _card_abilities_fit(card) -> None:
    for ability in card.abilities:
        if card.type == "event" and ability.timing and not set(ability.timing) <= set(
                card.timing):
            raise ValueError("an event's ability is labelled with one of its timing "
                             "phases")
        if card.type == "event" and ability.response is not None and not card.response:
            raise ValueError("a response ability belongs to an event with response")
        if ability.when is not None and card.type not in CHARACTER_TYPES:
            raise ValueError("'When this ... is killed' belongs to a companion or minion")
        if card.type == "event" and any(c.discard_this for c in ability.costs):
            raise ValueError("an event is discarded when played; discard_this is for "
                             "cards in play")
    if card.type == "event" and len({p for a in card.abilities for p in a.timing}) < sum(
            len(a.timing) for a in card.abilities):
        raise ValueError("an event has one ability per phase label")


def _card_modifiers_fit(card) -> None:
    for modifier in card.modifiers:
        if modifier.applies_to.bearer and card.bearer is None:
            raise ValueError("a modifier for the bearer needs a card with a bearer line")
        if modifier.applies_to.this and card.type not in CHARACTER_TYPES:
            raise ValueError("only a character's modifier applies to this card itself")
        if any(c.at_this_site for c in modifier.when) and card.type != "site":
            raise ValueError("only a site's modifier holds 'at this site'")


def pick_one_kind(pick) -> None:
    is_filtered = filtered(pick)
    named = (pick.this, pick.bearer, pick.chosen, pick.trigger is not None, is_filtered)
    if sum(named) != 1:
        raise ValueError("give exactly one of this, bearer, chosen, trigger, or a filter "
                         "(title, type, cultures, keyword)")
    if not is_filtered and (pick.other or pick.skirmishing or pick.unassigned):
        raise ValueError("other, skirmishing and unassigned go with a filter")


def cost_one_kind(cost) -> None:
    kinds = [cost.exert is not None, cost.discard_this, cost.discard_from_hand > 0,
             cost.add_burden > 0, cost.remove_risk > 0]
    if sum(kinds) != 1:
        raise ValueError("give exactly one of exert, discard_this, discard_from_hand, "
                         "add_burden, remove_risk")
    if cost.exert is not None and (cost.exert.chosen or cost.exert.trigger):
        raise ValueError("an exert cost names this card, its bearer or a filter")
    if cost.count > 1 and (cost.exert is None or not filtered(cost.exert)
                           or cost.exert.title):
        raise ValueError("count goes with an exert cost you choose ('exert 2 other "
                         "companions')")


def strength_bracket(strength) -> None:
    if (strength.or_amount is None) != (strength.if_it_is is None and strength.if_spot is None):
        raise ValueError("or_amount goes with if_it_is or if_spot")
    if strength.if_it_is is not None and strength.if_spot is not None:
        raise ValueError("give if_it_is or if_spot, not both")


def cards_fetch_names(cards) -> None:
    if (cards.effect == "fetch") != (cards.wanted is not None):
        raise ValueError("fetch names the cards wanted; draw does not")


def ability_timed(ability) -> None:
    if sum((bool(ability.timing), ability.response is not None,
            ability.when is not None)) != 1:
        raise ValueError("give exactly one of timing (phase labels), response or when")
    if ability.when is not None and ability.costs:
        raise ValueError("a 'When ...' ability is required: it has no costs")
    prevents = {e.effect for e in ability.effects if e.effect in PREVENT_FOR.values()}
    answers = PREVENT_FOR.get(ability.response.trigger) if ability.response else None
    if prevents and prevents != {answers}:
        raise ValueError("prevent-wounds answers 'about-to-take-wounds', prevent-kill "
                         "'about-to-be-killed'")
    chosen = any(e.effect == "assign" or (getattr(e, "to", None) is not None and e.to.chosen)
                 for e in ability.effects)
    if chosen != (ability.target is not None):
        raise ValueError("a target goes with an effect 'to: {chosen: true}' or 'assign'")
    if ability.target is not None and not filtered(ability.target):
        raise ValueError("a target is chosen from the characters a filter names")
    if sum(1 for c in ability.costs if c.exert is not None and filtered(c.exert)
           and not c.exert.title) > 1:
        raise ValueError("at most one cost exerts a chosen character")
    exert = chosen_exert(ability)
    if exert is not None and exert.count > 1 and any(e.effect == "assign"
                                                      for e in ability.effects):
        raise ValueError("an assign effect and exerting 2 chosen characters both need the "
                         "second choice (also)")


def selector_one_kind(selector) -> None:
    is_filtered = filtered(selector)
    if sum((selector.this, selector.bearer, is_filtered)) != 1:
        raise ValueError("give exactly one of this, bearer, or a filter (type, title, "
                         "cultures, keyword)")
    if (selector.other or selector.except_titles) and not is_filtered:
        raise ValueError("other and except_titles go with a filter")


def wanted_not_empty(wanted) -> None:
    if not filtered(wanted):
        raise ValueError("name at least one of title, type, cultures, keyword")


def condition_one_kind(condition) -> None:
    kinds = [condition.spot is not None, condition.wounded is not None,
             condition.skirmishing is not None, condition.at_this_site,
             bool(condition.party_at)]
    if sum(kinds) != 1:
        raise ValueError("give exactly one of spot, wounded, skirmishing, at_this_site, "
                         "party_at")
    if condition.spot is None and (condition.count != 1 or condition.other or condition.cannot):
        raise ValueError("count, other and cannot go with spot")
    if any(not 1 <= p <= 9 for p in condition.party_at):
        raise ValueError("party_at lists site numbers 1 to 9")


def modifier_amount_fits(modifier) -> None:
    if (modifier.modifier in _AMOUNTED) == (modifier.amount == 0):
        wrong = "needs a non-zero amount" if modifier.modifier in _AMOUNTED else "has no amount"
        raise ValueError(f"a {modifier.modifier} modifier {wrong}")
    if modifier.modifier == "cost" and (modifier.applies_to.this or modifier.applies_to.bearer):
        raise ValueError("a cost modifier applies to the cards a filter picks")

