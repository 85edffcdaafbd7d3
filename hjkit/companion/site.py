"""`hjkit site`: the rulings pages of every served game as a static site with relative
links, so a group can host them anywhere and printed QR codes keep working without the
companion running.

The pages are the companion's own, fetched through the app (no second renderer): every
card's page and face image, the rules and glossary, the search page, and the static files
they use. Absolute links are rewritten relative to each page; a page's address `/x/y`
becomes `x/y/index.html`, so `<base-url>/cards/<id>` opens on any plain file server.
Search runs in the browser over the index, which the search page loads as a script,
`search-index.js` (a page opened from `file://` may not fetch a file; it may run a script),
and which `search-index.json` holds for other tools.
"""

from __future__ import annotations

import html
import json
import logging
import os
import posixpath
import re
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from tempfile import TemporaryDirectory, mkdtemp
from urllib.parse import urlsplit

from hjkit.kit.address import CARD_PATH
from hjkit.kit.outfiles import write_file

from . import card_library, create_app

LINK = re.compile(r'\b(href|src|action)="(/[^"/][^"]*|/)"')
SKIPPED = ("/t/", "/api/", "/qr.svg", "/sw.js", "/manifest.webmanifest", "/healthz")
"""Live-table addresses: nothing for a static site."""
DROPPED = re.compile(r'\s*<(?:link rel="manifest"[^>]*|script src="/static/sw-register\.js"'
                     r'[^>]*></script)>')
ASSET = re.compile(r"\.(css|js|png|svg|jpg|jpeg|json|woff2?)$")
TITLE = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S)
ENTRY = re.compile(r'<div id="([\w-]+)"><dt>(.*?)</dt><dd>(.*?)</dd></div>', re.S)
TAG = re.compile(r"<[^>]+>")
SEARCH_SCRIPT = "static/site-search.js"
INDEX_SCRIPT = "search-index.js"
INDEX_GLOBAL = "HJKIT_SEARCH_INDEX"
"""The name search-index.js gives the index; site-search.js reads it."""


class SiteError(RuntimeError):
    """A page that does not render; the message names it."""


class _Heard(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.said: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.said.append(record.getMessage())


@contextmanager
def _warnings_of(app) -> Iterator[list[str]]:
    """What the app warns of meanwhile (why a card's face was not drawn, say)."""
    heard = _Heard()
    app.logger.addHandler(heard)
    try:
        yield heard.said
    finally:
        app.logger.removeHandler(heard)


_write = partial(write_file, error=SiteError)


@dataclass
class Site:
    """What was written: files by site path, and the search index."""

    folder: Path
    files: list[str] = field(default_factory=list)
    index: list[dict] = field(default_factory=list)


def build_site(out: Path, base_url: str, card_paths: tuple[Path, ...] = (),
               progress: Callable[[int, str], object] | None = None) -> Site:
    """Write the static site into out, replacing what a previous run wrote there only once
    the whole new site is written (staged in a folder beside it, then swapped in): a page
    that fails leaves the previous site as it was. progress(total, label) makes a bar with
    advance() and close(), as hjkit build's."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(mkdtemp(prefix=f".{out.name}.", suffix=".staging", dir=out.parent))
    except OSError as error:
        raise SiteError(f"cannot write {out}: {error.strerror}") from None
    try:
        with TemporaryDirectory() as instance:
            app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{instance}/site.db",
                              "CARD_PATHS": list(card_paths),
                              "PUBLIC_URL": base_url})  # the faces' QR codes open the site
            try:
                site = _crawl(app, staging, base_url.rstrip("/"), progress or _Silent)
            finally:
                app.extensions["hjkit.tables"].notifier.stop()
                app.extensions["hjkit.store"].dispose()
        _swap_in(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    site.folder = out
    return site


def _swap_in(staging: Path, out: Path) -> None:
    """Put the staged site where the old one was: the old one moved aside first, removed
    once the new one stands in its place."""
    old = out.with_name(f".{out.name}.old") if out.exists() else None
    try:
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
            os.replace(out, old)
        os.replace(staging, out)
    except OSError as error:
        raise SiteError(f"cannot put the site in {out}: {error.strerror}") from None
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _crawl(app, out: Path, base_url: str, progress) -> Site:
    client = app.test_client()
    games = app.extensions["hjkit.games"].values()
    card_ids = sorted({i for g in games for i in g.card_ids(card_library(app, g.id))})
    seeds = ["/rules", "/search"] + [CARD_PATH.format(card_id=i) for i in card_ids]
    bar = progress(2 * len(card_ids) + 12, "site")  # a page and a face per card, and more
    site = Site(out)
    queue, seen = list(seeds), set(seeds)
    while queue:
        path = queue.pop(0)
        with _warnings_of(app) as said:
            answer = client.get(path, base_url=base_url if path.endswith(".png") else None)
        if answer.status_code != 200:
            why = f": {said[-1]}" if said else ""
            raise SiteError(f"{path} answered {answer.status_code}{why}; the previous site, "
                            "if any, is left as it was")
        body = answer.get_data()
        target = file_for(path)
        if answer.mimetype == "text/html":
            page = body.decode()
            for link in _links(page):
                if link not in seen:
                    seen.add(link)
                    queue.append(link)
            site.index += _index_entries(path, target, page)
            body = relative(DROPPED.sub("", page), target,
                            search=path.endswith("/search")).encode()
        _write(out / target, body)
        site.files.append(target)
        bar.advance(1)
    bar.close()
    for card_id in card_ids:  # the short address a QR code may carry
        short = f"c/{card_id}/index.html"
        _write(out / short, _redirect(posixpath.relpath(file_for(CARD_PATH.format(
            card_id=card_id)), posixpath.dirname(short))).encode())
        site.files.append(short)
    _write(out / "index.html", _redirect("rules/index.html").encode())
    # The kit's /rules and a game's own rules page are the same page: index it once.
    site.index = list({(e["title"], e["text"]): e for e in reversed(site.index)}.values())[::-1]
    index = json.dumps(site.index, indent=0)  # ASCII: safe in a script of any encoding
    _write(out / "search-index.json", index.encode())
    _write(out / INDEX_SCRIPT, f"window.{INDEX_GLOBAL} = {index};\n".encode())
    _write(out / SEARCH_SCRIPT, (Path(__file__).parent / SEARCH_SCRIPT).read_bytes())
    site.files += ["index.html", "search-index.json", INDEX_SCRIPT, SEARCH_SCRIPT]
    return site


def file_for(path: str) -> str:
    """Where an address's page lives in the site: /cards/baloo -> cards/baloo/index.html."""
    path = urlsplit(path).path
    if path == "/":
        return "index.html"
    if ASSET.search(path):
        return path.lstrip("/")
    return path.strip("/") + "/index.html"


def relative(page: str, target: str, search: bool = False) -> str:
    """The page with every site-absolute link made relative to where it is written."""
    here = posixpath.dirname(target) or "."

    def rewrite(match: re.Match) -> str:
        attribute, link = match.groups()
        parts = urlsplit(link)
        if link.startswith(SKIPPED):
            return match.group(0)
        moved = posixpath.relpath(file_for(parts.path), here)
        moved += f"?{parts.query}" if parts.query else ""
        moved += f"#{parts.fragment}" if parts.fragment else ""
        return f'{attribute}="{moved}"'

    page = LINK.sub(rewrite, page)
    if search:
        script = posixpath.relpath(SEARCH_SCRIPT, here)
        index = posixpath.relpath("search-index.json", here)
        loaded = posixpath.relpath(INDEX_SCRIPT, here)
        page = page.replace("</body>", f'<script src="{loaded}" defer></script>\n'
                                       f'<script src="{script}" data-index="{index}" '
                                       f'defer></script>\n</body>')
    return page


def _links(page: str) -> list[str]:
    found = []
    for _, link in LINK.findall(page):
        path = urlsplit(link).path
        if link.startswith(SKIPPED) or path == "/":
            continue
        found.append(path)
    return found


def _index_entries(path: str, target: str, page: str) -> list[dict]:
    """A card page gives one entry (its title and text); a rules page one per term."""
    if path.startswith(CARD_PATH.split("{")[0]) and not path.endswith(".png"):
        title = TITLE.search(page)
        main = page.split("<main", 1)[-1].split(">", 1)[-1].split("</main>", 1)[0]
        main = TITLE.sub("", main, count=1)
        return [{"url": target, "title": _text(title.group(1)) if title else path,
                 "text": _text(main)[:2000]}]
    return [{"url": f"{target}#{anchor}", "title": _text(name), "text": _text(meaning)}
            for anchor, name, meaning in ENTRY.findall(page)]


def _text(fragment: str) -> str:
    return " ".join(html.unescape(TAG.sub(" ", fragment)).split())


def _redirect(to: str) -> str:
    quoted = html.escape(to)
    return (f'<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" '
            f'content="0; url={quoted}"><link rel="canonical" href="{quoted}">'
            f'<a href="{quoted}">Open the rulings</a>\n')


class _Silent:
    def __init__(self, total: int, label: str):
        pass

    def advance(self, count: int) -> None:
        pass

    def close(self) -> None:
        pass
