"""Advanced rules: "When you reach a Stage or an Ending, it triggers one of the following
events", and the Other Paths' events; The End's effect applies in both variants."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Event

from .core import Log, affordable, decide, expense, give_from_bank, push, resources
from .core import take_card as take
from .deck import KNOTS, LEAVES, MOONS, SUNS, WYRMS, add, coins_text
from .physical import CHALLENGES, MENTORS, PLACES, await_top, cards_of, pop_top, shuffle_in
from .state import Decision, State, Task

BATTLE_WINS = ("ace-of-wyrms", "ace-of-knots", "the-excuse")


def event(state: State, task: Task, log: Log) -> State:
    card, seat = task.card, task.seat
    handler = EVENTS.get(card)
    return handler(state, seat, log) if handler else state


def origin(state: State, seat: int, log: Log) -> State:
    """Chance Beginnings: choose a hand; the coins are in one of them (at a physical table,
    the hero's phone says whether the chosen hand held them)."""
    return decide(state, Decision("fist" if state.physical else "guess", seat))


def journey(state: State, seat: int, log: Log) -> State:
    """A New Place: take the Wanderer's Place with its coins; the Traveler's moves up."""
    mentors, places = state.rows
    if places[0] is None:
        return state
    state = take(state, seat, places[0], log)
    state = replace(state, rows=(mentors, (places[1], None)))
    return push(state, Task("refill", seat, card="places"), Task("trim_places", seat))


def battle(state: State, seat: int, log: Log) -> State:
    """The Chances of War: a Wyrm, a Knot or The Excuse gives another turn; otherwise lose
    the next one. (Ruling: the card is shuffled back into the Deck of Challenges.)"""
    waiting = await_top(state, CHALLENGES, seat, Task("event", seat, card="the-battle"))
    if waiting is not None:
        return waiting
    top = state.challenge_deck[0]
    state = shuffle_in(state, ())
    hero = state.heroes[seat]
    if top in BATTLE_WINS:
        log.append(Event("battle", f"{hero.name} reveals {state.deck.name(top)}: another "
                                   f"turn."))
        return state.with_hero(seat, extra_turns=hero.extra_turns + 1)
    log.append(Event("battle", f"{hero.name} reveals {state.deck.name(top)}: the next turn "
                               f"is lost."))
    return state.with_hero(seat, lost_turns=hero.lost_turns + 1)


def discovery(state: State, seat: int, log: Log) -> State:
    """What's In The Chest? One coin of each suit flipped: heads are kept."""
    if state.physical:
        return push(state, *(Task("flip", seat, suit=s) for s in range(6) if state.bank[s]))
    won = [0] * 6
    seed = state.rng
    for suit in range(6):
        if state.bank[suit]:
            seed, heads = rng.below(seed, 2)
            won[suit] = heads
    state = give_from_bank(replace(state, rng=seed), seat, tuple(won))  # type: ignore[arg-type]
    log.append(Event("discovery", f"{state.heroes[seat].name} flips the coins and keeps "
                                  f"{coins_text(tuple(won))}."))  # type: ignore[arg-type]
    return state


def market(state: State, seat: int, log: Log) -> State:
    log.append(Event("market", "A Trading Place: 1:1 trades with the bank while here."))
    return state


def chance_meeting(state: State, seat: int, log: Log) -> State:
    """A New Encounter: the top face-down Mentor and Place."""
    for deck in (MENTORS, PLACES):
        waiting = await_top(state, deck, seat, Task("event", seat, card="the-chance-meeting"))
        if waiting is not None:
            return waiting
    for deck in (MENTORS, PLACES):
        if cards_of(state, deck):
            card, state = pop_top(state, deck)
            state = take(state, seat, card, log)
    state = state.with_hero(seat, discard_place_after_challenge=True)
    return push(state, Task("mentor_limit", seat))


def betrayal(state: State, seat: int, log: Log) -> State:
    """Do Unto Others: with a Wyrm and a Knot resource left, each player gives you 2 coins;
    without, lose a turn."""
    hero = state.heroes[seat]
    if resources(state, seat, WYRMS) and resources(state, seat, KNOTS):
        others = [(seat + i) % state.players for i in range(1, state.players)]
        return push(state, *(Task("tribute", s, card="betrayal", suit=seat) for s in others))
    log.append(Event("betrayal", f"{hero.name} has no Wyrm or no Knot left: the next turn "
                                 f"is lost."))
    return state.with_hero(seat, lost_turns=hero.lost_turns + 1)


def pact(state: State, seat: int, log: Log) -> State:
    """Sealed Under The Sun and Moon: take a face-up Mentor, give its coins away."""
    if any(state.rows[0]):
        return decide(state, Decision("pact", seat))
    return state


def harvest(state: State, seat: int, log: Log) -> State:
    """Gifts from the Earth: expend 1 Sun and 1 Leaf, then draw 4 Moons, Waves, Wyrms or
    Knots; if you can't, lose the next turn."""
    d = expense(seat, "harvest", 2, (SUNS, LEAVES), cover=(SUNS, LEAVES),
                then=(Task("harvest_draw", seat, suit=4),))
    return _or_lose(state, d, log)


def rite(state: State, seat: int, log: Log) -> State:
    """Demands a Sacrifice: expend 2 Moons, Wyrms or Leaves; then every other player gives
    you a Moon, a Wyrm or a Leaf coin, if possible. If you can't, lose the next turn."""
    others = [(seat + i) % state.players for i in range(1, state.players)]
    d = expense(seat, "rite", 2, (MOONS, LEAVES, WYRMS),
                then=tuple(Task("tribute", s, card="rite", suit=seat) for s in others))
    return _or_lose(state, d, log)


def _or_lose(state: State, d: Decision, log: Log) -> State:
    if affordable(state, d):
        return decide(state, d)
    hero = state.heroes[d.seat]
    log.append(Event("lost-turn", f"{hero.name} cannot pay and loses the next turn."))
    return state.with_hero(d.seat, lost_turns=hero.lost_turns + 1)


def the_end(state: State, seat: int, log: Log) -> State:
    """"When you reach The End, take all resources on the Encounter cards.\""""
    total = (0,) * 6
    for _, coins in state.on_cards:
        total = add(total, coins)
    hero = state.heroes[seat]
    log.append(Event("the-end", f"{hero.name} takes {coins_text(total)} from the Encounter "
                                f"cards."))
    return replace(state.with_hero(seat, coins=add(hero.coins, total)), on_cards=())


TRIBUTE_SUITS = {"betrayal": tuple(range(6)), "rite": (MOONS, WYRMS, LEAVES)}
TRIBUTE_COUNT = {"betrayal": 2, "rite": 1}


def tribute(state: State, task: Task, log: Log) -> State:
    """A player gives the hero coins (task.seat gives to task.suit, the receiver)."""
    suits = TRIBUTE_SUITS[task.card]
    giver = state.heroes[task.seat]
    if not any(giver.coins[s] for s in suits):
        log.append(Event("tribute", f"{giver.name} has no coin to give."))
        return state
    return decide(state, Decision("tribute", task.seat, other=task.suit, suits=suits,
                                  count=TRIBUTE_COUNT[task.card]))


def harvest_draw(state: State, task: Task, log: Log) -> State:
    if task.suit <= 0:
        return state
    return decide(state, Decision("harvest_draw", task.seat, count=task.suit))


EVENTS = {"the-origin": origin, "the-journey": journey, "the-battle": battle,
          "the-discovery": discovery, "the-market": market, "the-chance-meeting": chance_meeting,
          "the-betrayal": betrayal, "the-pact": pact, "the-harvest": harvest, "the-rite": rite,
          "the-end": the_end}
TASKS = {"event": event, "tribute": tribute, "harvest_draw": harvest_draw}
