"""A uvicorn server (hjkit serve's or hjkit preview's create_server) run on a thread of
the test process, on the socket it bound."""

from __future__ import annotations

import threading
import time


class InThread:
    def __init__(self, server, sock):
        self.server, self.sock = server, sock
        self.port = sock.getsockname()[1]
        self.thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]},
                                       daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise AssertionError("the server did not start")
            time.sleep(0.01)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        """Stop as Ctrl+C does (the streams end) and wait for the thread."""
        self.server.stop()
        self.thread.join(timeout=15)
        self.sock.close()
