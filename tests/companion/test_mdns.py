"""Issue 41: printed codes keep working after the laptop moves. `hjkit build` prints
http://hjkit.local:8000/c/<card> by default; `hjkit serve` announces hjkit.local over
multicast DNS; a phone's resolver (here another zeroconf instance, on loopback) finds the
laptop by that name, whatever its address of the day (docs/printing.md: "the name `hjkit
serve` answers to on any network"). One test announces the name, so that no other test's
announcement answers for it."""

from __future__ import annotations

import asyncio
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

import pytest
from zeroconf import AddressResolverIPv4, IPVersion
from zeroconf.asyncio import AsyncZeroconf

from hjkit.cli import main as hjkit
from hjkit.companion.mdns import advertise
from hjkit.companion.serve import create_server
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS
from hjkit.kit.address import DEFAULT_PORT, PUBLIC_URL_VARIABLE, STABLE_NAME

from ..generator.pdfs import decode_qr, render
from ..serving import InThread
from .conftest import make_app

DAYS = ("127.0.0.1", "127.0.0.2")
"""The laptop's address on two evenings (the router gave it another): two loopback
addresses, which Linux routes to this machine alike."""


async def resolve(name: str) -> list[str]:
    phone = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    try:
        resolver = AddressResolverIPv4(f"{name}.")
        await resolver.async_request(phone.zeroconf, 5000)
        return resolver.parsed_addresses()
    finally:
        await phone.async_close()


def on_own_loop(coroutine):
    """Runs the phone's resolver on a thread of its own: a browser test earlier in the same
    worker leaves an event loop running in this one."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def test_a_printed_code_opens_its_card_by_the_stable_name_whatever_the_address_of_the_day(
        tmp_path, shipped_library, monkeypatch, capsys):
    monkeypatch.delenv(PUBLIC_URL_VARIABLE, raising=False)
    assert hjkit(["build", str(SHIPPED_CARDS / "intro-pack"), "--out", str(tmp_path)]) == 0
    assert f"the QR codes open http://{STABLE_NAME}:{DEFAULT_PORT}/c/<card>" in \
        capsys.readouterr().out
    book = next(tmp_path.glob("*-book.pdf"))
    code = decode_qr(render(book, 0, 150, tmp_path))[0]
    printed = urlsplit(code)
    assert (printed.hostname, printed.port) == (STABLE_NAME, DEFAULT_PORT), code
    card = printed.path.rsplit("/", 1)[1]
    for address in DAYS:
        app = make_app(tmp_path, shipped_library)
        try:
            server = InThread(*create_server(app, address, printed.port, threads=4))
        except OSError as error:
            pytest.fail(f"port {printed.port} of {address} is taken ({error}): this test "
                        "serves on the port the printed codes name")
        announced = advertise(address, printed.port, interfaces=["127.0.0.1"])
        try:
            assert announced.ready.wait(10) and announced.problem is None
            found = on_own_loop(resolve(printed.hostname))
            assert found == [address]
            # the phone opens the code with the name resolved: the card's page
            with urllib.request.urlopen(code.replace(printed.hostname, found[0]),
                                        timeout=30) as page:
                assert page.status == 200
                assert page.url.endswith(f"/cards/{card}")
                assert shipped_library.cards[card].title.encode() in page.read()
        finally:
            announced.close()
            server.stop()


def test_a_loopback_address_is_not_announced_to_the_network():
    assert advertise("127.0.0.1", 8000) is None
