"""Playing cards and using abilities as actions: the checks, the performing, and the
actions offered with their legal choices; and the response window, which pauses the game
for the players who may answer what just happened.

"Different from most events are events with "Response:" in their game text. These events
can be played at any time whenever their listed conditions occur."
"""

from __future__ import annotations

from hjkit.kit.game import Event, Refusal

from ..model.abilities import Ability
from ..model.cards import ITEM_TYPES, Card
from ..model.keywords import Loaded
from . import actions as A
from .abilities import Use, check_use, make_use, options, triggers, usable_options
from .arithmetic import adversary_cost
from .before_results import awaiting_results, finish_skirmish
from .flow import Log, name
from .modifiers import in_game, sources
from .playing import (
    check_in_book,
    check_play,
    perform_play,
    risk_cost,
    seat_copies_used,
    unique_holder,
)
from .procedure import after_action, next_in_turn
from .required import owed_ability, required_uses, still_owed, without_choices
from .resolving import perform_use
from .setup import check_starting_companion, starting_cost
from .spotting import answers_window, is_active, may_respond, on_field, role_side, spotted
from .state import Step, Table, copier, replace
from .steps import is_procedure

_STARTING_PARTY = Step.STARTING_PARTY
"""As a module name: on Python 3.11 each Step.X goes through EnumType's __getattr__ hook
(~80 ns; a module name takes ~10), and card plays ask for it on every check."""


def event_ability(t: Table, card: Card) -> Ability | None:
    """The effect an event has if played now: its response, or the one for this phase."""
    return _effect_in(card, t.step)


def _effect_in(card: Card, step: Step) -> Ability | None:
    """An event's effect in this step (None for another card), read once per card and
    step (the card is held, so its id is not reused): checking a play and making it both
    ask, and a card's every attribute read goes through pydantic's __getattr__ hook."""
    key = (id(card), step.key)
    known = _EFFECTS.get(key)
    if known is None or known[0] is not card:
        if len(_EFFECTS) >= 8192:
            _EFFECTS.clear()
        effect = None
        if card.type == "event":
            effect = next((a for a in card.abilities if a.response is not None), None
                          ) or card.ability_for(step.timing)
        known = _EFFECTS[key] = (card, effect)
    return known[1]


_EFFECTS: dict[tuple[int, tuple[str, str]], tuple[Card, Ability | None]] = {}


def _paid(t: Table, seat: int, card: Card) -> int:
    """What the event does to the pool before its effect: adversary cards remove."""
    cost = risk_cost(t, seat, card)
    return cost if card.side == "adversary" else -cost


def _event_use(t: Table, action: A.PlayCard, ability: Ability) -> Use:
    card = t.cards[action.card_id]
    own_exert = not any(c.exert for c in card.to_play)
    return make_use(action.seat, card, ability, None, action.choice,
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
    if t.step is _STARTING_PARTY:
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
    from_book = t.step is _STARTING_PARTY
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
        return make_use(action.seat, card, ability, None, action.choice, action.exert,
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
    return make_use(action.seat, card, card.abilities[action.ability], item, action.choice,
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

def ability_uses(t: Table, seat: int, responses_only: bool = False) -> list[A.UseAbility]:
    """Every ability of this seat's active cards usable now (only its "Response:" ones if
    responses_only), with every legal choice: each is built only when check_use_ability
    accepts it (outside a response window, when check() asks no more of the seat to act;
    see usable_ones and usable_options)."""
    if t.step.is_setup:
        return []  # _use_of: "abilities are used once the game has begun"
    found: list[A.UseAbility] = []
    for item, card, index, ability in _abilities_in_step(t, seat):
        if ability.response is None:
            if responses_only:
                continue
        elif not triggers(t, ability):
            continue  # timely: a "Response:" answers only what is in the window
        found += [A.make_use_ability(seat, item.uid, index, use.choice, use.exert, use.also,
                                     use.pick)
                  for use in usable_options(t, make_use(seat, card, ability, item))]
    return found


def _abilities_in_step(t: Table, seat: int) -> tuple:
    """(item, card, index, ability) for each ability of the seat's active cards that
    timely() may accept in this step, kept with the field's view (they depend on the field,
    the protagonist and the step alone)."""
    view = on_field(t)
    key = ("abilities", seat, t.step.key)
    found = view.memo.get(key)
    if found is None:
        by_id = _in_step(t.cards, t.step)
        found = view.memo[key] = tuple([  # (a list comprehension: no generator to resume)
            (item, card, index, ability) for item in view.active_of(seat)
            if item.card_id in by_id for card, index, ability in by_id[item.card_id]])
    return found


_IN_STEP: dict[tuple[int, tuple[str, str]], tuple[object, dict]] = {}


def _in_step(cards, step: Step) -> dict[str, tuple[tuple[Card, int, Ability], ...]]:
    """By card id, for the cards of this mapping that have any: (card, index, ability) of
    each ability timely() may accept in this step: the card's responses, and those
    labelled for the step; never a "When ... is killed". Worked out once per mapping and
    step (the mapping is held, so its id is not reused), so the field's cards are looked
    up by id instead of read (a card's every attribute read goes through pydantic's
    __getattr__ hook)."""
    key = (id(cards), step.key)
    known = _IN_STEP.get(key)
    if known is None or known[0] is not cards:
        if len(_IN_STEP) >= 1024:
            _IN_STEP.clear()
        found = {}
        for card_id, card in cards.items():
            these = tuple((card, n, a) for n, a in enumerate(card.abilities)
                          if a.when is None
                          and (a.response is not None or step.timing in a.timing))
            if these:
                found[card_id] = these
        known = _IN_STEP[key] = (cards, found)
    return known[1]


def card_plays(t: Table, seat: int, responses_only: bool = False,
               screened: bool = False) -> list[A.PlayCard]:
    """PlayCard candidates. In the turn, plays check_play would refuse whatever their target
    and exert (wrong side or timing, an empty hand, no copy left, a unique card in play or
    in the grave, a risk pool that cannot pay) are left out before they are built, and so
    are bearers that do not fit and exerts of characters at 1 health (in the starting
    party, companions the party's risk budget cannot take). A play that is not an
    event's effect is then checked in full here (legal_actions need not check it again); an
    event's effect and the starting party are left to check(), unless screened: outside a
    response window (the seat to act's own plays, or the others' "Response:" events), where
    an event's effect is asked check_card_play here, and another seat's is left out (check()
    refuses it: not-your-decision; it is offered in its window)."""
    s = t.seats[seat]
    in_turn = t.step is not _STARTING_PARTY
    if in_turn and s.hand <= 0:
        return []  # check_play: empty-hand (or wrong-side, phase, event-timing before it)
    if not in_turn and s.hero is None:
        return []  # check_starting_companion: hero-first
    book, side = book_cards(t, seat), role_side(t, seat)
    # With no cost modifier in play, an adversary card costs its roaming cost at the
    # protagonist's site: the plays the risk pool cannot pay are left out before the loop.
    cost_free = in_turn and (not in_game(t, "cost") or not sources(t, "cost"))
    if cost_free:
        plays = book.affordable(side, t.step, responses_only,
                                t.seats[t.protagonist].position, t.risk)
    else:
        plays = book.plays(side, t.step, responses_only)
    if not plays:
        return []
    found: list[A.PlayCard] = []
    own = used = exerting = field_ids = borne = None
    # check_starting_companion: "total risk cost of all of their starting companions does
    # not exceed" the variant's limit.
    budget = None if in_turn else t.variant.max_starting_risk - starting_cost(t, seat)
    for play in plays:
        card, card_id = play.card, play.card_id
        ability = play.ability
        if play.needs_window and not triggers(t, ability):
            continue  # timely: a "Response:" answers only what is in the window
        if not in_turn and (card.cost or 0) > budget:
            continue
        if in_turn:  # check_costs' copies, uniqueness and risk pool, without sentences
            if used is None:
                used = seat_copies_used(t, seat)
            if used.get(card_id, 0) >= play.copies:
                continue
            if play.unique:
                if field_ids is None:
                    field_ids = {i.card_id for i in t.field}
                if card_id in s.grave or (card_id in field_ids
                                          and unique_holder(t, seat, card) is not None):
                    continue
            if play.adversary and not cost_free and risk_cost(t, seat, card) > t.risk:
                continue  # (when cost_free, affordable() has left these out)
        if ability is not None:
            if screened and responses_only:
                continue
            # check_card_play's questions left, for a plain event: the "To Play:" spots
            # (whatever the choices), then check_use's, which for choices options() built
            # are usable_ones()'s (the Use is _event_use's, field for field).
            if screened and play.plain and play.spots and not _spots(t, seat, play.spots):
                continue  # (check_to_play's question for a play that exerts no one)
            paid = (play.paid(t.seats[t.protagonist].position) if cost_free
                    else _paid(t, seat, card))
            base = make_use(seat, card, ability, None, paid=paid)
            chosen = usable_options(t, base) if screened and play.plain else options(t, base)
            built = [A.make_play(seat, card_id, None, c.exert, c.choice, c.also, c.pick)
                     for c in chosen]
            if screened and not play.plain:
                built = [a for a in built if check_card_play(t, a) is None]
            found += built
            continue
        if play.bearers is None:
            if not play.asks:  # the commonest play: a card with nothing to choose
                found.append(play.action(seat))
                continue
            targets = _NO_TARGET
        else:
            if own is None:
                own = [i for i in t.field if i.owner == seat]
            if in_turn:
                bearers, item_class = play.bearers, play.item_class
                if item_class is None:
                    targets = [i.uid for i in own if i.card_id in bearers]
                else:  # check_bearer: "allowed to bear only one class of item"
                    if borne is None:
                        borne = _classes_borne(t)
                    targets = [i.uid for i in own if i.card_id in bearers
                               and (i.uid, item_class) not in borne]
            else:
                targets = [i.uid for i in own]
        if not play.asks:
            found += [A.make_play(seat, card_id, target) for target in targets]
            continue
        # What check_play has left to ask (check_to_play): the "To Play:" spots, then the
        # exert, whose spots do not depend on who is exerted.
        if in_turn and play.spots and not _spots(t, seat, play.spots):
            continue
        if play.exerts:
            # check_to_play refuses the others: "You cannot exert a character with 1 health."
            if exerting is None:
                exerting = on_field(t).active_exertable(seat)
            exerts = exerting
            if in_turn:  # check_to_play: one of yours the "To Play:" names
                named = {i.uid for i in spotted(t, seat, play.exert_named)}
                exerts = [e for e in exerts if e in named]
        else:
            exerts = _NO_TARGET
        found += [A.make_play(seat, card_id, target, exert)
                  for target in targets for exert in exerts]
    return found


_NO_TARGET = (None,)


def _in_time(card, step: Step, needed: Step) -> bool:
    """check_timing's answer for a card of the seat's side, without its sentence."""
    if card.type == "event":
        return card.response is not None or step.timing in card.timing
    return step is needed


def _bears(card: Card, bearer_card: Card) -> bool:
    """check_bearer's answer for one of the seat's own cards, without its sentence, as far
    as the two cards tell: "Bearer must be ..." and Thumbless."""
    if not card.bearer.matches(bearer_card):
        return False
    return card.type not in ITEM_TYPES or not bearer_card.has_keyword(Loaded.THUMBLESS)


def _spots(t: Table, seat: int, spots: tuple) -> bool:
    """Whether the seat spots what each (filter, count) of a "To Play:" asks for."""
    return all(len(spotted(t, seat, spot)) >= count for spot, count in spots)


def _classes_borne(t: Table) -> set[tuple[int, str | None]]:
    """(bearer uid, item class) of each card borne on the field."""
    cards = t.cards
    return {(i.bearer, cards[i.card_id].item_class) for i in t.field if i.bearer is not None}


class BookCards:
    """A book's cards of each side that may be played in each step, in book order (those
    with a "Response:" alone for the other players' answers); worked out once per book (a
    seat's book never changes during a game)."""

    __slots__ = ("book", "cards", "by_side", "responses", "heroes", "_playable", "_plays",
                 "_affordable", "_costs", "answers_any_time")

    def __init__(self, book, cards):
        self.book, self.cards = book, cards  # held, so their ids are not reused
        self.by_side: dict[str | None, list[Card]] = {}
        self.responses: dict[str | None, list[Card]] = {}
        self._playable: dict[tuple[str, tuple[str, str], bool], list[Card]] = {}
        self._plays: dict[tuple[str, tuple[str, str], bool], tuple[_Play, ...]] = {}
        self._affordable: dict[tuple, tuple[_Play, ...]] = {}
        self._costs: dict[int, dict[str, int]] = {}
        self.heroes = [cards[c] for c in book if cards[c].type == "companion"
                       and cards[c].hero_of() is not None]
        """The companions check_hero lets through on their kind (not-in-deck, not-a-hero)."""
        for card_id in book:
            card = cards[card_id]
            self.by_side.setdefault(card.side, []).append(card)
            if card.response is not None:
                self.responses.setdefault(card.side, []).append(card)
        self.answers_any_time = any(not card.abilities for side in self.responses.values()
                                    for card in side)
        """Whether the book has a "Response:" the players resolve (offered to a seat that
        does not owe the decision at any time; the others wait for their window)."""

    def playable(self, side: str, step: Step, responses_only: bool) -> list[Card]:
        """The cards of this side check_timing lets through in this step (in the starting
        party, the companions that may join it)."""
        key = (side, step.key, responses_only)
        found = self._playable.get(key)
        if found is None:
            cards = (self.responses if responses_only else self.by_side).get(side, ())
            if step is not Step.STARTING_PARTY:
                needed = Step.CAMPAIGN if side == "campaign" else Step.ADVERSARY
                cards = [c for c in cards if _in_time(c, step, needed)]
            else:  # check_starting_companion: companions without the Hero keyword
                cards = [c for c in cards if c.type == "companion" and c.hero_of() is None]
            found = self._playable[key] = list(cards)
        return found

    def costs_at(self, t: Table, seat: int, site: int) -> dict[str, int]:
        """risk_cost of each book card with a cost, in book order, with the protagonist at
        this site, for a game none of whose cards changes a cost (risk_cost then depends on
        the card and the site alone). Shared: not to be changed."""
        found = self._costs.get(site)
        if found is None:
            found = self._costs[site] = {
                card_id: risk_cost(t, seat, card) for card_id in self.book
                if (card := self.cards[card_id]).cost is not None}
        return found

    def affordable(self, side: str, step: Step, responses_only: bool, site: int,
                   risk: int) -> tuple[_Play, ...]:
        """plays() less the adversary cards whose roaming cost at this site is more than the
        risk pool holds (what check_costs refuses when no cost modifier is in play)."""
        key = (side, step.key, responses_only, site, risk)
        found = self._affordable.get(key)
        if found is None:
            if len(self._affordable) >= 4096:
                self._affordable.clear()
            found = self._affordable[key] = tuple(
                play for play in self.plays(side, step, responses_only)
                if not play.adversary or play.roaming_cost(site) <= risk)
        return found

    def plays(self, side: str, step: Step, responses_only: bool) -> tuple[_Play, ...]:
        """playable()'s cards as card_plays looks at them, leaving out those whose effect
        is never timely in this step, and (for the other players' answers) the responses
        the rules core resolves, which are offered in their window."""
        key = (side, step.key, responses_only)
        found = self._plays.get(key)
        if found is None:
            found = []
            for card in self.playable(side, step, responses_only):
                ability = _effect_in(card, step)
                if ability is not None:
                    if ability.when is not None or (ability.response is None
                                                    and step.timing not in ability.timing):
                        continue  # timely() says no whatever the table
                elif responses_only and card.abilities:
                    continue
                found.append(_Play(card, self.book.get(card.id, 0), ability, self.cards))
            found = self._plays[key] = tuple(found)
        return found


class _Play:
    """One book card as card_plays offers it in one step: what never changes in a game
    (the copies in the book, the event's effect now, the parts of its cost, whether its
    "To Play:" asks anything and whether it exerts) worked out once."""

    __slots__ = ("card", "card_id", "copies", "unique", "adversary", "ability",
                 "needs_window", "asks", "exerts", "plain", "spots", "exert_named",
                 "item_class", "_base", "_home", "_by_site", "bearers", "_actions")

    def __init__(self, card: Card, copies: int, ability: Ability | None, cards):
        self.card, self.card_id, self.copies, self.ability = card, card.id, copies, ability
        self.unique = card.unique
        self.adversary = card.side == "adversary"
        self.needs_window = ability is not None and ability.response is not None
        self.asks = bool(card.to_play)
        self.exerts = any(c.exert for c in card.to_play)
        self.plain = not self.exerts and card.bearer is None
        """An event whose play exerts no one for its "To Play:" and has no bearer: its
        check_play leaves the exert to the effect and asks for no target."""
        self.spots = tuple((c.spot, c.spot_count) for c in card.to_play if c.spot is not None)
        """(filter, count) of each "To Play:" spot, as check_to_play reads them."""
        self.exert_named = next((c.exert for c in card.to_play if c.exert is not None), None)
        """The filter of the first "To Play:" exert (check_to_play's), if any."""
        self.item_class = card.item_class or None
        self._base = max(0, card.cost or 0)
        self._home = card.home_site if card.type == "minion" else None
        self._by_site: dict[int, int] = {}
        self.bearers = None if card.bearer is None else frozenset(
            card_id for card_id, bearer in cards.items() if _bears(card, bearer))
        """The ids of the cards that may bear it, as _bears answers for the card pair (of
        the game's card mapping, which the BookCards holds); None for a card played on no
        bearer."""
        self._actions: dict[int, A.PlayCard] = {}

    def action(self, seat: int) -> A.PlayCard:
        """PlayCard(seat, card id): one value per seat, built once (actions never change)."""
        found = self._actions.get(seat)
        if found is None:
            found = self._actions[seat] = A.PlayCard(seat, self.card_id)
        return found

    def paid(self, site: int) -> int:
        """_paid with no cost modifier in play: an adversary card removes its roaming cost
        from the pool, a campaign card adds its printed cost."""
        return self.roaming_cost(site) if self.adversary else -self._base

    def roaming_cost(self, site: int) -> int:
        """risk_cost with no cost modifier in play: the printed cost and the roaming
        penalty at the protagonist's site."""
        cost = self._by_site.get(site)
        if cost is None:
            cost = self._by_site[site] = adversary_cost(self._base, site, self._home)
        return cost


_ANY_TIME: tuple = (None, False)


def answers_any_time_in(cards) -> bool:
    """Whether any card of this mapping is a "Response:" the players resolve: without one,
    no book answers any time (BookCards.answers_any_time). Kept for the last mapping asked
    (held, so its id is not reused); swapped in whole, as scratch() is."""
    global _ANY_TIME
    held = _ANY_TIME
    if held[0] is not cards:
        held = _ANY_TIME = (cards, any(card.response is not None and not card.abilities
                                       for card in cards.values()))
    return held[1]


_BOOKS: dict[int, tuple[object, object, BookCards]] = {}
"""By the id of a seat's book: the book and card mapping (held, so their ids are not reused)
and their BookCards."""
_SHARED: dict[tuple, BookCards] = {}
"""By card mapping and the book's contents: every game with the same deck shares one."""


def book_cards(t: Table, seat: int) -> BookCards:
    book = t.seats[seat].book
    found = _BOOKS.get(id(book))
    if found is None or found[0] is not book or found[1] is not t.cards:
        if len(_BOOKS) >= 4096:  # a long-running server's finished tables
            _BOOKS.clear()
        key = (id(t.cards), tuple(book.items()))
        shared = _SHARED.get(key)
        if shared is None or shared.cards is not t.cards:
            if len(_SHARED) >= 256:
                _SHARED.clear()
            shared = _SHARED[key] = BookCards(dict(book), t.cards)
        found = _BOOKS[id(book)] = (book, t.cards, shared)
    return found[2]


# --- the response window -------------------------------------------------------------------

def responses(t: Table, seat: int) -> list[A.Action]:
    """The responses this seat may make to the window now (or the choice it owes)."""
    if t.pending:
        return required_uses(t, seat)
    found: list[A.Action] = [a for a in card_plays(t, seat, responses_only=True)
                             if event_ability(t, t.cards[a.card_id]) is not None
                             and check_card_play(t, a) is None]
    found += [a for a in ability_uses(t, seat, responses_only=True)
              if check_use_ability(t, a) is None]
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
    t = _closed(t, responding=(), window=())
    if results:
        t = finish_skirmish(t, log)
        if t.window and t.seats[t.protagonist].hero is not None:  # else apply ends the turn
            t = open_window(t, log)
    return t


_closed = copier(Table, "responding", "window")  # close_window's copy (see state.copier)


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
