"""A player's turn ("Playing"): draw the top Journey card (named by a phone) and resolve
it: a monster to fight or pay, a location, an item to buy, Crossing Paths, an Ambush to
keep, or Home. Before the draw and after the card is resolved, items may move and spells
be cast; then play moves to the next player."""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Applied, Event, Refusal

from ..model.cards import JourneyCard
from .actions import Action
from .combat import begin, enemy_of
from .deck import draw as draw_card
from .deck import drawable, put_back, why_not
from .items import equip, equips, may_equip
from .magic import apply_heal, cast, may_cast, turn_casts
from .phases import after_battle, next_turn
from .rules import change_member, change_party, heal, hurt, join_bonus, refuse, slot_taken
from .setup import member_of
from .state import Enemy, Member, State
from .supply import take, turnable, why_not_turned_up

TRIBUTE_PER_VALUE = 100
STRANGER_HP = 4
GOBLIN_JOINS_HP = 2


def tribute_of(card: JourneyCard) -> int:
    """"A player may avoid combat with a monster by paying 100 x base card value in
    tribute": the price in PG."""
    return TRIBUTE_PER_VALUE * (card.value or 0)


def can_pay_tribute(state: State, seat: int) -> bool:
    """The tribute to the monster met is within the party's purse (papergold)."""
    return state.parties[seat].papergold >= tribute_of(state.cards.journey[state.card])


def turn_actions(state: State) -> list[Action]:
    """What the active player may do now: the step's own choices, and at every step spells
    and the Healer's healing ("Outside of combat, any extrinsic ability (including
    spellcasting) may be used at any time during a player's turn")."""
    seat = state.active
    step = state.step
    if step == "draw":
        return ([Action("draw", seat, card=c) for c in drawable(state.deck)]
                + _between(state, seat))
    if step == "after":
        return [Action("end_turn", seat)] + _between(state, seat)
    return _step_actions(state, seat, step) + turn_casts(state, seat)


def _step_actions(state: State, seat: int, step: str) -> list[Action]:
    party = state.parties[seat]
    if step == "seer":
        return [Action("draw", seat, card=c) for c in drawable(state.deck)]
    if step == "seer-play":
        return [Action("play", seat, card=c) for c in state.seer_drawn]
    if step == "meet":
        return [Action("fight", seat)] + ([Action("tribute", seat)]
                                          if can_pay_tribute(state, seat) else [])
    if step == "shop":
        card = state.cards.journey[state.card]
        found = [Action("pass", seat)]
        if party.papergold >= (card.price or 0):
            found.append(Action("buy", seat))
            found += [Action("buy", seat, member=i) for i in party.living()
                      if party.members[i].can_equip and
                      slot_taken(state, party.members[i], card.id) is None]
        return found
    if step == "recruit":
        price = state.cards.journey[state.card].recruit or 0
        found = [Action("pass", seat)]
        if party.papergold >= price:
            found += [Action("hire", seat, card=a) for a in turnable(state)]
        return found
    if step == "stranger":
        return [Action("stranger", seat, card=a) for a in turnable(state)]
    if step == "challenge":
        return [Action("challenge", seat, value=s) for s in _opponents(state)]
    return []


def _between(state: State, seat: int) -> list[Action]:
    """What may be done before a Journey card is drawn or after it is resolved: move items,
    cast spells, heal, unroll the Ball of String."""
    return equips(state, seat) + turn_casts(state, seat) + _replays(state, seat)


def _replays(state: State, seat: int) -> list[Action]:
    party = state.parties[seat]
    found = []
    for i, member in enumerate(party.members):
        if member.alive and any(state.cards.quest_items.get(x) is not None and
                                state.cards.quest_items[x].effect == "replay"
                                for x in member.items):
            found += [Action("replay", seat, member=i, card=c)
                      for c in dict.fromkeys((*state.discard, *state.monster_discard))
                      if state.cards.journey[c].type not in ("ambush", "home")]
    return found


def _opponents(state: State) -> list[int]:
    return [s for s, p in enumerate(state.parties) if s != state.active and not p.out]


def apply_turn(state: State, action: Action) -> Applied | Refusal:
    if action.seat != state.active:
        return refuse("turn-order", f"\"Each player, in order, draws the top card from the "
                                    f"Journey deck\": it is {state.parties[state.active].name}'s "
                                    f"turn.")
    kind = action.type
    if kind == "draw" and state.step in ("draw", "seer") and action.card is not None and \
            action == Action("draw", action.seat, card=action.card):
        reason = why_not(state.deck, action.card)
        return refuse("journey-deck", f"{reason}.") if reason else _draw(state, action)
    if kind == "end_turn" and state.step == "after" and action == Action("end_turn",
                                                                         action.seat):
        return _end_turn(state, action)
    if kind in ("cast", "heal"):
        # Checked by the rule, not against the whole list (every payment).
        if may_cast(state, action, in_combat=False):
            return apply_heal(state, action, False) if kind == "heal" else \
                cast(state, action, False)
        return _why(state, action, turn_actions(state))
    if state.step in ("draw", "after") and kind in ("equip", "replay"):
        if (kind == "equip" and may_equip(state, action)) or \
                (kind == "replay" and action in _replays(state, action.seat)):
            return (equip if kind == "equip" else _replay)(state, action)
        return _why(state, action, turn_actions(state))
    legal = turn_actions(state)
    if action not in legal:
        return _why(state, action, legal)
    handler = {"draw": _draw, "end_turn": _end_turn, "fight": _fight, "tribute": _tribute,
               "buy": _buy, "pass": _pass, "hire": _hire, "stranger": _stranger,
               "challenge": _challenge, "equip": equip, "replay": _replay,
               "play": _play}[kind]
    return handler(state, action)


def _why(state: State, action: Action, legal: list[Action]) -> Refusal:
    if action.type == "draw" and state.step in ("draw", "seer") and action.card:
        reason = why_not(state.deck, action.card)
        return refuse("journey-deck", f"{reason}.")
    if action.type == "tribute" and state.step == "meet":
        card = state.cards.journey[state.card]
        party = state.parties[action.seat]
        return refuse("tribute", f"\"A player may avoid combat with a monster by paying 100 x "
                                 f"base card value in tribute\": the {card.name} asks "
                                 f"{tribute_of(card)} PG and {party.name} holds "
                                 f"{party.papergold} PG.")
    if action.type == "buy" and state.step == "shop":
        return refuse("items", "\"Only one weapon and one of any armor type (helmet, shield, "
                               "etc.) may be wielded or worn per adventurer\", and the price "
                               "must be paid.")
    if action.type in ("stranger", "hire") and state.step in ("stranger", "recruit") and \
            action.card not in turnable(state):
        return refuse("adventurer-deck", f"{why_not_turned_up(state, action.card)}.")
    if action.type in ("cast", "heal"):
        return refuse("spell-when", "Spells are cast by a living spellcaster who knows them, "
                                    "on a target the spell has now: outside a battle, "
                                    "Teleport on a Monster or Crossing Paths card waiting to "
                                    "be fought, Polymorph and Hypnotize on a Monster card "
                                    "waiting to be fought, Fireball never (see the rulings).")
    if action.type == "equip":
        return refuse("items", "\"Only one weapon and one of any armor type may be wielded or "
                               "worn per adventurer\"; items move before a draw or after a "
                               "card is resolved.")
    step = {"draw": "draw the top Journey card", "after": "end the turn",
            "meet": "fight the monster or pay tribute", "shop": "buy the item or pass",
            "recruit": "hire the adventurer or pass", "stranger": "name the Adventurer "
            "card turned up", "challenge": "choose the player to face",
            "seer": "draw the Seer's second Journey card",
            "seer-play": "play one of the Seer's two cards"}.get(state.step, "")
    return refuse("turn-step", f"Now {state.parties[state.active].name} must {step}.")


def _draw(state: State, action: Action) -> Applied:
    """Seer: "The player holding the Seer should always draw two Journey cards on their
    turn, playing one ... and returning the unused card to the top of the deck": both cards
    are drawn (and counted) before one is played; a last card is drawn alone. Home is never
    held for a choice: "When the card is drawn, play ends immediately"."""
    card = state.cards.journey[action.card]
    state = replace(state, deck=draw_card(state.deck, card.id))
    name = state.parties[action.seat].name
    if card.type == "home":
        return _home_drawn(state, card.id)
    if state.step == "seer":
        state = replace(state, step="seer-play", seer_drawn=(*state.seer_drawn, card.id))
        return Applied(state, (Event("seer", f"{name} draws {card.name} as well: play one, "
                                             f"the other goes back on top."),))
    if _seer(state) and drawable(state.deck):
        state = replace(state, step="seer", seer_drawn=(card.id,))
        return Applied(state, (Event("seer", f"{name} draws {card.name} and, with the Seer, "
                                             f"a second card."),))
    return _reveal(state, card.id)


def _home_drawn(state: State, home: str) -> Applied:
    """Home drawn, as a first card or as the Seer's second: the game ends at once. A first
    card the Seer drew is never played; it goes back on top of the deck."""
    events = []
    for unused in state.seer_drawn:
        state = replace(state, deck=put_back(state.deck, unused))
        events.append(Event("seer", f"{state.cards.journey[unused].name} is not played: "
                                    f"Home was drawn."))
    return _reveal(replace(state, seer_drawn=()), home, events)


def _seer(state: State) -> bool:
    return any(m.has("foresight") for m in state.parties[state.active].members)


def _play(state: State, action: Action) -> Applied:
    unused = next(c for c in state.seer_drawn if c != action.card)
    state = replace(state, deck=put_back(state.deck, unused), seer_drawn=())
    events = [Event("seer", f"{state.cards.journey[unused].name} goes back on top of the "
                            f"Journey deck.")]
    return _reveal(state, action.card, events)


def _reveal(state: State, card_id: str, events: list[Event] = ()) -> Applied:
    card = state.cards.journey[card_id]
    state = replace(state, card=card.id)
    if card.type == "monster":
        state = replace(state, monster_discard=(*state.monster_discard, card.id))
    else:
        state = replace(state, discard=(*state.discard, card.id))
    left = len(state.deck.left)
    events = [*events, Event("draw", f"{state.parties[state.active].name} plays {card.name} "
                                     f"({left} cards left in the Journey deck).")]
    return resolve(state, card.id, events)


def resolve(state: State, card_id: str, events: list[Event]) -> Applied:
    card = state.cards.journey[card_id]
    seat = state.active
    party = state.parties[seat]
    state = replace(state, card=card_id)
    if card.type == "home":
        events.append(Event("home", f"Home! {party.name} wins."))
        return Applied(replace(state, phase="over", step="over", winner=seat), tuple(events))
    if card.type == "monster":
        if card.special == "goblin" and any(m.has("bandit") for m in party.members):
            goblin = Member(card.id, card.name, card.value or 1, GOBLIN_JOINS_HP,
                            natural=card.value or 1)
            state = change_party(state, seat, replace(party, members=(*party.members, goblin)))
            events.append(Event("goblin", "The Goblin sees the Bandit and joins the party "
                                          "(2 HP). No reward."))
            return Applied(replace(state, step="after"), tuple(events))
        return Applied(replace(state, step="meet"), tuple(events))
    if card.type == "location":
        return _location(state, card, events)
    if card.type == "item":
        return Applied(replace(state, step="shop"), tuple(events))
    if card.type == "ambush":
        state = change_party(state, seat, replace(party, ambushes=party.ambushes + 1))
        events.append(Event("ambush", f"{party.name} keeps the Ambush card."))
        return Applied(replace(state, step="after"), tuple(events))
    if _opponents(state) and state.players > 1:
        return Applied(replace(state, step="challenge"), tuple(events))
    return Applied(replace(state, step="stranger" if state.supply else "after"), tuple(events))


def _location(state: State, card, events: list[Event]) -> Applied:
    seat = state.active
    party = state.parties[seat]
    gain = card.gain - min(card.lose, party.papergold + card.gain)
    if card.terrain == "land" and any(m.has("bandit") for m in party.members):
        gain += 100
        events.append(Event("bandit", "The Bandit finds 100 PG."))
    heal_by = card.heal
    if card.terrain == "water" and any(m.has("sailor") for m in party.members):
        heal_by += 1
        events.append(Event("sailor", "The Sailor's knowledge of the sea: +1 HP each."))
    party = replace(party, papergold=party.papergold + gain,
                    members=tuple(heal(m, heal_by) for m in party.members))
    if gain:
        events.append(Event("papergold", f"{party.name} {'gains' if gain > 0 else 'pays'} "
                                         f"{abs(gain)} PG ({party.papergold} PG)."))
    if card.heal:
        events.append(Event("heal", f"Every adventurer gains {card.heal} HP."))
    state = change_party(state, seat, party)
    for i in party.living() if card.harm else ():
        state, more = hurt(state, seat, i, card.harm)
        events += more
    if not state.parties[seat].living():
        return after_battle(state, [seat], events)
    if card.recruit is not None and state.supply:
        return Applied(replace(state, step="recruit"), tuple(events))
    return Applied(replace(state, step="after"), tuple(events))


def _fight(state: State, action: Action) -> Applied:
    enemy = enemy_of(state, state.card)
    return begin(state, "monster", (action.seat,), (enemy,),
                 [Event("fight", f"{state.parties[action.seat].name} fights the "
                                 f"{enemy.name}.")])


def _tribute(state: State, action: Action) -> Applied:
    """"After tribute is paid, the card action is considered complete and play moves on.
    The bonus die value is not increased and no reward is paid."."""
    card = state.cards.journey[state.card]
    price = tribute_of(card)
    party = state.parties[action.seat]
    party = replace(party, papergold=party.papergold - price)
    state = change_party(state, action.seat, party)
    text = f"{party.name} pays {price} PG tribute to the {card.name}."
    return Applied(replace(state, step="after"), (Event("tribute", text),))


def _buy(state: State, action: Action) -> Applied:
    card = state.cards.journey[state.card]
    party = state.parties[action.seat]
    party = replace(party, papergold=party.papergold - (card.price or 0))
    if action.member is None:
        party = replace(party, hand=(*party.hand, card.id))
        whom = "holds it in hand"
    else:
        member = party.members[action.member]
        party = change_member(party, action.member, replace(member,
                                                            items=(*member.items, card.id)))
        whom = f"gives it to {member.name}"
    state = change_party(state, action.seat, party)
    text = f"{party.name} buys the {card.name} for {card.price} PG and {whom}."
    return Applied(replace(state, step="after"), (Event("buy", text),))


def _pass(state: State, action: Action) -> Applied:
    text = f"{state.parties[action.seat].name} passes."
    return Applied(replace(state, step="after"), (Event("pass", text),))


def _hire(state: State, action: Action) -> Applied:
    price = state.cards.journey[state.card].recruit or 0
    party = state.parties[action.seat]
    joined = member_of(state.cards, action.card)
    party = replace(party, papergold=party.papergold - price,
                    members=(*party.members, joined))
    party = join_bonus(party, (joined,))
    state = replace(take(change_party(state, action.seat, party), action.card),
                    step="after")
    return Applied(state, (Event("hire", f"{party.name} hires the {joined.name} for "
                                         f"{price} PG."),))


def _stranger(state: State, action: Action) -> Applied:
    """Crossing Paths in solitaire: "turn up the next Adventurer card from the supply deck
    and assign the adventurer 4HP. Resolve combat as normal.\""""
    card = state.cards.adventurers[action.card]
    enemy = Enemy(card.id, card.name, card.value, STRANGER_HP, STRANGER_HP)
    return begin(state, "stranger", (action.seat,), (enemy,),
                 [Event("stranger", f"Crossing Paths: the {card.name} ({card.value}, 4 HP) "
                                    f"blocks the way.")])


def _challenge(state: State, action: Action) -> Applied:
    """"when a Crossing Paths card is drawn, the active player chooses a player opponent
    to face in battle"."""
    other = state.parties[action.value]
    return begin(state, "duel", (action.seat, action.value), (),
                 [Event("challenge", f"{state.parties[action.seat].name} faces "
                                     f"{other.name} in battle.")])


def _replay(state: State, action: Action) -> Applied:
    """Ball of String: "Replay any previously played Journey card. Discard after use."."""
    party = state.parties[action.seat]
    member = party.members[action.member]
    ball = next(i for i in member.items if state.cards.quest_items.get(i) is not None and
                state.cards.quest_items[i].effect == "replay")
    party = change_member(party, action.member, replace(
        member, items=tuple(i for i in member.items if i != ball)))
    state = change_party(state, action.seat, party)
    events = [Event("replay", f"The Ball of String unrolls: {party.name} replays "
                              f"{state.cards.name(action.card)}.")]
    return resolve(state, action.card, events)


def _end_turn(state: State, action: Action) -> Applied:
    return next_turn(state, [])
