"""The store, sync, undo and log know no Heroes' Journey: a toy game plugs in beside it."""

from __future__ import annotations

from dataclasses import dataclass

from hjkit.kit.game import Accepted, FormatError, Refused, Ruleset, Sentence, Started


@dataclass(frozen=True)
class Pile:
    left: int
    to_act: int
    players: tuple[str, ...]


class Countdown(Ruleset):
    """Players take 1 or 2 from a pile in turn; whoever takes the last one wins."""

    name = "countdown"

    def start(self, setup):
        if not isinstance(setup, dict) or not isinstance(setup.get("players"), list):
            raise FormatError("players", "a list of names")
        pile = Pile(setup.get("pile", 7), 0, tuple(setup["players"]))
        return Started({"players": list(pile.players), "pile": pile.left}, pile.players, pile)

    def parse_action(self, data):
        if type(data.get("take")) is not int:
            raise FormatError("action.take", "must be 1 or 2")
        return (data["seat"], data["take"])

    def action_json(self, action):
        return {"seat": action[0], "take": action[1]}

    def action_seat(self, action):
        return action[0]

    def apply(self, pile, action):
        seat, take = action
        if seat != pile.to_act:
            return Refused("not-your-turn", f"it is {pile.players[pile.to_act]}'s turn")
        if take not in (1, 2) or take > pile.left:
            return Refused("take", "take 1 or 2, no more than the pile")
        after = Pile(pile.left - take, (seat + 1) % len(pile.players), pile.players)
        return Accepted(after, (Sentence("take", f"{pile.players[seat]} takes {take}; "
                                                  f"{after.left} left."),))

    def view(self, pile):
        return {"left": pile.left, "to_act": pile.to_act}


def test_a_second_ruleset_uses_the_same_store_undo_log_and_stream(app):
    app.extensions["hjkit.tables"].rulesets["countdown"] = Countdown()
    client = app.test_client()
    created = client.post("/api/tables", json={"ruleset": "countdown",
                                               "setup": {"players": ["Ana", "Ben"]}}).json
    path, tokens = f"/api/tables/{created['id']}", [s["token"] for s in created["seats"]]

    def act(seat, take, version):
        return client.post(f"{path}/actions", headers={"X-Seat-Token": tokens[seat]},
                           json={"version": version, "action": {"take": take}})

    assert act(0, 2, 0).json["state"] == {"left": 5, "to_act": 1}
    assert act(0, 1, 1).json["code"] == "not-your-turn"
    assert act(1, "x", 1).json["field"] == "action.take"
    assert act(1, 1, 1).status_code == 200
    undo = client.post(f"{path}/undo", headers={"X-Seat-Token": tokens[0]}, json={"version": 2})
    assert undo.json["state"] == {"left": 5, "to_act": 1}
    text = client.get(f"{path}/log?format=text").text
    assert "Ana takes 2; 5 left." in text and "Ana undid: Ben takes 1; 4 left." in text
    assert client.get(path).json["ruleset"] == "countdown"
