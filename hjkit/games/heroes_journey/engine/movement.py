"""Moving the party along the adventure path, and placing the sites it moves to."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from . import modifiers as M
from .actions import Move, PlaceSite
from .arithmetic import move_risk
from .flow import Log, enter, goal_site, name, win
from .setup import place_first_site
from .state import InPlay, PlacedSite, Step, Table
from .steps import following


def fits(t: Table, card_id: str, position: int) -> bool:
    """ "A site with a number "4-6" cannot be placed if the party is moving to the 3rd site"."""
    card = t.cards.get(card_id)
    return card is not None and card.type == "site" and position in card.site_positions


def placeable(t: Table, seat: int, position: int) -> list[str]:
    return sorted({c for c in t.seats[seat].atlas if fits(t, c, position)})


def placer(t: Table, position: int) -> int | None:
    """ "look at the arrow at the bottom center of the current site and choose the Antagonist
    sitting to that immediate direction"; if they have no site that fits, the next one on."""
    seats = t.seats_in_play()
    here = t.site_at(position - 1)
    step = 1 if here is None or here.arrow == "left" else -1  # left of you is clockwise
    at = seats.index(t.protagonist)
    for k in range(1, len(seats)):
        seat = seats[(at + step * k) % len(seats)]
        if _may_place(t, seat, position):
            return seat
    return None


def _may_place(t: Table, seat: int, position: int) -> bool:
    """Whether placeable() would list anything (without building its sorted list)."""
    for card_id in t.seats[seat].atlas:
        if fits(t, card_id, position):
            return True
    return False


def check_move(t: Table, action: Move) -> Refusal | None:
    if t.step is Step.CAMPAIGN:
        return check_move_possible(t)
    if t.step is not Step.REGROUP_DECISION:
        return Refusal("not-moving-time", "the party moves at the end of the campaign phase "
                                          "or again from the regroup phase")
    limit = t.move_limit()
    if t.moves >= limit:
        return Refusal("move-limit", f"the party has moved {t.moves} times this turn; the "
                                     f"move limit is {limit}")
    return check_move_possible(t)


def check_move_possible(t: Table) -> Refusal | None:
    position = t.seats[t.protagonist].position + 1
    if t.site_at(position) is None and placer(t, position) is None:
        return Refusal("no-site", f"no player has a site that can be placed at {position}")
    return None


def perform_move(t: Table, action: Move, log: Log) -> Table:
    position = t.seats[t.protagonist].position + 1
    if t.site_at(position) is not None:
        return arrive(t, log)
    seat = placer(t, position)
    # The move is the protagonist's own decision: it is said first, before the placement
    # it calls for (which the table may make at once when only one site fits).
    log.append(Event("move-on", f"{name(t, t.protagonist)}'s party moves on to site "
                                f"{position}."))
    log.append(Event("place", f"{name(t, seat)} must place site {position}."))
    return replace(t, step=Step.PLACE_SITE, to_act=seat, passes=0)


def check_place(t: Table, action: PlaceSite) -> Refusal | None:
    s = t.seats[action.seat]
    if t.step is Step.FIRST_SITE:
        position = 1
    elif t.step is Step.PLACE_SITE:
        position = t.seats[t.protagonist].position + 1
    else:
        return Refusal("not-placing", "sites are placed when a party moves to an empty spot")
    if action.card_id not in s.atlas:
        return Refusal("not-in-atlas", f"{action.card_id!r} is not in {s.name}'s atlas")
    if not fits(t, action.card_id, position):
        card = t.cards[action.card_id]
        where = card.site_range or card.site_number
        return Refusal("site-range", f"{card.title} ({where}) cannot be placed as site "
                                     f"{position}")
    return None


def perform_place(t: Table, action: PlaceSite, log: Log) -> Table:
    s = t.seats[action.seat]
    t = t.with_seat(action.seat, atlas=tuple(c for c in s.atlas if c != action.card_id))
    t = replace(t, path=(*t.path, PlacedSite(action.card_id, action.seat)))
    if t.step is Step.FIRST_SITE:
        return place_first_site(t, action.seat, action.card_id, log)
    log.append(Event("site", f"{s.name} places {t.cards[action.card_id].title} as site "
                             f"{len(t.path)}."))
    return arrive(t, log)


def party_moving(t: Table) -> list[InPlay]:
    return t.companions(t.protagonist)


def next_move_risk(t: Table) -> dict:
    """What the protagonist's next move adds to the risk pool, as the rules compute it:
    "the risk number in the site's top right corner + 1 token for each companion in the
    party", plus each companion's Brazen (X) with every modifier in play. The site's part
    (and the total) is None while the next site is not placed yet."""
    site = t.site_at(t.seats[t.protagonist].position + 1)
    party = party_moving(t)
    brazen = sum(M.brazen(t, c) for c in party)
    site_risk = (site.risk or 0) if site is not None else None
    total = move_risk(site_risk, len(party), brazen) if site_risk is not None else None
    return {"site": site_risk, "companions": len(party), "brazen": brazen, "total": total}


def arrive(t: Table, log: Log) -> Table:
    """ "adds risk to the pool equal to the risk number in the site's top right corner + 1
    token for each companion in the party", plus Brazen (X)."""
    seat = t.protagonist
    position = t.seats[seat].position + 1
    site = t.site_at(position)
    added = next_move_risk(t)["total"]
    t = t.with_seat(seat, position=position)
    log.append(Event("move", f"{name(t, seat)}'s party moves to {site.title} (site "
                             f"{position}): put {added} token{'' if added == 1 else 's'} on "
                             f"the risk pool ({t.risk} -> {t.risk + added})."))
    t = replace(t, risk=t.risk + added, moves=t.moves + 1)
    if not t.variant.win_at_regroup and position >= goal_site(t):
        quest = next((t.cards[i.card_id].title for i in t.field if i.owner == seat and
                      t.cards[i.card_id].type == "quest_need"), "the quest")
        return win(t, seat, log, f"{name(t, seat)} reached {site.title} (site {position}) first"
                                 f", completing {quest}: first to finish")
    # A move ends the campaign phase (or the regroup): the adversary phase follows.
    return enter(t, following(Step.CAMPAIGN, t.variant), log)
