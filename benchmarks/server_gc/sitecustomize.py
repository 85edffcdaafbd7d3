"""Put on a benchmarked server's PYTHONPATH by companion_client (--server-gc): with
HJKIT_BENCH_GC=off the server runs without the cyclic garbage collector, with =log it writes
each collection's generation and pause to HJKIT_BENCH_GC_LOG. A diagnosis, not a setting:
it shows how much of a run's tail is the collector's."""

import gc
import os
import time

_MODE = os.environ.get("HJKIT_BENCH_GC", "on")
if _MODE == "off":
    gc.disable()
elif _MODE == "log":
    _log = open(os.environ["HJKIT_BENCH_GC_LOG"], "a", buffering=1)  # noqa: SIM115
    _started = [0.0]

    def _pause(phase: str, info: dict) -> None:
        if phase == "start":
            _started[0] = time.perf_counter()
        else:
            _log.write(f"{info['generation']} {time.perf_counter() - _started[0]:.6f}\n")

    gc.callbacks.append(_pause)
