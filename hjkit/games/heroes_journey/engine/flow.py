"""How the turn moves on: from step to step, through regroup, to the next protagonist."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from ..model.keywords import Loaded
from .state import InPlay, Seat, Step, Table, procedure_order_in
from .steps import following, is_procedure, needs_minions

Log = list[Event]



def name(t: Table, seat: int) -> str:
    return t.seats[seat].name


def title(t: Table, item: InPlay) -> str:
    return t.facts.title[item.card_id]


def begin_turn(t: Table, protagonist: int, log: Log) -> Table:
    """A new turn: the campaign phase, with any sanctuary at the party's site."""
    log.append(Event("turn", f"{name(t, protagonist)} is the protagonist: campaign phase."))
    position = t.seats[protagonist].position
    site = t.site_at(position)
    # A printed Sanctuary and the rule's Sanctuary 5 at sites 3 and 6 are two keywords on
    # one site: "the Protagonist may remove up to X total wounds" for each.
    sanctuary = ((site.keyword_value(Loaded.SANCTUARY) if site else 0)
                 + t.variant.rule_sanctuary.get(position, 0))
    wounded = any(c.wounds for c in t.companions(protagonist))
    if sanctuary and wounded:
        log.append(Event("sanctuary", f"Sanctuary {sanctuary}: {name(t, protagonist)} may "
                                      f"remove up to {sanctuary} wounds from the party."))
    else:
        sanctuary = 0
    return replace(t, step=Step.CAMPAIGN, protagonist=protagonist, to_act=protagonist,
                   turn=t.turn + 1, passes=0, moves=0, risk=0, assignments=(), skirmish=None,
                   ranged_party=0, ranged_minions=0, lasting=(), sanctuary_left=sanctuary)


def enter(t: Table, step: Step, log: Log) -> Table:
    """Start a step, skipping to regroup when it needs minions and there are none. What
    lasted "until the end of the step" ends."""
    if t.lasting:
        kept = tuple([x for x in t.lasting if x.until != "step"])
        if len(kept) != len(t.lasting):  # (else the same table will do)
            t = replace(t, lasting=kept)
    if needs_minions(step) and not t.has_minions():
        return enter_regroup(t, log)
    if step is Step.ASSIGN_ANTAGONISTS:
        return _next_assigning_antagonist(t, None, log)
    if step is Step.CHOOSE_SKIRMISH and not t.assignments:
        return enter_regroup(t, log)
    if step is Step.REGROUP:
        return enter_regroup(t, log)
    return replace(t, step=step, passes=0, to_act=procedure_order_in(t, step)[0]
                     if is_procedure(step) else t.protagonist)




def enter_next(t: Table, log: Log) -> Table:
    """The current step is done: enter the one that follows it (see steps.STEPS)."""
    return enter(t, following(t.step, t.variant), log)


def _next_assigning_antagonist(t: Table, after: int | None, log: Log) -> Table:
    """ "in counter-clockwise order each Antagonist player that controls an unassigned
    minion may assign those minions"."""
    antagonists = t.antagonists()
    start = antagonists.index(after) + 1 if after in antagonists else 0
    for seat in antagonists[start:]:
        if any(m.owner == seat and not t.is_assigned(m.uid) for m in t.minions()):
            return replace(t, step=Step.ASSIGN_ANTAGONISTS, to_act=seat, passes=0)
    return enter(t, following(Step.ASSIGN_ANTAGONISTS, t.variant), log)


def finish_assigning(t: Table, log: Log) -> Table:
    if t.step is Step.ASSIGN_PROTAGONIST:
        return enter_next(t, log)
    return _next_assigning_antagonist(t, t.to_act, log)


def enter_regroup(t: Table, log: Log) -> Table:
    # "until the regroup phase": every lasting change ends here.
    t = replace(t, step=Step.REGROUP, assignments=(), skirmish=None, passes=0,
                to_act=t.protagonist, lasting=())
    log.append(Event("phase", "Regroup phase."))
    party = t.seats[t.protagonist]
    # Intro: "if you make it to site 6 ... and Mowgli survives to the regroup phase"
    if t.variant.win_at_regroup and party.hero is not None and party.position >= goal_site(t):
        hero = title(t, t.in_play(party.hero))
        return win(t, t.protagonist, log, f"{party.name} reached {t.site_at(party.position).title}"
                                          f" and {hero} survived to the regroup phase")
    if t.variant.action_procedure_everywhere:
        return t
    return protagonist_decides(t, log)


def goal_site(t: Table) -> int:
    """The site the protagonist's quest need asks them to reach."""
    quest_id = next((i.card_id for i in t.field if i.bearer == t.seats[t.protagonist].hero
                     and t.cards[i.card_id].type == "quest_need"), None)
    quest = t.cards[quest_id].quest if quest_id else None
    return quest.reach_site if quest else t.variant.final_site


def protagonist_decides(t: Table, log: Log) -> Table:
    seats = list(t.seats)
    for seat in t.antagonists():
        seats[seat] = _reconciled(t, seat, log)
    return replace(t, seats=tuple(seats), step=Step.REGROUP_DECISION, to_act=t.protagonist,
                   passes=0)


def reconcile(t: Table, seat: int, log: Log) -> Table:
    """Discard 1 if you like, discard down to the hand size, or draw up to it (8): the hand
    ends at the variant's hand size when the book allows."""
    seats = list(t.seats)
    seats[seat] = _reconciled(t, seat, log)
    return replace(t, seats=tuple(seats))


def _reconciled(t: Table, seat: int, log: Log) -> Seat:
    """The seat once it has reconciled (see reconcile)."""
    s = t.seats[seat]
    size = t.variant.hand_size
    discarded = max(0, s.hand - size)  # "they must discard down to 8 cards"
    drawn = min(max(0, size - s.hand), s.book_left)
    hand, left = s.hand - discarded + drawn, s.book_left - drawn
    log.append(Event("reconcile", f"{s.name} reconciles: {hand} cards in hand."))
    return replace(s, hand=hand, book_left=left, discarded=s.discarded + discarded,
                   reconcile_discarded=False)


def rest(t: Table, log: Log) -> Table:
    """Reconcile, scrap the minions and what they bear, empty the pool, pass the turn."""
    t = reconcile(t, t.protagonist, log)
    t = scrap_minions(t)
    log.append(Event("rest", f"{name(t, t.protagonist)} rests: minions go to their owners' "
                             "scrap piles and the risk pool is emptied."))
    return begin_turn(t, t.next_clockwise(t.protagonist), log)  # (which empties the pool)


def scrap_minions(t: Table) -> Table:
    minion_uids = {m.uid for m in t.minions()}
    leaving = [i for i in t.field if i.uid in minion_uids or i.bearer in minion_uids]
    seats = list(t.seats)
    for owner in dict.fromkeys(i.owner for i in leaving):
        scrapped = tuple(i.card_id for i in leaving if i.owner == owner)
        seats[owner] = replace(seats[owner], scrap=(*seats[owner].scrap, *scrapped))
    gone = {i.uid for i in leaving}
    return replace(t, seats=tuple(seats), field=tuple(i for i in t.field if i.uid not in gone),
                   assignments=())


def win(t: Table, seat: int, log: Log, why: str) -> Table:
    """The game ends; why: the sentence the rules would say, without its full stop."""
    log.append(Event("win", f"{name(t, seat)} wins. {why}."))
    return replace(t, step=Step.GAME_OVER, winner=seat, to_act=seat,
                   ending=(*t.ending, f"{why}."))


def _fallen_hero(t: Table, seat: int) -> str:
    """The title of the seat's hero, gone to the grave with its quest need."""
    grave = [t.cards[c] for c in t.seats[seat].grave if c in t.cards]
    quests = {c.title for c in grave if c.type == "quest_need"}
    hero = next((c for c in reversed(grave) if c.hero_of() in quests), None)
    return hero.title if hero is not None else f"{name(t, seat)}'s hero"


def protagonist_loses(t: Table, log: Log) -> Table:
    """ "If, at any point while you are the Protagonist, your Quest-Need leaves the field
    ... then you immediately lose the game." """
    loser = t.protagonist
    out = f"{_fallen_hero(t, loser)} died: {name(t, loser)} is out."
    log.append(Event("lose", f"{name(t, loser)}'s quest need has left the field. {out}"))
    t = replace(t, ending=(*t.ending, out))
    successor = t.next_clockwise(loser)
    t = t.with_seat(loser, lost=True)
    remaining = t.seats_in_play()
    if len(remaining) == 1:
        return win(t, remaining[0], log, f"{name(t, remaining[0])} is the last player "
                                         "remaining: last to fall")
    t = scrap_minions(t)
    return begin_turn(t, successor, log)
