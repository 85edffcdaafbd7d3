"""The notifier: a table's streams hear of each new version, and an entry another process
announces is applied before they do; the server's event loop may take the listening over."""

from __future__ import annotations

import time

from hjkit.companion.notify import Notifier


def notifier_hearing() -> tuple[Notifier, list[tuple[str, int]]]:
    heard: list[tuple[str, int]] = []
    notifier = Notifier(lambda ids: {}, poll_interval=0)
    notifier.on_publish(lambda table, version: heard.append((table, version)))
    notifier.watch("t1", 0)
    notifier.watch("t2", 0)
    return notifier, heard


def test_a_publish_reaches_the_subscribers_once_per_new_version_of_a_watched_table():
    notifier, heard = notifier_hearing()
    notifier.publish("t1", 1)
    notifier.publish("t1", 1)  # not new
    notifier.publish("t3", 1)  # watched by no stream here
    notifier.publish("t2", 2)
    assert heard == [("t1", 1), ("t2", 2)]


def test_listening_is_taken_over_once_and_then_nothing_listens_or_polls_in_a_thread():
    listened, polled = [], []
    notifier = Notifier(lambda ids: polled.append(ids) or {}, poll_interval=0.05,
                        listen=lambda *args: listened.append(args))
    assert notifier.take_listening() and not notifier.take_listening()
    notifier.watch("t1", 0)
    time.sleep(0.3)
    assert listened == [] and polled == []


def test_without_announcements_there_is_no_listening_to_take_over():
    assert not Notifier(lambda ids: {}, poll_interval=0).take_listening()


def test_an_entry_heard_with_its_append_reaches_the_hearers_before_the_streams():
    """A notification that brings its entry (PostgreSQL) is handed to the hearers (the
    service applies it) before the table's streams wake; a table no stream here follows is
    only published."""
    notifier, heard = notifier_hearing()
    order: list[str] = []
    notifier.on_heard(lambda table, entry: order.append(f"applied {table} {entry}"))
    notifier.on_publish(lambda table, version: order.append(f"woke {table} {version}"))
    notifier.heard("t1", 1, "entry 1")
    notifier.heard("t3", 1, "entry 1")  # followed by no stream of this process
    notifier.heard("t2", 1, None)  # too long to notify: the store is asked later
    assert order == ["applied t1 entry 1", "woke t1 1", "woke t2 1"]
    assert notifier.watched("t1") and not notifier.watched("t3")
