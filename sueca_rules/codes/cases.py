"""Codes of case files (docs/case-files.md) and of `conform`."""

from __future__ import annotations

from .entry import Code

AREA = "Case files"
C = "variant: portugal\nsource: our-table.txt\ncases:\n  - id: t1\n    quote: \"The ace wins.\"\n"
TRICK = "    trick: {trump: C, cards: [AS, 7S, KS, JS]}\n    expect: {winner: 0, points: 28}"


def _case(code: str, title: str, explanation: str, wrong: str, right: str = C + TRICK,
          runs: bool = True) -> Code:
    return Code(code, title, explanation, wrong, right, kind="yaml", runs=runs)


CODES = (
    _case("case", "A case that cannot be run",
          "The family of case-file problems without a code of their own: an expected result "
          "that cannot be, a trick of more than four cards, a match that ended before its last "
          "hand.", C + TRICK.replace("JS]", "JS, QS]")),
    _case("case-card", "A card that is not a card", "Cards are written rank then suit: AS, 7H, "
          "10D.", C + TRICK.replace("7S", "1S")),
    _case("case-suit", "A suit that is not a suit", "Suits are S, H, D, C (or ♠ ♥ ♦ ♣).",
          C + TRICK.replace("trump: C", "trump: X")),
    _case("case-duplicate-card", "A card in two places", "A card is in one place: once in the "
          "trick, in the hand or on the trick.", C + TRICK.replace("JS]", "AS]")),
    _case("case-id", "An id used twice", "Ids are unique within a file.",
          C + TRICK + "\n" + C.split("cases:\n", 1)[1] + TRICK,
          C + TRICK + "\n" + C.split("cases:\n", 1)[1].replace("t1", "t2") + TRICK),
    _case("case-kind", "A case with no kind, or two",
          "A case has exactly one kind (trick, legal, hand, match, deal, play).",
          C + "    expect: {winner: 0}"),
    _case("case-variant", "The variant cannot be used",
          "The case file's variant does not validate or does not exist.",
          C.replace("portugal", "portugl") + TRICK),
    _case("case-unchecked", "A case that checks nothing",
          "Every case expects something the rules decide.", C + TRICK.split("\n")[0] + "\n    expect: {}",
          runs=False),
    _case("case-failed", "A case that fails", "The rules do not give what the case expects "
          "(conform).", C + TRICK.replace("winner: 0", "winner: 1")),
)
