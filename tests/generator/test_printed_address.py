"""Issue 41: codes that keep working after the laptop moves. A build prints the companion's
stable name (hjkit.local) unless told otherwise, says the address its codes hold, and warns
when that address will not last."""

from __future__ import annotations

import pytest

from hjkit.cli import main
from hjkit.kit.address import DEFAULT_BASE_URL, address_warning, printed_base_url

from .pdfs import decode_qr, render


def _build(standard_set, tmp_path, *extra) -> int:
    return main(["build", str(standard_set), "--out", str(tmp_path / "out"), *extra])


def test_a_default_build_prints_the_stable_name_not_the_address_of_the_day(
        standard_set, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("HJKIT_PUBLIC_URL", raising=False)
    assert _build(standard_set, tmp_path) == 0
    said = capsys.readouterr()
    assert "the QR codes open http://hjkit.local:8000/c/<card>" in said.out
    assert "warning" not in said.err
    codes = decode_qr(render(tmp_path / "out" / "oz-test-book.pdf", 0, 150, tmp_path))
    assert codes and all(c.startswith(f"{DEFAULT_BASE_URL}/c/") for c in codes)


def test_a_clubs_public_url_is_what_its_codes_hold(standard_set, tmp_path, capsys,
                                                  monkeypatch):
    monkeypatch.setenv("HJKIT_PUBLIC_URL", "https://club.example/hj/")
    assert _build(standard_set, tmp_path) == 0
    assert "the QR codes open https://club.example/hj/c/<card>" in capsys.readouterr().out
    codes = decode_qr(render(tmp_path / "out" / "oz-test-book.pdf", 0, 150, tmp_path))
    assert codes and all(c.startswith("https://club.example/hj/c/") for c in codes)


@pytest.mark.parametrize(("base_url", "says"), [
    ("http://127.0.0.1:8000", "only this computer can open"),
    ("http://localhost:8000", "only this computer can open"),
    ("http://192.168.1.20:8000", "an address a router gives for the day"),
    ("http://10.0.0.7", "an address a router gives for the day"),
])
def test_codes_holding_an_address_that_will_not_last_are_warned_of(
        standard_set, tmp_path, capsys, base_url, says):
    assert _build(standard_set, tmp_path, "--base-url", base_url) == 0
    err = capsys.readouterr().err
    assert "warning: the codes hold" in err and says in err
    assert "hjkit.local" in err  # and what to do instead


@pytest.mark.parametrize("base_url", [DEFAULT_BASE_URL, "https://rulings.example.org",
                                      "http://93.184.216.34:8000"])
def test_names_and_public_addresses_are_not_warned_of(base_url):
    assert address_warning(base_url) is None


def test_the_printed_address_is_given_then_the_environment_then_the_stable_name(monkeypatch):
    monkeypatch.setenv("HJKIT_PUBLIC_URL", "http://club.local/")
    assert printed_base_url("https://x.example/") == "https://x.example"
    assert printed_base_url(None) == "http://club.local"
    monkeypatch.delenv("HJKIT_PUBLIC_URL")
    assert printed_base_url(None) == DEFAULT_BASE_URL
