"""Playing cards and using abilities as actions: the checks, the performing, and the
actions offered with their legal choices; and the response window, which pauses the game
for the players who may answer what just happened.

"Different from most events are events with "Response:" in their game text. These events
can be played at any time whenever their listed conditions occur."
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from hjkit.kit.game import Event, Refusal

from ..model.abilities import Ability
from ..model.cards import Card
from . import actions as A
from .abilities import Use, check_use, options
from .before_results import awaiting_results, finish_skirmish
from .flow import Log, name
from .playing import affordable, check_in_book, check_play, perform_play, risk_cost, timely_cards
from .procedure import after_action, next_in_turn
from .required import owed_ability, required_uses, still_owed, without_choices
from .resolving import perform_use
from .setup import check_starting_companion
from .spotting import answers_window, is_active, may_respond, on_field, spotted
from .state import Step, Table
from .steps import is_procedure


def event_ability(t: Table, card: Card) -> Ability | None:
    """The effect an event has if played now: its response, or the one for this phase."""
    return t.facts.effect_in(card, t.step.timing)


def _paid(t: Table, seat: int, card: Card) -> int:
    """What the event does to the pool before its effect: adversary cards remove."""
    cost = risk_cost(t, seat, card)
    return cost if card.side == "adversary" else -cost


def _event_use(t: Table, action: A.PlayCard, ability: Ability) -> Use:
    card = t.cards[action.card_id]
    own_exert = not any(c.exert for c in card.to_play)
    return Use(action.seat, card, ability, None, action.choice,
                    action.exert if own_exert else None, action.also, action.pick,
                    paid=_paid(t, action.seat, card))


def _as_played(t: Table, action: A.PlayCard, ability: Ability | None) -> A.PlayCard:
    """The play as the card itself sees it: an exert the event's effect chooses ("exert
    another [Sparta] ... companion to prevent ...") is its cost, not a To Play exert."""
    if ability is not None and ability.chosen_exert is not None and action.exert is not None:
        return replace(action, exert=None)
    return action


def check_card_play(t: Table, action: A.PlayCard) -> Refusal | None:
    """During setup a card joins the starting party; later it is played under the rules,
    and an event's effect with its choices is checked too."""
    if t.step is Step.STARTING_PARTY:
        return (check_in_book(t, action)
                or check_starting_companion(t, action, t.cards[action.card_id]))
    card = t.cards[action.card_id]
    ability = event_ability(t, card)
    refusal = check_play(t, _as_played(t, action, ability))
    if refusal is not None:
        return refusal
    if ability is not None:
        return check_use(t, _event_use(t, action, ability))
    if (action.choice, action.also, action.pick) != (None, None, None):
        return Refusal("no-choices", f"{card.title} asks for no choices when played")
    return None


def perform_card_play(t: Table, action: A.PlayCard, log: Log) -> Table:
    from_book = t.step is Step.STARTING_PARTY
    pausing = bool(t.responding)
    use = None
    ability = None if from_book else event_ability(t, t.cards[action.card_id])
    if ability is not None:
        use = _event_use(t, action, ability)
    # A play with nothing to resolve hands the opportunity on in the card's own new table.
    hands_on = (use is None and is_procedure(t.step) and action.seat == t.to_act
                and not pausing)
    t = perform_play(t, _as_played(t, action, ability), log, from_book=from_book,
                     to_act=next_in_turn(t) if hands_on else None)
    if use is not None:
        t = perform_use(t, replace(use, paid=0), log)
        if is_procedure(t.step) and action.seat == t.to_act and not pausing:
            return after_action(t)
    return t


def _use_of(t: Table, action: A.UseAbility) -> Use | Refusal:
    if t.step.is_setup:
        return Refusal("setup", "abilities are used once the game has begun")
    owed = owed_ability(t, action)
    if owed is not None:  # "When this minion is killed, ...": the card has left play
        card, ability = owed
        return Use(action.seat, card, ability, None, action.choice, action.exert,
                        action.also, action.pick)
    item = t.in_play(action.source)
    if item is None or item.owner != action.seat:
        return Refusal("ability-source", "use an ability of one of your own cards in play")
    card = t.card_of(item)
    if not 0 <= action.ability < len(card.abilities):
        return Refusal("no-such-ability", f"{card.title} has no ability {action.ability + 1}")
    if not is_active(t, item):
        return Refusal("inactive", f"{card.title} is inactive now: 'While you are the "
                                   "Protagonist, your Campaign cards are active'")
    return Use(action.seat, card, card.abilities[action.ability], item, action.choice,
                    action.exert, action.also, action.pick)


def check_use_ability(t: Table, action: A.UseAbility) -> Refusal | None:
    use = _use_of(t, action)
    return use if isinstance(use, Refusal) else check_use(t, use)


def perform_use_ability(t: Table, action: A.UseAbility, log: Log) -> Table:
    pausing = bool(t.responding)
    use = _use_of(t, action)
    t = perform_use(t, use, log)
    if use.ability.when is not None:
        # The choice owed is made: the next one owed, else the window's responses. The
        # seat that chose stays first in line for next_responder to move past.
        rest = still_owed(t, t.pending[1:], log)
        after = (rest[0].owner,) if rest else _waiting(replace(t, pending=()))
        return replace(t, pending=rest, responding=(action.seat, *after))
    if is_procedure(t.step) and action.seat == t.to_act and not pausing:
        return after_action(t)
    return t


# --- what may be done now ------------------------------------------------------------------
# Every way of playing a seat's cards and using its cards' abilities that check accepts,
# for legal_actions. A card (or ability) is first asked with no choice made; when check
# refuses it for a reason no choice changes, none of its ways is built or asked.

CHOICE_FREE = frozenset({
    "game-over", "no-such-seat", "player-lost", "not-in-deck", "not-your-decision",
    "responding", "required", "wrong-side", "event-timing", "phase", "empty-hand", "copies",
    "unique", "risk-pool", "to-play-spot", "hero-first", "starting-companion",
    "starting-hero-keyword", "starting-risk", "setup", "ability-source", "no-such-ability",
    "inactive", "required-trigger", "response-window", "ability-timing", "ability-spot",
    "exert", "discard-this"})
"""Refusals of a play or use with no choice made that answer for every choice: the checks
that give them read the card, the seat and the table, never the bearer, exert, target,
second character or pick (those checks come after them)."""

Check = Callable[[Table, A.Action], Refusal | None]


def card_plays(t: Table, seat: int, check: Check,
               among: frozenset[str] | None = None) -> list[A.PlayCard]:
    """Every play of this seat's book cards that check accepts now (only of those among
    these ids, if given), in book order; in the turn, of the cards check_timing lets
    through, and none from an empty hand. A card on a bearer names one of the seat's cards
    on the field that its "Bearer must be" accepts, a "To Play:" exert one of its
    characters that it may exert, an event its effect's choices."""
    in_turn = t.step is not Step.STARTING_PARTY
    if in_turn and t.seats[seat].hand <= 0:
        return []  # check_play's "empty-hand": no choice changes it
    found: list[A.PlayCard] = []
    if in_turn:
        book = timely_cards(t, seat, among)
    else:
        book = [c for c in t.seats[seat].book if among is None or c in among]
    for card_id in book:
        card = t.cards.get(card_id)
        if card is None or in_turn and not affordable(t, seat, card):
            continue  # (check_costs' "risk-pool", whatever the choices)
        probe = A.PlayCard(seat, card_id)
        refusal = check(t, probe)
        if refusal is not None and refusal.code in CHOICE_FREE:
            continue
        ability = event_ability(t, card) if in_turn else None
        if ability is not None:
            base = Use(seat, card, ability, None, paid=_paid(t, seat, card))
            ways = [A.PlayCard(seat, card_id, None, u.exert, u.choice, u.also, u.pick)
                    for u in options(t, base)]
        else:
            ways = [A.PlayCard(seat, card_id, target, exert)
                    for target in _bearers(t, seat, card)
                    for exert in _to_play_exerts(t, seat, card)]
        found += _accepted(t, check, probe, refusal, ways)
    return found


def _bearers(t: Table, seat: int, card: Card) -> list[int | None] | tuple:
    """The bearers check_bearer may accept: the seat's cards its "Bearer must be" names."""
    if card.bearer is None:
        return _NO_CHOICE
    ids = t.facts.accepted(card.bearer)
    return [i.uid for i in t.field if i.owner == seat and i.card_id in ids]


def _to_play_exerts(t: Table, seat: int, card: Card) -> list[int | None] | tuple:
    """The characters check_to_play may accept as a "To Play:" exert: the seat's active
    characters that its first exert names, above 1 health."""
    wanted = next((c.exert for c in card.to_play if c.exert is not None), None)
    if wanted is None:
        return _NO_CHOICE
    characters = t.facts.characters
    return [i.uid for i in spotted(t, seat, wanted)
            if i.card_id in characters and t.remaining_health(i) > 1]


def ability_uses(t: Table, seat: int, check: Check,
                 responses_only: bool = False) -> list[A.UseAbility]:
    """Every use of the abilities of this seat's cards on the field that check accepts now
    (only its "Response:" ones if responses_only), in field order, with each of the
    choices the ability names. Only active cards' abilities that answer to this part of
    the turn are asked: check refuses the others ("inactive", "ability-timing",
    "response-window", "required-trigger") whatever the choices."""
    found: list[A.UseAbility] = []
    usable = t.facts.abilities_in(t.step.timing)
    for item in on_field(t).active_of(seat):
        abilities = usable.get(item.card_id)
        if abilities is None:
            continue
        card = t.cards[item.card_id]
        for index, ability in abilities:
            if responses_only and ability.response is None:
                continue
            probe = A.UseAbility(seat, item.uid, index)
            refusal = check(t, probe)
            if refusal is not None and refusal.code in CHOICE_FREE:
                continue
            ways = [A.UseAbility(seat, item.uid, index, u.choice, u.exert, u.also, u.pick)
                    for u in options(t, Use(seat, card, ability, item))]
            found += _accepted(t, check, probe, refusal, ways)
    return found


def _accepted(t: Table, check: Check, probe: A.Action, refusal: Refusal | None,
              ways: list) -> list:
    """The ways check accepts; when the only way is the probe, its answer stands."""
    if len(ways) == 1 and ways[0] == probe:
        return ways if refusal is None else []
    return [a for a in ways if check(t, a) is None]


_NO_CHOICE = (None,)


# --- the response window -------------------------------------------------------------------

def responses(t: Table, seat: int) -> list[A.Action]:
    """The responses this seat may make to the window now (or the choice it owes)."""
    if t.pending:
        return required_uses(t, seat)
    found: list[A.Action] = [
        a for a in card_plays(t, seat, check_card_play, t.facts.response_events)
        if event_ability(t, t.cards[a.card_id]) is not None]
    found += ability_uses(t, seat, check_use_ability, responses_only=True)
    return found


def _waiting(t: Table) -> tuple[int, ...]:
    """The players who may answer the window, counter-clockwise from the protagonist."""
    seats = [t.protagonist, *t.antagonists()] if t.protagonist in t.seats_in_play() else []
    return tuple(s for s in seats if may_respond(t, s) and (t.pending or answers_window(t, s))
                 and responses(t, s))


def open_window(t: Table, log: Log) -> Table:
    """Something a response may answer has happened: first each "When ... is killed" choice
    owed, then a pause for each player who may answer it, or let it pass unanswered."""
    if t.is_over or t.step.is_setup:
        return replace(t, window=(), pending=())
    owed = without_choices(t, log)
    if owed:
        log.append(Event("required", f"{name(t, owed[0].owner)} resolves "
                                     f"{t.cards[owed[0].card_id].title}."))
        return replace(t, pending=owed, responding=(owed[0].owner,), resume=t.to_act,
                       to_act=owed[0].owner)
    waiting = _waiting(t)
    if not waiting:
        return close_window(t, log)
    log.append(Event("response-window", f"{name(t, waiting[0])} may respond."))
    return replace(t, responding=waiting, resume=t.to_act, to_act=waiting[0])


def next_responder(t: Table, log: Log, passed: bool = True) -> Table:
    """The player who owed the response has answered or declined: the next, or back to the
    game where it paused. Before a skirmish's results a player who answered may answer
    again (a second Shield Brother) until they pass."""
    if not passed and awaiting_results(t) and responses(t, t.responding[0]):
        log.append(Event("response-window", f"{name(t, t.responding[0])} may respond again."))
        return t
    rest = tuple(s for s in t.responding[1:] if not t.seats[s].lost)
    if awaiting_results(t):  # what they could have prevented may be prevented already
        rest = tuple(s for s in rest if responses(t, s))
    if rest:
        log.append(Event("response-window", f"{name(t, rest[0])} may respond."))
        return replace(t, responding=rest, to_act=rest[0])
    return close_window(replace(t, to_act=t.resume), log)


def close_window(t: Table, log: Log) -> Table:
    """Nobody answers any more: the game goes on; results held back for the window are
    applied (and what they kill opens a window of its own)."""
    results = awaiting_results(t)
    t = replace(t, responding=(), window=())
    if results:
        t = finish_skirmish(t, log)
        if t.window and t.seats[t.protagonist].hero is not None:  # else apply ends the turn
            t = open_window(t, log)
    return t




def check_during_window(t: Table, action: A.Action) -> Refusal | None:
    """While the game waits for a response, the player owing it responds or declines."""
    if t.pending:
        owed = t.pending[0]
        if isinstance(action, A.UseAbility) and action.source == owed.uid:
            return None
        return Refusal("required", f"{name(t, owed.owner)} must first resolve "
                                   f"{t.cards[owed.card_id].title}: its 'When ... is killed' "
                                   "is not optional")
    if isinstance(action, A.Pass):
        return None
    if isinstance(action, A.PlayCard):
        card = t.cards.get(action.card_id)
        if card is not None and card.response is not None and event_ability(t, card):
            return None
    if isinstance(action, A.UseAbility):
        item = t.in_play(action.source)
        card = t.card_of(item) if item else None
        if card and 0 <= action.ability < len(card.abilities) and card.abilities[
                action.ability].response is not None:
            return None
    return Refusal("responding", f"the game waits for {name(t, t.to_act)} to respond or "
                                 "pass ('Response:' events are played 'whenever their listed "
                                 "conditions occur')")
