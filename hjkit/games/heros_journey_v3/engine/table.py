"""The engine's entry points: a new game, apply(state, action) and legal_actions(state).

apply answers Applied (the new state and its events) or Refusal (a stable rule code and
the rule's sentence); it never raises on a legal-looking action sent at the wrong time.
"""

from __future__ import annotations

from hjkit.kit import rng
from hjkit.kit.game import Applied, Event, Refusal

from . import encounter, journey, physical, steps, trade
from .actions import Action
from .core import expense_for
from .deck import CHIPS_PER_SUIT, Deck, sub, suit_name
from .narrate import quiet_choice
from .state import MENTOR_LIMIT, VARIANTS, Hero, State, Task
from .turn import TASKS, run

# Tasks of the modules that import turn.py, which holds the table every task is run from.
TASKS.update({**steps.TASKS, **encounter.TASKS, **physical.TASKS})

DECISIONS = {
    "challenge": (steps.challenge_options, steps.challenge),
    "excuse": (steps.excuse_options, steps.excuse),
    "draw_challenge": (steps.draw_challenge_options, steps.draw_challenge),
    "expend": (steps.expend_options, steps.expend),
    "upkeep": (encounter.upkeep_options, encounter.upkeep),
    "road": (encounter.road_options, encounter.road),
    "road_pay": (encounter.road_pay_options, encounter.road_pay),
    "trim": (encounter.trim_options, encounter.trim),
    "mentor_limit": (encounter.too_many_options, encounter.too_many),
    "next_stage": (journey.next_options, journey.next_stage),
    "split": (journey.split_options, journey.split),
    "one_resource": (journey.one_options, journey.one_resource),
    "substitute": (journey.substitute_options, journey.substitute),
    "guess": (journey.guess_options, journey.guess),
    "tribute": (journey.tribute_options, journey.tribute),
    "pact": (journey.pact_options, journey.pact),
    "gift": (journey.gift_options, journey.gift),
    "harvest_draw": (journey.harvest_options, journey.harvest),
    "trade": (trade.trade_options, trade.trade),
    "partner": (trade.partner_options, trade.partner),
    "deal": (trade.deal_options, trade.deal),
    "answer": (trade.answer_options, trade.answer),
    "reveal": (physical.reveal_options, physical.reveal),
    "flip": (journey.flip_options, journey.flip),
    "fist": (journey.fist_options, journey.fist),
}


TYPES = {
    "challenge": {"play_challenge", "reveal_challenge"}, "excuse": {"take_two"},
    "draw_challenge": {"draw_challenge", "pass"}, "expend": {"pay", "spend", "cancel"},
    "upkeep": {"keep", "discard"}, "road": {"remain", "take_encounter"},
    "road_pay": {"pay", "place_coin", "cancel"}, "trim": {"discard"}, "mentor_limit": {"discard"},
    "next_stage": {"match", "advance", "other_path", "skip"}, "split": {"pick"},
    "one_resource": {"pick"}, "substitute": {"pick"}, "guess": {"guess"}, "tribute": {"give"},
    "pact": {"take_mentor"}, "gift": {"give"}, "harvest_draw": {"pick"},
    "trade": {"end_turn"}, "partner": {"open_deal", "cancel"},
    "deal": {"add_give", "add_take", "propose", "cancel"}, "answer": {"accept", "decline"},
    "reveal": {"reveal"}, "flip": {"flip"}, "fist": {"open_fist"},
}
"""The action types each decision answers to; the handler checks the rest. At the steps of
trade.ANY_TIME, begin_trade too (trade.begin)."""


def kind_of(state: State) -> str:
    return state.decision.kind.split(":", 1)[0]


def new_game(variant: str, names: list[str], deck: Deck, seed: int,
             round_limit: int | None = None, physical_results: bool = False) -> State:
    """Setup: 6 coins each (one of each suit) from a bank of 72; one Challenge each; two
    Encounter pairs face up. Seat 0 goes first. physical_results: the table shuffles, deals
    and turns over its own cards, and phones enter what came up (physical.py)."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; one of {', '.join(VARIANTS)}")
    if len(names) not in MENTOR_LIMIT:
        raise ValueError(f"The Hero's Journey takes 2-4 players, not {len(names)}")
    seed_state = seed & rng.MASK
    seed_state, challenges = rng.shuffled(seed_state, deck.challenges)
    seed_state, mentors = rng.shuffled(seed_state, deck.mentors)
    seed_state, places = rng.shuffled(seed_state, deck.places)
    heroes = tuple(Hero(name, (1,) * 6, hand=(challenges[i],)) for i, name in enumerate(names))
    bank = sub((CHIPS_PER_SUIT,) * 6, (len(names),) * 6)
    state = State(variant, heroes, bank, ((mentors[0], mentors[1]), (places[0], places[1])),
                  (), mentors[2:], places[2:], challenges[len(names):], 0, seed_state,
                  agenda=(Task("start_turn", 0),), round_limit=round_limit, deck=deck)
    if physical_results:
        state = physical.physical_start(state)
    return run(state, [])


def legal_actions(state: State) -> list[Action]:
    if state.decision is None:
        return []
    return [*DECISIONS[kind_of(state)][0](state, state.decision),
            *trade.begin_options(state, state.decision)]


def apply(state: State, action: Action) -> Applied | Refusal:
    if state.over:
        return Refusal("game-over", "The journey is over: the game has been scored.")
    d = state.decision
    if action.seat != d.seat:
        return Refusal("not-your-decision", f"{state.heroes[d.seat].name} decides now: "
                                            f"{prompt(state)}")
    handle = DECISIONS[kind_of(state)][1]
    if action.type == "begin_trade" and d.kind in trade.ANY_TIME:
        handle = trade.begin
    elif action.type not in TYPES[kind_of(state)]:
        return Refusal("not-now", f"Now {prompt(state)} ({action.type.replace('_', ' ')} is "
                                  f"not one of the choices).")
    log: list[Event] = []
    result = handle(state, d, action, log)
    if isinstance(result, Refusal):
        return result
    after = run(result, log)
    if not log:
        log.append(Event("choice", quiet_choice(state, action)))
    return Applied(after, tuple(log))


PROMPTS = {
    "challenge": "{name} plays a Challenge from hand or reveals the top of the Deck of "
                 "Challenges.",
    "excuse": "The Excuse: {name} draws 2 resources of different suits.",
    "draw_challenge": "{name} may draw a Challenge for the hand.",
    "expend": "{name} expends {need} {resources}{purpose}.",
    "upkeep": "{name} keeps {card} (1 resource) or discards it.",
    "road": "{name} remains, or takes the Wanderer's, Traveler's or Seeker's Encounter.",
    "road_pay": "{name} places 1 resource on each card passed over ({placed} of {count}).",
    "trim": "{name} discards a Place.",
    "mentor_limit": "Mentor limit {count}: {name} holds too many Mentors and discards one.",
    "next_stage": "{name} may move to the next Stage.",
    "split": "{name} draws from {card}: 2 of one suit and 1 of the other.",
    "one_resource": "{name} picks one suit and takes 1 resource.",
    "substitute": "The bank is out: {name} chooses the substitute for {other}.",
    "guess": "Chance Beginnings: {name} chooses a hand.",
    "tribute": "{name} gives {other} a coin.",
    "pact": "The Pact: {name} takes a face-up Mentor.",
    "gift": "The Pact: {name} gives the Mentor's coins to the other players.",
    "harvest_draw": "The Harvest: {name} draws {count} more resources.",
    "trade": "{name} trades, or ends the turn.",
    "partner": "{name} chooses whom to trade with: the bank, a card or a hero.",
    "partner_hero": "{name} chooses another hero to trade with.",
    "deal": "{name} builds a trade.",
    "answer": "{name} answers {other}'s offer.",
    "reveal": "{name} enters the card turned over from the {deck}.",
    "flip": "The Discovery: {name} flips a {suit} coin and enters heads or tails.",
    "fist": "Chance Beginnings: {name} chooses a hand and enters what it held.",
}


STEP_TITLES = {
    "challenge": "The Challenge", "excuse": "The Excuse",
    "draw_challenge": "A Challenge for the hand", "expend": "Expending resources",
    "upkeep": "Your Companions", "road": "The Road Beckons",
    "road_pay": "Paying the Encounters passed over", "trim": "One Place at a time",
    "mentor_limit": "The Mentor limit", "next_stage": "The Next Stage of the Journey",
    "split": "Drawing resources", "one_resource": "Drawing 1 resource",
    "substitute": "The bank is out", "guess": "Chance Beginnings", "fist": "Chance Beginnings",
    "tribute": "Coins owed", "pact": "The Pact", "gift": "The Pact's coins",
    "harvest_draw": "The Harvest", "trade": "Trading", "partner": "Trading",
    "deal": "Trading", "answer": "A trade offered", "reveal": "A card turned over",
    "flip": "What's In The Chest?",
}
"""What the banner calls each step: the rules' own headings where they name it ("1) The
Challenge", "B) The Road Beckons", "3) The Next Stage of the Journey"), never the engine's
key ("road_pay")."""


def step_title(state: State) -> str:
    return "Game over" if state.decision is None else STEP_TITLES[kind_of(state)]


def prompt(state: State) -> str:
    if state.over:
        return "The journey is over."
    d = state.decision
    expending = kind_of(state) == "expend"
    key = kind_of(state)
    if key == "partner" and d.back.kind != "trade":
        key = "partner_hero"  # the bank and the cards trade in 4B only
    return PROMPTS[key].format(
        deck=physical.TITLES[physical.deck_index(d)] if key == "reveal" else "",
        suit=suit_name(d.suits[0]).split(" ", 1)[1] if key == "flip" else "",
        name=state.heroes[d.seat].name, need=d.need,
        purpose=expense_for(state, d) if expending else "",
        resources="resource" if d.need == 1 else "resources",
        card=state.deck.name(d.cards[0] if kind_of(state) == "upkeep" else d.card)
        if (d.card and d.card in state.deck.cards) or kind_of(state) == "upkeep" else "",
        other=state.heroes[d.other].name if d.other is not None else "",
        placed=len(d.suits), count=d.count or len(d.cards))

