"""A toy game that plugs into the kit the way any game does: it proves the seam carries a
game that is not The Heroes' Journey (no cards, no decks, no pages)."""

from __future__ import annotations

from dataclasses import dataclass

from hjkit.kit.game import Applied, Event, FormatError, Game, Refusal, Started, Variant


@dataclass(frozen=True)
class Pile:
    left: int
    to_act: int
    players: tuple[str, ...]


class Countdown(Game):
    """Players take 1 or 2 from a pile in turn; whoever takes the last one wins."""

    id = "countdown"
    title = "Countdown"

    def variants(self, library):
        return [Variant("seven", "A pile of seven", 2, 4)]

    def start(self, setup, library):
        if not isinstance(setup, dict) or not isinstance(setup.get("seats"), list):
            raise FormatError("seats", "a list of {name}")
        names = tuple(s.get("name", "?") if isinstance(s, dict) else "?" for s in setup["seats"])
        if not 2 <= len(names) <= 4:
            return Refusal("players", "Countdown takes 2 to 4 players")
        pile = Pile(setup.get("pile", 7), 0, names)
        return Started({"seats": [{"name": n} for n in names], "pile": pile.left}, names, pile)

    def parse_action(self, data):
        if not isinstance(data, dict) or type(data.get("take")) is not int:
            raise FormatError("action.take", "must be 1 or 2")
        if type(data.get("seat")) is not int:
            raise FormatError("action.seat", "must be a seat number")
        return (data["seat"], data["take"])

    def action_json(self, action):
        return {"seat": action[0], "take": action[1]}

    def action_seat(self, action):
        return action[0]

    def apply(self, pile, action):
        seat, take = action
        if pile.left == 0:
            return Refusal("game-over", "the pile is empty: the game is over")
        if seat != pile.to_act:
            return Refusal("not-your-turn", f"it is {pile.players[pile.to_act]}'s turn")
        if take not in (1, 2) or take > pile.left:
            return Refusal("take", "take 1 or 2, no more than the pile")
        after = Pile(pile.left - take, (seat + 1) % len(pile.players), pile.players)
        return Applied(after, (Event("take", f"{pile.players[seat]} takes {take}; "
                                             f"{after.left} left."),))

    def legal_actions(self, pile):
        if pile.left == 0:
            return []
        return [(pile.to_act, take) for take in (1, 2) if take <= pile.left]

    def is_over(self, pile):
        return pile.left == 0

    def view(self, pile):
        return {"left": pile.left, "to_act": pile.to_act,
                "legal_actions": [self.action_json(a) for a in self.legal_actions(pile)]}

    def view_schema(self):
        return {"type": "object", "required": ["left", "to_act", "legal_actions"],
                "properties": {"left": {"type": "integer", "minimum": 0},
                               "to_act": {"type": "integer"},
                               "legal_actions": {"type": "array"}}}

    def sample_setups(self, library):
        return [{"seats": [{"name": "Ana"}, {"name": "Ben"}]},
                {"seats": [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}], "pile": 11}]
