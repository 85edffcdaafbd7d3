"""The club night as docs/companion.md configures it: Debian's nginx with the page's own
configuration (routing by table) in front of two `hjkit serve` processes on one PostgreSQL
database. A table's phones reach one process through the proxy; a phone on the other
process (as after a restart moved it) still sees every action, and its own are seen."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from .conftest import POSTGRES_SERVER, SERVED_SETUP, fresh_postgres_database
from .test_serve import PUSHED_WITHIN, Server, free_port
from .test_served_streams import RawStream, act, new_table, request

NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists()
                                  else None)
pytestmark = [
    pytest.mark.skipif(not POSTGRES_SERVER, reason="HJKIT_TEST_POSTGRES_URL is not set: no "
                                                   "PostgreSQL server (make test starts one)"),
    pytest.mark.skipif(NGINX is None, reason="nginx is not installed (apt-get install "
                                             "nginx-light)"),
]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "companion.md"


def documented_configuration(ports: list[int], listen: int) -> str:
    """The nginx block of docs/companion.md, on these ports."""
    block = re.search(r"```nginx\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S).group(1)
    block = block.replace("127.0.0.1:8001", f"127.0.0.1:{ports[0]}")
    block = block.replace("127.0.0.1:8002", f"127.0.0.1:{ports[1]}")
    block, replaced = re.subn(r"listen 80;", f"listen 127.0.0.1:{listen};", block)
    assert replaced == 1 and all(str(p) in block for p in ports), block
    return block


def nginx_configuration(folder: Path, ports: list[int], listen: int) -> Path:
    """A whole nginx.conf around the documented block: what it names in its comment
    (limit_conn_zone) and what a server run from a folder of its own needs."""
    temp = {name: folder / name for name in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
    conf = folder / "nginx.conf"
    conf.write_text(f"""
daemon off;
master_process off;
pid {folder / 'nginx.pid'};
error_log {folder / 'error.log'} warn;
events {{}}
http {{
    access_log off;
    client_body_temp_path {temp['body']};
    proxy_temp_path {temp['proxy']};
    fastcgi_temp_path {temp['fastcgi']};
    uwsgi_temp_path {temp['uwsgi']};
    scgi_temp_path {temp['scgi']};
    limit_conn_zone $binary_remote_addr zone=perclient:10m;
{documented_configuration(ports, listen)}
}}
""")
    return conf


@pytest.fixture
def url(worker_id):
    """A database of this test's own on the test server, made afresh and dropped after."""
    with fresh_postgres_database(f"club_{worker_id}") as made:
        yield made


def streams(port: int) -> int:
    return request(port, "GET", "/healthz")[1]["streams"]


def test_two_phones_of_a_table_on_two_processes_behind_the_documented_nginx_see_each_other(
        tmp_path, url):
    ports = [free_port(), free_port()]
    servers = [Server(None, port, env={"HJKIT_DATABASE_URL": url,
                                       "HJKIT_DATA_HOME": str(tmp_path / "unused")})
               for port in ports]
    listen = free_port()
    proxy = subprocess.Popen([NGINX, "-c", str(nginx_configuration(tmp_path, ports, listen)),
                              "-p", str(tmp_path)],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    phones = []
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                assert request(listen, "GET", "/healthz")[0] == 200
                break
            except OSError:
                assert proxy.poll() is None and time.monotonic() < deadline, \
                    (tmp_path / "error.log").read_text() if (tmp_path / "error.log").exists() \
                    else "nginx did not start"
                time.sleep(0.1)
        table, tokens = new_table(listen, SERVED_SETUP)
        proxied = RawStream(listen, table["id"])
        phones.append(proxied)
        assert proxied.next_message()["id"] == 0
        held = [streams(port) for port in ports]
        assert sorted(held) == [0, 1], held  # the proxy routed the table to one process
        other = ports[held.index(0)]
        direct = RawStream(other, table["id"])  # a phone on the other process
        phones.append(direct)
        assert direct.next_message()["id"] == 0

        table = act(listen, table, tokens)  # through the proxy, to the table's process
        assert direct.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 1
        assert proxied.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 1
        table = act(other, table, tokens)  # on the other process
        assert proxied.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 2
        assert direct.next_message(timeout=PUSHED_WITHIN + 1)["id"] == 2
    finally:
        for phone in phones:
            phone.close()
        proxy.terminate()
        proxy.communicate(timeout=30)
        for server in servers:
            server.stop()
