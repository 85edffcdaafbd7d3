"""Turn actions other than playing cards and moving: second winds, sanctuaries, passing,
ranged wounds, assignment, choosing skirmishes, resting."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from . import actions as A
from .combat import (
    assign_capacity,
    choosing_ranged_antagonist,
    continue_ranged,
    deal_ranged_wound,
    minion_controllers,
    ranged_targets,
)
from .flow import finish_assigning, name, rest, title
from .playing import copies_used
from .procedure import after_action, after_pass
from .setup import finish_mulligans, finish_party
from .spotting import is_active, nobody_responds
from .state import Step, Table, Triggered
from .steps import is_procedure

_ASSIGNING = (Step.ASSIGN_PROTAGONIST, Step.ASSIGN_ANTAGONISTS)

Log = list[Event]


def check_second_wind(t: Table, action: A.SecondWind) -> Refusal | None:
    if t.step is not Step.CAMPAIGN:
        return Refusal("second-wind-phase", "a second wind is given 'during the campaign "
                                            "phase'")
    item = t.in_play(action.target)
    if item is None or item.owner != action.seat or t.card_of(item).type != "companion":
        return Refusal("second-wind-target", "choose one of your companions")
    card = t.card_of(item)
    if not card.unique:
        return Refusal("second-wind-unique", f"{card.title} is not unique; only 'a unique "
                                             "companion who is wounded' gets a second wind")
    if item.wounds == 0:
        return Refusal("second-wind-wounded", f"{card.title} has no wounds")
    s = t.seats[action.seat]
    if s.hand <= 0 or copies_used(t, action.seat, card.id) >= s.book.get(card.id, 0):
        return Refusal("second-wind-copy", f"{s.name} has no other copy of {card.title} to "
                                           "discard")
    return None


def perform_second_wind(t: Table, action: A.SecondWind, log: Log) -> Table:
    item = t.in_play(action.target)
    s = t.seats[action.seat]
    log.append(Event("second-wind", f"{s.name} discards a copy of {title(t, item)} for a "
                                    "second wind: 1 wound removed."))
    seats = list(t.seats)
    seats[action.seat] = replace(s, hand=s.hand - 1, discard=(*s.discard, item.card_id))
    return replace(t, seats=tuple(seats), field=t.field_with(item.uid, wounds=item.wounds - 1))


def check_heal(t: Table, action: A.Heal) -> Refusal | None:
    if t.step is not Step.CAMPAIGN or t.sanctuary_left <= 0:
        return Refusal("sanctuary", "wounds are removed by a sanctuary 'When the campaign "
                                    "phase begins', at a site with Sanctuary X, before any "
                                    "card is played")
    item = t.in_play(action.target)
    if item is None or item.owner != action.seat or t.card_of(item).type != "companion":
        return Refusal("sanctuary-target", "choose a companion in your party")
    if item.wounds == 0:
        return Refusal("sanctuary-target", f"{title(t, item)} has no wounds")
    return None


def perform_heal(t: Table, action: A.Heal, log: Log) -> Table:
    item = t.in_play(action.target)
    log.append(Event("heal", f"Sanctuary: 1 wound removed from {title(t, item)}."))
    t = t.with_item(item.uid, wounds=item.wounds - 1)
    return replace(t, sanctuary_left=t.sanctuary_left - 1)


def check_rest(t: Table, action: A.Rest) -> Refusal | None:
    if t.step is not Step.REGROUP_DECISION:
        return Refusal("not-resting-time", "the party rests at the end of the regroup phase")
    if action.discard and not may_discard(t, action.seat):
        return Refusal("reconcile-discard", "a player 'may discard 1 card from their hand' "
                                            "once, as they reconcile in the standard game")
    return None


def check_pass(t: Table, action: A.Pass) -> Refusal | None:
    if action.clock and (t.clock == 0 or not (t.responding or is_procedure(t.step))):
        return Refusal("no-clock", "only a window of the action procedure or for responses "
                                   "closes by the table's clock, at a table that has one")
    if t.responding:
        return None  # no response
    step = t.step
    if step is Step.STARTING_PARTY:
        return None if t.seats[action.seat].hero is not None else Refusal(
            "hero-first", "choose your hero before finishing your starting party")
    if step is Step.MULLIGANS or step in _ASSIGNING:
        return None
    if is_procedure(step):
        return None
    return Refusal("no-passing", f"there is no passing in the {t.step.phase} phase now")


def perform_pass(t: Table, action: A.Pass, log: Log) -> Table:
    who = name(t, action.seat)
    if t.responding:
        log.append(Event("no-response", f"{who} does not respond."))
        return t
    step = t.step
    if step is Step.STARTING_PARTY:
        log.append(Event("party-ready", f"{who}'s starting party is ready."))
        return finish_party(t.with_seat(action.seat, ready=True), log)
    if step is Step.MULLIGANS:
        log.append(Event("keep", f"{who} keeps the hand."))
        return finish_mulligans(t, log)
    if step in _ASSIGNING:
        log.append(Event("assigned", f"{who} finishes assigning."))
        return finish_assigning(t, log)
    how = " by the clock" if action.clock else ""  # the log tells the clock's passes apart
    log.append(Event("pass", f"{name(t, action.seat)} passes{how}."))
    return after_pass(t, log)


def check_wound(t: Table, action: A.Wound) -> Refusal | None:
    if action.target not in {c.uid for c in ranged_targets(t)}:
        return Refusal("ranged-target", "ranged wounds go to the protagonist's companions, "
                                        "then to the minions the chosen antagonist controls")
    return None


def check_assign(t: Table, action: A.Assign) -> Refusal | None:
    minion, companion = t.in_play(action.minion), t.in_play(action.companion)
    if (minion is None or t.card_of(minion).type != "minion" or companion is None
            or companion.owner != t.protagonist or t.card_of(companion).type != "companion"):
        return Refusal("assign-target", "assign a minion to one of the protagonist's companions")
    if t.is_assigned(minion.uid):
        return Refusal("assigned", f"{title(t, minion)} is already assigned")
    if t.step is Step.ASSIGNMENT:
        # Only "Assignment:" actions now; a plain assignment is the protagonist's, later.
        return Refusal("assignment-label", "in the assignment step 'each player may take an "
                                           "ACTION with the \"Assignment:\" label or PASS'; "
                                           "once all players consecutively pass, the "
                                           "Protagonist assigns the minions that remain")
    if t.step is Step.ASSIGN_PROTAGONIST:
        if len(t.assigned_to(companion.uid)) >= assign_capacity(t, companion):
            return Refusal("defender", f"{title(t, companion)} may skirmish only "
                                       f"{assign_capacity(t, companion)} minion(s): 'Each "
                                       "companion may only be assigned to skirmish 1 minion at "
                                       "a time' (+X with Defender +X)")
        return None
    if t.step is Step.ASSIGN_ANTAGONISTS:
        if minion.owner != action.seat:
            return Refusal("assign-own-minion", "antagonists assign the minions they control")
        return None
    return Refusal("not-assigning", "minions are assigned in the assignment step")


def perform_assign(t: Table, action: A.Assign, log: Log) -> Table:
    log.append(Event("assign", f"{title(t, t.in_play(action.minion))} is assigned to "
                               f"skirmish {title(t, t.in_play(action.companion))}."))
    companion = t.in_play(action.companion)
    window = t.window
    if not nobody_responds(t):  # (else the window would close at once: no new table for it)
        window = (*window, Triggered("assigned", companion.uid, companion.card_id))
    t = replace(t, assignments=(*t.assignments, (action.minion, action.companion)),
                  window=window)
    return t




def check_choose_skirmish(t: Table, action: A.ChooseSkirmish) -> Refusal | None:
    if t.step is not Step.CHOOSE_SKIRMISH:
        return Refusal("not-choosing-skirmish", "skirmishes are chosen after assignment")
    if not t.assigned_to(action.companion):
        return Refusal("skirmish-unassigned", "choose a companion with a minion assigned")
    return None


def perform_choose_skirmish(t: Table, action: A.ChooseSkirmish, log: Log) -> Table:
    log.append(Event("skirmish-start", f"Skirmish step: {title(t, t.in_play(action.companion))}"
                                       "."))
    return replace(t, step=Step.SKIRMISH, skirmish=action.companion,
                            to_act=t.protagonist, passes=0)


def perform_ranged_wound(t: Table, action: A.Wound, log: Log) -> Table:
    return deal_ranged_wound(t, action.target, log)


def perform_rest(t: Table, action: A.Rest, log: Log) -> Table:
    if action.discard:
        t = perform_discard(t, A.Discard(action.seat), log)
    return rest(t, log)


def check_choose_antagonist(t: Table, action: A.ChooseAntagonist) -> Refusal | None:
    if not choosing_ranged_antagonist(t):
        return Refusal("not-choosing-antagonist", "the protagonist chooses an antagonist after "
                                                  "the party's ranged wounds are dealt")
    if action.antagonist not in minion_controllers(t):
        return Refusal("antagonist-without-minions", "choose an antagonist who controls minions")
    return None


def perform_choose_antagonist(t: Table, action: A.ChooseAntagonist, log: Log) -> Table:
    log.append(Event("ranged-choice", f"{name(t, action.antagonist)} deals the party's "
                                      f"{t.ranged_party} ranged wounds to their minions."))
    return continue_ranged(replace(t, to_act=action.antagonist), log)


def check_exert(t: Table, action: A.Exert) -> Refusal | None:
    """ "to EXERT a character means to place a wound token ... You cannot exert a character
    with 1 health." """
    if t.step.is_setup:
        return Refusal("setup", "abilities are used once the game has begun")
    item = t.in_play(action.target)
    if item is None or item.owner != action.seat or not t.is_character(item):
        return Refusal("exert-target", "exert one of your own characters")
    if not is_active(t, item):
        role = "the Protagonist" if action.seat == t.protagonist else "an Antagonist"
        return Refusal("exert-inactive", f"{title(t, item)} is inactive while you are {role}: "
                                         "'Imagine they are turned facedown or otherwise not "
                                         "in play'")
    if t.remaining_health(item) <= 1:
        return Refusal("exert", f"{title(t, item)} has 1 health left: 'You cannot exert a "
                                "character with 1 health.'")
    return None


def perform_exert(t: Table, action: A.Exert, log: Log) -> Table:
    item = t.in_play(action.target)
    log.append(Event("exert", f"{name(t, action.seat)} exerts {title(t, item)} for a "
                                   "card's ability."))
    field = t.field_with(item.uid, wounds=item.wounds + 1)
    return after_action(t, field=field) if is_procedure(t.step) else replace(t, field=field)


def may_discard(t: Table, seat: int) -> bool:
    """ "Each Antagonist RECONCILES ... That player may discard 1 card from their hand" in
    the regroup phase; the protagonist only as they rest ("If the Protagonist chooses for
    their party to rest ... then the Protagonist reconciles"), so a discard never precedes a
    move. Not in the intro pack, where the antagonist only draws."""
    s = t.seats[seat]
    if not t.variant.action_procedure_everywhere or s.hand <= 0 or s.reconcile_discarded:
        return False
    if seat == t.protagonist:
        return t.step is Step.REGROUP_DECISION
    return t.step is Step.REGROUP


def check_discard(t: Table, action: A.Discard) -> Refusal | None:
    if action.seat == t.protagonist and t.step is Step.REGROUP_DECISION:
        return Refusal("reconcile-on-rest", "the Protagonist reconciles only by resting: 'If "
                                            "the Protagonist chooses for their party to rest "
                                            "... then the Protagonist reconciles'")
    if not may_discard(t, action.seat):
        return Refusal("reconcile-discard", "a player 'may discard 1 card from their hand' "
                                            "once, as they reconcile in the regroup phase")
    return None


def perform_discard(t: Table, action: A.Discard, log: Log) -> Table:
    s = t.seats[action.seat]
    log.append(Event("discard", f"{s.name} discards a card from hand before reconciling."))
    return t.with_seat(action.seat, hand=s.hand - 1, discarded=s.discarded + 1,
                       reconcile_discarded=True)
