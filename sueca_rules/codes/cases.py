"""Codes of case files (docs/case-files.md) and of `conform`."""

from __future__ import annotations

from .entry import Code

AREA = "Case files"
C = "variant: portugal\ncases:\n"


def _case(title: str, explanation: str, code: str, wrong: str, right: str) -> Code:
    return Code(code, title, explanation, C + wrong, C + right, kind="yaml")


CODES = (
    Code("case", "A case that cannot be run",
         "The family of case-file problems without a code of their own: a card that is not in "
         "the hand, an expected result that cannot be, a match that ended before its last hand.",
         C + "  - id: t1\n    trick: {cards: [AS, 7S, KS, JS, QS], expect: {winner: 0}}",
         C + "  - id: t1\n    trick: {cards: [AS, 7S, KS, JS], expect: {winner: 0}}", kind="yaml"),
    _case("A card that is not a card", "Cards are written rank then suit: AS, 7H, 10D.",
          "case-card", "  - id: t1\n    trick: {cards: [1S], expect: {winner: 0}}",
          "  - id: t1\n    trick: {cards: [AS], expect: {winner: 0}}"),
    _case("A suit that is not a suit", "Suits are S, H, D, C (or ♠ ♥ ♦ ♣).", "case-suit",
          "  - id: t1\n    legal: {hand: [AS], led: X, expect: {legal: [AS]}}",
          "  - id: t1\n    legal: {hand: [AS], led: S, expect: {legal: [AS]}}"),
    _case("A card in two places", "A card is in one place: the hand or the trick.",
          "case-duplicate-card",
          "  - id: t1\n    legal: {hand: [AS], trick: [AS], expect: {legal: [AS]}}",
          "  - id: t1\n    legal: {hand: [AS], trick: [KS], expect: {legal: [AS]}}"),
    _case("An id used twice", "Ids are unique within a file.", "case-id",
          "  - id: t1\n    ...\n  - id: t1\n    ...", "  - id: t1\n    ...\n  - id: t2\n    ..."),
    _case("A case with no kind, or two", "A case has exactly one kind (trick, legal, hand, ...).",
          "case-kind", "  - id: t1", "  - id: t1\n    trick: {cards: [AS], expect: {winner: 0}}"),
    _case("The variant cannot be used", "The case file's variant does not validate or does not "
          "exist.", "case-variant",
          "  - id: t1  # with variant: no-such-variant", "  - id: t1  # with variant: portugal"),
    _case("A case that checks nothing", "Every case expects something the rules decide.",
          "case-unchecked", "  - id: t1\n    trick: {cards: [AS], expect: {}}",
          "  - id: t1\n    trick: {cards: [AS], expect: {winner: 0}}"),
    _case("A case that fails", "The rules do not give what the case expects (conform).",
          "case-failed", "  - id: t1\n    trick: {cards: [AS, 7S], expect: {winner: 1}}",
          "  - id: t1\n    trick: {cards: [AS, 7S], expect: {winner: 0}}"),
)
