"""`hjkit check` prints every problem and exits 0 (good), 1 (illegal deck), 2 (malformed)."""

import shutil

import yaml

from hjkit.cli import main
from hjkit.games.heroes_journey.model.library import SHIPPED_CARDS

ROOT = SHIPPED_CARDS.parent  # the game package: cards/ and schema/


def test_shipped_cards_check_clean(capsys):
    assert main(["check", str(SHIPPED_CARDS)]) == 0
    assert "0 data problems, 0 illegal decks" in capsys.readouterr().out


def test_illegal_deck_exits_one(tmp_path, capsys):
    shutil.copytree(SHIPPED_CARDS / "first-wave", tmp_path / "fw")
    deck = tmp_path / "fw" / "decks" / "oz.yaml"
    data = yaml.safe_load(deck.read_text())
    data["book"]["toto"] += 1  # one campaign card more than adversary cards
    deck.write_text(yaml.safe_dump(data))
    assert main(["check", str(tmp_path / "fw")]) == 1
    assert "book-unequal-sides" in capsys.readouterr().out


def test_malformed_data_exits_two(tmp_path, capsys):
    shutil.copytree(SHIPPED_CARDS / "intro-pack", tmp_path / "ip")
    cards = tmp_path / "ip" / "cards.yaml"
    cards.write_text(cards.read_text().replace("type: companion", "type: compannion", 1))
    assert main(["check", str(tmp_path / "ip")]) == 2
    err = capsys.readouterr().err
    assert "cards.yaml:" in err and "compannion" in err


def test_missing_path_exits_two(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_schema_command_writes_both_schemas(tmp_path):
    assert main(["schema", "--out", str(tmp_path)]) == 0
    written = tmp_path / "heroes-journey"
    assert sorted(p.name for p in written.iterdir()) == ["cards.schema.json", "deck.schema.json"]


def test_a_folder_without_cards_exits_two(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 2
    assert "no game's card data under" in capsys.readouterr().err


def test_build_without_a_path_lists_the_shipped_sets_and_decks(capsys):
    assert main(["build"]) == 2
    err = capsys.readouterr().err
    assert "The Heroes' Journey: first-wave, intro-pack" in err and "oz" in err


def test_build_takes_a_shipped_set_by_name(tmp_path, capsys):
    assert main(["build", "intro-pack", "--out", str(tmp_path), "--duplex", "none",
                 "--base-url", "http://table.local:8000"]) == 0
    assert (tmp_path / "intro-book.pdf").is_file()


def test_check_finds_every_shipped_card_resolved_by_the_rules_core(capsys):
    """Issue 10: "every card that ships in cards/ today is expressed"."""
    assert main(["check", str(SHIPPED_CARDS)]) == 0
    assert "0 cards the rules core does not resolve" in capsys.readouterr().out


def test_check_lists_the_cards_the_rules_core_does_not_resolve(tmp_path, capsys):
    """A card the effect vocabulary cannot express says so in its data, with a reason."""
    cards = tmp_path / "cards"
    shutil.copytree(SHIPPED_CARDS, cards)
    text = (cards / "first-wave" / "cards.yaml").read_text()
    text = text.replace("  - id: shield-brother\n", "  - id: shield-brother\n"
                        "    unexpressed: The players decide it with the steppers.\n", 1)
    (cards / "first-wave" / "cards.yaml").write_text(text)
    assert main(["check", str(cards)]) == 0
    out = capsys.readouterr().out
    assert "card shield-brother: not resolved by the rules core: The players decide" in out
    assert "1 card the rules core does not resolve" in out


def test_check_says_where_a_cards_text_and_its_fields_differ(tmp_path, capsys):
    """Issue 39: "`hjkit check` compares a card's printed text with its rules fields where
    the kit generates the text, and says where they differ". A designer raises Baloo's
    printed bonus to +3 and forgets his ability, which still gives +2."""
    cards = tmp_path / "cards"
    shutil.copytree(SHIPPED_CARDS, cards)
    card_file = cards / "intro-pack" / "cards.yaml"
    text = card_file.read_text()
    edited = text.replace('text: "Defender +1. Skirmish: Exert Baloo to make him strength +2."',
                          'text: "Defender +1. Skirmish: Exert Baloo to make him strength +3."')
    assert edited != text
    card_file.write_text(edited)
    line = next(n for n, row in enumerate(edited.splitlines(), 1) if row == "  - id: baloo")
    assert main(["check", str(cards)]) == 0  # the card still loads and plays as its fields say
    out = capsys.readouterr().out
    assert (f"{card_file}:{line}: warning card-text: [baloo] abilities[0] reads "
            "'Skirmish: Exert Baloo to make Baloo strength +2.', which the text does not print"
            in out)
    assert ("[baloo] text prints 'Skirmish: Exert Baloo to make him strength +3.', which no "
            "ability says" in out)
    assert "2 differences between a card's text and its fields" in out
