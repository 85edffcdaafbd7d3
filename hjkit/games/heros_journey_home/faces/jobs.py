"""What `hjkit build` prints for Hero's Journey Home: one job whose parts are the five card
families (each with its own back), the papergold cards and the to-hit reference card."""

from __future__ import annotations

from functools import partial

from hjkit.generator import fonts
from hjkit.generator.build import BuildError, PrintJob, PrintSettings
from hjkit.generator.document import Piece
from hjkit.generator.pictures import picture_problems, printable

from ..model.cards import FAMILIES
from ..model.library import Library
from .backs import draw_back
from .cards import Context, draw_face, draw_papergold, draw_reference, face_of


def _back(canvas, family: str, ctx: Context) -> None:
    w, h, b, _ = ctx.dims()
    draw_back(canvas, family, w, h, b, light=ctx.light_backs)


def print_jobs(library: Library, settings: PrintSettings) -> list[PrintJob]:
    ctx = Context(settings.cards, settings.base_url, settings.proxy,
                  light_backs=settings.backs == "light")
    problems = picture_problems(library.art.values())
    if problems:
        raise BuildError("\n".join(map(str, problems)))
    pictures = printable(library.art)
    parts = []
    for family in FAMILIES:
        faces = [face_of(family, card, library, pictures)
                 for card in library.family(family).values()]
        for face in faces:
            missing = fonts.missing_characters(f"{face.name} {face.text} {face.stats}")
            if missing:
                raise BuildError(f"card {face.id!r} uses characters the embedded fonts lack: "
                                 f"{missing!r}")
        back = partial(_back, family=family, ctx=ctx)
        parts.append((family.replace("_", "-"), tuple(
            Piece(face.id, ctx.size, partial(draw_face, face=face, ctx=ctx), back,
                  title=face.name, text=face.text)
            for face in faces)))
    money_back = partial(_back, family="papergold", ctx=ctx)
    money = tuple(Piece(f"papergold-{p.value}-{n + 1}", ctx.size,
                        partial(draw_papergold, value=p.value, ctx=ctx), money_back)
                  for p in library.papergold for n in range(p.count))
    reference = (Piece("to-hit", ctx.size, partial(draw_reference, ctx=ctx),
                       partial(_back, family="reference", ctx=ctx)),)
    name = next(iter(library.sets), "heros-journey-home")
    return [PrintJob(name, (*parts, ("papergold", money), ("reference", reference)),
                     for_the_table=FOR_THE_TABLE)]


FOR_THE_TABLE = (
    "Print each PDF once: \"Hero's Journey Home is ideally played by one or two "
    "players.\"",
    "Also bring the dice of the components list, which are not printed: \"2 x 20-sided "
    "dice (d20)\", \"2 x 6-sided dice (d6)\" and \"20 x mini d6\" (\"Use the mini d6 "
    "to represent each adventurer's hit points.\"); \"If you wish to play with more than "
    "two players, you will need to either supply your own extra bonus dice or use some of "
    "the included mini dice for that purpose.\"",
)
"""The read-me-first sheet's notes, from the rules' components."""
