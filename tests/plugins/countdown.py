"""A toy game that plugs into the kit the way any game does: it proves the seam carries a
game that is not The Heroes' Journey (no cards, no decks, no pages). On EngineGame a game
writes its rules, its setup and what says it is over; this module is also its engine."""

from __future__ import annotations

from dataclasses import dataclass

from hjkit.kit.actions import field_values
from hjkit.kit.game import Applied, EngineGame, Event, Refusal, Started, Variant
from hjkit.kit.setups import read_seats, setup_fields


@dataclass(frozen=True)
class Pile:
    left: int
    to_act: int
    players: tuple[str, ...]


@dataclass(frozen=True)
class Take:
    seat: int
    take: int


def apply(pile: Pile, action: Take) -> Applied | Refusal:
    if pile.left == 0:
        return Refusal("game-over", "the pile is empty: the game is over")
    if action.seat != pile.to_act:
        return Refusal("not-your-turn", f"it is {pile.players[pile.to_act]}'s turn")
    if action.take not in (1, 2) or action.take > pile.left:
        return Refusal("take", "take 1 or 2, no more than the pile")
    after = Pile(pile.left - action.take, (action.seat + 1) % len(pile.players), pile.players)
    return Applied(after, (Event("take", f"{pile.players[action.seat]} takes {action.take}; "
                                         f"{after.left} left."),))


def legal_actions(pile: Pile) -> list[Take]:
    return [Take(pile.to_act, take) for take in (1, 2) if take <= pile.left]


def action_to_dict(action: Take) -> dict:
    return {"seat": action.seat, "take": action.take}  # one kind of action: no "type"


def action_from_dict(data: object) -> Take:
    return Take(**field_values(data, Take, "take"))


def table_view(pile: Pile) -> dict:
    return {"left": pile.left, "to_act": pile.to_act,
            "legal_actions": [action_to_dict(a) for a in legal_actions(pile)]}


ACTION = {"type": "object", "required": ["seat", "take"]}
VIEW = {"type": "object", "required": ["left", "to_act", "legal_actions"],
        "properties": {"legal_actions": {"type": "array", "items": ACTION}}}


class Countdown(EngineGame):
    """Players take 1 or 2 from a pile in turn; whoever takes the last one wins."""

    id = "countdown"
    title = "Countdown"
    engine = __name__

    def variants(self, library):
        return [Variant("seven", "A pile of seven", 2, 4)]

    def start(self, setup, library):
        setup = setup_fields(setup, ("variant", "seed", "seats", "pile"))
        names = tuple(seat.name for seat in read_seats(setup.get("seats"), self.name_limit))
        if not 2 <= len(names) <= 4:
            return Refusal("players", "Countdown takes 2 to 4 players")
        left = setup.get("pile", 7)
        return Started({"seats": [{"name": n} for n in names], "pile": left}, names,
                       Pile(left, 0, names))

    def is_over(self, pile):
        return pile.left == 0

    def sample_setups(self, library):
        return [{"seats": [{"name": "Ana"}, {"name": "Ben"}]},
                {"seats": [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], "pile": 11}]
