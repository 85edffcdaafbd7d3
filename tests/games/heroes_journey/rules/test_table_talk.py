"""What the log tells the table to do with the physical tokens and cards: hands and books
stay physical, so each event says what to put where."""

from hjkit.games.heroes_journey.engine.actions import Move, PlayCard
from hjkit.games.heroes_journey.engine.combat import kill
from hjkit.games.heroes_journey.engine.state import Step
from hjkit.games.heroes_journey.engine.table import apply

from .builders import at_step, put, with_path


def test_a_campaign_card_says_how_many_tokens_go_on_the_risk_pool(std):
    """ "When you play a Campaign card, you ADD a number of tokens equal to its cost from the
    supply to the center of the table in a RISK POOL." """
    text = apply(std, PlayCard(0, "squire")).events[0].text
    assert text == "Ana plays Squire: put 3 tokens on the risk pool (0 -> 3)."


def test_an_adversary_card_says_how_many_tokens_come_off_the_risk_pool(std):
    """ "When you play an Adversary card, you must REMOVE a number of tokens from the risk
    pool equal to its cost." """
    table = at_step(with_path(std, "a-site-1", "b-site-2"), Step.ADVERSARY, to_act=1, risk=5)
    text = apply(table, PlayCard(1, "goblin")).events[0].text
    assert text.startswith("Ben plays Goblin: take 1 token off the risk pool (5 -> 4)")


def test_moving_says_how_many_tokens_the_site_adds(std):
    """ "adds risk to the pool equal to the risk number in the site's top right corner + 1
    token for each companion in the party" """
    table = with_path(std, "a-site-1", "b-site-2", position=1)
    move = next(e.text for e in apply(table, Move(0)).events if e.kind == "move")
    assert "put " in move and " tokens on the risk pool (0 -> " in move


def test_a_killed_minion_goes_to_its_owners_scrap_pile(std):
    """ "Place killed minions in their owner's scrap pile." """
    table, goblin = put(std, 1, "goblin")
    log = []
    kill(table, goblin, log)
    assert log[0].text == "Goblin is killed: it goes to Ben's scrap pile."
