"""The kit on Windows and macOS as well as Linux: no module of hjkit imports a Unix-only
module outside a guarded path, and `hjkit serve` runs on asyncio's own event loop with a
plain select() selector. Simulated here in a subprocess that hides those modules (and
uvloop, and the Linux and BSD selectors) before anything imports them, imports every
module of hjkit, and serves: a stream there sees an action played."""

from __future__ import annotations

import sys

from .companion.conftest import SERVED_SETUP
from .companion.test_serve import PUSHED_WITHIN, Server, free_port
from .companion.test_served_streams import RawStream, act

HIDDEN = ("resource", "fcntl", "termios", "pwd", "grp", "tty", "pty", "uvloop")
"""Modules Windows lacks (and uvloop, which does not run there)."""

AS_ON_WINDOWS = f"""
import importlib.abc, pkgutil, select, sys

class Hidden(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {HIDDEN!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}} (hidden: not on Windows)",
                                      name=name)
        return None

sys.meta_path.insert(0, Hidden())
for name in ("epoll", "poll", "devpoll", "kqueue"):  # Windows' select has select() alone
    if hasattr(select, name):
        delattr(select, name)
for name in {HIDDEN!r}:
    sys.modules.pop(name, None)

import hjkit
imported = 0
for module in pkgutil.walk_packages(hjkit.__path__, "hjkit."):
    if not module.name.endswith(".__main__"):  # that one would run the command line
        __import__(module.name)
        imported += 1
import selectors
print(f"imported {{imported}} modules; selector: {{selectors.DefaultSelector.__name__}}",
      flush=True)

import hjkit.cli
sys.exit(hjkit.cli.main())
"""


def test_every_module_imports_and_serve_pushes_an_action_without_unix_only_modules(tmp_path):
    server = Server(tmp_path / "portable.sqlite3", free_port(),
                    command=[sys.executable, "-c", AS_ON_WINDOWS])
    phone = None
    try:
        status, table = server.request("POST", "/api/tables", {"ruleset": "heroes-journey",
                                                               "setup": SERVED_SETUP})
        assert status == 201
        phone = RawStream(server.port, table["id"])
        assert phone.next_message()["id"] == 0
        act(server.port, table, [s["token"] for s in table["seats"]])
        assert phone.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 1
    finally:
        if phone is not None:
            phone.close()
        output = server.stop()
    assert "modules; selector: SelectSelector" in output, output
    assert "Traceback" not in output, output
