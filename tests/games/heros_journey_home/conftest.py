"""The pages' app, with the starter set as its cards."""

from __future__ import annotations

import pytest

from hjkit.companion import create_app

from .builders import LIBRARY


@pytest.fixture
def client(tmp_path):
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{tmp_path / 'test.db'}",
                      "ALLOW_CLIENT_SEED": True,
                      "GAMES": ["heros-journey-home"]})
    app.extensions["hjkit.cards"] = {"heros-journey-home": LIBRARY}
    yield app.test_client()
    app.extensions["hjkit.tables"].notifier.stop()
    app.extensions["hjkit.store"].dispose()
