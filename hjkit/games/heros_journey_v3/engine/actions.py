"""Actions: one frozen value per decision a player makes, and its JSON form.

Every action names its type and seat; the other fields depend on the type (FIELDS). Suits
travel by name ("wyrms"), cards by id, other seats by number.
"""

from __future__ import annotations

from dataclasses import dataclass

from hjkit.kit.actions import ActionFormatError, action_kind, field_values

from ..model.cards import SUITS
from .deck import NO_COINS, Coins

FIELDS: dict[str, tuple[str, ...]] = {
    "play_challenge": ("card", "suit"),   # from hand, paying 1 coin of suit
    "reveal_challenge": (),               # the top card of the Deck of Challenges
    "take_two": ("suit", "suit2"),        # The Excuse: 2 resources of different suits
    "pay": ("coins", "cards"),            # an expense whole: coins by suit, cards discarded
    "spend": ("suit", "card"),            # one coin or card toward an expense (older tables)
    "cancel": (),                         # back out of a trade or of a payment you chose
    "draw_challenge": (),                 # draw a Challenge for your hand
    "pass": (),                           # decline an optional draw
    "keep": ("card", "suit"),             # keep a Mentor (or Other Path) paying 1 coin
    "discard": ("card",),
    "remain": (),
    "take_encounter": ("which",),         # wanderer, traveler or seeker
    "place_coin": ("suit",),              # 1 resource on the next card passed over
    "match": ("card", "to", "suit"),      # to/suit: the bonus coin taken from a player
    "advance": ("card",),                 # expend resources to reach this Stage or Ending
    "other_path": ("card",),              # The Rite or The Harvest as The Other Path
    "skip": (),
    "pick": ("suit",),                    # a suit of your choice (draws, substitutes)
    "guess": ("which",),                  # The Origin's closed fists: left or right
    "give": ("suit", "to"),               # a coin to another player
    "take_mentor": ("card",),             # The Pact: a face-up Mentor
    "begin_trade": (),
    "open_deal": ("card", "to"),          # trade with the bank (neither), a card, a hero
    "add_give": ("suit",),
    "add_take": ("suit",),
    "propose": (),
    "accept": (),
    "decline": (),
    "end_turn": (),
    # physical results, entered on a phone:
    "reveal": ("card",),                  # the card turned over
    "flip": ("suit", "which"),            # The Discovery: heads or tails
    "open_fist": ("which",),              # The Origin: the chosen fist held the coins or not
}
WHICH = {"take_encounter": ("wanderer", "traveler", "seeker"), "guess": ("left", "right"),
         "flip": ("heads", "tails"), "open_fist": ("coins", "empty")}
REQUIRED = {"play_challenge": ("card", "suit"), "take_two": ("suit", "suit2"),
            "keep": ("card", "suit"), "discard": ("card",), "take_encounter": ("which",),
            "place_coin": ("suit",), "match": ("card",), "advance": ("card",),
            "other_path": ("card",), "pick": ("suit",), "guess": ("which",),
            "give": ("suit", "to"), "take_mentor": ("card",), "add_give": ("suit",),
            "add_take": ("suit",), "reveal": ("card",),
            "flip": ("suit", "which"), "open_fist": ("which",)}


@dataclass(frozen=True, slots=True)
class Action:
    type: str
    seat: int
    card: str | None = None
    suit: str | None = None
    suit2: str | None = None
    to: int | None = None
    which: str | None = None
    coins: Coins | None = None
    """pay: the coins, by suit index (in JSON an object by suit name)."""
    cards: tuple[str, ...] | None = None
    """pay: the Encounter cards discarded."""


def act(kind: str, seat: int, **fields) -> Action:
    return Action(kind, seat, **fields)


def action_to_dict(action: Action) -> dict:
    out: dict = {"type": action.type, "seat": action.seat}
    for name in FIELDS[action.type]:
        value = getattr(action, name)
        if name == "coins" and value is not None:
            out[name] = {SUITS[s]: n for s, n in enumerate(value) if n}
        elif name == "cards" and value is not None:
            out[name] = list(value)
        elif value is not None:
            out[name] = value
    return out


def _coins_from(value: object) -> Coins:
    """A payment's coins, {"moons": 2, "waves": 1}, as counts by suit index."""
    if not isinstance(value, dict):
        raise ActionFormatError("coins", f"must be an object of counts by suit, got {value!r}")
    for suit, count in value.items():
        if suit not in SUITS:
            raise ActionFormatError("coins", f"must name suits ({', '.join(SUITS)}), got "
                                             f"{suit!r}")
        if type(count) is not int or not 0 <= count <= 72:
            raise ActionFormatError("coins", f"{suit} must be a count of coins, got {count!r}")
    return tuple(value.get(s, 0) for s in SUITS)  # type: ignore[return-value]


def action_from_dict(data: object) -> Action:
    data, kind, fields = action_kind(data, FIELDS)
    coins = data.get("coins")
    if kind == "pay":  # read here: field_values reads lists, not objects by suit
        data = {k: v for k, v in data.items() if k != "coins"}
        fields = tuple(f for f in fields if f != "coins")
    values = field_values(data, Action, kind, ("seat", *fields))
    if kind == "pay":
        values["coins"] = NO_COINS if coins is None else _coins_from(coins)
        values.setdefault("cards", ())
    for name in REQUIRED.get(kind, ()):
        if values.get(name) is None:
            raise ActionFormatError(name, f"{kind} needs {name}")
    for name, value in values.items():
        if name in ("seat", "to") and value < 0:
            raise ActionFormatError(name, f"must be a seat number, got {value!r}")
        if name in ("suit", "suit2") and value not in SUITS:
            raise ActionFormatError(name, f"must be one of {', '.join(SUITS)}, got {value!r}")
        if name == "card" and len(value) > 64:
            raise ActionFormatError(name, f"must be a card id, got {value!r}")
        if name == "cards" and (len(value) > 16 or any(len(c) > 64 for c in value)):
            raise ActionFormatError(name, "must be a list of card ids")
        if name == "which" and value not in WHICH[kind]:
            raise ActionFormatError(name, f"must be one of {', '.join(WHICH[kind])}")
    return Action(kind, **values)
