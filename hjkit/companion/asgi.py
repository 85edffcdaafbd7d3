"""The companion as an ASGI app: Flask through a2wsgi, event streams on the event loop.

Every request goes to the Flask app, run in a2wsgi's worker threads, so a stream's 404,
400, 503 and headers are the Flask view's own (stream.py). A stream the view accepts hands
itself over through `scope["hjkit.stream"]` (Flask sees the scope as
`environ["asgi.scope"]`) and its view returns; here its response then goes on instead of
ending: the FanOut (fanout.py) fills its queue, and this coroutine writes it, with
heartbeats, until its age limit, a departed phone or a phone too slow to read. A stream
holds no thread.
"""

from __future__ import annotations

import asyncio
import time

from a2wsgi import WSGIMiddleware
from flask import Flask

from .fanout import FanOut, Follower
from .listen import Listening

HEARTBEAT = b": heartbeat\n\n"
OPENING_THREADS = 2
"""Threads that open event streams (their Flask views), apart from those of every other
request: a club's phones opening their streams at once would otherwise queue ahead of
every action in one pool, and an opening is work under the interpreter lock, which more
threads do no faster."""


def create_asgi_app(app: Flask, threads: int = 32):
    """app served over ASGI; threads: a2wsgi's workers, which run the Flask requests."""
    wsgi = WSGIMiddleware(app, workers=threads)
    openings = WSGIMiddleware(app, workers=OPENING_THREADS)
    tables = app.extensions["hjkit.tables"]
    fanout = FanOut(tables, tables.notifier)
    app.extensions["hjkit.fanout"] = fanout
    listening = app.extensions["hjkit.listening"] = Listening(app.extensions["hjkit.store"],
                                                              tables.notifier)
    heartbeat = app.config["SSE_HEARTBEAT"]

    async def companion(scope, receive, send):
        if scope["type"] == "lifespan":
            return await lifespan(receive, send, listening)
        if scope["type"] != "http":
            return await wsgi(scope, receive, send)
        listening.start()  # also without lifespan events (a server run with them off)
        handed: list[Follower] = []
        scope = {**scope, "hjkit.stream": handed.append}

        async def sending(message):
            if handed and message["type"] == "http.response.body" and \
                    not message.get("more_body", False):  # a stream goes on: not its end
                if message.get("body"):
                    await send({**message, "more_body": True})
                return
            await send(message)

        opening = scope["method"] == "GET" and scope["path"].endswith("/events")
        await (openings if opening else wsgi)(scope, receive, sending)
        if handed:
            await stream(handed[0], fanout, heartbeat, receive, send)

    return companion


async def stream(follower: Follower, fanout: FanOut, heartbeat: float, receive, send) -> None:
    """Write a handed-over stream until it ends, its phone leaves or reads too slowly (then
    its writer is cancelled and the connection cut); then release it."""
    fanout.follow(follower)
    writer = follower.writer = asyncio.create_task(write(follower, heartbeat, send))
    departure = asyncio.create_task(departed(receive))
    try:
        await asyncio.wait((writer, departure), return_when=asyncio.FIRST_COMPLETED)
    finally:
        writer.cancel()
        departure.cancel()
        fanout.unfollow(follower)
        follower.release()


async def write(follower: Follower, heartbeat: float, send) -> None:
    """The follower's messages as they come, a heartbeat when none came for a while, and
    the response's end at the stream's age limit (the browser reconnects)."""
    beat = time.monotonic() + heartbeat
    while (now := time.monotonic()) < follower.deadline:
        message = await follower.next(min(beat, follower.deadline) - now)
        if message is not None:
            await send({"type": "http.response.body", "body": message.encode(),
                        "more_body": True})
            beat = time.monotonic() + heartbeat
        elif time.monotonic() >= beat:
            await send({"type": "http.response.body", "body": HEARTBEAT, "more_body": True})
            beat = time.monotonic() + heartbeat
    await send({"type": "http.response.body", "body": b"", "more_body": False})


async def departed(receive) -> None:
    """Returns once the phone has gone (it sends nothing after its request)."""
    while (await receive())["type"] != "http.disconnect":
        pass


async def lifespan(receive, send, listening: Listening) -> None:
    while True:
        message = await receive()
        if message["type"] == "lifespan.startup":
            listening.start()
            await send({"type": "lifespan.startup.complete"})
        elif message["type"] == "lifespan.shutdown":
            await listening.stop()
            await send({"type": "lifespan.shutdown.complete"})
            return
