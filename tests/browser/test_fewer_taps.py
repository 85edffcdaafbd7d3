"""Fewer taps: a scripted intro turn played on two phones, every tap counted; one-option
decisions take none, and an assignment that loses the hero asks first."""

from __future__ import annotations

import pytest

from .conftest import act_by_api, new_table, seat_path, shot

expect = pytest.importorskip("playwright.sync_api").expect
SECOND = 1000
TARGET = 8  # taps per phone for a turn


class Phone:
    """A phone page whose taps are counted."""

    def __init__(self, page):
        self.page, self.taps = page, 0

    def tap(self, selector: str, text: str | None = None) -> None:
        target = self.page.locator(selector)
        if text is not None:
            target = target.filter(has_text=text)
        target.first.click()
        self.taps += 1

    def play(self, card_id: str) -> None:
        """The card sheet, then the card: legal plays are listed without typing."""
        self.tap("#open-cards")
        self.tap(f'#card-list button[data-card="{card_id}"]')


def on_both(phones, selector: str, text: str) -> None:
    for p in phones:
        expect(p.page.locator(selector)).to_contain_text(text, timeout=SECOND)


def test_an_intro_turn_takes_at_most_eight_taps_per_phone(phone, server):
    table = new_table(server)
    first = table["state"]["to_act"]
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})  # setup
    hero, rival = Phone(phone()), Phone(phone())
    hero.page.goto(seat_path(table, first))
    rival.page.goto(seat_path(table, 1 - first))
    both = (hero, rival)
    on_both(both, "#prompt", "Campaign phase")

    hero.play("bagheera")  # a campaign card
    on_both(both, "#risk", "3")
    hero.tap('button[data-action="move"]')  # the move; site 2 is placed with it
    on_both(both, "#prompt", "Adversary phase")
    rival.play("tabaqui")  # one minion
    on_both(both, "#parties .minions", "Tabaqui")
    rival.tap('button[data-action="pass"]:not(.hold)')
    on_both(both, "#prompt", "assigns minions")
    hero.tap('button[data-action="assign"]', "Bagheera")  # the skirmish starts by itself
    on_both(both, "#prompt", "takes a Skirmish")
    shot(hero.page, "50-taps-skirmish", full_page=False)
    hero.tap('button[data-action="pass"]:not(.hold)')  # one tap each, no confirmation
    on_both(both, "#prompt", "takes a Skirmish")
    rival.tap('button[data-action="pass"]:not(.hold)')
    on_both(both, "#prompt", "moves again or rests")  # regroup
    hero.tap('button[data-action="rest"]')
    on_both(both, "#prompt", "Campaign phase")
    print(f"taps for an intro turn: protagonist {hero.taps}, antagonist {rival.taps}")
    assert hero.taps <= TARGET
    assert rival.taps <= TARGET


def test_an_assignment_that_loses_the_hero_asks_first(phone, server):
    table = new_table(server)
    first = table["state"]["to_act"]
    act_by_api(server, table, first, {"type": "place_site", "card_id": "wolf-den"})
    for card in ("bagheera", "kaa"):
        act_by_api(server, table, first, {"type": "play_card", "card_id": card})
    act_by_api(server, table, first, {"type": "move"})
    act_by_api(server, table, 1 - first, {"type": "play_card", "card_id": "shere-khan"})
    act_by_api(server, table, 1 - first, {"type": "pass"})
    hero = phone()
    hero.goto(seat_path(table, first))
    deadly = hero.locator('button[data-action="assign"]', has_text="Mowgli")
    expect(deadly).to_contain_text("4 vs 11: is overwhelmed (hero dies)")
    expect(hero.locator('button[data-action="assign"]', has_text="Baloo")).to_contain_text(
        "6 vs 11: loses")
    deadly.click()
    expect(hero.locator("dialog")).to_contain_text("Mowgli is the hero")
    shot(hero, "51-assign-hero-asks", full_page=False)
    hero.click("dialog button:has-text('Cancel')")
    expect(hero.locator("#assign-title")).to_contain_text("Shere Khan")
    assert hero.evaluate("HJ.table.snapshot.state.assignments") == []
