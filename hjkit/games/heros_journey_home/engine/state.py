"""A table of Hero's Journey Home as immutable values: parties, the Journey deck's
progress, a battle in progress and whose decision it is. Every change makes a new value
(dataclasses.replace); undo and replay come from the stored actions."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.cards import MAX_HP
from .cards import Cards

Ref = str
"""A fighter in a battle: 'm<i>' an enemy (monster), 'a<seat>.<member>' an adventurer."""


def member_ref(seat: int, member: int) -> Ref:
    return f"a{seat}.{member}"


def parse_ref(ref: Ref) -> tuple[int, int] | int:
    """(seat, member) for an adventurer, the enemy's index for a monster."""
    if ref.startswith("m"):
        return int(ref[1:])
    seat, member = ref[1:].split(".")
    return int(seat), int(member)


@dataclass(frozen=True, slots=True)
class Member:
    """An adventurer in a party (a joined monster or the Firebird too)."""

    card: str
    """The card's id: an adventurer, a Quest Item (the Firebird) or a monster."""
    name: str
    value: int
    """Card value: attack, defence and turn order."""
    hp: int
    max_hp: int = MAX_HP
    effects: frozenset[str] = frozenset()
    """Ability codes of its card; a dead adventurer's are lost until it lives again."""
    items: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    can_equip: bool = True
    """False for the Firebird: it 'may not cast spells, wear armor or use any weapons'."""
    natural: int = 0
    """The printed card value (Polymorph changes value, not this)."""
    eaten: bool = False

    @property
    def alive(self) -> bool:
        return self.hp > 0

    def has(self, effect: str) -> bool:
        return self.alive and effect in self.effects


@dataclass(frozen=True, slots=True)
class Party:
    """One player's adventurers, papergold and bonus die."""

    name: str
    quest: str | None = None
    members: tuple[Member, ...] = ()
    hero: int | None = None
    papergold: int = 0
    bonus: int = 0
    hero_fallen: bool = False
    """The Hero died: the bonus die was reset and no longer increases."""
    ambushes: int = 0
    """Ambush cards held, to announce before a battle."""
    hand: tuple[str, ...] = ()
    """Items held in hand, not assigned (a quest item before setup assigns it, spares)."""
    enchant: tuple[tuple[str, int], ...] = ()
    """Enchant's bonus per item id."""
    fortified: bool = False
    """Fortify was cast outside a battle: +2 armor in the party's next battle."""
    ready: bool = False
    out: bool = False

    def living(self) -> list[int]:
        return [i for i, m in enumerate(self.members) if m.alive]

    def plus(self, item: str) -> int:
        return sum(p for i, p in self.enchant if i == item)


@dataclass(frozen=True, slots=True)
class Enemy:
    """A monster in a battle (or a stranger adventurer, or a raised adventurer)."""

    card: str
    name: str
    value: int
    hp: int
    start_hp: int
    damage: int = 1
    special: str | None = None
    raised: tuple[int, int] | None = None
    """The (seat, member) a High Priest raised, fighting for him."""
    asleep: bool = False
    """Lulled by the Bard: skips its next attack."""

    @property
    def alive(self) -> bool:
        return self.hp > 0


@dataclass(frozen=True, slots=True)
class Roll:
    """Dice the rules wait for: who rolls, how many d20 and what they decide."""

    purpose: str
    """attack, duel, lull, assassinate, ouanga or automaton."""
    seat: int
    attacker: Ref
    defender: Ref
    dice: int
    to_hit: int = 0
    rolls: tuple[int, ...] = ()
    numbers: tuple[int, ...] = ()
    hits: int = 0
    """For automaton saves: the hits being saved against."""
    sets: int = 1
    """The Kestrel Sword attacks twice: two sets of dice."""
    rerolled: bool = False
    """The Time Traveler has re-rolled a die of this attack."""


@dataclass(frozen=True, slots=True)
class Term:
    """Something one side of a truce gives the other: papergold, an item or an
    adventurer (by its index in the giver's party)."""

    giver: int
    papergold: int = 0
    item: str | None = None
    member: int | None = None


@dataclass(frozen=True, slots=True)
class Combat:
    kind: str
    """monster, stranger (a Crossing Paths adventurer), duel (two players) or final."""
    seats: tuple[int, ...]
    enemies: tuple[Enemy, ...] = ()
    round: int = 0
    """0 while Ambush may be announced; rounds count from 1."""
    queue: tuple[Ref, ...] = ()
    """Who acts next this round, in order."""
    step: str = "act"
    """sirens (the adventurer they enchant is chosen), opening, act (the fighter's owner
    chooses), defend, roll, reroll, cover, truce or between (a new round waits while the
    fallen's items are picked up)."""
    acting: Ref | None = None
    roll: Roll | None = None
    paralyzed: frozenset[Ref] = frozenset()
    enchanted: frozenset[Ref] = frozenset()
    fortified: frozenset[int] = frozenset()
    smote: frozenset[Ref] = frozenset()
    cover: tuple[Ref, int] | None = None
    """Damage about to hit a defender that the Cavalier may take instead."""
    truce_from: int | None = None
    terms: tuple[Term, ...] = ()
    """What each side of an offered truce gives (see truce.py)."""
    agreed: frozenset[int] = frozenset()
    """The seats that agree to the terms as they stand."""
    spoken: frozenset[int] = frozenset()
    """The seats that have announced an Ambush or passed while Ambush may be announced."""
    announced: tuple[tuple[int, int, Ref], ...] = ()
    """(seat, member, target) of each Ambush announced, made when the window closes."""
    dropped: tuple[tuple[int, str], ...] = ()
    """(seat, item) of the items adventurers dropped as they died in this battle: they may
    be picked up between rounds; other items in hand wait for the battle's end."""


@dataclass(frozen=True, slots=True)
class Deck:
    """The physical Journey deck's progress: which cards are still in it and the size of
    each segment (the top half, then the half holding Home; or the legs)."""

    left: tuple[str, ...]
    segments: tuple[int, ...]
    """Cards still to come in each segment, the current one first."""
    bound: tuple[tuple[str, int], ...] = ()
    """Cards that must come up in a given segment (Home, a leg's monsters), by index."""
    drawn: tuple[str, ...] = ()
    size: int = 0
    top: str | None = None
    """A card put back on top of the deck (the Seer's unused card): the next to come up."""


@dataclass(frozen=True, slots=True)
class State:
    variant: str
    seed: int
    cards: Cards
    dice: str | None
    """companion (seeded rolls) or physical (the roll is entered); None until chosen."""
    parties: tuple[Party, ...]
    deck: Deck
    supply: tuple[str, ...]
    """The Adventurer deck: adventurers in no party."""
    spell_deck: tuple[str, ...]
    supply_bottom: tuple[str, ...] = ()
    """Adventurers of the supply placed on the bottom of its deck, the highest first: they
    come up after every other (see supply.py)."""
    phase: str = "dice"
    """dice, setup, turn or over."""
    step: str = "choose"
    active: int = 0
    card: str | None = None
    """The Journey card being resolved."""
    combat: Combat | None = None
    seer_drawn: tuple[str, ...] = ()
    """The Journey cards the Seer's player has drawn this turn and not yet played."""
    discard: tuple[str, ...] = ()
    monster_discard: tuple[str, ...] = ()
    rolled: int = 0
    """Dice the companion has rolled so far (the seeded roll counter)."""
    turn: int = 1
    winner: int | None = None
    final: bool = False
    """The Final Battle has begun."""
    log_hint: str = field(default="", compare=False)

    @property
    def players(self) -> int:
        return len(self.parties)

    @property
    def over(self) -> bool:
        return self.phase == "over"
