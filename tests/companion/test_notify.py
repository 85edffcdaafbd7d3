"""The notifier: a table's streams hear of each new version; under `hjkit serve` a request
holds its publishes until its answer is written (broadcast.py's task)."""

from __future__ import annotations

import threading

from hjkit.companion.notify import Notifier


def notifier_hearing() -> tuple[Notifier, list[tuple[str, int]]]:
    heard: list[tuple[str, int]] = []
    notifier = Notifier(lambda ids: {}, poll_interval=0)
    notifier.on_publish(lambda table, version: heard.append((table, version)))
    notifier.watch("t1", 0)
    notifier.watch("t2", 0)
    return notifier, heard


def test_a_held_publish_reaches_the_streams_at_release_with_the_latest_version():
    notifier, heard = notifier_hearing()
    notifier.hold()
    notifier.publish("t1", 1)
    notifier.publish("t1", 2)
    notifier.publish("t2", 1)
    assert heard == []
    notifier.release()
    assert sorted(heard) == [("t1", 2), ("t2", 1)]
    notifier.publish("t1", 3)  # released: no longer held
    assert heard[-1] == ("t1", 3)


def test_a_hold_keeps_only_its_own_threads_publishes():
    notifier, heard = notifier_hearing()
    notifier.hold()
    other = threading.Thread(target=notifier.publish, args=("t2", 5))
    other.start()
    other.join()
    assert heard == [("t2", 5)]
    notifier.release()
    assert heard == [("t2", 5)]


def test_an_entry_heard_with_its_append_reaches_the_hearers_before_the_streams():
    """A notification that brings its entry (PostgreSQL) is handed to the hearers (the
    service applies it) before the table's streams wake; a table no stream here follows is
    only published."""
    notifier, heard = notifier_hearing()
    order: list[str] = []
    notifier.on_heard(lambda table, entry: order.append(f"applied {table} {entry}"))
    notifier.on_publish(lambda table, version: order.append(f"woke {table} {version}"))
    notifier._heard("t1", 1, "entry 1")
    notifier._heard("t3", 1, "entry 1")  # followed by no stream of this process
    notifier._heard("t2", 1, None)  # too long to notify: the store is asked later
    assert order == ["applied t1 entry 1", "woke t1 1", "woke t2 1"]
    assert notifier.watched("t1") and not notifier.watched("t3")
