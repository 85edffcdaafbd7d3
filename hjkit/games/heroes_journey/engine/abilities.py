"""When a card's ability (or an event's effect) may be used, and on what: its timing or
response window, its "Spot ... to" requirements, its costs and its legal choices.

The choices are the action's fields: choice (the character the text lets you pick), exert
(the character a cost exerts), also (a second character) and pick (a card id in a pile).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hjkit.kit.game import Refusal

from ..model.abilities import Ability, Pick
from ..model.cards import Card
from .modifiers import holds
from .playing import risk_cost, unique_holder
from .spotting import on_field
from .state import InPlay, Table, Triggered


@dataclass(frozen=True, slots=True)
class Use:
    """One use of an ability: who, which card and ability, and the choices made."""

    seat: int
    card: Card
    ability: Ability
    source: InPlay | None
    """The card in play whose ability this is; None for an event played from hand."""
    choice: int | None = None
    exert: int | None = None
    also: int | None = None
    pick: str | None = None
    paid: int = 0
    """Risk the event itself cost (it is on the pool before its effect resolves)."""




def triggers(t: Table, ability: Ability) -> list[Triggered]:
    """The moments in the window this response answers."""
    response = ability.response
    if response is None:
        return []
    ids = t.facts.accepted(response.wanted)
    return [w for w in t.window if w.trigger == response.trigger and w.card_id in ids]


def timely(t: Table, ability: Ability) -> bool:
    """Whether the ability answers to now; a "When ... is killed" ability is never used at
    will (it is owed, see required)."""
    if ability.when is not None:
        return False
    if ability.response is not None:
        return bool(triggers(t, ability))
    return t.step.timing in ability.timing


def paired(t: Table, a: int, b: int) -> bool:
    return (a, b) in t.assignments or (b, a) in t.assignments


def fitting(t: Table, pick: Pick, use: Use, exerted: tuple[int, ...] = ()) -> list[InPlay]:
    """Active characters a filter names, as an ability sees them."""
    source = use.source
    if pick.other and use.ability.response is not None:
        # "exert another ... companion": not the one the response is about.
        exerted = (*exerted, *(w.uid for w in triggers(t, use.ability)))
    anchor = None
    if pick.skirmishing is not None:
        anchor = (source.uid if pick.skirmishing == "this" else source.bearer) if source else -1
    ids = t.facts.accepted(pick.wanted())
    found = []
    for item, _ in on_field(t).characters:
        if item.card_id not in ids:
            continue
        if pick.other and (item.uid in exerted or (source is not None and item.uid in (
                source.uid, source.bearer))):
            continue
        if pick.unassigned and t.is_assigned(item.uid):
            continue
        if anchor is not None and not paired(t, item.uid, anchor):
            continue
        found.append(item)
    return found


def resolve(t: Table, pick: Pick, use: Use, exerted: tuple[int, ...] = ()) -> list[InPlay]:
    """The characters a Pick names now."""
    if pick.this:
        found = [use.source]
    elif pick.bearer:
        found = [t.in_play(use.source.bearer)] if use.source and use.source.bearer else []
    elif pick.chosen:
        found = [t.in_play(use.choice)] if use.choice is not None else []
    elif pick.trigger is not None:
        moments = triggers(t, use.ability)
        uid = (moments[0].uid if pick.trigger == "subject" else moments[0].killer
               ) if moments else None
        found = [t.in_play(uid)] if uid is not None else []
    else:
        found = fitting(t, pick, use, exerted)
    return [i for i in found if i is not None]


def own_named(t: Table, pick: Pick, use: Use) -> list[InPlay]:
    """Characters of yours an exert cost may name ("Exert Baloo", "Exert a [Troy] minion")."""
    if pick.this or pick.bearer:
        return resolve(t, pick, use)
    return [i for i in fitting(t, pick, use) if i.owner == use.seat]


def exert_options(t: Table, use: Use) -> list[InPlay]:
    cost = use.ability.chosen_exert
    if cost is None:
        return []
    return [i for i in own_named(t, cost.exert, use) if t.remaining_health(i) > 1]


def exerted_by(use: Use) -> tuple[int, ...]:
    return (use.exert,) if use.exert is not None else ()


def target_options(t: Table, use: Use) -> list[InPlay]:
    target = use.ability.target
    if target is None:
        return []
    found = fitting(t, target, use, exerted_by(use))
    if use.ability.assign_effect is not None:
        # "If it does BOTH the minion and the companion must be unassigned"
        found = [i for i in found if not t.is_assigned(i.uid)]
    if use.ability.exerts_target:
        found = [i for i in found if t.remaining_health(i) > 1]
    return found


def also_options(t: Table, use: Use) -> list[InPlay]:
    """The second choice: the companion an assign names, or the second character a cost
    exerts ("exert 2 other companions")."""
    if use.ability.double_exert:
        return [i for i in exert_options(t, use) if i.uid != use.exert]
    effect = use.ability.assign_effect
    if effect is None:
        return []
    # "If it does BOTH the minion and the companion must be unassigned", whatever the card
    # data says of its companion.
    return [i for i in fitting(t, effect.companion, use) if not t.is_assigned(i.uid)]


def pick_options(t: Table, use: Use) -> list[str]:
    """Cards in your scrap pile you may play, their cost affordable now."""
    effect = use.ability.from_scrap
    if effect is None:
        return []
    found = []
    for card_id in dict.fromkeys(t.seats[use.seat].scrap):
        card = t.cards[card_id]
        if not any(w.matches(card) for w in effect.wanted) or unique_holder(
                t, use.seat, card) is not None:
            continue
        if card.side == "adversary" and risk_cost(t, use.seat, card) > t.risk - use.paid:
            continue
        found.append(card_id)
    return found


def options(t: Table, use: Use) -> list[Use]:
    """Every way of making this ability's choices now."""
    ability = use.ability
    if ability.asks_nothing:  # one way: every choice None
        return [Use(use.seat, use.card, ability, use.source, paid=use.paid)]
    exerts = [i.uid for i in exert_options(t, use)] if ability.chosen_exert else _NONE
    found = []
    for exert in exerts:
        chosen = use if exert == use.exert else replace(use, exert=exert)
        choices = [i.uid for i in target_options(t, chosen)] if ability.target else _NONE
        alsos = [i.uid for i in also_options(t, chosen)] or _NONE
        if ability.double_exert:  # one order of the two is enough
            alsos = [a for a in alsos if a is not None and a > exert]
        picks = pick_options(t, chosen) or _NONE
        seat, card, source, paid = use.seat, use.card, use.source, use.paid
        found += [Use(seat, card, ability, source, choice, exert, also, pick, paid)
                  for choice in choices for also in alsos for pick in picks]
    return found


_NONE = (None,)


def check_use(t: Table, use: Use) -> Refusal | None:
    """None when the ability may be used now with these choices."""
    card, ability = use.card, use.ability
    if ability.when is not None:
        owed = t.pending[0] if t.pending else None
        if owed is None or owed.card_id != card.id or use.source is not None:
            return Refusal("required-trigger", f"{card.title}'s 'When this {card.type} is "
                                               f"{ability.when}' is resolved when it happens")
    elif not timely(t, ability):
        if ability.response is not None:
            return Refusal("response-window", f"{card.title} answers only when "
                                              f"{card.response}: 'Response:' events are played "
                                              "'whenever their listed conditions occur'")
        listed = ", ".join(p.title() + ":" for p in ability.timing)
        return Refusal("ability-timing", f"{card.title}'s ability is labelled {listed} and "
                                         "it is not that part of the turn")
    return check_requirements(t, use) or _check_choices(t, use)


def check_requirements(t: Table, use: Use) -> Refusal | None:
    """The ability's "Spot ... to" requirements and its costs."""
    card, source = use.card, (use.card, use.source, 0)
    for condition in use.ability.requires:
        if not holds(t, condition, source, None, you=use.seat):
            needed = condition.phrase().replace("while you can ", "")
            return Refusal("ability-spot", f"To use {card.title} you must {needed} ('To SPOT "
                                           "something means the card is in play and "
                                           "ACTIVE.')")
    return _check_costs(t, use)


def _check_costs(t: Table, use: Use) -> Refusal | None:
    s = t.seats[use.seat]
    for cost in use.ability.costs:
        if cost.exert is not None and cost is not use.ability.chosen_exert:
            named = own_named(t, cost.exert, use)
            if not named:
                return Refusal("ability-exert", f"{use.card.title}: there is no one of yours "
                                                "to exert")
            if t.remaining_health(named[0]) <= 1:
                return Refusal("exert", f"{t.card_of(named[0]).title} has 1 health left: "
                                        "'You cannot exert a character with 1 health.'")
        if cost.discard_this and use.source is None:
            return Refusal("discard-this", f"{use.card.title} must be in play to discard it")
        if cost.discard_from_hand > s.hand - (0 if use.source else 1):
            return Refusal("empty-hand", f"{s.name} has no card in hand to discard for "
                                         f"{use.card.title}")
        if cost.remove_risk > t.risk - use.paid:
            return Refusal("risk-pool", f"{use.card.title} removes {cost.remove_risk} from the "
                                        f"risk pool, which holds {t.risk}")
    if use.ability.chosen_exert is not None:
        if use.exert not in {i.uid for i in exert_options(t, use)}:
            wanted = use.ability.chosen_exert.exert.wanted()
            return Refusal("ability-exert", f"{use.card.title}: exert {wanted.noun()} of yours "
                                            "with more than 1 health ('You cannot exert a "
                                            "character with 1 health.')")
        if use.ability.double_exert and use.also not in {i.uid for i in also_options(t, use)}:
            return Refusal("ability-exert", f"{use.card.title}: exert 2 different characters "
                                            "of yours, each with more than 1 health")
    elif use.exert is not None and use.source is not None:
        return Refusal("ability-exert", f"{use.card.title}'s ability exerts no one you choose")
    return None


def _check_choices(t: Table, use: Use) -> Refusal | None:
    ability, title = use.ability, use.card.title
    if ability.target is not None:
        if use.choice not in {i.uid for i in target_options(t, use)}:
            return Refusal("ability-target", f"{title}: choose {_a(ability.target)} in play "
                                             "and active")
    elif use.choice is not None:
        return Refusal("ability-target", f"{title} lets you choose no character")
    assigning = ability.assign_effect is not None
    if assigning and use.also not in {i.uid for i in also_options(t, use)}:
        return Refusal("assignment-action", "'If it does BOTH the minion and the companion "
                                            "must be unassigned'")
    if not assigning and not ability.double_exert and use.also is not None:
        return Refusal("ability-target", f"{title} lets you choose one character at most")
    wants_pick = ability.from_scrap is not None
    if wants_pick and use.pick not in pick_options(t, use):
        return Refusal("scrap-pile", f"{title}: choose a card in your scrap pile that it "
                                     "names and that the risk pool can pay for")
    if not wants_pick and use.pick is not None:
        return Refusal("scrap-pile", f"{title} plays nothing from a pile")
    return None


def _a(pick: Pick) -> str:
    noun = pick.wanted().noun()
    return noun if pick.title else f"a {noun}"
