"""The steps the game runs by itself, in turn order: The Challenge, A New Encounter?, The
Next Stage, Resources, then the next turn; and moving a pawn."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit import rng
from hjkit.kit.game import Event

from . import events
from .core import (
    Log,
    decide,
    expense,
    give_from_bank,
    grants,
    places,
    push,
    resources,
    stage_rank,
    to_bottom,
)
from .deck import WAVES, coins_text, one, suit_name
from .physical import CHALLENGES, in_deck, shuffle_in
from .scoring import final_scores
from .state import Decision, State, Task

TURN = ("challenge", "upkeep", "road", "next_stage", "resources", "trade", "end_turn")


def run(state: State, log: Log) -> State:
    """Run tasks until someone must decide or the game is over."""
    while state.decision is None and state.scores is None and state.agenda:
        task = state.agenda[0]
        state = replace(state, agenda=state.agenda[1:])
        state = TASKS[task.kind](state, task, log)
    return state


def start_turn(state: State, task: Task, log: Log) -> State:
    seat = task.seat
    state = replace(state, active=seat, moved=False, challenge=None,
                    agenda=tuple(Task(k, seat) for k in TURN))
    log.append(Event("turn", f"{state.heroes[seat].name}'s turn."))
    return state


def end_turn(state: State, task: Task, log: Log) -> State:
    """Left to the next player; lost turns are skipped, extra turns taken. Once a hero has
    reached an Ending, each other player gets one more turn, then the game is scored."""
    state = replace(state, turn=state.turn + 1)
    seat = task.seat
    if state.final is None and state.round_limit and state.round > state.round_limit:
        log.append(Event("rounds", f"{state.round_limit} rounds are played: the table's "
                                   f"limit."))
        state = replace(state, final=())
    while True:
        if state.final is not None:
            if not state.final:
                scores = final_scores(state)
                log.append(Event("over", "The journey is over: " + "; ".join(
                    f"{state.heroes[s.seat].name} {s.total}" for s in scores) + "."))
                return replace(state, scores=scores, decision=None, agenda=())
            seat, rest = state.final[0], state.final[1:]
            state = replace(state, final=rest)
        elif state.heroes[seat].extra_turns and seat == task.seat:
            hero = state.heroes[seat]
            state = state.with_hero(seat, extra_turns=hero.extra_turns - 1)
            log.append(Event("extra-turn", f"{hero.name} takes another turn."))
            return push(state, Task("start_turn", seat))
        else:
            seat = state.left_of(seat)
        hero = state.heroes[seat]
        if hero.lost_turns:
            state = state.with_hero(seat, lost_turns=hero.lost_turns - 1)
            log.append(Event("lost-turn", f"{hero.name} loses this turn."))
            continue
        return push(state, Task("start_turn", seat))


def affected(state: State) -> list[int]:
    """"The active player deals with The Challenge first, then the other players proceeding
    to the left", except heroes before The Origin or on an Ending."""
    order = [(state.active + i) % state.players for i in range(state.players)]
    return [s for s in order if state.heroes[s].stage >= 0 and state.heroes[s].ending is None]


def challenge(state: State, task: Task, log: Log) -> State:
    return decide(state, Decision("challenge", task.seat))


def meet(state: State, task: Task, log: Log) -> State:
    seat, card = task.seat, state.challenge
    hero = state.heroes[seat]
    info = state.deck[card]
    if info.kind == "excuse":
        stocked = [s for s in range(6) if state.bank[s]]
        if len(stocked) >= 2:
            return decide(state, Decision("excuse", seat))
        return push(state, *grants(seat, stocked))
    suit = info.suits[0]
    have, rank = resources(state, seat, suit), stage_rank(state, seat)
    word = suit_name(suit, have).split(" ", 1)[1]
    if have >= rank:
        log.append(Event("challenge-met", f"{hero.name} has {have} {word} at Stage {rank}: "
                                          f"the Challenge is met."))
        return push(state, Task("grant", seat, suit=suit))
    need = -(-rank // 2)
    if have >= need:
        log.append(Event("challenge-failed", f"{hero.name} has {have} {word} at Stage {rank} "
                                             f"and must expend {need}."))
        return decide(state, expense(seat, "challenge", need, (suit,)))
    log.append(Event("challenge-failed", f"{hero.name} has {have} {word} at Stage {rank}, "
                                         f"cannot expend {need}, and moves back one Stage."))
    return fall_back(state, seat, log)


def fall_back(state: State, seat: int, log: Log) -> State:
    """"If you can't, move back one Stage." No event triggers (The Market's needs none)."""
    hero = state.heroes[seat]
    left_journey = hero.stage == 1 and hero.path is None
    if hero.path is not None:
        state = to_bottom(state, hero.path)
    state = state.with_hero(seat, stage=hero.stage - 1, path=None)
    where = state.deck.name(state.deck.stages[hero.stage - 1]) if hero.stage > 0 else \
        "the space before The Origin"
    log.append(Event("back", f"{hero.name} moves back to {where}."))
    if left_journey and state.advanced:
        return push(state, Task("trim_places", seat))
    return state


def after_meet(state: State, task: Task, log: Log) -> State:
    hero = state.heroes[task.seat]
    if not hero.discard_place_after_challenge:
        return state
    state = state.with_hero(task.seat, discard_place_after_challenge=False)
    return push(state, Task("trim_places", task.seat))


def after_challenge(state: State, task: Task, log: Log) -> State:
    """"Shuffle any played Challenges back into the Deck. If you played a Challenge from the
    Deck of Challenges, you may draw a new Challenge for your hand if there are at least
    two Challenges in the Deck.\""""
    state = replace(shuffle_in(state, (state.challenge,)), challenge=None)
    if task.flag and in_deck(state, CHALLENGES) >= 2:
        return decide(state, Decision("draw_challenge", task.seat))
    return state


def trim_places(state: State, task: Task, log: Log) -> State:
    """Down to one Place (two while on The Journey, advanced rules)."""
    hero = state.heroes[task.seat]
    keep = 2 if state.advanced and hero.stage == 1 and hero.path is None else 1
    if len(places(state, task.seat)) > keep:
        return decide(state, Decision("trim", task.seat, count=keep))
    return state


def upkeep(state: State, task: Task, log: Log) -> State:
    deck = state.deck
    kept = tuple(c for c in state.heroes[task.seat].cards if deck.is_mentor(c) or deck.is_path(c))
    if not kept:
        return state
    return decide(state, Decision("upkeep", task.seat, cards=kept))


def road(state: State, task: Task, log: Log) -> State:
    return decide(state, Decision("road", task.seat))


def next_stage(state: State, task: Task, log: Log) -> State:
    if state.heroes[task.seat].ending is not None:
        return state
    return decide(state, Decision("next_stage", task.seat))


def draw_resources(state: State, task: Task, log: Log) -> State:
    """4A: "If you did not move forward to a new Stage this turn, you may draw new
    Resources from your Mentors and Places.\""""
    seat, hero = task.seat, state.heroes[task.seat]
    if state.moved:
        log.append(Event("no-draw", f"{hero.name} moved this turn and draws no resources."))
        return state
    rank = stage_rank(state, seat)
    weak = [c for c in hero.cards if state.deck[c].value <= rank]
    if weak:
        return push(state, *(Task("draw_card", seat, card=c) for c in weak))
    if choices_for_one(state, seat):
        return decide(state, Decision("one_resource", seat))
    return state


def choices_for_one(state: State, seat: int) -> list[int]:
    """"pick one suit from any of your Encounter cards or your current Stage\""""
    hero, deck = state.heroes[seat], state.deck
    cards = [*hero.cards, *( [deck.stages[hero.stage]] if hero.stage >= 0 else []),
             *([hero.path] if hero.path else [])]
    return sorted({s for c in cards for s in deck[c].suits})


def draw_card(state: State, task: Task, log: Log) -> State:
    info = state.deck[task.card]
    if len(info.suits) == 2:
        return decide(state, Decision("split", task.seat, card=task.card))
    return push(state, *grants(task.seat, list(info.suits)))


def grant(state: State, task: Task, log: Log) -> State:
    """Draw one coin: "If the bank is out of that resource, the player to your right will
    choose what substitute resources the bank will give you. If there are no more resources
    in the bank, you don't get anything.\""""
    seat, suit, hero = task.seat, task.suit, state.heroes[task.seat]
    if state.bank[suit]:
        log.append(Event("draw", f"{hero.name} draws {suit_name(suit)}."))
        return give_from_bank(state, seat, one(suit))
    if not any(state.bank):
        log.append(Event("draw", f"The bank is empty: {hero.name} gets nothing."))
        return state
    return decide(state, Decision("substitute", state.right_of(seat), other=seat,
                                  suits=(suit,)))


def trade(state: State, task: Task, log: Log) -> State:
    return decide(state, Decision("trade", task.seat))


def arrive(state: State, task: Task, log: Log) -> State:
    """Move forward onto a Stage, an Ending (card) or The Other Path (flag: card is the
    Rite or the Harvest, laid beside the next Stage)."""
    seat, hero, deck = task.seat, state.heroes[task.seat], state.deck
    tasks: list[Task] = []
    if state.advanced and hero.stage == 1 and hero.path is None:
        tasks.append(Task("trim_places", seat))  # "If you move off The Journey ..."
    if hero.path is not None:
        state = to_bottom(state, hero.path)  # "After your Hero leaves one of The Other Paths"
    state = replace(state, moved=True)
    if task.flag:
        state = state.with_hero(seat, stage=hero.stage + 1, path=task.card,
                                cards=tuple(c for c in hero.cards if c != task.card))
        where = f"{deck.name(task.card)}, beside {deck.name(deck.stages[hero.stage + 1])}"
    elif deck[task.card].role == "ending":
        state = reach_ending(state, seat, task.card, log)
        where = deck.name(task.card)
    else:
        state = state.with_hero(seat, stage=hero.stage + 1, path=None)
        where = deck.name(task.card)
    log.append(Event("move", f"{hero.name} moves to {where}."))
    if state.advanced or deck[task.card].role == "ending":
        tasks.append(Task("event", seat, card=task.card))
    return push(state, *tasks)


def reach_ending(state: State, seat: int, card: str, log: Log) -> State:
    """"A Hero who has reached an Ending must discard all Challenge cards from her hand and
    shuffle them into the Deck of Challenges." The first one gives every other player one
    more turn."""
    hero = state.heroes[seat]
    state = shuffle_in(state, hero.hand).with_hero(seat, ending=card, hand=(), unseen=0,
                                                   path=None)
    if state.final is None:
        others = tuple((seat + i) % state.players for i in range(1, state.players))
        state = replace(state, final=others)
        log.append(Event("final", f"{hero.name} has reached an Ending: every other player "
                                  f"gets one more turn."))
    return state


def chance_beginnings(state: State, seat: int, guess: str, log: Log) -> State:
    """The Origin's fists, drawn by the table's seeded generator."""
    seed, side = rng.below(state.rng, 2)
    return fist_opened(replace(state, rng=seed), seat, ("left", "right")[side] == guess, log)


def fist_opened(state: State, seat: int, found: bool, log: Log) -> State:
    """"take the coins if you chose correctly\""""
    hero = state.heroes[seat]
    if not found:
        log.append(Event("origin", f"{hero.name} chose the empty hand."))
        return state
    coins = tuple(min(1, state.bank[s]) if s in (3, WAVES) else 0 for s in range(6))
    log.append(Event("origin", f"{hero.name} chose the right hand and takes "
                               f"{coins_text(coins)}."))
    return give_from_bank(state, seat, coins)


TASKS = {"start_turn": start_turn, "end_turn": end_turn, "challenge": challenge, "meet": meet,
         "after_meet": after_meet, "after_challenge": after_challenge,
         "trim_places": trim_places, "upkeep": upkeep, "road": road, "next_stage": next_stage,
         "resources": draw_resources, "draw_card": draw_card, "grant": grant, "trade": trade,
         "arrive": arrive, **events.TASKS}
"""Every task kind; steps.py and physical.py add theirs (see table.py)."""
