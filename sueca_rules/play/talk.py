"""What the terminal game says, in the player's locale and the table's words.

Every sentence is a catalog message (:mod:`sueca_rules.words.i18n`); the table's words
(trick, trump, hand, match, game point, revoke, the way to follow suit) are the variant's, as
its rulebook says them (:class:`~sueca_rules.words.speaker.Speaker`), and the cards are named
as the rule catalogue names them (:mod:`.cards`). A subject and its verb are in one message,
so "you" (the human's seat) and another seat have messages of their own.

The answers the player types are read in the locale's words and in English: `sim`/`oui`/`yes`,
`ajuda`/`aide`/`help`, `nós`/`nous`/`us`, ... (:meth:`Talk.command`, :meth:`Talk.yes`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..catalogue.illegal.names import infraction_name
from ..catalogue.match.words import result_noun
from ..catalogue.phrases import lower_first
from ..compiled.rules import Rules
from ..spec import VariantSpec
from ..words.grammar import Noun
from ..words.i18n import N_, REGION_LOCALES, Voice
from ..words.speaker import Speaker
from .cards import CardWords, plain

# The compass point of each seat, by the number of players (seat 0 South, then clockwise):
# where a seat sits at the table drawn on the screen.
COMPASS: dict[int, tuple[str, ...]] = {
    2: ("S", "N"), 3: ("S", "W", "E"), 4: ("S", "W", "N", "E"), 5: ("S", "W", "NW", "NE", "E"),
    6: ("S", "SW", "NW", "N", "NE", "SE")}
# Each point's name and its short form (catalog messages, one each, so that they are extracted).
_COMPASS_NAMES: dict[str, Callable[[Voice], tuple[str, str]]] = {
    "S": lambda v: (v.pgettext("compass", "South"), v.pgettext("compass (short)", "S")),
    "SW": lambda v: (v.pgettext("compass", "South-West"), v.pgettext("compass (short)", "SW")),
    "W": lambda v: (v.pgettext("compass", "West"), v.pgettext("compass (short)", "W")),
    "NW": lambda v: (v.pgettext("compass", "North-West"), v.pgettext("compass (short)", "NW")),
    "N": lambda v: (v.pgettext("compass", "North"), v.pgettext("compass (short)", "N")),
    "NE": lambda v: (v.pgettext("compass", "North-East"), v.pgettext("compass (short)", "NE")),
    "E": lambda v: (v.pgettext("compass", "East"), v.pgettext("compass (short)", "E")),
    "SE": lambda v: (v.pgettext("compass", "South-East"), v.pgettext("compass (short)", "SE")),
}


def signed(value: int) -> str:
    """A score as printed: a value below 0 with a real minus sign (`−1`, not `-1`)."""
    return f"\u2212{-value}" if value < 0 else str(value)


def compass_name(v: Voice, players: int, seat: int) -> str:
    """`seat`'s compass point at a table of `players` (:data:`COMPASS`), in full and as a name
    (`North`, `Noroeste`, `Nord-est`): the seat's name on the play screen and in a replay."""
    points = COMPASS.get(players, COMPASS[4])
    return _COMPASS_NAMES[points[seat % len(points)]](v)[0]


class Talk:
    """One game's voice: a locale, the variant's words, its cards. `spec` is the variant the
    rules were compiled from (its words and texts); without it the catalog's usual words."""

    def __init__(self, rules: Rules, locale: str = "en", spec: VariantSpec | None = None) -> None:
        self.rules = rules
        self.v = Voice(locale)
        self.s = Speaker(self.v, spec)
        self.cards = CardWords(rules, self.s)
        self.words: dict[str, Noun] = self.s.words()
        v = self.v
        self._commands = {
            "accuse": v.pgettext("command", "accuse"), "declare": v.pgettext("command", "declare"),
            "last": v.pgettext("command", "last"), "score": v.pgettext("command", "score"),
            "help": v.pgettext("command", "help"), "quit": v.pgettext("command", "quit"),
            "pass": v.pgettext("command", "pass"),
        }
        self._sides = {"us": v.pgettext("command", "us"), "them": v.pgettext("command", "them")}

    @property
    def locale(self) -> str:
        return self.v.locale

    def gettext(self, message: str, **values: Any) -> str:
        """A message with the table's words as placeholders, its first letter a capital."""
        return self.v.sentence(self.v.gettext(message, **{**self.words, **values}))

    def ngettext(self, singular: str, plural: str, count: int, **values: Any) -> str:
        """A counted message (`{count}` in it) with the table's words, its first letter a capital."""
        return self.v.sentence(self.v.ngettext(singular, plural, count, **{**self.words, **values}))

    def phrase(self, message: str, **values: Any) -> str:
        """A fragment of a sentence with the table's words as placeholders (no capital)."""
        return self.v.gettext(message, **{**self.words, **values})

    def card(self, card: int) -> str:
        return self.cards.text(card)

    def title(self) -> str:
        return self.s.title() if self.s.spec is not None else self.rules.title

    # -- the player's words ------------------------------------------------------------------
    def command_word(self, name: str) -> str:
        """The command `name` as this locale writes it (`ajuda` for help)."""
        return self._commands[name]

    def command(self, answer: str) -> str | None:
        """The English name of the command `answer` is (`ajuda`, `aide`, `help`, `?` -> help),
        or None. Accents and case do not matter."""
        word = plain(answer.strip())
        aliases = {"?": "help", "h": "help", "q": "quit", "exit": "quit"}
        if word in aliases:
            return aliases[word]
        for name, local in self._commands.items():
            if word in (name, plain(local)):
                return name
        return None

    def fault_word(self, name: str) -> str:
        """What a player types to declare the fault `name` (`misdeal`): the catalogue's four in
        the game's language (fr `maldonne`; pt-PT, pt-BR, fr R20: the English id was the only
        word), a file's own fault by its name."""
        v = self.v
        return {"talking": lambda: v.pgettext("fault keyword", "talking"),
                "misdeal": lambda: v.pgettext("fault keyword", "misdeal"),
                "looking-back": lambda: v.pgettext("fault keyword", "looking-back"),
                "out-of-turn": lambda: v.pgettext("fault keyword", "out-of-turn")}.get(name, lambda: name)()

    def fault_named(self, word: str, names: list[str]) -> str | None:
        """The fault of `names` (ids, hyphenated) that `word` types, in English or the game's
        language; accents and case do not matter. None if none."""
        typed = plain(word.strip())
        return next((name for name in names if typed in (plain(name), plain(self.fault_word(name)))), None)

    def side(self, word: str) -> str | None:
        """`us` or `them` from `nós`, `eles`, `nous`, `eux`, `us`, `them`; else None."""
        word = plain(word)
        return next((name for name, local in self._sides.items() if word in (name, plain(local))), None)

    def side_word(self, name: str) -> str:
        return self._sides[name]

    def yes_no(self) -> tuple[str, str]:
        """This locale's `yes` and `no`."""
        return self.v.pgettext("answer", "yes"), self.v.pgettext("answer", "no")

    def yes(self, answer: str) -> bool | None:
        """True for a yes (`s`, `sim`, `o`, `oui`, `y`, `yes`), False for a no, None otherwise."""
        word = plain(answer.strip())
        if not word:
            return None
        local_yes, local_no = (plain(w) for w in self.yes_no())
        if word in ("yes", "y", local_yes) or (local_yes.startswith(word) and not local_no.startswith(word)):
            return True
        if word in ("no", "n", local_no) or local_no.startswith(word):
            return False
        return None

    # -- seats ----------------------------------------------------------------------------------
    @property
    def usual(self) -> bool:
        """Whether the table is the usual one: four seats in two pairs, partners opposite (its
        seats then named from the player's: left, partner, right)."""
        table = self.rules.table
        return table.players == 4 and table.side_of == (0, 1, 0, 1)

    def who(self, seat: int, me: int) -> str:
        """Another seat as the subject of a sentence ("o jogador da esquerda", "the player on
        your left": never a bare "Left plays", en L07); at any other table than the usual one,
        its compass point ("noroeste", "North-West")."""
        if not self.usual:
            return self.v.pgettext("seat", "you") if seat == me else self.compass(seat)
        v, where = self.v, (seat - me) % 4
        return (v.pgettext("seat", "you"), v.pgettext("seat", "the player on your left"),
                v.pgettext("seat", "your partner"), v.pgettext("seat", "the player on your right"))[where]

    def compass(self, seat: int) -> str:
        """Where `seat` sits, as a compass point: seat 0 South, then clockwise (at four: West,
        North, East; the command line's `--seat` counts alike). Two seats sit South and North,
        three South, West and East, five and six round the compass (:data:`COMPASS`)."""
        return compass_name(self.v, self.rules.table.players, seat)

    def point(self, seat: int) -> str:
        """`seat`'s compass point in short (`S`, `NW`; `SO` for sudoeste, `NO` for nord-ouest)."""
        return _COMPASS_NAMES[self._point(seat)](self.v)[1]

    def _point(self, seat: int) -> str:
        players = self.rules.table.players
        return COMPASS.get(players, COMPASS[4])[seat % len(COMPASS.get(players, COMPASS[4]))]

    def card_points(self, count: int) -> str:
        """`21 card points` (`21 pontos`, `21 points`); 0 in the plural in every locale."""
        if count == 0:
            return self.v.gettext("0 card points")
        return self.v.ngettext("{count} card point", "{count} card points", count)

    def crossed(self) -> bool:
        """Whether the score is kept on a cross, as Portuguese tables keep it (a table whose
        region speaks European Portuguese, or that says no region); elsewhere a plain score."""
        spec = self.s.spec
        if spec is None or not spec.region:
            return True
        return REGION_LOCALES.get(spec.region.upper(), "pt-PT") == "pt-PT"

    def short(self, seat: int, me: int) -> str:
        """A seat in a list of cards ("esquerda 7♠"; at another table its compass point)."""
        if not self.usual:
            return self.v.pgettext("seat (short)", "You") if seat == me else self.compass(seat)
        v, where = self.v, (seat - me) % 4
        return (v.pgettext("seat (short)", "You"), v.pgettext("seat (short)", "Left"),
                v.pgettext("seat (short)", "Partner"), v.pgettext("seat (short)", "Right"))[where]

    def seat_named(self, word: str, me: int) -> int | None:
        """The seat a player's word names: its number as the command line counts (from 0), at
        the usual table `left` and `right` (the locale's words too), at another its compass
        point, whole or short (`NW`, `noroeste`); None for no seat."""
        said = plain(word.strip())
        players = self.rules.table.players
        if said.isdigit() and len(said) == 1:
            return int(said) if int(said) < players else None
        if self.usual:
            v = self.v
            for where, english in ((1, "left"), (3, "right")):
                if said in (english, plain(self.who((me + where) % 4, me)),
                            plain(v.pgettext("seat (short)", english.capitalize()))):
                    return (me + where) % 4
            return None
        return next((seat for seat in range(players) if said and said in (plain(self.compass(seat)),
                                                                            plain(self.point(seat)))), None)

    # -- sides ----------------------------------------------------------------------------------
    def side_seats(self, side: int) -> tuple[int, ...]:
        table = self.rules.table
        return tuple(s for s in range(table.players) if table.side_of[s] == side)

    def sides_in_play(self, me: int) -> list[int]:
        """The sides in the order of play from the player's (`me`): the player's own first, then
        each by its first seat the turn reaches going the table's way (anticlockwise at Sueca
        italiana: South, East, North-East, …), as the screen lists them (en Y-1)."""
        table = self.rules.table
        order: list[int] = []
        for place in range(table.players):
            side = table.side_of[(me + table.step * place) % table.players]
            if side not in order:
                order.append(side)
        return order

    def side_label(self, side: int, me: int) -> str:
        """A side named by its seats: a side of one seat by its compass point in full (`North`,
        `North-West`: as every other line of the screen names it), a side of several by their
        points in short (`S+N`, the player's own `You+N`): a score sheet's column, a count's name."""
        seats = self.side_seats(side)
        you = self.v.pgettext("seat (short)", "You")
        if len(seats) == 1:
            return you if seats[0] == me else self.compass(seats[0])
        return "+".join(you if s == me else self.point(s) for s in seats)

    def by_side(self, values: list[int] | tuple[int, ...], me: int, heading: bool = False) -> str:
        """`You+N 2 · SW+NE 0 · NW+SE 1`, `you −1 · East 1`: a value per side, in the order
        of play from the player's (:meth:`sides_in_play`). Inside a sentence
        (`Card points: you 50 · North 70`) a side of one seat is named as a sentence names it;
        as a heading's field or a score (the status line's `You 0 · North 0`, as its `Us 0 –
        Them 0`, and `Score: You 1 · North 0`, EN16-15) by its label."""
        def name(side: int) -> str:
            seats = self.side_seats(side)
            return self.who(seats[0], me) if len(seats) == 1 and not heading else self.side_label(side, me)
        return " · ".join(f"{name(side)} {signed(values[side])}" for side in self.sides_in_play(me))

    def cards_of(self, plays: list[tuple[int, int]] | tuple[tuple[int, int], ...], me: int) -> str:
        return ", ".join(f"{self.short(s, me)} {self.card(c)}" for s, c in plays)

    # -- names -----------------------------------------------------------------------------------
    def deal_name(self, procedure: str) -> str:
        return self.s.deal_name(procedure) if self.s.spec is not None else procedure

    def infraction(self, name: str) -> str:
        return lower_first(infraction_name(name, self.s))

    def outcome(self, proven: bool) -> str:
        """What came of an accusation, to follow it in one sentence (`{accusation}: {outcome}.`)."""
        # `it`: the revoke the accusation just named, not named twice (`… of a revoke: it is proven`, FR16-10)
        return self.phrase(N_("{revoke:it|it} is proven") if proven else N_("the accusation is not proven"))

    def settled(self, cause: str) -> str:
        """What settled a hand, in words: a revoke, a false accusation, a declared infraction."""
        if cause == "revoke":
            return self.words["revoke"].text
        if cause == "false-accusation":
            return self.v.gettext("a false accusation")
        return self.infraction(cause)

    def result(self, name: str) -> str:
        """A named result (a *pente*) as the table calls it."""
        return result_noun(name, self.s).text if self.s.spec is not None else name.replace("-", " ")

    def listing(self, items: list[str]) -> str:
        return self.v.listing(items)
