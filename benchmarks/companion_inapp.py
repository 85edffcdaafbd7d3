"""A companion action's cost inside the WSGI app, without a server: hjkit's Flask app and
the floor app (floor_app.py) called directly with the same kind of request, in one
process, timed by this thread's CPU clock. Quieter than the served comparison of
companion_load.py (no sockets, no other threads), so a change's effect on the app shows
even on a shared machine; the served figure remains the one that counts.

    .venv/bin/python benchmarks/companion_inapp.py [--tables 20] [--actions 30] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import random
import sys
import tempfile
import time
from pathlib import Path

from companion_client import DECKS, NAMES, load_average, pick
from floor_app import create_floor_app


def call(app, method: str, path: str, body: dict | None, token: str | None = None
         ) -> tuple[int, dict, float]:
    """The app's answer to one request and the CPU seconds the app took."""
    data = json.dumps(body).encode() if body is not None else b""
    environ = {
        "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME":
        "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.version":
        (1, 0), "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(data), "wsgi.errors":
        sys.stderr, "wsgi.multithread": True, "wsgi.multiprocess": False, "wsgi.run_once":
        False, "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(data)),
        "HTTP_HOST": "127.0.0.1:8000", "REMOTE_ADDR": "127.0.0.1"}
    if token:
        environ["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    status = []
    cpu = time.thread_time()
    chunks = app(environ, lambda s, headers, exc_info=None: status.append(s))
    text = b"".join(chunks)
    if hasattr(chunks, "close"):
        chunks.close()
    cpu = time.thread_time() - cpu
    return int(status[0].split()[0]), json.loads(text), cpu


def play(app, tables: int, actions: int, seed: int, profile: cProfile.Profile | None
         ) -> tuple[int, float]:
    """Actions taken and the app's CPU seconds for them."""
    rng = random.Random(seed)
    setup = {"variant": "standard", "seats": [{"name": n, "deck": d}
                                              for n, d in zip(NAMES, DECKS, strict=True)]}
    done, spent = 0, 0.0
    for t in range(tables):
        _, table, _ = call(app, "POST", "/api/tables", {
            "ruleset": "heroes-journey", "setup": {**setup, "seed": seed * 1000 + t}})
        tokens, table_id = [s["token"] for s in table["seats"]], table["id"]
        for _ in range(actions):
            legal = table["state"]["legal_actions"]
            if not legal:
                break
            action = pick(legal, rng)
            if profile:
                profile.enable()
            status, answer, cpu = call(app, "POST", f"/api/tables/{table_id}/actions",
                                       {"version": table["version"], "action": action},
                                       tokens[action["seat"]])
            if profile:
                profile.disable()
            if status != 200:
                raise SystemExit(f"action answered {status}: {answer}")
            table, done, spent = answer, done + 1, spent + cpu
    return done, spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="cProfile hjkit's actions")
    parser.add_argument("--top", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HJKIT_DATABASE_URL"] = f"sqlite:///{Path(folder) / 'hjkit.sqlite3'}"
        from hjkit.companion import create_app

        hjkit = create_app()
        hjkit.config["PUBLIC_URL"] = "http://127.0.0.1:8000"
        floor = create_floor_app(f"sqlite:///{Path(folder) / 'floor.sqlite3'}")
        profile = cProfile.Profile(time.thread_time) if args.profile else None
        totals = {"hjkit": [0, 0.0], "floor": [0, 0.0]}
        for r in range(args.rounds):
            for label, app in (("hjkit", hjkit.wsgi_app), ("floor", floor.wsgi_app)):
                done, spent = play(app, args.tables, args.actions, args.seed + r,
                                   profile if label == "hjkit" else None)
                totals[label][0] += done
                totals[label][1] += spent
        hj, fl = (totals[k][1] / totals[k][0] for k in ("hjkit", "floor"))
        print(f"in the app per action: hjkit {hj * 1000:.3f} ms, floor {fl * 1000:.3f} ms, "
              f"ratio {hj / fl:.2f}x ({totals['hjkit'][0]} actions each); load "
              f"{load_average()}")
        if profile:
            out = io.StringIO()
            pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(args.top)
            pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(args.top)
            print(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
