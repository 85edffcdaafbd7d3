"""When a card's ability (or an event's effect) may be used, and on what: its timing or
response window, its "Spot ... to" requirements, its costs and its legal choices.

The choices are the action's fields: choice (the character the text lets you pick), exert
(the character a cost exerts), also (a second character) and pick (a card id in a pile).
"""

from __future__ import annotations

from dataclasses import dataclass

from hjkit.kit.game import Refusal

from ..model.abilities import Ability, Pick
from ..model.cards import Card
from .accepting import accepted
from .modifiers import holds
from .playing import risk_cost, unique_holder
from .spotting import on_field
from .state import InPlay, Table, Triggered, maker, quick_init
from .state import replace as with_


@quick_init
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


make_use = maker(Use)
"""Use(...) built without the type call (options() builds one per choice)."""


def triggers(t: Table, ability: Ability) -> list[Triggered]:
    """The moments in the window this response answers."""
    response = ability.response
    if response is None:
        return []
    ids = accepted(response.wanted, t.cards)
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
    """Active characters a filter names, as an ability sees them (worked out once per
    table, pick, source and exerted characters: legal_actions builds the choices, then
    checks them)."""
    source = use.source
    if pick.other and use.ability.response is not None:
        # "exert another ... companion": not the one the response is about.
        exerted = (*exerted, *(w.uid for w in triggers(t, use.ability)))
    # Kept with the field's view, for the table's assignments (all _fitting reads besides
    # the view's field and the source, whose uid on that field names it): checking a play
    # and making it ask the same of two tables, the second made by paying for the play.
    key = ("fitting", id(pick), source.uid if source else None, exerted)
    known = on_field(t).memo
    found = known.get(key)
    if found is None or found[0] is not pick or found[1] is not t.assignments:
        found = known[key] = (pick, t.assignments, _fitting(t, pick, source, exerted))
    return list(found[2])


def _fitting(t: Table, pick: Pick, source: InPlay | None,
             exerted: tuple[int, ...]) -> tuple[InPlay, ...]:
    wanted = pick.wanted()
    anchor = None
    if pick.skirmishing is not None:
        anchor = (source.uid if pick.skirmishing == "this" else source.bearer) if source else -1
    found = []
    other, unassigned = pick.other, pick.unassigned  # (read once: pydantic's hook per read)
    for item in _matching(t, wanted):
        if other and (item.uid in exerted or (source is not None and item.uid in (
                source.uid, source.bearer))):
            continue
        if unassigned and t.is_assigned(item.uid):
            continue
        if anchor is not None and not paired(t, item.uid, anchor):
            continue
        found.append(item)
    return tuple(found)


def _matching(t: Table, wanted) -> tuple[InPlay, ...]:
    """The active characters a filter accepts, kept with the field's view (the tables of a
    round of passes ask the same)."""
    view = on_field(t)
    key = ("matching", id(wanted))
    found = view.memo.get(key)
    if found is None or found[0] is not wanted:  # the filter is held: its id stays its
        ids = accepted(wanted, t.cards)
        found = view.memo[key] = (wanted, tuple([
            item for item, _ in view.characters if item.card_id in ids]))
    return found[1]


def active_characters(t: Table) -> tuple[tuple[InPlay, Card], ...]:
    """The companions and minions in play that are active now, with their cards."""
    return on_field(t).characters


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
    return fitting(t, effect.companion, use) if effect else []


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
        return [make_use(use.seat, use.card, ability, use.source, paid=use.paid)]
    exerts = [i.uid for i in exert_options(t, use)] if ability.chosen_exert else _NONE
    found = []
    for exert in exerts:
        chosen = use if exert == use.exert else with_(use, exert=exert)
        choices = [i.uid for i in target_options(t, chosen)] if ability.target else _NONE
        alsos = [i.uid for i in also_options(t, chosen)] or _NONE
        if ability.double_exert:  # one order of the two is enough
            alsos = [a for a in alsos if a is not None and a > exert]
        picks = pick_options(t, chosen) or _NONE
        seat, card, source, paid = use.seat, use.card, use.source, use.paid
        found += [make_use(seat, card, ability, source, choice, exert, also, pick, paid)
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


def usable_ones(t: Table, uses: list[Use]) -> list[Use]:
    """The uses check_use accepts, of those one options() call built from a timely ability,
    without their sentences: their choices are among the legal ones, so what is left to ask
    is the ability's requirements and costs, and whether it found the second character or
    the card from the scrap pile it needs (options() offers None when there is none). The
    uses differ only in their choices, and check_requirements reads of those only the exert
    and the second character, so it is asked once for each pair of those."""
    if not uses:
        return uses
    ability = uses[0].ability
    assigning = ability.assign_effect is not None
    picking = ability.from_scrap is not None
    answers: dict[tuple, bool] = {}
    found = []
    for use in uses:
        if (assigning and use.also is None) or (picking and use.pick is None):
            continue
        key = (use.exert, use.also)
        ok = answers.get(key)
        if ok is None:
            ok = answers[key] = check_requirements(t, use) is None
        if ok:
            found.append(use)
    return found


def usable_options(t: Table, use: Use) -> list[Use]:
    """usable_ones(t, options(t, use)) for a use with no choices made yet. When no way of
    making the ability's choices names an exert or a second character (every use then has
    the same answer from check_requirements), that answer is asked first, so a use its
    requirements or costs refuse (an empty hand to discard from, say) builds no choices."""
    ability = use.ability
    known = _FIXED.get(id(ability))
    if known is None or known[0] is not ability:
        if len(_FIXED) >= 4096:
            _FIXED.clear()
        known = _FIXED[id(ability)] = (
            ability, ability.chosen_exert is None and ability.assign_effect is None,
            ability.from_scrap is not None)
    if not known[1]:
        return usable_ones(t, options(t, use))
    if check_requirements(t, use) is not None:
        return []
    found = options(t, use)
    return [u for u in found if u.pick is not None] if known[2] else found


_FIXED: dict[int, tuple[Ability, bool, bool]] = {}
"""By the id of an ability (held, so its id is not reused): the ability, whether its
choices never name an exert or a second character (no chosen exert, so no double exert
either, and no assign effect), and whether it picks a card from the scrap pile."""


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
