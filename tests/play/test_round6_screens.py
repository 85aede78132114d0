"""The play screen as the sixth readers asked, in the four locales, by the real game (standard
input): the status line names the auction while the trump is bid for (P2, FR-28); `last` after
the next card says it is too late and why (P1); who leads first said as the locale says it
(FR-29); the stock at two tables told after the deal, so that "the other cards" have a referent
(L8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.words.i18n import LOCALES

from .test_round5_screens import _play, _talk


@pytest.mark.parametrize("locale", LOCALES)
def test_the_status_line_names_the_auction_before_any_trick(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    out = _play("sueca-italiana", locale, [t.command_word("quit")], tmp_path, seed=3)
    status = [line for line in out.splitlines() if line.startswith("[")]
    assert status and status[0].startswith("[" + t.gettext("{hand} {number}, auction", number=1) + "]"), status[:1]
    tricks = t.gettext("{hand} {number}, {trick} {count}/{tricks}", number=1, count=1, tricks=8)
    assert all(not line.startswith(f"[{tricks}]") for line in status if t.gettext("{trump:pl} to be named") in line)


@pytest.mark.parametrize("locale", LOCALES)
def test_last_after_the_next_card_says_too_late(locale: str, tmp_path: Path) -> None:
    """Three tricks (at seed 3 the fourth is led by the left-hand player, before the human's
    turn), then `last`: refused, and it says why; `last` where it is allowed shows the trick."""
    t = _talk("portugal", locale)
    answers = ["1", "1", t.command_word("last"), "1", t.command_word("last"), t.command_word("quit")]
    out = _play("portugal", locale, answers, tmp_path, seed=3)
    late = t.gettext("Too late: another card has been played; the last {trick} may be looked at again "
                     "only until the next card is played.")
    assert late in out and t.gettext("Last {trick}: {cards}", cards="") in out
    assert t.gettext("The last {trick} may be looked at only until the next card is played.") not in out


def test_who_leads_first_reads_as_french_says_it(tmp_path: Path) -> None:
    out = _play("sueca-a-dois", "fr", [_talk("sueca-a-dois", "fr").command_word("quit")], tmp_path, seed=3)
    assert re.search(r"^C’est (à \S+|au joueur .*) d’entamer le premier pli\.$", out, re.M), out[:600]
    assert "premier à entamer" not in out


@pytest.mark.parametrize("locale", LOCALES)
def test_the_stock_at_two_says_the_deal_first(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-a-dois", locale)
    out = _play("sueca-a-dois", locale, [t.command_word("quit")], tmp_path, seed=3)
    line = next(line for line in out.splitlines() if "34" in line and "33" in line)
    assert line.index("3") < line.index("33") and line.index("33") < line.index("34"), line  # dealt, the rest, all
