"""Issue 10: "The +/- steppers stay for house rules and corrections, and any seat may use
them with a confirmation that both phones see, not only the seat to act."""

from __future__ import annotations

import pytest

from .conftest import assert_phone_friendly, shot
from .test_table_flow import SECOND, at_the_first_campaign, on_both, tap

expect = pytest.importorskip("playwright.sync_api").expect


def test_a_correction_from_the_seat_not_to_act_is_confirmed_on_the_other_phone(phone, server):
    ana, ben, hero, rival = at_the_first_campaign(phone)
    both = (ana, ben)
    rival_name = "Ben" if rival is ben else "Ana"
    hero_name = "Ana" if hero is ana else "Ben"
    # The rival does not owe the decision: the dock still says so, steppers or not.
    expect(rival.locator("#actions")).to_contain_text(f"Waiting for {hero_name}")
    rival.click("#risk-tokens")
    expect(rival.locator("#tokens-sheet")).to_contain_text("Your changes are proposals")
    for _ in range(2):
        rival.click('#tokens-sheet button[aria-label="Risk pool: plus one"]')
    on_both(both, "#proposals", f"{rival_name} proposes: risk pool +2")
    expect(rival.locator("#tokens-sheet .stepper b").first).to_have_text("0")  # not yet
    on_both(both, "#risk", "0")
    expect(rival.locator('#proposals button[data-action="confirm"]')).to_have_count(0)
    expect(rival.locator('#proposals button[data-action="decline"]')).to_have_text("Withdraw")
    rival.keyboard.press("Escape")
    assert_phone_friendly(hero)
    shot(hero, "46-proposal-to-confirm")
    tap(hero, '#proposals button[data-action="confirm"]')
    on_both(both, "#risk", "2")
    on_both(both, ".log", f"{hero_name} confirms {rival_name}'s correction: risk pool +2.")
    for page in both:
        expect(page.locator("#proposals")).to_have_count(0, timeout=SECOND)
    # Declined, nothing changes.
    rival.click("#risk-tokens")
    rival.click('#tokens-sheet button[aria-label="Risk pool: minus one"]')
    rival.keyboard.press("Escape")
    on_both(both, "#proposals", f"{rival_name} proposes: risk pool -1")
    tap(hero, '#proposals button[data-action="decline"]')
    on_both(both, ".log", f"{hero_name} declines {rival_name}'s correction: risk pool -1.")
    on_both(both, "#risk", "2")
    # The move risk shown before moving is the computed one: 2 companions, site 2 unplaced.
    expect(hero.locator('button[data-action="move"]')).to_have_text(
        "Move to site 2 (risk +2 + the site's)", timeout=SECOND)



def three_quick_taps(page, selector: str) -> None:
    """Three taps in one go, as a thumb makes them before the first answer is back."""
    page.locator(selector).evaluate(
        "(button) => { button.click(); button.click(); button.click(); }")


def test_quick_taps_on_a_stepper_all_count(phone, server):
    """"A stepper stays open for "+3": each tap sends one token" (actions.js): a tap made
    before the previous one is answered is sent after it, not refused as made on an old
    table, whether the seat proposes the change or makes it."""
    ana, ben, hero, rival = at_the_first_campaign(phone)
    both = (ana, ben)
    rival.click("#risk-tokens")
    three_quick_taps(rival, '#tokens-sheet button[aria-label="Risk pool: plus one"]')
    rival_name = "Ben" if rival is ben else "Ana"
    on_both(both, "#proposals", f"{rival_name} proposes: risk pool +3")
    rival.keyboard.press("Escape")
    hero.click("#risk-tokens")
    three_quick_taps(hero, '#tokens-sheet button[aria-label="Risk pool: plus one"]')
    hero.keyboard.press("Escape")
    on_both(both, "#risk", "3")
    for page in both:
        text = page.locator("main").inner_text()
        assert "changed just before your tap" not in text, text
