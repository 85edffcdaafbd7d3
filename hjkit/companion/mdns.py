"""The companion's stable name on the LAN: `hjkit serve` answers to hjkit.local, advertised
over multicast DNS (python-zeroconf, on Windows, macOS and Linux alike), so the printed
codes keep opening when the router gives the laptop another address or the game moves to
another house. The table's web page is also announced as an HTTP service, for the phones
and laptops that browse for one."""

from __future__ import annotations

import socket
import threading

from zeroconf import IPVersion, NonUniqueNameException, ServiceInfo, Zeroconf

from hjkit.kit.address import STABLE_NAME

SERVICE = "_http._tcp.local."


class Advertisement:
    """The name and the service while the server runs; registering takes a second or two of
    probing the network, so it happens on a thread of its own and never delays the start."""

    def __init__(self, address: str, port: int, name: str = STABLE_NAME,
                 interfaces: list[str] | None = None):
        self.address, self.port, self.name = address, port, name
        self.problem: str | None = None
        """Why the name could not be claimed (another companion on the LAN holds it)."""
        self.ready = threading.Event()
        self._zeroconf = Zeroconf(interfaces=interfaces or ["0.0.0.0"],
                                  ip_version=IPVersion.V4Only)
        self._info = ServiceInfo(SERVICE, f"Heroes' Journey table on {socket.gethostname()}."
                                 f"{SERVICE}", port=port,
                                 addresses=[socket.inet_aton(address)],
                                 server=f"{name}.", properties={"path": "/"})
        threading.Thread(target=self._register, name="mdns", daemon=True).start()

    def _register(self) -> None:
        try:
            self._zeroconf.register_service(self._info, allow_name_change=True)
        except NonUniqueNameException:
            self.problem = f"another computer on this network already answers to {self.name}"
        except OSError as error:  # no multicast on this network
            self.problem = f"{self.name} could not be announced on this network ({error})"
        finally:
            self.ready.set()

    def close(self) -> None:
        self.ready.wait(5)
        try:
            if self.problem is None:
                self._zeroconf.unregister_service(self._info)
        finally:
            self._zeroconf.close()


def advertise(address: str, port: int, interfaces: list[str] | None = None
              ) -> Advertisement | None:
    """Announce the companion at address:port as hjkit.local on the given interfaces (every
    one by default); None when no phone could reach it (a loopback address announced on the
    LAN) or this machine has no multicast."""
    if interfaces is None and address.startswith("127."):
        return None
    try:
        return Advertisement(address, port, interfaces=interfaces)
    except OSError:
        return None
