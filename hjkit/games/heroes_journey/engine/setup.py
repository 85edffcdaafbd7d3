"""Setting up a table: bids and turn order, site 1, heroes and starting parties, mulligans."""

from __future__ import annotations

import random
from dataclasses import replace

from hjkit.games.heroes_journey.model.cards import Card
from hjkit.games.heroes_journey.model.library import Deck, Library
from hjkit.games.heroes_journey.model.variants import variant_named
from hjkit.kit.game import Event, Refusal

from .actions import Bid, ChooseHero, ChoosePosition, Mulligan, PlayCard
from .card_facts import facts_for
from .flow import Log, begin_turn, name
from .playing import check_costs, check_to_play, perform_play
from .state import InPlay, Seat, Step, Table
from .steps import first_step, following

MAX_BID = 9
MULLIGAN_DRAWS = (2, 4, 6)  # indexed by mulligans left - 1: "decreasing by 2 each time"
MULLIGAN_HOLD = 2
"""'You may choose to hold up to 2 cards.'"""


def new_table(variant: str, seats: list[tuple[str, Deck]], library: Library,
              seed: int = 0, clock: int = 0) -> Table:
    """A table ready for its first setup decision. seats: (player name, deck) in seating
    order, clockwise; clock: the table's window clock (see Table.clock)."""
    rules = variant_named(variant)
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise ValueError(f"the {rules.name} game takes {rules.min_players} to "
                         f"{rules.max_players} players, not {len(seats)}")
    for player, deck in seats:
        if deck.variant != rules.name:
            raise ValueError(f"{player}'s deck {deck.id} is for the {deck.variant} game")
    facts = facts_for(library.cards)
    table = Table(
        variant=rules, cards=facts.cards, facts=facts, seed=seed, clock=clock,
        seats=tuple(Seat(name=player, deck_id=deck.id, book=dict(deck.file.book),
                         atlas=tuple(deck.file.atlas), book_left=sum(deck.file.book.values()),
                         mulligans_left=rules.mulligans)
                    for player, deck in seats),
        order=tuple(range(len(seats))),
    )
    if first_step(rules) is Step.BIDS:
        return replace(table, step=Step.BIDS, to_act=0)
    # Intro: "Determine randomly who will go first", and the starting party is in play.
    first = random.Random(seed).randrange(len(seats))
    order = tuple((first + k) % len(seats) for k in range(len(seats)))
    table = replace(table, order=order, step=first_step(rules), to_act=first)
    for seat, (_, deck) in enumerate(seats):
        table = _put_starting_party(table, seat, deck.file.starting_party)
        s = table.seats[seat]
        drawn = min(rules.hand_size, s.book_left)
        table = table.with_seat(seat, hand=drawn, book_left=s.book_left - drawn)
    return table


def _put_starting_party(t: Table, seat: int, party: tuple[str, ...]) -> Table:
    for card_id in party:
        t = _enter_field(t, seat, card_id)
        hero_card = t.cards[card_id]
        if hero_card.hero_of():
            t = _attach_quest_need(t, seat, t.next_uid - 1, hero_card)
    return t


def _enter_field(t: Table, seat: int, card_id: str, bearer: int | None = None) -> Table:
    item = InPlay(uid=t.next_uid, card_id=card_id, owner=seat, bearer=bearer)
    return replace(t, field=(*t.field, item), next_uid=t.next_uid + 1)


def _quest_need_for(t: Table, seat: int, hero: Card) -> str | None:
    wanted = hero.hero_of()
    for card_id in t.seats[seat].atlas:
        card = t.cards[card_id]
        if card.type == "quest_need" and card.title == wanted:
            return card_id
    return None


def _attach_quest_need(t: Table, seat: int, hero_uid: int, hero: Card) -> Table:
    quest_id = _quest_need_for(t, seat, hero)
    s = t.seats[seat]
    t = t.with_seat(seat, hero=hero_uid,
                    atlas=tuple(c for c in s.atlas if c != quest_id))
    return _enter_field(t, seat, quest_id, bearer=hero_uid) if quest_id else t


# --- bids and turn order ----------------------------------------------------------------

def check_bid(t: Table, action: Bid) -> Refusal | None:
    if t.step is not Step.BIDS:
        return Refusal("not-bidding", "bids are made at the start of setup")
    if t.seats[action.seat].bid is not None:
        return Refusal("already-bid", f"{name(t, action.seat)} has already bid")
    if not 0 <= action.amount <= MAX_BID:
        return Refusal("bid-range", f"a bid is 0 to {MAX_BID} burden tokens")
    return None


def perform_bid(t: Table, action: Bid, log: Log) -> Table:
    t = t.with_seat(action.seat, bid=action.amount)
    log.append(Event("bid", f"{name(t, action.seat)} has bid."))
    waiting = [i for i, s in enumerate(t.seats) if s.bid is None]
    if waiting:
        return replace(t, to_act=waiting[0])
    # "they will then reveal their bids simultaneously"
    ranking = _bid_ranking(t)
    for seat in ranking:
        t = t.with_seat(seat, burden=t.seats[seat].burden + t.seats[seat].bid)
    bids = ", ".join(f"{name(t, s)} {t.seats[s].bid}" for s in ranking)
    draws = "".join(f" {d}" for d in bid_draws(t))
    log.append(Event("bids", f"Bids revealed: {bids}. Bids are added to each burden pool."
                             f"{draws}"))
    return replace(t, step=following(Step.BIDS, t.variant), order=(-1,) * len(t.seats),
                   to_act=ranking[0],
                   passes=0)


def _bid_ranking(t: Table) -> list[int]:
    """Seats from the highest bid down; "If there is a tie among bids, decide via a mutually
    agreed method of randomization": a draw seeded by the table."""
    draw = random.Random(t.seed).sample(range(len(t.seats)), len(t.seats))
    return sorted(range(len(t.seats)), key=lambda s: (-(t.seats[s].bid or 0), draw.index(s)))


def bid_draws(t: Table) -> list[str]:
    """What the draw decided, one sentence per group of tied bids: "Ana and Cy tied at 3;
    a draw puts Cy first." """
    ranking = _bid_ranking(t)
    said = []
    for amount in dict.fromkeys(t.seats[s].bid for s in ranking):
        tied = [s for s in ranking if t.seats[s].bid == amount]
        if len(tied) < 2:
            continue
        names = [name(t, s) for s in tied]
        by_seat = [name(t, s) for s in sorted(tied)]
        listed = ", ".join(by_seat[:-1]) + f" and {by_seat[-1]}"
        order = f"puts {names[0]} first" if len(tied) == 2 else f"orders them {', '.join(names)}"
        said.append(f"{listed} tied at {amount}; a draw {order}.")
    return said


def _choosing_order(t: Table) -> list[int]:
    return [s for s in _bid_ranking(t) if s not in t.order]


def check_position(t: Table, action: ChoosePosition) -> Refusal | None:
    if t.step is not Step.TURN_ORDER:
        return Refusal("not-choosing-order", "the turn order is chosen after the bids")
    if not 1 <= action.position <= len(t.seats) or t.order[action.position - 1] != -1:
        return Refusal("position-taken", f"place {action.position} in the turn order is not "
                                         "free")
    return None


def perform_position(t: Table, action: ChoosePosition, log: Log) -> Table:
    order = list(t.order)
    order[action.position - 1] = action.seat
    t = replace(t, order=tuple(order))
    log.append(Event("position", f"{name(t, action.seat)} takes place {action.position} "
                                 "in the turn order."))
    left = _choosing_order(t)
    if len(left) > 1:
        return replace(t, to_act=left[0])
    if left:  # the last player takes the last place
        order[order.index(-1)] = left[0]
        t = replace(t, order=tuple(order))
    return replace(t, step=following(Step.TURN_ORDER, t.variant), to_act=t.order[0])


# --- heroes and starting parties --------------------------------------------------------

def check_hero(t: Table, action: ChooseHero) -> Refusal | None:
    if t.step is not Step.STARTING_PARTY:
        return Refusal("not-starting-party", "heroes are chosen during setup")
    s = t.seats[action.seat]
    if s.hero is not None:
        return Refusal("hero-chosen", f"{s.name} already has a hero")
    card = t.cards.get(action.card_id)
    if card is None or action.card_id not in s.book or card.type != "companion":
        return Refusal("not-in-deck", f"{action.card_id!r} is not a companion in {s.name}'s "
                                      "book")
    if card.hero_of() is None:
        return Refusal("not-a-hero", f"{card.title} lacks the Hero keyword")
    if _quest_need_for(t, action.seat, card) is None:
        return Refusal("no-quest-need", f"{card.title} bears {card.hero_of()}, which is not in "
                                        f"{s.name}'s atlas")
    if (card.cost or 0) > t.variant.max_starting_risk:
        return Refusal("starting-risk", f"{card.title} costs {card.cost}; the starting party "
                                        f"may cost at most {t.variant.max_starting_risk}")
    return check_to_play(t, action.seat, card, action.exert)


def perform_hero(t: Table, action: ChooseHero, log: Log) -> Table:
    card = t.cards[action.card_id]
    t = perform_play(t, PlayCard(action.seat, action.card_id, None, action.exert), log,
                     from_book=True)
    t = _attach_quest_need(t, action.seat, t.next_uid - 1, card)
    log.append(Event("hero", f"{card.title} is {name(t, action.seat)}'s hero, bearing "
                             f"{card.hero_of()}."))
    return t


def starting_cost(t: Table, seat: int) -> int:
    return sum(t.cards[c.card_id].cost or 0 for c in t.companions(seat))


def check_starting_companion(t: Table, action: PlayCard, card: Card) -> Refusal | None:
    """ "players may add additional companions from their book to their STARTING PARTY as
    long as they do not have the "Hero" keyword and total risk cost of all of their starting
    companions does not exceed 4." """
    s = t.seats[action.seat]
    if action.seat != t.to_act:
        return Refusal("not-your-decision", f"it is {name(t, t.to_act)}'s turn to set up")
    if s.hero is None:
        return Refusal("hero-first", "choose your hero first")
    if card.type != "companion":
        return Refusal("starting-companion", f"only companions join the starting party; "
                                             f"{card.title} is a {card.type}")
    if card.hero_of() is not None:
        return Refusal("starting-hero-keyword", f"{card.title} has the Hero keyword; "
                                                "additional starting companions must not")
    total = starting_cost(t, action.seat) + (card.cost or 0)
    if total > t.variant.max_starting_risk:
        return Refusal("starting-risk", f"the starting party would cost {total}; the limit "
                                        f"is {t.variant.max_starting_risk}")
    return check_costs(t, action.seat, card, action.exert)


def finish_party(t: Table, log: Log) -> Table:
    """The seat to act is done; the next in player order sets up, then hands are drawn."""
    later = [s for s in t.order if t.seats[s].hero is None]
    if later:
        return replace(t, to_act=later[0])
    size = t.variant.hand_size
    for seat in t.order:
        s = t.seats[seat]
        drawn = min(size, s.book_left)
        t = t.with_seat(seat, hand=drawn, book_left=s.book_left - drawn, ready=False)
    log.append(Event("hands", f"Books are shuffled and everyone draws {size} cards."))
    return replace(t, step=following(Step.STARTING_PARTY, t.variant), to_act=t.order[0])


# --- mulligans --------------------------------------------------------------------------

def check_mulligan(t: Table, action: Mulligan) -> Refusal | None:
    s = t.seats[action.seat]
    if t.step is not Step.MULLIGANS:
        return Refusal("not-mulligans", "mulligans come after the starting hands are drawn")
    if s.mulligans_left <= 0:
        return Refusal("mulligan-limit", "'You may repeat this process two additional times'"
                                         ": no mulligans are left")
    if not 0 <= action.keep <= min(MULLIGAN_HOLD, s.hand):
        return Refusal("mulligan-keep", "'You may choose to hold up to 2 cards.'")
    return None


def perform_mulligan(t: Table, action: Mulligan, log: Log) -> Table:
    s = t.seats[action.seat]
    draw = min(MULLIGAN_DRAWS[s.mulligans_left - 1], s.book_left + s.hand - action.keep)
    left = s.book_left + (s.hand - action.keep) - draw
    log.append(Event("mulligan", f"{s.name} mulligans: holds {action.keep}, draws {draw}."))
    return t.with_seat(action.seat, hand=action.keep + draw, book_left=left,
                       mulligans_left=s.mulligans_left - 1)


def finish_mulligans(t: Table, log: Log) -> Table:
    t = t.with_seat(t.to_act, ready=True)
    waiting = [s for s in t.order if not t.seats[s].ready]
    if waiting:
        return replace(t, to_act=waiting[0])
    return begin_turn(t, t.order[0], log)


def place_first_site(t: Table, seat: int, card_id: str, log: Log) -> Table:
    """ "the player going first in turn order will select a site 1 from their atlas";
    "each player will then place a marker ... onto the site"."""
    for s in range(len(t.seats)):
        t = t.with_seat(s, position=1)
    log.append(Event("site", f"{name(t, seat)} places {t.cards[card_id].title} as site 1; "
                             "every party starts there."))
    after = following(Step.FIRST_SITE, t.variant)
    if after is Step.CAMPAIGN:
        return begin_turn(t, t.order[0], log)
    return replace(t, step=after, to_act=t.order[0])
