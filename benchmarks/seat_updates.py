"""From a tap to the other phones, by game: how long after an action is posted each other
phone at the table shows the table at its new version, its own view (issue 43: The Hero's
Journey v3's and Heroes and Quests' seats see their own hands, and their phones asked for
their own view after every update; Hero's Journey Home's seats see the watch view).

Starts `hjkit serve` (a fresh SQLite file) from this checkout and, with --before, from an
older one beside it (`git worktree add --detach /tmp/before <commit>`), and for each game
and server opens three phones in Debian's headless Chromium at their seats' links. Then it
plays ACTIONS actions, each a legal action of the watch view chosen at random and posted for
its seat, and records when each phone's page first changes showing the new version with its
own view (its render). It
prints the median and p95 per game and server, the games taking turns so that a slow
spell of the machine falls on all of them, and the load average.

    .venv/bin/python benchmarks/seat_updates.py [--actions 60] [--before CHECKOUT]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion_client import free_port, fresh_database, load_average, start_server, stop_servers  # noqa: E402

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE, api  # noqa: E402

NAMES = [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]
GAMES = {  # ruleset: setup (the server draws the deal)
    "heros-journey-v3": {"variant": "basic", "seats": NAMES},
    "heroes-and-quests": {"variant": "short", "dice": "companion", "seats": NAMES},
    "heros-journey-home": {"variant": "final-battle", "dice": "companion", "seats": NAMES},
}
SEEN = """(seat) => {
  // When this page first showed each version with its own view (a seat view names its
  // viewer): looked at once the page's content changes, as a render changes it, so an
  // idle page costs nothing.
  window.seenAt = {};
  const look = () => {
    const snap = window.HJ && HJ.table && HJ.table.snapshot;
    if (snap && snap.viewer === seat && !(snap.version in seenAt)) {
      seenAt[snap.version] = performance.timeOrigin + performance.now();
    }
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true,
                                                       characterData: true, attributes: true });
  look();
}"""


class Table:
    """A table of three phones on one server."""

    def __init__(self, browser, base: str, ruleset: str):
        self.base, self.ruleset = base, ruleset
        self.made = api(base, "/api/tables", {"ruleset": ruleset, "setup": GAMES[ruleset]})
        self.contexts, self.pages = [], []
        for seat, entry in enumerate(self.made["seats"]):
            context = browser.new_context(**PHONE)
            page = context.new_page()
            page.goto(base + entry["link"][entry["link"].index("/t/"):])
            page.evaluate(SEEN, seat)
            self.contexts.append(context)
            self.pages.append(page)

    def act(self, rng: random.Random) -> list[float] | None:
        """One random legal action; each other phone's delay in seconds (None: over)."""
        table = api(self.base, f"/api/tables/{self.made['id']}")
        state = table["state"]
        offered = [a for a in state.get("legal_actions", []) if a.get("seat") is not None]
        if table["over"] or not offered:
            return None
        action = rng.choice(offered)
        version = table["version"] + 1
        sent = time.time() * 1000
        api(self.base, f"/api/tables/{self.made['id']}/actions",
            {"version": table["version"], "action": action},
            self.made["seats"][action["seat"]]["token"])
        delays = []
        for seat, page in enumerate(self.pages):
            if seat == action["seat"]:
                continue
            page.wait_for_function("(v) => v in seenAt", arg=version, timeout=20_000)
            delays.append((page.evaluate("(v) => seenAt[v]", version) - sent) / 1000)
        return delays

    def close(self) -> None:
        for context in self.contexts:
            context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=60, help="actions per game and server")
    parser.add_argument("--before", type=Path, help="an older checkout to serve beside this one")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    trees = {"this": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    rng = random.Random(args.seed)
    delays: dict[tuple[str, str], list[float]] = {}
    with sync_playwright() as playwright, fresh_database(None) as database:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        servers, tables = {}, {}
        try:
            for name, tree in trees.items():
                port = free_port()
                command = [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(tree)!r});"
                           " import hjkit.cli; sys.exit(hjkit.cli.main())", "serve",
                           "--host", "127.0.0.1", "--port", str(port)]
                db = database.with_name(f"{name}.sqlite3")
                servers[name] = start_server(command, {"HJKIT_DATABASE_URL": f"sqlite:///{db}"},
                                             port)
                for ruleset in GAMES:
                    tables[name, ruleset] = Table(browser, f"http://127.0.0.1:{port}", ruleset)
            for _ in range(args.actions):
                for key in list(tables):  # the games and servers take turns
                    got = tables[key].act(rng)
                    if got is None:  # the game ended: a new table of the same game
                        tables[key].close()
                        tables[key] = Table(browser, tables[key].base, key[1])
                        got = tables[key].act(rng) or []
                    delays.setdefault(key, []).extend(got)
        finally:
            for table in tables.values():
                table.close()
            browser.close()
            stop_servers(list(servers.values()))
    print(f"{'server':<8} {'game':<20} {'phones':>6} {'median ms':>9} {'p95 ms':>7}  load")
    for (name, ruleset), values in sorted(delays.items()):
        values.sort()
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        print(f"{name:<8} {ruleset:<20} {len(values):>6} "
              f"{statistics.median(values) * 1000:>9.0f} {p95 * 1000:>7.0f}  {load_average()}")
    print("From an action's POST until each other phone's page holds the new version with its "
          "own view. Target (issue 43): v3 and Heroes and Quests as Home's, in the same run.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
