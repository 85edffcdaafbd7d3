"""The engine's modules import one another one way: no cycle, counting imports made
inside functions too (the place a cycle hides)."""

from __future__ import annotations

import ast
from importlib.resources import files

ENGINE = "hjkit.games.heros_journey_home.engine"


def engine_imports() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports, anywhere in its text."""
    paths = {p.name.removesuffix(".py"): p for p in files(ENGINE).iterdir()
             if p.name.endswith(".py")}
    graph = {}
    for name, path in paths.items():
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            found.update(_imported(node))
        graph[name] = found & set(paths) - {name, "__init__"}
    return graph


def _imported(node: ast.AST) -> list[str]:
    """The engine modules an import statement names (a first name below the engine)."""
    if isinstance(node, ast.Import):
        return [_below(a.name) for a in node.names if a.name.startswith(ENGINE + ".")]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level == 1 and node.module:  # from .combat import settle
        return [node.module.split(".")[0]]
    if node.level == 1 or (node.level == 0 and node.module == ENGINE):  # from . import table
        return [a.name for a in node.names]
    if node.level == 0 and node.module.startswith(ENGINE + "."):
        return [_below(node.module)]
    return []


def _below(module: str) -> str:
    """engine.combat for hjkit.games.heros_journey_home.engine.combat.x: combat."""
    return module[len(ENGINE) + 1:].split(".")[0]


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as the list of modules around it, or None."""
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        for other in sorted(graph[name]):
            found = visit(other, path + [name])
            if found:
                return found
        done.add(name)
        return None

    for name in sorted(graph):
        found = visit(name, [])
        if found:
            return found
    return None


def test_the_engine_modules_import_one_another_without_a_cycle():
    graph = engine_imports()
    assert {"combat", "turn", "table"} <= set(graph)
    found = cycle(graph)
    assert found is None, "import cycle: " + " -> ".join(found)


def test_the_cycle_finder_finds_a_cycle():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None
