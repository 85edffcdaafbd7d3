"""Reading a request's body, the same way for every endpoint that takes JSON (the API, the
deck builder, the QR codes): a body over the limit is refused before a byte of it is read,
and a body that is not the JSON asked for is a 400 whose sentence says why, never a 500.
"""

from __future__ import annotations

import json
import sys

from flask import Flask, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from hjkit.kit.game import FormatError

MAX_DEPTH = 64
"""The deepest a JSON body may nest: no endpoint reads past a few levels, and walking a
deeper body recursively would hit Python's recursion limit."""


def init_app(app: Flask) -> None:
    app.before_request(refuse_declared_length)
    app.register_error_handler(RequestEntityTooLarge, too_large)
    # outside the API's and the deck builder's own handlers (the QR code's endpoint)
    app.register_error_handler(FormatError, malformed)


def refuse_declared_length() -> None:
    """A body whose declared length is over MAX_CONTENT_LENGTH is refused before it is
    read (a body sent in chunks, without a length, is cut off at the limit as it is read:
    werkzeug's request stream)."""
    limit = request.max_content_length
    if limit is not None and request.content_length is not None \
            and request.content_length > limit:
        raise RequestEntityTooLarge()


def too_large(_error: RequestEntityTooLarge):
    limit = request.max_content_length
    declared = request.content_length
    size = f"is {declared:,} bytes" if declared is not None else "goes on past the limit"
    response = jsonify({"error": "too-large", "message": f"the request's body {size}; a "
                        f"request may bring at most {limit:,} bytes (MAX_CONTENT_LENGTH)"})
    response.status_code = 413
    response.headers["Connection"] = "close"  # the rest of the body is never read
    return response


def malformed(error: FormatError):
    response = jsonify({"error": "malformed", "message": str(error), "field": error.field})
    response.status_code = 400
    return response


def json_body() -> object:
    """The request's JSON, or None when it sends none (an endpoint says what it needed).
    Every string in it is text that can be stored and shown (no NUL, no lone surrogate)
    and whole floats are integers (3.0 is 3, as JSON Schema reads it)."""
    if not request.is_json:
        return None
    raw = request.get_data()
    limit = request.max_content_length
    if request.content_length is None and limit is not None and len(raw) >= limit:
        # a body sent in chunks stops being read at the limit, and werkzeug hands over
        # what came so far as if it were all: a cut-off body is refused, not parsed
        raise RequestEntityTooLarge()
    if not raw:
        return None
    try:
        body = json.loads(raw)
    except RecursionError:
        raise FormatError("body", "is nested too deeply") from None
    except json.JSONDecodeError as e:
        raise FormatError("body", f"is not JSON: {e.msg} at line {e.lineno} column {e.colno}") \
            from None
    except UnicodeDecodeError:
        raise FormatError("body", "is not text in UTF-8, UTF-16 or UTF-32") from None
    except ValueError:  # the only other: a number past the interpreter's digit limit
        raise FormatError("body", f"holds a number of more than {sys.get_int_max_str_digits():,} "
                                  "digits") from None
    if not _plain_text(raw):
        _check_text(body, "body")
    try:
        return _integers(body)
    except _TooDeep:
        _check_text(body, "body")  # raises the error, naming where it is too deep
        raise


def json_object() -> dict:
    """The request's JSON, which must be an object."""
    body = json_body()
    if not isinstance(body, dict):
        raise FormatError("body", "must be a JSON object (sent as application/json)")
    return body


class _TooDeep(Exception):
    """A body nested deeper than MAX_DEPTH."""


def _plain_text(raw: bytes) -> bool:
    """True when no string parsed from this JSON can hold a NUL or a lone surrogate: no
    \\u escape, no NUL byte (UTF-16 and UTF-32 JSON have them) and strict UTF-8 (which
    has no encoded surrogates, unlike the "surrogatepass" that json.loads decodes with).
    Then _check_text need not walk the body."""
    if b"\\u" in raw or b"\x00" in raw:
        return False
    try:
        raw.decode()
    except UnicodeDecodeError:
        return False
    return True


def _integers(value: object, depth: int = 0) -> object:
    """JSON has one number type: 3.0 is the integer 3 (as JSON Schema reads it), so a
    whole float becomes an int before any field is checked. Deeper than MAX_DEPTH:
    _TooDeep."""
    if depth > MAX_DEPTH:
        raise _TooDeep
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _integers(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [_integers(item, depth + 1) for item in value]
    return value


def _check_text(value: object, where: str, depth: int = 0) -> None:
    """Every string must be text that can be stored and shown: no lone surrogates, no NUL."""
    if depth > MAX_DEPTH:
        raise FormatError(where, "is nested too deeply")
    if isinstance(value, str):
        if "\x00" in value or any("\ud800" <= ch <= "\udfff" for ch in value):
            raise FormatError(where, "holds a NUL or a lone surrogate, not text")
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_text(key, where, depth + 1)
            _check_text(item, f"{where}.{key}", depth + 1)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_text(item, f"{where}[{index}]", depth + 1)
