"""The moment before a skirmish's results are applied, when "Response: If a companion is
about to take wounds in a skirmish" (Shield Brother) and "... is about to be killed in a
skirmish" (Queen of the Field Mice) may be played.

"Once all players have consecutively passed, proceed to the skirmish's resolution": when
the companion is losing, the results wait in a response window (the step's participants
have all passed, its companion is still named); what the responses prevent is kept as
lasting changes of the step, and the results are applied, less what was prevented, when
the window closes.
"""

from __future__ import annotations

from dataclasses import replace

from hjkit.kit.game import Event

from ..model.abilities import ABOUT_TO
from .arithmetic import SkirmishResult
from .combat import predict, resolve_current_skirmish
from .flow import Log, enter, title
from .spotting import nobody_responds
from .state import Step, Table, Triggered, procedure_order
from .steps import following


def awaiting_results(t: Table) -> bool:
    """Everyone passed in this skirmish step and its results are not applied yet."""
    return (t.step is Step.SKIRMISH and t.skirmish is not None
            and t.passes >= len(procedure_order(t)))


def _prevented(t: Table, uid: int, kind: str) -> int:
    return sum([x.amount for x in t.lasting if x.uid == uid and x.kind == kind])


def harm(t: Table, companion_uid: int) -> tuple[int, bool, bool]:
    """What the skirmish is about to do to its companion, responses so far included:
    (wounds it takes, whether it is killed, whether a prevented kill leaves it at 1
    health). An overwhelmed companion takes no wounds: it is "killed regardless of how much
    health they have"."""
    item = t.in_play(companion_uid)
    result = predict(t, companion_uid)
    if item is None or result is None or result.companion_wins:
        return 0, False, False
    if companion_uid in result.killed_outright:
        wounds, dies = 0, True
    else:
        wounds = max(0, result.wounds.get(companion_uid, 0)
                     - _prevented(t, companion_uid, "prevent-wounds"))
        dies = wounds > 0 and t.remaining_health(item) <= wounds
    spared = dies and _prevented(t, companion_uid, "prevent-kill") > 0
    return wounds, dies and not spared, spared


def moments(t: Table) -> tuple[Triggered, ...]:
    """What the results are about to do that a response may answer."""
    uid = t.skirmish
    item = t.in_play(uid) if uid is not None else None
    if item is None:
        return ()
    wounds, dies, _ = harm(t, uid)
    found = []
    if wounds:
        found.append(Triggered("about-to-take-wounds", uid, item.card_id))
    if dies:
        found.append(Triggered("about-to-be-killed", uid, item.card_id))
    return tuple(found)


def refreshed(t: Table) -> Table:
    """The window's "about to" moments as they stand after a response prevented some."""
    kept = tuple(w for w in t.window if w.trigger not in ABOUT_TO)
    return replace(t, window=(*kept, *moments(t)))


def end_skirmish(t: Table, log: Log) -> Table:
    """Every participant passed: open the window before the results if the companion is
    about to take wounds or be killed (open_window lets it pass when nobody may answer),
    else apply them now. When no seat may respond at all, the window would close at once,
    unanswered: the results are applied now, as close_window would."""
    found = moments(t)
    if found and (t.window or not nobody_responds(t)):
        return replace(t, window=(*t.window, *found))
    return finish_skirmish(t, log)


def expected(t: Table, companion_uid: int) -> SkirmishResult | None:
    """The skirmish's result as it will be applied: predicted, less what was prevented."""
    result = predict(t, companion_uid)
    if result is None or result.companion_wins:
        return result
    return _less_prevented(t, result, companion_uid)[0]


def finish_skirmish(t: Table, log: Log) -> Table:
    """Apply the results, less what the responses prevented, and go on to the next step."""
    uid = t.skirmish
    result = predict(t, uid) if uid is not None else None
    spared = False
    if result is not None and not result.companion_wins:
        result, spared, prevented = _less_prevented(t, result, uid)
        if prevented:
            log.append(Event("prevented", f"{prevented} of the wounds to "
                                          f"{title(t, t.in_play(uid))} prevented."))
    t = resolve_current_skirmish(t, log, result)
    item = t.in_play(uid) if spared else None
    if item is not None:
        health = t.card_of(item).health or 1
        log.append(Event("prevented", f"{title(t, item)} is not killed: it is left with 1 "
                                      "health."))
        t = t.with_item(uid, wounds=health - 1)
    return enter(t, following(Step.SKIRMISH, t.variant), log)


def _less_prevented(t: Table, result: SkirmishResult,
                    uid: int) -> tuple[SkirmishResult, bool, int]:
    """(the result less what was prevented, whether the kill was, wounds prevented)"""
    wounds, _, spared = harm(t, uid)
    dealt = dict(result.wounds)
    if spared:
        dealt.pop(uid, None)
        return replace(result, wounds=dealt, killed_outright=tuple(
            k for k in result.killed_outright if k != uid)), True, 0
    prevented = dealt.get(uid, 0) - wounds if uid in dealt else 0
    if not prevented:
        return result, False, 0  # (nothing taken off: the result as predicted)
    if wounds:
        dealt[uid] = wounds
    else:
        del dealt[uid]
    return replace(result, wounds=dealt), False, prevented
