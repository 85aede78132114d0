"""The play screen and `replay --show` as the fifth readers asked, in the four locales, by the
real game (standard input) and the real command line: the score cross only where a cross can
show the score, an auction table's opening and help, one declarer's side, a called card named
as a card, the stock at two counted as the book counts it and the other player's draw said,
`last` before a trick of the hand, a revoked card marked in its trick and the teams named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal_words import sheet
from sueca_rules.words.i18n import LOCALES

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant


def _talk(variant: str, locale: str) -> Talk:
    return Talk(load_rules(variant), locale, load_variant(variant))


def _play(variant: str, locale: str, answers: list[str], cwd: Path, seed: int = 7) -> str:
    """The game's standard output, its wrapped lines joined again."""
    out = run_cli("play", variant, "--lang", locale, "--seed", str(seed), "-o", str(cwd / "game.json"),
                  input_text="".join(f"{a}\n" for a in answers), timeout=120, cwd=cwd).stdout
    return re.sub(r"\n  (?=\S)", " ", out)


def _plain(text: str) -> str:
    return text.replace("’", "'")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_italiana_score_is_numbers_and_says_why(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    score, help_, quit_ = (t.command_word(w) for w in ("score", "help", "quit"))
    out = _play("sueca-italiana", locale, [help_, score, quit_], tmp_path)
    why = t.gettext("The score is kept in numbers: a cross has room for only four {game_point:pl}, "
                    "a dot at the end of each arm.")
    assert "┼" not in out and f"({why})" in out
    label = t.gettext("Score: {scores}; {games} win the {match}.", scores="\0", games="").split("\0")[0]
    # the sides named as the status line names them (`Score: You 0 · East 0`, EN16-15)
    assert f"{label}{t.v.sentence(t.v.pgettext('seat (short)', 'You'))} 0 · " in out
    # an auction table opens asking for a bid, and the bid's help sets the commands apart
    assert t.gettext("Type a bid or a card when asked for one, or {help} for the commands.",
                     help=t.s.quoted(help_)) in out
    assert t.gettext("Type a card to play it, or {help} for the commands.", help=t.s.quoted(help_)) not in out
    assert all(t.s.quoted(t.command_word(w)) in out for w in ("pass", "score", "quit"))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_cross_only_while_it_can_show_the_score(locale: str) -> None:
    t = _talk("portugal", locale)
    assert any("┼" in line for line in sheet(t, [1, 3], 0, True))
    below = sheet(t, [-1, 2], 0, False)  # a score below 0 at a table that keeps a cross: numbers, and why
    assert not any("┼" in line for line in below)
    assert below[-1] == "(" + t.gettext("The score is kept in numbers: a score below 0 cannot be marked "
                                        "on a cross.") + ")"
    it = _talk("sueca-italiana", locale)
    assert not any("┼" in line for line in sheet(it, [0, 1, 2, 3, 4], 0, True))
    assert len(sheet(it, [0, 1, 2, 3, 4], 0, False)) == 1  # the reason said once, the first time


@pytest.mark.parametrize("locale", LOCALES)
def test_the_italiana_screen_names_one_declarer_and_a_called_card(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    out = _plain(_play("sueca-italiana", locale, [t.command_word("pass")] + [str(i % 8 + 1) for i in range(40)]
                       + [t.command_word("quit")], tmp_path))
    side = _plain(t.v.gettext("the declarer's side")).split(" ", 1)[1]  # as the book names it, no article
    assert side in out and "declarantes" not in out
    if locale == "fr":
        # the called card with its article, as French names a card (FR13-06: « appelle le R♠ »)
        assert re.search(r"appelle (?:le |la |l['’])\S+\s:", out) and "qu'il ne l'a pas jouée" not in out


@pytest.mark.parametrize("locale", LOCALES)
def test_two_players_the_stock_counted_and_the_other_draw_said(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-a-dois", locale)
    out = _play("sueca-a-dois", locale, [str(i % 3 + 1) for i in range(12)] + [t.command_word("quit")], tmp_path)
    stock = re.search(r"· \S+ (\d+) \((\S+) ", out)  # the status line: `Stock 34 (7♣ under it)`
    assert stock is not None
    count, card = int(stock.group(1)), stock.group(2)
    said = t.ngettext("Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the other {count} "
                      "card lies on top of it and, with it, forms the stock of {stock}: {card} is drawn last.",
                      "Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the other {count} "
                      "cards lie on top of it and, with it, form the stock of {stock}: {card} is drawn last.",
                      count - 1, card=next(t.cards.noun(c) for c in t.rules.deck.cards
                                           if t.card(c) == card), stock=count, each=3)
    assert _plain(said) in _plain(out)
    north = t.compass(1)
    draws = t.v.sentence(t.v.ngettext("{who} draws a card.", "{who} draw a card each.", 1, who=north))
    assert out.count(draws) >= 3
    mine = t.gettext("You draw {card}.", card="").rstrip(".")
    lines = out.splitlines()
    after = {lines[i + 1].startswith(mine) for i, line in enumerate(lines[:-1]) if line == draws}
    assert after == {True, False}  # said in the order drawn: the trick's winner first
    # mid-line the player is `you` in lower case, as the usual table's `us`
    running = [line for line in out.splitlines() if line.startswith(t.gettext("This {hand}: {counts}", counts=""))]
    you = t.v.pgettext("seat", "you")
    assert running and all(line.split(": ", 1)[1].startswith(you + " ") for line in running), running[:1]


@pytest.mark.parametrize("locale", LOCALES)
def test_last_before_a_trick_says_this_hand(locale: str, tmp_path: Path) -> None:
    t = _talk("portugal", locale)
    out = _play("portugal", locale, [t.command_word("last"), t.command_word("quit")], tmp_path, seed=3)
    assert t.gettext("No {trick} has been played yet this {hand}.") in out


@pytest.mark.parametrize("locale", LOCALES)
def test_replay_marks_the_revoke_and_names_the_teams(locale: str) -> None:
    record = ROOT / "tests" / "golden" / "mesa-brasileira.json"
    out = run_cli("replay", str(record), "--show", "--lang", locale).stdout
    t = _talk("mesa-brasileira", locale)
    revoke = t.settled("revoke")
    assert re.search(rf"\. .*\S\d?[♠♥♦♣] \({revoke}\)", out), out[:400]
    ns, ew = t.v.pgettext("team", "North–South"), t.v.pgettext("team", "East–West")
    points = [line for line in out.splitlines() if f"{ns} " in line and f", {ew} " in line and " · " in line]
    assert points and len(points) == out.count("=== ")
    assert re.search(rf"{ns} \d+, {ew} \d+\xa0?; ", out.splitlines()[-1])  # the summary: whose score is which
    if locale.startswith("pt"):
        assert "reproduzid" in out.splitlines()[-1] and "de novo" not in out.splitlines()[-1]
