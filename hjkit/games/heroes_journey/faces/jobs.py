"""What The Heroes' Journey prints: per deck a book (starting party, then every copy of
each book card) and an atlas; a set without decks prints each of its cards once. Each job
also prints what the table needs besides the cards, for the deck's rules: the tokens, a
marker per party and the turn aid (see pieces), and says on its read-me-first sheet how
many copies to print."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from hjkit.generator import art, fonts
from hjkit.generator.build import BuildError, PrintJob, PrintSettings
from hjkit.generator.document import Piece
from hjkit.generator.pictures import picture_problems, printable
from hjkit.generator.textfit import TextOverflow

from ..model.decks import check_deck
from ..model.kinds import BOOK_TYPES
from ..model.variants import Variant, variant_named
from . import backs
from .faces import art_window, draw_face
from .frame import Box, Context
from .pieces import (
    AID,
    MARKER,
    TOKEN,
    TOKENS,
    blank,
    draw_aid,
    draw_marker,
    draw_token,
    token_kinds,
)

if TYPE_CHECKING:
    from ..model.cards import Card
    from ..model.library import Library


def print_jobs(library: Library, settings: PrintSettings) -> list[PrintJob]:
    """A job per deck; without decks, a job per set with one copy of each card."""
    contents = _contents(library)
    pictures = {c.id: library.art[c.id] for _, book, atlas, _ in contents
                for c in (*book, *atlas) if c.id in library.art}
    unprintable = picture_problems(pictures.values())
    if unprintable:
        raise BuildError("\n".join(map(str, unprintable)))
    ctx = Context(settings.cards, library.cultures, settings.base_url, proxy=settings.proxy,
                  light_backs=settings.backs == "light", art=printable(pictures))
    jobs = []
    for name, book, atlas, problems in contents:
        _check_glyphs(book + atlas)
        notes = _check_art(book + atlas, ctx)
        cards = (("book", tuple(piece_for(c, ctx, "book") for c in book)),
                 ("atlas", tuple(piece_for(c, ctx, "atlas") for c in atlas)))
        deck = library.decks.get(name)
        if deck is None:  # a set's cards once, for a designer: no table plays it as it is
            jobs.append(PrintJob(name, cards, problems, notes))
            continue
        variant = variant_named(deck.variant)
        jobs.append(PrintJob(name, (*cards, *table_parts(variant)), problems, notes,
                             for_the_table=table_notes(variant)))
    return jobs


def table_parts(variant: Variant) -> tuple[tuple[str, tuple[Piece, ...]], ...]:
    """The pieces besides the cards that the variant's rules use: the tokens, a marker for
    each party it seats and the turn aid."""
    tokens = tuple(Piece(f"{kind}-{n + 1}", TOKEN, partial(draw_token, kind=kind),
                         partial(draw_token, kind=kind), double_sided=True,
                         title=f"{kind.title()} token", cut_inside=True)
                   for kind in token_kinds(variant) for n in range(TOKENS[kind][2]))
    markers = tuple(Piece(f"party-marker-{seat + 1}", MARKER,
                          partial(draw_marker, seat=seat), blank,
                          title="Party marker", cut_inside=True)
                    for seat in range(variant.max_players))
    aid = (Piece("turn-aid", AID, partial(draw_aid, variant=variant.name), blank,
                 title="Turn aid"),)
    return (("tokens", tokens), ("markers", markers), ("aid", aid))


def table_notes(variant: Variant) -> tuple[str, ...]:
    """The read-me-first sheet's notes: copies, and what else the table needs, quoting the
    rules of the variant."""
    counts = ", ".join(f"{TOKENS[k][2]} {k}" for k in token_kinds(variant))
    if variant.name == "intro":
        copies = ("Print the book and the atlas once for each of the two players: each plays "
                  "their own copy of the deck (\"To play Bagheera, YOU must have a card "
                  "titled Mowgli in play – you cannot spot your opponent's copy of "
                  "Mowgli.\").")
        tokens = ("The tokens (" + counts + "; the intro pack names no burden): \"you ADD "
                  "a number of tokens equal to its cost from the supply to the center of "
                  "the table in a RISK POOL\"; \"To EXERT a character means to place a "
                  "wound token on that character\".")
        markers = ("The markers, one for each player: \"Each player then places a marker "
                   "to represent them on that site.\"")
        extra = ("Nothing else is printed or needed but a way to choose who goes first: "
                 "\"Determine randomly who will go first. (Coin flip, rock-paper-scissors, "
                 "dice rolls, etc)\"")
    else:
        copies = ("Print the book and the atlas once for the player who plays this deck: "
                  "\"Each player will bring two decks to the table\", an atlas and a book.")
        tokens = ("The tokens (" + counts + "): \"Players will need at least two sets of "
                  "tokens/dice/whatever to represent various things through the game.\" "
                  "Wounds are \"usually red\", burdens \"usually black\".")
        markers = (f"The markers, one for each of up to {variant.max_players} players: "
                   "\"each player will then place a marker to represent their party onto "
                   "the site.\"")
        extra = ("Nothing else is printed or needed but a way to break tied bids: "
                 "\"decide via a mutually agreed method of randomization (coin flip, die "
                 "roll, etc).\"")
    return (copies,
            "Print the tokens, the markers and the turn aid once for the whole table: every "
            "deck played by these rules prints the same ones.",
            tokens + " Cut along the circle; both sides are alike.",
            markers + " Fold each on the dashes and glue the halves.",
            "The turn aid quotes the rules' turn procedure, phase by phase.",
            extra)


def _contents(library: Library) -> list[tuple[str, list[Card], list[Card], tuple[str, ...]]]:
    """Each job's name, book (a deck's starting party, then each card's copies), atlas and
    the rules' objections to its deck; without decks, each set's cards once."""
    contents = []
    for deck in library.decks.values():
        book = list(deck.file.starting_party)
        for card_id, copies in deck.file.book.items():
            book += [card_id] * copies
        problems = tuple(str(p) for p in check_deck(deck, library) if not p.warning)
        contents.append((deck.id, [library.cards[i] for i in book],
                         [library.cards[i] for i in deck.file.atlas], problems))
    if not library.decks:
        for set_id in library.sets:
            cards = [c for i, c in library.cards.items() if library.card_set[i] == set_id]
            if cards:
                contents.append((set_id, [c for c in cards if c.type in BOOK_TYPES],
                                 [c for c in cards if c.type not in BOOK_TYPES], ()))
    return contents


def piece_for(card: Card, ctx: Context, part: str) -> Piece:
    """How to draw a card's two sides."""
    size = ctx.size_of(card)
    if backs.has_own_back(card):
        back = partial(backs.own_back, card=card, ctx=ctx)
    elif part == "book":
        back = partial(backs.book_back, box=Box.of(size), ctx=ctx)
    else:
        back = partial(backs.atlas_back, box=Box.of(size), ctx=ctx)
    return Piece(card.id, size, partial(draw_face, card=card, ctx=ctx), back,
                 backs.has_own_back(card), f"{part} back", title=card.title,
                 text=card.text or "")


def _check_art(cards: list[Card], ctx: Context) -> tuple[str, ...]:
    """A note for each picture that prints under MIN_PPI (print_jobs refused the pictures
    that cannot print)."""
    notes = []
    for card in dict.fromkeys(c for c in cards if c.art is not None):
        path = ctx.art[card.id]
        picture = art.load_picture(path)
        if picture.vector:
            continue  # sharp at any size: no window to work out
        try:
            window = art_window(card, ctx)
        except TextOverflow:
            continue  # the card is refused, by name, when it is drawn
        placement = art.place(picture, window.width, window.height, card.art.fit,
                              card.art.focus)
        resolution = art.ppi(picture, placement)
        if resolution is not None and resolution < art.MIN_PPI:
            notes.append(f"card {card.id!r}: its art {path.name} prints at {resolution:.0f} ppi, "
                         f"under {art.MIN_PPI}; a larger image would print sharper")
    return tuple(notes)


def _check_glyphs(cards: list[Card]) -> None:
    for card in dict.fromkeys(cards):
        missing = fonts.missing_characters(card.printed_text)
        if missing:
            raise BuildError(f"card {card.id!r} uses characters the embedded fonts lack: "
                             f"{' '.join(repr(c) for c in missing)}")
