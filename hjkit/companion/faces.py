"""A card's printed face as a PNG for its rulings page (/cards/<id>/face.png): drawn by its
game as the PDFs print it, the QR code opening this server's configured address (never the
Host header), once per card and address, and kept per app, the most recently asked first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from flask import Response, abort, current_app


def face_response(kind: str, limit: int, card_id: str,
                  draw: Callable[[str], bytes | None]) -> Response:
    """The face of card_id as an image answer (404 when it cannot be drawn here), kept in
    the app under kind, at most limit faces. draw(base_url) draws it, or gives None for a
    card it has no face for; a drawing that fails (PDFium, text that does not fit) is
    logged, not kept."""
    from hjkit.companion import public_base

    key = (card_id, public_base())
    cache = current_app.extensions.setdefault(kind, OrderedDict())
    if key not in cache:
        try:
            png = draw(key[1])
        except (RuntimeError, ValueError) as error:
            current_app.logger.warning("card face %s not rendered: %s", card_id, error)
            png = None
        if png is None:
            abort(404)
        cache[key] = png
        while len(cache) > limit:  # bounded, whatever Host headers arrive
            cache.popitem(last=False)
    cache.move_to_end(key)
    return Response(cache[key], mimetype="image/png",
                    headers={"Cache-Control": "public, max-age=86400"})
