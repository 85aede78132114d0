"""The play screen as the four native readers asked (issue 23): card codes in the player's
letters, yes only for a yes, the locale's `note:`, seats in words, French typography, the
language chosen said on the first screen. The real game is driven (standard input, or a
TerminalGame with scripted lines); what it should say is the catalogs' own words."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
from pathlib import Path

import pytest

from sueca_rules.catalogue.meta.words import language
from sueca_rules.play.cards import ForeignCode
from sueca_rules.play.screen import InputEnded
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import TerminalGame
from sueca_rules.play.terminal_letters import letters_line
from sueca_rules.words.i18n import LOCALES, Voice
from sueca_rules.words.speaker import Speaker

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant


def _env(**values: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")}
    return {**env, "PYTHONPATH": str(ROOT), **values}


def _play(args: list[str], answers: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return run_cli("play", *args, input_text="".join(f"{a}\n" for a in answers), timeout=120, cwd=cwd,
                   env=_env(**env))


def _flat(text: str) -> str:
    return " ".join(text.replace("’", "'").split())


def _talk(variant: str, locale: str) -> Talk:
    return Talk(load_rules(variant), locale, load_variant(variant))


def _game(locale: str, lines: str, variant: str = "portugal") -> tuple[TerminalGame, list[str]]:
    output: list[str] = []
    game = TerminalGame(load_rules(variant), variant, 0, 3, io.StringIO(lines).readline, output.append,
                        locale=locale, spec=load_variant(variant))
    return game, output


def _to_a_revoke(game: TerminalGame) -> tuple[object, int]:
    """Play the deal until the human holds a card the rules forbid; that card."""
    hand = game.match.deal()
    while hand.turn != 0 or not hand.trick or set(hand.legal_cards()) == set(hand.hands[0]):
        if hand.turn == 0:
            game.match.play(hand.legal_cards()[0])
        else:
            game.match.play(game.bots[hand.turn].choose(game.match.view(hand.turn)))
        if hand.finished:
            pytest.skip("no revoke possible in this deal")
    return hand, next(c for c in hand.hands[0] if c not in hand.legal_cards())


# -- 1. card codes in the player's letters ------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_a_code_is_the_locales_and_an_english_one_is_refused_with_what_to_type(locale: str) -> None:
    """pt: 3C is the 3 de copas, 3P the 3 de paus, 7D (D is the dama) refused saying 7O; fr:
    RC the roi de cœur, RT the roi de trèfle; en as ever (3C the 3♣)."""
    t = _talk("portugal", locale)
    rules, letters = t.rules, t.cards.suit_letters
    v = Voice(locale)
    assert letters == "".join(v.pgettext("suit letter", s) for s in "SHDC")
    for card in range(40):
        name = rules.name(card)
        assert t.cards.parse(t.cards.named(card)) == card
        english = name if locale == "en" else None
        if locale != "en" and t.cards.named(card) != name:
            try:
                english = str(t.cards.parse(name))
            except ForeignCode as err:  # never guessed: the card it would be in English, typed here
                assert err.card == card and err.code == t.cards.named(card)
            else:
                assert t.cards.parse(name) != card  # a locale code: the locale's card
        if english is not None and locale == "en":
            assert t.cards.parse(name) == card
    if locale.startswith("pt"):
        assert letters == "ECOP"  # espadas, copas, ouros, paus
        assert t.cards.parse("3C") == rules.card("3H") and t.cards.parse("3P") == rules.card("3C")
        with pytest.raises(ForeignCode) as found:
            t.cards.parse("7D")
        assert found.value.code == "7O"
    if locale == "fr":
        assert letters == "PCKT"  # pique, cœur, carreau, trèfle
        assert t.cards.parse("RC") == rules.card("KH") and t.cards.parse("RT") == rules.card("KC")
    if locale == "en":
        assert t.cards.parse("3C") == rules.card("3C") and t.cards.parse("KH") == rules.card("KH")


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_the_game_refuses_an_english_code_says_the_letters_and_points_out_a_clash_once(
        locale: str, tmp_path: Path) -> None:
    t = _talk("portugal", locale)
    english = next(c for c in range(40) if t.cards.named(c)[-1] != t.rules.name(c)[-1]
                   and t.rules.name(c)[-1] not in t.cards.suit_letters)
    result = _play(["portugal", "--lang", locale, "--seed", "3", "-o", "g.json"],
                   [t.command_word("help"), t.rules.name(english), t.command_word("quit")], tmp_path)
    out = _flat(result.stdout)
    said = t.gettext("{text}: those are the English letters; for {card} type {code}.",
                     text=t.s.quoted(t.rules.name(english)), card=t.card(english), code=t.cards.named(english))
    suits, faces = t.cards.letters()
    assert _flat(said) in out
    names = (lambda name: name) if locale == "en" else str.lower  # a card is a common noun in pt and fr
    said = ", ".join(f"{a} {names(b)}" for a, b in faces)
    if locale != "pt-BR":  # the case files' K, J, Q typed too where the faces show R, V, D (BR21-05)
        said = t.gettext("{faces}; also {others}", faces=said, others=", ".join(
            f"{letter} {names(dict(faces)[t.cards.index[letter]])}" for letter in "KJQ"))
    line = _flat(t.gettext("Letters: {suits}; {faces}.", suits=", ".join(f"{a} {b}" for a, b in suits), faces=said))
    # French K carreau says it keeps clear of C cœur (fr R8 R6): tests/play/test_help_words_round8.py
    # and which K is which in a code (FR24-03): tests/play/test_face_letters.py
    clash = (" " + _flat("D’abord la carte, puis la couleur\xa0: RK ou KK est le roi de carreau.")
             if locale == "fr" else "")
    assert _flat(letters_line(t)) in out and line.replace("K carreau,", "K carreau (pour le distinguer de C cœur),") \
        + clash == _flat(letters_line(t))


def test_a_code_that_names_another_card_in_english_is_pointed_out_once() -> None:
    game, output = _game("pt-PT", "")
    hand = game.match.deal()
    while hand.turn != 0:
        game.match.play(game.bots[hand.turn].choose(game.match.view(hand.turn)))
    t = game.talk
    clash = next(c for c in hand.legal_cards() if t.cards.english_reading(t.cards.named(c)) is not None)
    code = t.cards.named(clash)
    game.read_line = io.StringIO(code + "\n").readline
    game.human_turn(hand)
    other = t.cards.english_reading(code)
    assert other is not None
    note = t.gettext("({text} is {card} here: for {other} type {code}.)", text=t.s.quoted(code),
                     card=t.card(clash), other=t.card(other), code=t.cards.named(other))
    assert output.count(note) == 1 and t.gettext("You play {card}", card=t.card(clash)) in output
    game.codes_explained = True  # said once: a second clash says nothing
    assert game.later == ""


# -- 3. a yes is only a yes ---------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_a_number_or_another_word_at_a_yes_no_question_is_no(locale: str) -> None:
    """en 10.1: `[y/N]> 1` played the revoke. Only the locale's yes (or English y/yes) plays it."""
    for answer, played in (("1", False), ("2", False), ("talvez", False), ("", False),
                           (Voice(locale).pgettext("answer", "yes"), True), ("y", True)):
        game, output = _game(locale, "")
        hand, wrong = _to_a_revoke(game)
        name = game.talk.cards.named(wrong)
        game.read_line = io.StringIO(f"{name}\n{answer}\n{name}\n").readline
        with contextlib.suppress(InputEnded):  # the input ends when the revoke was refused twice
            game.human_turn(hand)
        assert bool(hand.revokes) is played, (locale, answer, output[-3:])


# -- 2. the locale's `note:` --------------------------------------------------------------------
@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_command_line_notes_say_note_in_the_locale(locale: str, tmp_path: Path) -> None:
    v = Voice(locale)
    (tmp_path / "sueca-portugal-5.json").write_text("{}", encoding="utf-8")
    result = _play(["portugal", "--lang", locale, "--seed", "5"], [v.pgettext("command", "quit")], tmp_path)
    prefix = v.pgettext("command line", "note: {text}", text="")
    assert result.stderr.startswith(prefix) and "note:" not in result.stderr, result.stderr


# -- 4. phrasing: card points in the plural from 0, the cross only at a Portuguese table ----------
@pytest.mark.parametrize("locale", LOCALES)
def test_card_points_are_plural_from_zero_and_the_cross_is_portuguese(locale: str) -> None:
    t = _talk("portugal", locale)
    if locale != "fr":  # French says « 0 point »; Portuguese and English 0 in the plural
        assert t.card_points(0).split()[1:] == t.card_points(2).split()[1:]
    assert t.crossed() and not _talk("brazil", locale).crossed()
    from sueca_rules.play.terminal_words import sheet

    assert "┼" in "\n".join(sheet(t, (1, 0), 0, True))
    placar = "\n".join(sheet(_talk("brazil", locale), (1, 0), 0, True))
    assert "┼" not in placar and "1" in placar


# -- 5. seats in words ----------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_the_seat_is_counted_as_the_command_line_counts_it_and_named_by_compass(locale: str, tmp_path: Path) -> None:
    """`--seat 2` is North, and the screen's first line says North only, its partner South
    (it said "seat 2 (North)": a program's index nobody seats a player by, round 18)."""
    t = _talk("portugal", locale)
    result = _play(["portugal", "--lang", locale, "--seat", "2", "--seed", "3", "-o", "s.json"],
                   [t.command_word("quit")], tmp_path)
    if locale != "fr":  # French says "au Nord (… au Sud)": the names as nouns (tests/play/test_round18_screens.py)
        said = t.gettext("{title} — you sit {seat}, your partner opposite you ({partner}).",
                         title=t.title(), seat=t.compass(2), partner=t.compass(0))
        assert _flat(result.stdout).startswith(_flat(said))
    first = _flat(result.stdout).split(".")[0]
    assert t.compass(2) in first and t.compass(0) in first and "2" not in first
    assert t.compass(2) == t.v.pgettext("compass", "North") and len({t.compass(s) for s in range(4)}) == 4
    assert "--seat" not in result.stdout and (tmp_path / "s.json").exists()


# -- 6. French typography on the screen and in `list` ---------------------------------------------
def test_french_screens_have_typographic_apostrophes_and_no_break_spaces(tmp_path: Path) -> None:
    t = _talk("portugal", "fr")
    result = _play(["portugal", "--lang", "fr", "--seed", "3", "-o", "f.json"],
                   [t.command_word("help"), "zz", t.command_word("score"), t.command_word("quit")], tmp_path)
    out = result.stdout
    assert "'" not in out and "’" in out
    for mark in ":;!?":
        assert f" {mark}" not in out.replace(f"\u00a0{mark}", "")
    listed = run_cli("list", "--lang", "fr", timeout=60, env=_env(), cwd=ROOT).stdout
    assert "'" not in listed and "’" in listed and " :" not in listed


# -- 7. the language chosen, said ----------------------------------------------------------------
def test_the_first_screen_says_the_language_chosen_and_how_to_change_it(tmp_path: Path) -> None:
    """LANG=en_GB, `play portugal`: English (the user's locale, issue 23's second readers),
    and the first screen says so, with `--lang pt-PT` for the table's own; with no locale the
    game speaks pt-PT (the table's language) and offers `--lang en`. With --lang, nothing."""
    v, en = Voice("pt-PT"), Voice("en")
    s, s_en = Speaker(v), Speaker(en)
    result = _play(["portugal", "--seed", "3", "-o", "l.json"], ["quit"], tmp_path, LANG="en_GB.UTF-8")
    how = en.gettext("--lang {code} for {language}", code="pt-PT", language=language("pt-PT", s_en))
    said = "(" + en.gettext("{language}: your locale's language; {how}", language=language("en", s_en),
                            how=how) + ")"
    assert result.stdout.splitlines()[1] == said
    table = _play(["portugal", "--seed", "3", "-o", "k.json"], ["sair"], tmp_path)
    how = v.gettext("--lang {code} for {language}", code="en", language=language("en", s))
    said = "(" + v.gettext("{language}: the table's language; {how}", language=language("pt-PT", s), how=how) + ")"
    assert table.stdout.splitlines()[1] == said
    given = _play(["portugal", "--lang", "pt-PT", "--seed", "3", "-o", "m.json"], ["sair"], tmp_path,
                  LANG="en_GB.UTF-8")
    assert said not in given.stdout and "--lang" not in given.stdout
