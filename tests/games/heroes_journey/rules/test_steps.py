"""The one table of what follows what (engine.steps), checked against the rules' order."""

from __future__ import annotations

import ast
from pathlib import Path

from hjkit.games.heroes_journey.engine import steps
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.model.variants import INTRO, STANDARD

ENGINE = Path(steps.__file__).parent


def walk(variant, start, stop):
    order, step = [start], start
    while step is not stop:
        step = steps.following(step, variant)
        order.append(step)
    return order


def test_every_step_has_a_row_in_the_table():
    assert set(steps.STEPS) == set(Step)


def test_the_standard_turn_runs_in_the_printed_order_of_phases():
    """ "CAMPAIGN PHASE / ADVERSARY PHASE / RANGED PHASE (Maneuver Step, Barrage Step) /
    MELEE PHASE (Assignment Step, Skirmish Step(s)) / REGROUP PHASE" """
    phases = [s.phase for s in walk(STANDARD, Step.CAMPAIGN, Step.SKIRMISH)]
    assert list(dict.fromkeys(phases)) == ["campaign", "adversary", "ranged", "melee"]
    assert walk(STANDARD, Step.MANEUVER, Step.ASSIGNMENT) == [
        Step.MANEUVER, Step.BARRAGE, Step.RANGED_WOUNDS, Step.ASSIGNMENT]


def test_the_intro_pack_goes_from_the_adversary_phase_to_assignment():
    """Intro: "Once the Antagonist has played all the minions they wish or are able to play,
    the melee phase begins." """
    assert steps.following(Step.ADVERSARY, INTRO) is Step.ASSIGN_PROTAGONIST


def test_skirmish_steps_repeat_until_every_assigned_skirmish_is_resolved():
    """ "the Protagonist then chooses another assigned companion (if any) and repeats" """
    assert steps.following(Step.SKIRMISH, STANDARD) is Step.CHOOSE_SKIRMISH
    assert steps.following(Step.CHOOSE_SKIRMISH, STANDARD) is Step.SKIRMISH


def test_steps_that_need_minions_are_the_ranged_and_melee_ones():
    """ "If at the end of any phase or step there are no minions on the field, the turn
    proceeds immediately to the regroup phase." """
    needing = {s for s in Step if steps.needs_minions(s)}
    assert {s.phase for s in needing} == {"ranged", "melee"}


def test_setup_starts_with_bids_in_standard_and_with_site_one_in_the_intro():
    assert walk(STANDARD, steps.first_step(STANDARD), Step.CAMPAIGN) == [
        Step.BIDS, Step.TURN_ORDER, Step.FIRST_SITE, Step.STARTING_PARTY, Step.MULLIGANS,
        Step.CAMPAIGN]
    assert walk(INTRO, steps.first_step(INTRO), Step.CAMPAIGN) == [
        Step.FIRST_SITE, Step.CAMPAIGN]


def test_the_engine_has_no_import_loops():
    """Every module imports what it needs at the top; none needs an import inside a
    function to dodge a loop (names only annotations use may come under TYPE_CHECKING)."""
    graph = {}
    for path in [*ENGINE.glob("*.py"), *ENGINE.parent.glob("model/*.py")]:
        name = f"{path.parent.name}.{path.stem}"
        tree = ast.parse(path.read_text())
        typing_only = {n for block in tree.body if isinstance(block, ast.If)
                       and ast.unparse(block.test) == "TYPE_CHECKING" for n in ast.walk(block)}
        nested = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level
                  and n not in tree.body and n not in typing_only]
        assert not nested, f"{name} imports inside a function"
        graph[name] = set()
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.level:
                modules = [node.module] if node.module else [a.name for a in node.names]
                graph[name] |= {f"{path.parent.name}.{m}" if node.level == 1 else m
                                for m in modules}

    def reach(start, seen):
        for dep in graph.get(start, ()):
            assert dep != seen[0], f"import loop: {' -> '.join(seen + [dep])}"
            if dep not in seen:
                reach(dep, seen + [dep])

    for module in graph:
        reach(module, [module])
