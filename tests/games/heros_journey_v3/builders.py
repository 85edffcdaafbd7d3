"""Build a game at the moment a rule is tested: heroes on given Stages with given coins and
cards, the rows and decks as the example has them, a decision waiting."""

from __future__ import annotations

from dataclasses import replace

from hjkit.games.heros_journey_v3.engine.actions import Action, act
from hjkit.games.heros_journey_v3.engine.deck import CHIPS_PER_SUIT, deck_from
from hjkit.games.heros_journey_v3.engine.state import Decision, Hero, State, Task
from hjkit.games.heros_journey_v3.engine.table import apply, new_game
from hjkit.games.heros_journey_v3.model.cards import SUITS
from hjkit.games.heros_journey_v3.model.library import SHIPPED_CARDS, load
from hjkit.kit.game import Applied, Refusal

LIBRARY, _ = load([SHIPPED_CARDS])
DECK = deck_from(LIBRARY)
STAGE = {name: i for i, name in enumerate(DECK.stages)}
REST_OF_TURN = ("resources", "trade", "end_turn")


def coins(**by_suit: int) -> tuple[int, ...]:
    """coins(wyrms=2, suns=5)."""
    return tuple(by_suit.get(s, 0) for s in SUITS)


def hero(name: str, stage: str | None = None, coins_=None, cards=(), hand=(), **more) -> Hero:
    return Hero(name, coins_ if coins_ is not None else coins(), tuple(cards), tuple(hand),
                STAGE[stage] if stage else -1, **more)


def game(*heroes: Hero, variant: str = "basic", decision: str | Decision = "next_stage",
         seat: int = 0, rest: tuple[str, ...] = REST_OF_TURN, rows=((None, None), (None, None)),
         bank=None, on_cards=(), challenge_deck=None, seed: int = 1) -> State:
    """A game of these heroes with seat deciding; the bank holds every other chip (unless
    given); the decks hold every Encounter card not in play, in card-file order."""
    base = new_game(variant, [h.name for h in heroes], DECK, seed)
    in_play = {c for h in heroes for c in (*h.cards, *([h.path] if h.path else []))}
    in_play |= {c for row in rows for c in row if c}
    held = [c for h in heroes for c in h.hand]
    on_total = [sum(n[s] for _, n in on_cards) for s in range(6)]
    if bank is None:
        bank = tuple(CHIPS_PER_SUIT - sum(h.coins[s] for h in heroes) - on_total[s]
                     for s in range(6))
    if challenge_deck is None:
        challenge_deck = tuple(c for c in DECK.challenges if c not in held)
    if isinstance(decision, str):
        decision = Decision(decision, seat)
    return replace(base, heroes=tuple(heroes), bank=bank, rows=rows, on_cards=tuple(on_cards),
                   mentor_deck=tuple(c for c in DECK.mentors if c not in in_play),
                   place_deck=tuple(c for c in DECK.places if c not in in_play),
                   challenge_deck=tuple(challenge_deck), active=seat, decision=decision,
                   agenda=tuple(Task(k, seat) for k in rest), moved=False)


def play(state: State, *actions: Action) -> tuple[State, list[str]]:
    """Apply each action, which must be legal; the final state and every event's text."""
    texts = []
    for action in actions:
        result = apply(state, action)
        assert isinstance(result, Applied), f"{action} refused: {result}"
        state = result.state
        texts += [e.text for e in result.events]
    return state, texts


def refused(state: State, action: Action) -> Refusal:
    result = apply(state, action)
    assert isinstance(result, Refusal), f"{action} was not refused"
    return result


__all__ = ["act", "coins", "game", "hero", "play", "refused"]
