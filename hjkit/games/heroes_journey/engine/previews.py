"""What a decision would do to the skirmish under way, before it is taken: the skirmish as
it would resolve if everyone passed after it. The phone shows it on the decision's button
("no effect on this skirmish" where it changes nothing) and asks first when the acting
player's character is still killed."""

from __future__ import annotations

from hjkit.kit.game import Refusal

from .actions import Action, Exert, PlayCard, UseAbility, action_to_dict
from .before_results import expected
from .state import Table
from .table import apply

PREVIEWED = (Exert, PlayCard, UseAbility)
"""The decisions a skirmish may turn on: exerting, an event, a card's ability."""


def skirmish_result(t: Table, companion: int) -> dict | None:
    """The companion's skirmish as it would resolve if everyone passed now."""
    result = expected(t, companion)
    if result is None:
        return None
    outcome = ("overwhelm" if result.overwhelmed else "win") if result.companion_wins else (
        "overwhelmed" if result.overwhelmed else "lose")
    return {
        "companion": companion, "minions": t.assigned_to(companion),
        "companion_total": result.companion_total, "minion_total": result.minion_total,
        "predicted": outcome, "wounds": {str(k): v for k, v in result.wounds.items()},
        "killed": [*result.killed_outright, *_wounded_to_death(t, result.wounds)],
    }


def _wounded_to_death(t: Table, wounds: dict[int, int]) -> list[int]:
    """Losers whose wounds reach their health: "A character that receives wounds equal to
    or exceeding their health is killed" (not only the overwhelmed)."""
    dead = []
    for uid, count in wounds.items():
        item = t.in_play(uid)
        if item is not None and count > 0 and item.wounds + count >= (t.card_of(item).health
                                                                        or 0):
            dead.append(uid)
    return dead


def action_previews(t: Table, actions: list[Action], now: dict | None) -> list[dict]:
    """For each legal exert, event or ability during a skirmish: the skirmish after it
    (None when the action ends it or takes its companion away), whether that differs from
    now, and which of the acting seat's characters are still killed."""
    if t.skirmish is None or now is None:
        return []
    previews = []
    for action in actions:
        if not isinstance(action, PREVIEWED):
            continue
        applied = apply(t, action)
        if isinstance(applied, Refusal):
            continue
        after_t = applied.state
        after = (skirmish_result(after_t, t.skirmish)
                 if after_t.skirmish == t.skirmish and after_t.in_play(t.skirmish) else None)
        owned = {i.uid for i in after_t.field if i.owner == action.seat}
        previews.append({
            "action": action_to_dict(action), "skirmish": after,
            "effect": after != now,
            "still_killed": [] if after is None else
            [uid for uid in after["killed"] if uid in owned],
        })
    return previews
