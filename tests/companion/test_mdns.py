"""Issue 41: the companion answers to a stable name. `hjkit serve` announces hjkit.local
over multicast DNS; a phone's resolver (here another zeroconf instance, on loopback) finds
the laptop by that name, whatever its address of the day."""

from __future__ import annotations

import asyncio

from zeroconf import AddressResolverIPv4, IPVersion
from zeroconf.asyncio import AsyncZeroconf

from hjkit.companion.mdns import advertise
from hjkit.kit.address import STABLE_NAME


async def resolve(name: str) -> list[str]:
    phone = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    try:
        resolver = AddressResolverIPv4(f"{name}.")
        await resolver.async_request(phone.zeroconf, 5000)
        return resolver.parsed_addresses()
    finally:
        await phone.async_close()


def test_the_companion_is_found_by_its_stable_name_as_a_phone_resolves_it():
    announced = advertise("127.0.0.1", 8123, interfaces=["127.0.0.1"])
    try:
        assert announced.ready.wait(10) and announced.problem is None
        assert asyncio.run(resolve(STABLE_NAME)) == ["127.0.0.1"]
    finally:
        announced.close()


def test_a_loopback_address_is_not_announced_to_the_network():
    assert advertise("127.0.0.1", 8000) is None
