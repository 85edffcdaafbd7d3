"""The printed sentence an ability stands for, generated from its structure, so a test can
hold each shipped card's abilities against its text ("Skirmish: Exert Baloo to make him
strength +2.").

Each function returns the ways a phrase may be printed; a sentence matches when any
combination is the printed one (compared with effects.normalise).
"""

from __future__ import annotations

from itertools import product

from .abilities import (
    Ability,
    AssignTarget,
    Cards,
    Cost,
    FromScrap,
    Gain,
    Leave,
    Pick,
    Prevent,
    Ranged,
    Strength,
    Tokens,
    Wounds,
)
from .effects import Wanted, culture_name

Ways = list[str]


def _a(noun: str) -> str:
    return f"an {noun}" if noun.lstrip("[").lower()[:1] in "aeiou" else f"a {noun}"


def _count(count: int, one: str, many: str) -> str:
    return one if count == 1 else f"{count} {many}"


def _wanted(wanted: Wanted) -> str:
    """'Winged Monkey minion', '[Oz] companion', 'Shere Khan'."""
    return wanted.noun()


def pick_ways(pick: Pick, card_title: str, card_type: str, ability: Ability) -> Ways:
    """How the text names the card(s) an effect changes."""
    if pick.this:
        return [card_title, "him", "her", "it", f"this {card_type}"]
    if pick.bearer:
        return ["bearer", "him", "her"]
    if pick.trigger == "subject":
        return ["that companion", "that minion", "that character"]
    if pick.trigger == "killer":
        return ["the companion that killed it"]
    if pick.chosen:
        return chosen_ways(ability.target)
    if pick.title:
        return [pick.title]
    noun = pick.wanted().noun()
    if pick.skirmishing:
        return [f"each {noun} skirmishing {who}" for who in ("him", "her", "it")]
    return [f"each {noun}", f"each other {noun}" if pick.other else f"every {noun}"]


def chosen_ways(target: Pick) -> Ways:
    noun = target.wanted().noun()
    if target.other:
        return [f"another {noun}"]
    if target.unassigned:
        return [_a(f"unassigned {noun}")]
    if target.skirmishing:
        return [f"{_a(noun)} {who} is skirmishing" for who in ("he", "she", "it")]
    return [_a(noun)]


def cost_ways(cost: Cost, card_title: str, card_type: str, ability: Ability) -> Ways:
    if cost.exert is not None:
        if cost.exert.this or cost.exert.title:
            return [f"exert {cost.exert.title or card_title}"]
        if cost.exert.bearer:
            return ["exert bearer"]
        wanted = cost.exert.wanted()
        if cost.count > 1:
            other = "other " if cost.exert.other else ""
            return [f"exert {cost.count} {other}{wanted.noun(cost.count)}"]
        if cost.exert.other:
            return [f"exert another {wanted.noun()}"]
        return [f"exert {_a(wanted.noun())}"]
    if cost.discard_this:
        return [f"discard this {card_type}", f"discard {card_title}"]
    if cost.discard_from_hand:
        return [f"discard {_count(cost.discard_from_hand, 'a card', 'cards')} from your hand"]
    if cost.add_burden:
        return [f"add {_count(cost.add_burden, 'a burden', 'burdens')}"]
    return [f"remove {cost.remove_risk} from the risk pool"]


def _until(until: str) -> str:
    return " until the regroup phase" if until == "regroup" else ""


def effect_ways(effect, card_title: str, card_type: str, ability: Ability) -> Ways:
    def to(pick: Pick) -> Ways:
        return pick_ways(pick, card_title, card_type, ability)

    if isinstance(effect, Strength):
        bracket = ""
        if effect.if_it_is is not None:
            wanted = effect.if_it_is
            named = wanted.title or _a(wanted.keyword or wanted.noun())
            bracket = f" (or {effect.or_amount:+d} if it is {named})"
        elif effect.if_spot is not None:
            spotted = effect.if_spot.phrase().removeprefix("while you can spot ")
            bracket = f" (or {effect.or_amount:+d} if you spot {spotted})"
        return [f"make {who} strength {effect.amount:+d}{bracket}{_until(effect.until)}"
                for who in to(effect.to)]
    if isinstance(effect, Ranged):
        side = "party" if effect.side == "party" else "minion"
        return [f"make the {side} ranged total {effect.amount:+d}"]
    if isinstance(effect, Wounds):
        if effect.effect == "heal":
            wounds = _count(effect.count, "a wound", "wounds")
            return [f"remove {wounds} from {who}" for who in to(effect.to)]
        verb = "exert" if effect.effect == "exert" else f"deal {effect.count} wound(s) to"
        return [f"{verb} {who}" for who in to(effect.to)]
    if isinstance(effect, Gain):
        return [f"make {who} gain {effect.keyword} +{effect.amount}{_until(effect.until)}"
                for who in to(effect.to)]
    if isinstance(effect, Cards):
        if effect.effect == "draw":
            return [f"draw {_count(effect.count, 'a card', 'cards')}"]
        return [f"fetch {_a(_wanted(effect.wanted))} from your book"]
    if isinstance(effect, FromScrap):
        kinds = " or ".join(f"[{culture_name(w.cultures[0])}]" if w.cultures else
                            w.keyword or w.title or "" for w in effect.wanted)
        return [f"play {_a(kinds + ' minion')} from your scrap pile"]
    if isinstance(effect, Leave):
        return [f"{effect.effect} {who}" for who in to(effect.to)]
    if isinstance(effect, Tokens):
        verb = "add" if effect.amount > 0 else "remove"
        noun = "risk" if effect.effect == "risk" else "burdens"
        return [f"{verb} {abs(effect.amount)} {noun}"]
    if isinstance(effect, Prevent):
        if effect.effect == "prevent-wounds":
            return [f"prevent {effect.count} of those wounds"]
        return [f"prevent it; {who} is left with 1 health" for who in to(effect.to)]
    assert isinstance(effect, AssignTarget)
    return [f"assign {a} to skirmish {b}" for a in chosen_ways(ability.target)
            for b in chosen_ways(effect.companion)]


def ability_sentences(ability: Ability, card_title: str, card_type: str,
                      response: str | None = None) -> Ways:
    """Every way the ability's sentence may be printed."""
    spots = [[f"spot {the}{c.phrase().removeprefix('while you can spot ')}"
              for the in ("", "the ")] for c in ability.requires]
    costs = [cost_ways(c, card_title, card_type, ability) for c in ability.costs]
    effects = [effect_ways(e, card_title, card_type, ability) for e in ability.effects]
    if ability.timing:
        labels = [f"{p.title()}: " for p in ability.timing]
    elif ability.when is not None:
        labels = [f"When this {card_type} is {ability.when}, "]
    else:
        labels = [f"Response: If {response}, "]
    found = []
    for label in labels:
        for before in product(*spots, *costs):
            for after in product(*effects):
                body = " and ".join(after)
                if before:
                    body = f"{' and '.join(before)} to {body}"
                found.append(label + body[:1].upper() + body[1:] + ".")
    return found
