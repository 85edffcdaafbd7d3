"""Issue 42, points 4 and 5: bodies over the limit were read before they were refused, and
27 bad bodies outside `/api/` answered 500 (deep JSON on every deck-builder POST and on
/qr.svg, a lone surrogate on the QR and Open endpoints, `[1]` on /qr.svg, YAML nested
hundreds of levels on Open). Every endpoint that takes a body reads it one way
(companion/bodies.py): too long is a 413 before a byte is read, bad is a 400 with a
sentence."""

from __future__ import annotations

import io

import pytest

from hjkit.kit.yamlsource import MAX_DEPTH, YamlError, read_yaml

DECKS = "/decks/heroes-journey"
BUILDER_POSTS = [f"{DECKS}/{name}" for name in
                 ("check", "file", "save", "open", "print", "play", "try", "qr.svg")]


def every_post(table) -> list[str]:
    api = f"/api/tables/{table.id}"
    return ["/api/tables", f"{api}/actions", f"{api}/undo", f"{api}/rematch",
            f"{api}/seats/0/link", "/qr.svg", *BUILDER_POSTS]


class Counted(io.RawIOBase):
    """A request body of `size` bytes that counts what the server reads of it."""

    def __init__(self, size: int):
        self.size, self.read_bytes = size, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        n = min(len(buffer), self.size - self.read_bytes)
        buffer[:n] = b" " * n
        self.read_bytes += n
        return n


def test_a_body_declared_too_long_is_refused_before_it_is_read(app, table):
    client = app.test_client()
    for path in every_post(table):
        body = Counted(600_000_000)
        answer = client.post(path, environ_overrides={
            "wsgi.input": body, "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": "600000000"})
        assert answer.status_code == 413, (path, answer.status_code)
        assert "at most 256,000 bytes" in answer.json["message"], path
        assert body.read_bytes == 0, path


def test_a_body_sent_in_chunks_is_cut_off_at_the_limit(app, table):
    client = app.test_client()
    limit = app.config["MAX_CONTENT_LENGTH"]
    for path in every_post(table):
        body = Counted(50_000_000)
        answer = client.post(path, environ_overrides={
            "wsgi.input": body, "CONTENT_TYPE": "application/json",
            "HTTP_TRANSFER_ENCODING": "chunked", "wsgi.input_terminated": True})
        assert "CONTENT_LENGTH" not in answer.request.environ, path
        if path.endswith("/link"):  # takes no body: never reads it
            assert answer.status_code == 401 and body.read_bytes == 0
            continue
        assert answer.status_code == 413, (path, answer.status_code)
        assert "past the limit" in answer.json["message"], path
        assert body.read_bytes <= limit + 65_536, (path, body.read_bytes)


BAD_BODIES = [
    ("[" * 2000 + "]" * 2000, "nested too deeply"),  # 4 KB
    ('{"a":' * 1000 + "1" + "}" * 1000, "nested too deeply"),
    ("[1]", "must be a JSON object"),
    ('"text"', "must be a JSON object"),
    ("{not json", "not JSON"),
    ('{"text": "\\ud800", "name": "\\udfff.yaml", "deck": {"x": "\\ud800"}}',
     "lone surrogate"),
]


@pytest.mark.parametrize("body, said", BAD_BODIES)
def test_a_bad_body_outside_the_api_is_a_400_with_a_sentence(app, body, said):
    client = app.test_client()
    for path in ["/qr.svg", *BUILDER_POSTS]:
        answer = client.post(path, data=body, content_type="application/json")
        assert answer.status_code == 400, (path, answer.status_code)
        assert said in answer.json["message"], (path, answer.json)


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 500, 999, 5000])
def test_a_deck_file_nested_hundreds_of_levels_is_a_400_on_open(app, depth):
    client = app.test_client()
    for text in ("deck: " + "[" * depth + "]" * depth,
                 "deck:\n" + "- " * depth + "1",  # block lists, one in the other
                 "deck: " + "{a: " * depth + "1" + "}" * depth):
        answer = client.post(f"{DECKS}/open", json={"name": "deep.yaml", "text": text})
        assert answer.status_code == 400, (depth, answer.status_code)
        # (libyaml itself refuses flow nesting past 1,000 levels, in its own words)
        assert "nest" in answer.json["message"], answer.json


def test_a_card_file_nested_too_deeply_is_named_not_raised(tmp_path):
    """The same nesting in a card file stopped `hjkit serve --cards` at start."""
    path = tmp_path / "deep.yaml"
    path.write_text("cards: " + "[" * 900 + "]" * 900 + "\n")
    with pytest.raises(YamlError, match=f"nested more than {MAX_DEPTH} levels"):
        read_yaml(path)
    fine = tmp_path / "fine.yaml"
    inner = MAX_DEPTH - 1  # the file's mapping is a level too
    fine.write_text("cards: " + "[" * inner + "]" * inner + "\n")
    assert read_yaml(fine).data["cards"] is not None
