"""How the terminal game writes and reads cards, and its score sheet.

Cards are shown as a rank and a suit symbol (`7♠`). A Spanish-suited deck (`deck { style
spanish }`, or the Portuguese-suited `style portuguese`) names its faces rei, cavalo and
sota: shown `R`, `C`, `S` (`C♥` is the cavalo of copas). The player may type either the
deck's own letters or case-file notation (`QH`).
"""

from __future__ import annotations

from ..compiled.rules import Rules

SYMBOL = "♠♥♦♣"
SUIT_WORD = ("spade", "heart", "diamond", "club")
# Face letters by deck style, for the ranks case files write as K, Q and J.
# (The cavalo ranks above the sota, as the Valete above the Dama: it is the J, the sota the Q.)
FACES = {"french": {}, "spanish": {"K": "R", "J": "C", "Q": "S"},
         "portuguese": {"K": "R", "J": "C", "Q": "S"}}  # the same faces: rei, cavalo, sota
COMMANDS = (
    ("7S, ah, Q♦", "play that card (rank then suit; ♠♥♦♣ or S H D C)"),
    ("1 … 10", "play the card with that number in your hand"),
    ("accuse", "accuse the other team of a revoke (where revokes are accused)"),
    ("declare …", "a team broke a rule the cards don't show: declare WHAT us|them"),
    ("last", "look at the last trick (where the rules allow it)"),
    ("score", "the match score and the score sheet"),
    ("help", "this list"),
    ("quit", "stop; the record is saved"),
)


class InputEnded(Exception):
    """Standard input closed before the match ended."""


class Quit(Exception):
    """The player typed `quit`."""


def card_text(rules: Rules, card: int) -> str:
    """`7♠`, or with a Spanish-suited deck `C♥` for the cavalo of copas."""
    name = rules.name(card)
    rank = FACES.get(rules.deck_style, {}).get(name[:-1], name[:-1])
    return rank + SYMBOL["SHDC".index(name[-1])]


def parse_card(rules: Rules, text: str) -> int:
    """A card as the player types it: the deck's own face letters or case-file notation.
    Raises CardError (an IllegalMove) for anything else."""
    faces = {v: k for k, v in FACES.get(rules.deck_style, {}).items()}
    cleaned = text.strip().upper()
    if len(cleaned) >= 2 and cleaned[:-1] in faces:
        return rules.card(faces[cleaned[:-1]] + cleaned[-1])
    return rules.card(text)


def score_sheet(scores: tuple[int, int] | list[int], names: tuple[str, str]) -> str:
    """The score as crosses with a dot at an arm's end per game (as in 004), plus numbers."""
    def cross(games: int) -> list[str]:
        top, right, bottom, left = (("•" if games > i else " ") for i in range(4))
        extra = f"+{games - 4}" if games > 4 else ""
        return [f"  {top}  ", f"{left} ┼ {right}{extra}", f"  {bottom}  "]

    a, b = cross(scores[0]), cross(scores[1])
    width = 16
    lines = [f"{names[0]:<{width}}{names[1]}"]
    lines += [f"  {x:<{width - 2}}  {y}".rstrip() for x, y in zip(a, b, strict=True)]
    lines.append(f"    {scores[0]:<{width}}{scores[1]}")  # each number under its cross's ┼
    return "\n".join(lines)
