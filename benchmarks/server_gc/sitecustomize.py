"""Put on a benchmarked server's PYTHONPATH by companion_client (--server-gc log): with
HJKIT_BENCH_GC=log the server writes each garbage collection's generation and pause to
HJKIT_BENCH_GC_LOG, through the collector's public callbacks. A diagnosis: it shows how much
of a run's tail is the collector's; it changes nothing the server does."""

import gc
import os
import time

if os.environ.get("HJKIT_BENCH_GC") == "log":
    _log = open(os.environ["HJKIT_BENCH_GC_LOG"], "a", buffering=1)  # noqa: SIM115
    _started = [0.0]

    def _pause(phase: str, info: dict) -> None:
        if phase == "start":
            _started[0] = time.perf_counter()
        else:
            _log.write(f"{info['generation']} {time.perf_counter() - _started[0]:.6f}\n")

    gc.callbacks.append(_pause)
