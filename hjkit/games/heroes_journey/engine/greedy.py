"""A simple greedy player, for `hjkit simulate`: it looks one decision ahead and no further.

It takes only actions legal_actions offers, for the seat whose decision it is, and never
the table talk (the +/- steppers, Confirm, Decline), which corrects a physical table and is
no play, nor a bare Exert (it pays for an effect the players resolve). It
- in a skirmish its side would lose, takes the first event or ability it finds that wins
  it, else the one that most improves its predicted result (the rules core's "skirmish as
  it would resolve if everyone passed"), and passes when none does or its side wins;
- in the assignment sends each minion where its side wins: the antagonist against the hero
  first, the protagonist every minion it can away from the hero, whose death loses;
- takes a sanctuary's heal before anything else, the most wounded companion first ("When
  the campaign phase begins": the first card played ends it);
- plays its most costly cards first, but the protagonist a campaign card (whose cost goes
  to the risk pool the adversary plays from) only while the risk stays low: the pool after
  the next move would buy no more strength than half the party's;
- in the regroup moves again only when the risk is low, and rests otherwise;
- values an event by what it does now: one whose effect would change nothing (a heal with
  no wound to remove) it does not play;
- bids the most and takes the first place in the turn order: the first player wins more,
  and the tokens a bid adds to the burden pool are read by no rule and no card.

In table mode the rules core knows how many cards a hand holds, not which (hands stay
physical), and offers a play of any card of the book: the simulation deals the hands
itself (`hand`, from each seat's book in an order: the deal), and the player plays only the
cards in its own. The search player (search.py) passes deals of its own making.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from hjkit.kit.game import Refusal

from . import actions as A
from . import modifiers as M
from .combat import predict
from .movement import next_move_risk
from .playing import risk_cost, seat_copies_used
from .state import Step, Table
from .table import apply

TALK = (A.AdjustStrength, A.AdjustRanged, A.AdjustWounds, A.AdjustBurden, A.AdjustRisk,
        A.Confirm, A.Decline)
"""The table talk: corrections and proposals, which a simulated table never needs."""
SKIRMISH_PLAYS = (A.PlayCard, A.UseAbility)
"""What may change a skirmish under way as the rules core resolves it: of the decisions
previews.py shows, all but a bare Exert, which pays for an effect the players resolve
(a wound to its own character and nothing more here)."""
RANKS = {"overwhelmed": 0, "lose": 1, "win": 2, "overwhelm": 3}
"""The companion's side's results, worst first."""
SKIP = -1.0
"""The score of what the player does not do while it has anything else."""

Deal = Mapping[int, Sequence[str]]
"""Each seat's book in the order it is drawn (None: the order the game's seed gives)."""


def options(t: Table, legal: Sequence[A.Action], deal: Deal | None = None
            ) -> list[A.Action]:
    """What a simulated player may take: the legal actions of the seat whose decision it
    is, but the table talk, and plays only of cards in its hand as the deal gives it."""
    hands: dict[int, Counter[str]] = {}

    def held(action: A.Action) -> bool:
        if not isinstance(action, A.PlayCard) or t.step.is_setup:
            return True  # (the starting party is played from outside the book)
        if action.seat not in hands:
            hands[action.seat] = hand(t, action.seat, None if deal is None
                                      else deal[action.seat])
        return hands[action.seat][action.card_id] > 0

    plays = [a for a in legal if not isinstance(a, TALK) and held(a)] or list(legal)
    return [a for a in plays if a.seat == t.to_act] or plays


def choose_at_random(t: Table, legal: Sequence[A.Action], rng: random.Random) -> A.Action:
    """The weaker player the greedy one is measured against (benchmarks/players.py): any of
    the same options, each as likely."""
    return rng.choice(options(t, legal))


def choose(t: Table, legal: Sequence[A.Action], rng: random.Random,
           deal: Deal | None = None) -> A.Action:
    """The greedy player's action for the seat whose decision it is (one of legal)."""
    mine = options(t, legal, deal)
    if t.skirmish is not None:
        better = _skirmish_choice(t, mine, rng)
        if better is not None:
            return better
    levels: dict[float, list[A.Action]] = {}
    for action in mine:
        levels.setdefault(score(t, action), []).append(action)
    for level in sorted(levels, reverse=True):  # the best it may take, in a random order
        tied = levels[level]
        rng.shuffle(tied)
        for action in tied:
            if _keeps_risk_low(t, action):
                return action
    return rng.choice(mine)  # every play would raise the risk: any of them


def hand(t: Table, seat: int, order: Sequence[str] | None = None) -> Counter[str]:
    """The cards seat holds as the simulation deals them: of its book in order (by default
    the order the game's seed gives), the cards drawn so far (those no longer in the book),
    less those played since (the earliest drawn copies), the earliest drawn first, as many
    as the hand holds (a discard names no card: the last drawn go)."""
    s = t.seats[seat]
    if order is None:
        order = seeded_order(t, seat)
    used = Counter(seat_copies_used(t, seat))
    held: list[str] = []
    for card in order[:len(order) - s.book_left]:
        if used[card] > 0:
            used[card] -= 1
        else:
            held.append(card)
    return Counter(held[:s.hand])


def seeded_order(t: Table, seat: int) -> list[str]:
    """Seat's book in the order the simulation deals it: shuffled by the game's seed."""
    order = [card for card, copies in t.seats[seat].book.items() for _ in range(copies)]
    random.Random(t.seed * len(t.seats) + seat).shuffle(order)
    return order


def _result_rank(t: Table, companion: int, seat: int) -> int | None:
    """How the skirmish would end for seat's side if everyone passed now."""
    result = predict(t, companion)
    if result is None:
        return None
    outcome = ("overwhelm" if result.overwhelmed else "win") if result.companion_wins else (
        "overwhelmed" if result.overwhelmed else "lose")
    rank = RANKS[outcome]
    return rank if seat == t.protagonist else len(RANKS) - 1 - rank


def _skirmish_choice(t: Table, mine: list[A.Action], rng: random.Random) -> A.Action | None:
    """For a side that would lose the skirmish: the first play (in a random order) that
    wins it, else the one that improves its result most; None when none improves it."""
    seat, companion = t.to_act, t.skirmish
    now = _result_rank(t, companion, seat)
    if now is None or now >= RANKS["win"]:
        return None  # no skirmish, or its side wins it already: it keeps its cards
    plays = [a for a in mine if isinstance(a, SKIRMISH_PLAYS)]
    rng.shuffle(plays)
    best, chosen = now, None
    for action in plays:
        applied = apply(t, action)
        if isinstance(applied, Refusal):
            continue
        after_t = applied.state
        if after_t.is_over:
            rank = len(RANKS) if after_t.winner == seat else -1
        elif after_t.skirmish != companion:
            continue  # it ends the skirmish some other way: not a skirmish play
        else:
            rank = _result_rank(after_t, companion, seat)
        if rank is not None and rank >= RANKS["win"]:
            return action
        if rank is not None and rank > best:
            best, chosen = rank, action
    return chosen


def score(t: Table, action: A.Action) -> float:
    """How much the player wants the action now; the highest is taken."""
    seat = action.seat
    if isinstance(action, SKIRMISH_PLAYS) and t.skirmish is not None:
        return SKIP  # taken by _skirmish_choice when it helps
    if isinstance(action, A.PlayCard):
        if not _does_something(t, action):
            return SKIP  # its cost paid for nothing ("0 wound(s) removed from Odysseus")
        return 1.0 + (t.cards[action.card_id].cost or 0) / 10
    if isinstance(action, A.Assign):
        return _assignment(t, action)
    if isinstance(action, A.Move):
        return 0.5 if t.step is not Step.REGROUP_DECISION or _risk_is_low(t) else SKIP
    if isinstance(action, A.Wound):
        return _wound(t, action)
    if isinstance(action, A.Heal):  # before any card: the first card ends the sanctuary
        item = t.in_play(action.target)
        return 3.0 + (item.wounds if item is not None else 0) / 10
    if isinstance(action, A.PlaceSite):
        risk = t.cards[action.card_id].risk or 0
        return -risk if seat == t.protagonist else risk
    if isinstance(action, A.Mulligan):
        return action.keep
    if isinstance(action, A.Bid):  # the burden pool is in no rule: a bid costs nothing
        return action.amount / 10
    if isinstance(action, A.ChoosePosition):
        return -action.position / 10
    if isinstance(action, (A.UseAbility, A.Exert, A.Discard)):
        return SKIP
    return 0.0  # Pass, Rest, choices of hero, antagonist, skirmish


def _does_something(t: Table, action: A.PlayCard) -> bool:
    """Whether a card does anything now beyond leaving the hand and paying its cost: a
    character or possession enters play; an event must change the field, a pile, a hand,
    a book, a total, the risk pool or the path (a heal with no wound to remove does none)."""
    card = t.cards[action.card_id]
    if card.type != "event":
        return True
    applied = apply(t, action)
    if isinstance(applied, Refusal):
        return False
    cost = risk_cost(t, action.seat, card)
    paid = t.risk + cost if card.side == "campaign" else t.risk - cost
    return _footprint(applied.state, action.seat, applied.state.risk) != \
        _footprint(t, action.seat, paid, played=True)


def _footprint(t: Table, seat: int, risk: int, played: bool = False) -> tuple:
    """What an event's effect may change, but what playing any card of seat changes (its
    discard pile and burden; its hand and the risk pool as played and risk say)."""
    seats = tuple((s.position, s.book_left, s.grave, s.scrap, s.banished)
                  + ((s.hand - played,) if number == seat else (s.hand, s.burden, s.discard))
                  for number, s in enumerate(t.seats))
    field = tuple((i.uid, i.card_id, i.wounds, i.bearer, i.strength_bonus) for i in t.field)
    return (field, t.lasting, t.ranged_party, t.ranged_minions, t.assignments, t.path,
            risk, seats)


def _keeps_risk_low(t: Table, action: A.Action) -> bool:
    """Whether the risk is still low after the action, if it is the protagonist's campaign
    card, whose cost goes to the risk pool (any other action: True)."""
    if not (isinstance(action, A.PlayCard) and action.seat == t.protagonist
            and t.cards[action.card_id].side == "campaign"):
        return True
    applied = apply(t, action)
    return not isinstance(applied, Refusal) and (applied.state.is_over
                                                 or _risk_is_low(applied.state))


def _risk_is_low(t: Table) -> bool:
    """The pool after moving again would buy the adversary no more strength than half the
    party's (a minion's strength is about its cost)."""
    added = next_move_risk(t)["total"]
    if added is None:  # the next site is not placed yet: its own risk is unknown
        added = len(t.companions(t.protagonist))
    strength = sum(M.strength(t, c) for c in t.companions(t.protagonist))
    return 2 * (t.risk + added) <= strength


def _assignment(t: Table, action: A.Assign) -> float:
    """A minion sent where its side wins: by how much, and the antagonist's against the
    protagonist's hero first."""
    minion, companion = t.in_play(action.minion), t.in_play(action.companion)
    if minion is None or companion is None:
        return 0.0
    margin = M.strength(t, companion) - M.strength(t, minion)
    hero = t.seats[t.protagonist].hero == companion.uid
    if action.seat == t.protagonist:  # a minion left unassigned goes where they choose
        return 1.0 + margin / 10 if margin > 0 or not hero else SKIP
    return 1.0 - margin / 10 + (1.0 if hero else 0.0)


def _wound(t: Table, action: A.Wound) -> float:
    """A wound for one's own character with the most health left, never the hero while
    another may take it; for another's, the weakest."""
    item = t.in_play(action.target)
    if item is None:
        return 0.0
    left = t.remaining_health(item)
    if item.owner != action.seat:
        return -left
    return left - (10 if t.seats[action.seat].hero == item.uid else 0)
