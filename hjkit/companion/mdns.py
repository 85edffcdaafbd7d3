"""The companion's stable name on the LAN: `hjkit serve` answers to hjkit.local, advertised
over multicast DNS (python-zeroconf, on Windows, macOS and Linux alike), so the printed
codes keep opening when the router gives the laptop another address or the game moves to
another house. The table's web page is also announced as an HTTP service, for the phones
and laptops that browse for one."""

from __future__ import annotations

import asyncio
import socket
import threading

from zeroconf import IPVersion, NonUniqueNameException, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from hjkit.kit.address import STABLE_NAME

SERVICE = "_http._tcp.local."


class Advertisement:
    """The name and the service while the server runs. Registering takes a second or two of
    probing the network, so it runs on a thread and event loop of its own and never delays
    the start; it uses zeroconf's asyncio API, whose calls wait as long as the network takes
    (the blocking API gives up when a loaded machine is slow to run its loop)."""

    def __init__(self, address: str, port: int, name: str = STABLE_NAME,
                 interfaces: list[str] | None = None):
        self.address, self.port, self.name = address, port, name
        self.problem: str | None = None
        """Why the name could not be claimed (another companion on the LAN holds it, or the
        network has no multicast)."""
        self.ready = threading.Event()
        self._info = ServiceInfo(SERVICE, f"Heroes' Journey table on {socket.gethostname()}."
                                 f"{SERVICE}", port=port,
                                 addresses=[socket.inet_aton(address)],
                                 server=f"{name}.", properties={"path": "/"})
        self._loop = asyncio.new_event_loop()
        self._stop = asyncio.Event()
        self._thread = threading.Thread(target=self._run, args=(interfaces or ["0.0.0.0"],),
                                        name="mdns", daemon=True)
        self._thread.start()

    def _run(self, interfaces: list[str]) -> None:
        try:
            self._loop.run_until_complete(self._announce(interfaces))
        finally:
            self._loop.close()

    async def _announce(self, interfaces: list[str]) -> None:
        try:
            zeroconf = AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
        except OSError as error:  # no multicast on this machine
            self._failed(f"{self.name} could not be announced on this network ({error})")
            return
        try:
            registered = await self._register(zeroconf)
            await self._stop.wait()
            if registered:
                await (await zeroconf.async_unregister_service(self._info))
        finally:
            await zeroconf.async_close()

    async def _register(self, zeroconf: AsyncZeroconf) -> bool:
        try:
            await (await zeroconf.async_register_service(self._info, allow_name_change=True))
        except NonUniqueNameException:
            self._failed(f"another computer on this network already answers to {self.name}")
            return False
        except OSError as error:
            self._failed(f"{self.name} could not be announced on this network ({error})")
            return False
        self.ready.set()
        return True

    def _failed(self, problem: str) -> None:
        self.problem = problem
        self.ready.set()

    def close(self) -> None:
        """Withdraw the name and the service (a goodbye the phones' caches act on)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(10)


def advertise(address: str, port: int, interfaces: list[str] | None = None
              ) -> Advertisement | None:
    """Announce the companion at address:port as hjkit.local on the given interfaces (every
    one by default); None when no phone could reach it (a loopback address announced on the
    LAN)."""
    if interfaces is None and address.startswith("127."):
        return None
    return Advertisement(address, port, interfaces=interfaces)
