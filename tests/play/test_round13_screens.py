"""The thirteenth readers' play screen and `replay --show`: a record stopped inside a trick says
so (en EN13-08, fr FR13-03); an accusation made inside a trick says whose card came next
(FR13-08); the sides in the order of play everywhere (FR13-09); the score cross said to be the
screen's own way where the rules do not set it (EN13-10, R13-PT-11, BR13-13); the secret
partner's tricks never credited to the declarer's side before the called card is seen
(R13-PT-12); a card with its article in French (FR13-06); a parenthesis in the help breaks
inside rather than leaving a short line (FR13-07); the bids so far in the past (BR13-12)."""

from __future__ import annotations

import io
import itertools
import json
import re
from pathlib import Path

import pytest

from sueca_rules.engine.match import Match
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.play.terminal_ask import WIDTH
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant

PASS = {"en": "pass", "pt-PT": "passo", "pt-BR": "passo", "fr": "passe"}
QUIT = {"en": "quit", "pt-PT": "sair", "pt-BR": "sair", "fr": "quitter"}
HELP = {"en": "help", "pt-PT": "ajuda", "pt-BR": "ajuda", "fr": "aide"}
SCORE = {"en": "score", "pt-PT": "marcador", "pt-BR": "placar", "fr": "score"}


def _screen(tmp_path: Path, variant: str, locale: str, typed: str, seed: int = 3) -> tuple[str, Path]:
    output: list[str] = []
    record = tmp_path / f"{variant}-{locale}-{seed}.json"
    play_in_terminal(load_rules(variant), variant, 0, seed, record, io.StringIO(typed), output.append,
                     output.append, locale=locale)
    return "\n".join(output), record


def _talk(variant: str, locale: str) -> Talk:
    return Talk(load_rules(variant), locale, load_variant(variant))


@pytest.mark.parametrize("locale", LOCALES)
def test_a_record_stopped_inside_the_first_trick_says_so(tmp_path: Path, locale: str) -> None:
    _, record = _screen(tmp_path, "sueca-italiana", locale, f"{PASS[locale]}\n{QUIT[locale]}\n")
    shown = run_cli("replay", str(record), "--show", "--lang", locale)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    cards = lines[-2].count(",") + 1  # the unfinished trick's cards, on the line above
    v = Voice(locale)
    words = Speaker(v, load_variant("sueca-italiana")).words()  # the table's words (BR26-04)
    said = v.npgettext("command line", "the {match} was not finished (the last {hand} stopped during {trick} "
                       "{number} of {tricks}, after {count} card)", "the {match} was not finished (the last "
                       "{hand} stopped during {trick} {number} of {tricks}, after {count} cards)", cards,
                       number=1, tricks=8, **words)
    assert said in lines[-1], lines[-2:]
    before = v.pgettext("command line", "the {match} was not finished (the last {hand} stopped before the first "
                        "{trick})", **words)
    assert before not in lines[-1]


@pytest.mark.parametrize("locale", LOCALES)
def test_an_accusation_inside_a_trick_names_whose_card_came_next(tmp_path: Path, locale: str) -> None:
    match = Match(load_rules("portugal"), seed=3)
    match.deal()
    for _ in range(7):  # a trick, then three cards of the second
        match.play(match.hand.legal[0])  # type: ignore[union-attr]
    match.accuse(0)
    while match.hand is not None and not match.hand.finished:
        match.play(match.hand.legal[0])
    record = tmp_path / "game.json"
    record.write_text(json.dumps(match.record()), encoding="utf-8")
    shown = run_cli("replay", str(record), "--show", "--lang", locale)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  ! "))
    trick = lines[at - 1]  # the whole second trick, its four cards
    fourth = trick.split(" → ")[0].split(", ")[3].rsplit(" ", 1)[0].strip()
    t = _talk("portugal", locale)
    when = t.v.ngettext("during {trick} {number}, after {count} card, before {who}’s card",
                        "during {trick} {number}, after {count} cards, before {who}’s card", 3,
                        **{**t.words, "number": 2, "who": fourth})
    assert f"({when})" in lines[at], (trick, lines[at])


@pytest.mark.parametrize("locale", LOCALES)
def test_replay_lists_the_sides_in_the_order_the_screen_does(tmp_path: Path, locale: str) -> None:
    t = _talk("sueca-italiana", locale)
    order = [t.compass(seat) for seat in (0, 4, 3, 2, 1)]  # anticlockwise from South, as the screen
    screen, _ = _screen(tmp_path, "sueca-italiana", locale, f"{QUIT[locale]}\n")
    flat = re.sub(r"\s+", " ", screen)
    status = flat[flat.index("] "):][:200]  # the first status line, wrapped or not
    assert status.index(order[1]) < status.index(order[2]) < status.index(order[4]), status
    shown = run_cli("replay", str(ROOT / "tests" / "golden" / "sueca-italiana.json"), "--show", "--lang", locale)
    assert shown.returncode == 0, shown.stderr
    for line in [*(line for line in shown.stdout.splitlines() if line.startswith("  ") and "·" in line),
                 shown.stdout.splitlines()[-1]]:
        scores = re.findall(rf"((?:{'|'.join(map(re.escape, order))}) −?\d+(?:, |$| ·|;))", line)
        named = [next(name for name in sorted(order, key=len, reverse=True) if s.startswith(name + " "))
                 for s in scores]
        for start in range(0, len(named) - 4, 5):
            assert named[start:start + 5] == order, line


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("variant", "own"), [("portugal", False), ("sueca-fr", True)])
def test_the_cross_is_the_screens_way_unless_the_rules_set_it(tmp_path: Path, locale: str, variant: str,
                                                              own: bool) -> None:
    screen, _ = _screen(tmp_path, variant, locale, f"{HELP[locale]}\n{SCORE[locale]}\n{QUIT[locale]}\n")
    t = _talk(variant, locale)
    flat = re.sub(r"\s+", " ", screen.replace("\u202f", " ").replace("\xa0", " "))
    rules_key = t.gettext("Each {game_point} won is marked with a dot at the end of an arm of the cross; {games} "
                          "win the {match}.", games=t.v.count(4, t.words["game_point"]))
    screen_key = t.gettext("This screen draws the score as a cross: a dot at the end of an arm "
                           "for each {game_point}; {games} win the {match}.",
                           games=t.v.count(4, t.words["game_point"]))
    rules_key, screen_key = (re.sub(r"\s+", " ", k.replace("\xa0", " ")) for k in (rules_key, screen_key))
    assert (rules_key if own else screen_key) in flat
    assert (screen_key if own else rules_key) not in flat
    help_line = t.gettext("the score of the {match}, drawn as a cross per team").replace("\xa0", " ")
    assert help_line in flat


def test_the_secret_partners_tricks_are_not_the_declarers_before_the_called_card(tmp_path: Path) -> None:
    # seed 11: East declares and calls A♦; West, whose side nobody knows yet, takes the first trick
    typed = "pass\n" + "".join(f"{n}\n" for _ in range(8) for n in range(1, 9)) + "quit\n"
    screen, _ = _screen(tmp_path, "sueca-italiana", "en", typed, seed=11)
    hand = screen.split("=== Hand 2")[0]
    before = re.sub(r"\n {2,4}(?=\w)", " ", hand.partition("was the card called")[0])  # wrapped lines joined
    declarer = re.search(r"(\S+) wins the auction", before)
    assert declarer is not None
    won: list[tuple[str, int]] = []  # each trick so far: who took it, its card points
    checked = 0
    for line in before.splitlines():
        taken = re.search(r"→ Trick \d+: .* — (\S+) wins it \((\d+) card points?\)", line)
        if taken:
            won.append((taken.group(1), int(taken.group(2))))
        head = re.search(r"This hand: declarer’s side (\d+) card points? in (\d+) tricks?", line)
        if head:  # only the declarer's own tricks are the declarer's side's while the partner is secret
            mine = [points for who, points in won if who == declarer.group(1)]
            assert (int(head.group(1)), int(head.group(2))) == (sum(mine), len(mine)), (line, won)
            checked += any(who not in (declarer.group(1), "You") for who, _ in won)
    assert checked, won  # a header seen after a trick taken by a player whose side was secret
    assert "taken by a player whose side is still secret" in before


@pytest.mark.parametrize("locale", LOCALES)
def test_the_turned_card_is_named_with_its_article(tmp_path: Path, locale: str) -> None:
    screen, _ = _screen(tmp_path, "sueca-a-dois", locale, f"{QUIT[locale]}\n")
    flat = re.sub(r"\s+", " ", screen)
    if locale == "fr":
        assert re.search(r"et (le \S+ a été retourné|la \S+ a été retournée|l’\S+ a été retourné) pour", flat), flat
        assert "la carte" not in flat.split("retourn")[0][-30:]
    t = _talk("sueca-a-dois", locale)
    rules = load_rules("sueca-a-dois")
    queen = next(c for c in rules.deck.cards if rules.name(c)[:-1] == "Q")
    seven = next(c for c in rules.deck.cards if rules.name(c)[:-1] == "7")
    said = {card: t.ngettext("Each player was dealt {each} cards and {card} was turned up for {trump:pl}; the other "
                             "{count} card lies on top of it and, with it, forms the stock of {stock}: {card} is "
                             "drawn last.", "Each player was dealt {each} cards and {card} was turned for {trump}; "
                             "the other {count} cards lie on top of it and, with it, form the stock of {stock}: "
                             "{card} is drawn last.", 33, card=t.cards.noun(card), stock=34, each=3)
            for card in (queen, seven)}
    q, s = t.card(queen), t.card(seven)
    if locale == "fr":
        assert f"la {q} a été retournée" in said[queen] and f"la {q} sera piochée" in said[queen]
        assert f"le {s} a été retourné" in said[seven] and f"le {s} sera pioché" in said[seven]
        assert "la carte" not in said[queen] + said[seven]
    elif locale in ("pt-PT", "pt-BR"):
        assert f"a {q} " in said[queen] and f"o {s} " in said[seven]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_parenthesis_in_the_help_breaks_inside_to_fill_the_line(tmp_path: Path, locale: str) -> None:
    screen, _ = _screen(tmp_path, "portugal", locale, f"{HELP[locale]}\n{QUIT[locale]}\n")
    lines = screen.splitlines()
    start = max(i for i, line in enumerate(lines) if re.match(r"Com+and|Comandos", line))
    rows = [line for line in lines[start + 1:] if line.startswith("  ")][:14]
    for line, after in itertools.pairwise(rows):
        if not after.startswith(" " * 15) or after.startswith(" " * 16):  # a new row, not the rest of this one
            continue
        assert not re.search(r"\(\S+$", line), line  # never broken after a parenthesis's first word
        word = after.split()[0]
        if "(" in word and ")" not in word:  # a parenthesis pushed down whole would have fit in part
            assert len(line) + 1 + len(word) > WIDTH, (line, after)
    if locale == "fr":
        assert any("K carreau (pour" in line for line in rows), rows


@pytest.mark.parametrize("locale", LOCALES)
def test_the_bids_so_far_are_told_in_the_past(tmp_path: Path, locale: str) -> None:
    screen, _ = _screen(tmp_path, "sueca-italiana", locale, f"70\n{QUIT[locale]}\n")
    t = _talk("sueca-italiana", locale)
    flat = re.sub(r"\s+", " ", screen)
    east = t.compass(4)
    assert t.phrase("{who} passed", who=east) in flat, flat[-700:]
    assert t.phrase("{who} passes", who=east) + "," not in flat
