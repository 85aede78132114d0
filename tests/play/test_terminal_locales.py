"""The terminal game in pt-PT, pt-BR, en and fr: the real game driven through standard input
and a pseudo-terminal, its output compared with the catalogs' own words (never a hard-coded
screen), the language chosen by --lang, then the variant's region, then LC_ALL / LC_MESSAGES /
LANG, and the player's answers read in the locale's words as well as the old English ones."""

from __future__ import annotations

import io
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sueca_rules.catalogue.deck.words import rank_name, suit_name
from sueca_rules.catalogue.meta.words import language
from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import TerminalGame, play_in_terminal
from sueca_rules.play.terminal_table import heading
from sueca_rules.words.i18n import LOCALES, Voice, choose_locale, environment_locale
from sueca_rules.words.speaker import Speaker

from ..conftest import ROOT, run_cli
from ..loaded import load_rules, load_variant

# Words a non-English screen must never show: the English of the game's own sentences.
ENGLISH = ("Your card>", "You play", "Your hand", " plays ", " wins the ", "Record saved to",
           "Commands:", "Trump ", "Us ", "is not a card", "Choose", "Please answer", "breaks the rules",
           "That was", "accuses", "proven", "You may not", "Card points")


def _env(**values: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")}
    return {**env, "PYTHONPATH": str(ROOT), **values}


def _play(args: list[str], answers: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return run_cli("play", *args, input_text="".join(f"{a}\n" for a in answers), timeout=120, cwd=cwd,
                   env=_env(**env))


def _flat(text: str) -> str:
    """A screen's words as a reader reads them: lines joined, French marks as plain ones."""
    return " ".join(text.replace("’", "'").split())


def _talk(variant: str, locale: str) -> Talk:
    spec = load_variant(variant)
    return Talk(load_rules(variant), locale, spec)


def _regionless(tmp_path: Path) -> Path:
    """mesa-brasileira without its region: a table whose file says no language."""
    text = (ROOT / "variants" / "dsl" / "mesa-brasileira.sueca").read_text(encoding="utf-8")
    path = tmp_path / "sem-regiao.sueca"
    path.write_text(text.replace("\nregion BR\n", "\n").replace('variant mesa-brasileira', 'variant sem-regiao'),
                    encoding="utf-8")
    assert load_variant(str(path)).region is None
    return path


@pytest.mark.parametrize("locale", LOCALES)
def test_play_speaks_the_locale_given_with_lang(locale: str, tmp_path: Path) -> None:
    """`play portugal --lang L`: the commands typed in L's words work, and every sentence
    on the screen is L's (the catalog's translation, with the table's words)."""
    t = _talk("portugal", locale)
    answers = [t.command_word("help"), "zz", "12", "1", t.command_word("last"), t.command_word("score"),
               t.command_word("quit")]
    result = _play(["portugal", "--lang", locale, "--seed", "3", "-o", "game.json"], answers, tmp_path)
    out = result.stdout
    assert result.returncode == 0, result.stderr
    for said in (t.gettext("Your card> ").strip(), t.gettext("Commands:"),
                 t.gettext("Your hand (* = you may play it):"), t.v.pgettext("score sheet", "Us"),
                 t.gettext("You quit.") + " " + t.v.gettext("Record saved to {path}", path="game.json"),
                 t.gettext("Last {trick}: {cards}", cards="").rstrip()):
        assert said in out, (said, out[-600:])
    assert t.words["trick"].text in out and t.words["trump"].text.capitalize() in out
    if locale != "en":
        assert [word for word in ENGLISH if word in out] == []
    assert run_cli("replay", str(tmp_path / "game.json")).returncode == 0


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_the_locale_differs_from_english(locale: str) -> None:
    """The catalogs translate the game (a missing translation would fall back to English)."""
    t, en = _talk("portugal", locale), _talk("portugal", "en")
    for message in ("Your card> ", "You play {card}", "Choose again.", "You quit.",
                    "That was {revoke:a}: the other team may accuse you."):
        assert t.gettext(message, card="7♠") != en.gettext(message, card="7♠"), message


@pytest.mark.parametrize("locale", LOCALES)
def test_cards_are_typed_in_the_locales_words_and_the_old_notation(locale: str) -> None:
    """A card written out as the catalogue names it (`ás de copas`, `roi de cœur`), the index
    shown on screen (`R♥`) and the case files' `KH` all play the same card."""
    variant = "portugal"
    rules = load_rules(variant)
    s = Speaker(Voice(locale), load_variant(variant))
    t = Talk(rules, locale, load_variant(variant))
    for card in range(40):
        name = rules.name(card)
        if name[:-1] not in rules.deck.rank_labels:
            continue
        rank, suit = name[:-1], name[-1]
        words = f"{rank_name(rank, s)} {'of' if locale == 'en' else 'de'} {suit_name(suit, s)}"
        assert t.cards.parse(words) == card, words
        assert t.cards.parse(words.lower().replace("á", "a").replace("œ", "oe")) == card
        assert t.cards.parse(t.card(card)) == card
        code = t.cards.named(card)  # the locale's letters: RC is the rei de copas in pt
        assert t.cards.parse(code) == card and t.cards.parse(code.lower()) == card
        if locale == "en":
            assert code == name  # English types what case files write, as ever


def test_a_card_in_words_and_yes_in_portuguese_play_a_revoke(tmp_path: Path) -> None:
    """pt-PT: the human types a card the rules forbid, in words, and answers `sim`: the revoke
    is played (portugal lets a revoke be played, and accused)."""
    rules = load_rules("portugal")
    output: list[str] = []
    game = TerminalGame(rules, "portugal", 0, 3, io.StringIO("").readline, output.append,
                        locale="pt-PT", spec=load_variant("portugal"))
    hand = game.match.deal()
    while hand.turn != 0 or not hand.trick or set(hand.legal_cards()) == set(hand.hands[0]):
        if hand.turn == 0:
            game.match.play(hand.legal_cards()[0])
        else:
            game.match.play(game.bots[hand.turn].choose(game.match.view(hand.turn)))
        if hand.finished:
            pytest.skip("no revoke possible in this deal")
    wrong = next(c for c in hand.hands[0] if c not in hand.legal_cards())
    s = game.talk.s
    name = rules.name(wrong)
    words = f"{rank_name(name[:-1], s)} de {suit_name(name[-1], s)}".lower()
    game.read_line = io.StringIO(f"{words}\ntalvez\n{words}\nsim\n").readline
    game.human_turn(hand)
    text = "\n".join(output)
    t = game.talk
    yes, no = t.yes_no()
    assert t.gettext("Answer {yes} or {no}: {answer} is neither, so it is taken as {taken}.", yes=yes[0], no=no[0],
                     answer=t.s.quoted("talvez"), taken=t.s.quoted(no)) in text
    assert text.count(t.gettext("You play {card}", card=t.card(wrong))) == 1  # `talvez` was a no
    assert hand.revokes and "renúncia" in text


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("variant", ["portugal", "sueca-online", "jogos-do-rei"])
def test_every_line_fits_80_columns_in_every_locale(locale: str, variant: str, tmp_path: Path) -> None:
    output: list[str] = []
    # a number, then `y` (a yes to a revoke's question; else not a card, and said so)
    answers = io.StringIO("zz\n" + "".join(f"{i % 10 + 1}\ny\n" for i in range(900)))
    play_in_terminal(load_rules(variant), variant, 1, 9, tmp_path / "w.json", answers, output.append,
                     locale=locale, spec=load_variant(variant))
    lines = [line for chunk in output for line in chunk.splitlines() if str(tmp_path) not in line]
    assert [line for line in lines if len(line) > 80] == []
    if locale != "en":
        assert [line for line in lines if any(word in line for word in ENGLISH)] == []
    talk = _talk(variant, locale)
    won = (talk.gettext("Your team wins the {match}"), talk.gettext("They win the {match}"))
    assert any(line.strip().startswith(won) for line in lines), lines[-6:]


def test_the_users_locale_then_the_variants_region_choose_the_language(tmp_path: Path) -> None:
    """No --lang: the game follows LC_ALL, else LC_MESSAGES, else LANG when it names one of
    the four locales (a French locale plays a Portuguese table in French, issue 23's second
    readers); a locale the game does not speak, or none, leaves the table's language (a
    Brazilian table speaks pt-BR), and a table with no region then speaks English. The hint
    says why and how to have the table's language instead."""
    pt_br, fr = _talk("sueca-online", "pt-BR"), _talk("portugal", "fr")
    quit_fr = fr.command_word("quit")
    online = _play(["sueca-online", "--seed", "1", "-o", "a.json"], ["sair"], tmp_path, LANG="de_DE.UTF-8")
    assert pt_br.gettext("Your card> ").strip() in online.stdout
    french = _play(["portugal", "--seed", "1", "-o", "f.json"], [quit_fr], tmp_path, LANG="fr_FR.UTF-8")
    assert fr.gettext("Your card> ").strip() in french.stdout, french.stdout[:300]
    said = fr.gettext("{language}: your locale's language; {how}", language=language("fr", Speaker(Voice("fr"))),
                      how=fr.gettext("--lang {code} for {language}", code="pt-PT",
                                     language=language("pt-PT", Speaker(Voice("fr")))))
    assert _flat(said).lower() in _flat(french.stdout).lower(), french.stdout[:400]
    for env, locale in (({"LANG": "pt_BR.UTF-8"}, "pt-BR"), ({"LANG": "en_GB.UTF-8"}, "en"),
                        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "pt_BR.UTF-8"}, "fr"), ({"LANG": "pt"}, "pt-PT")):
        t = _talk("portugal", locale)
        result = _play(["portugal", "--seed", "2", "-o", "p.json"], [t.command_word("quit")], tmp_path, **env)
        assert result.returncode == 0, result.stderr
        assert t.gettext("You quit.") in result.stdout, (env, result.stdout[-300:])
    path = str(_regionless(tmp_path))
    cases = [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "pt_PT.UTF-8"}, "pt-PT"),
             ({"LANG": "pt_BR.UTF-8"}, "pt-BR"), ({"LC_ALL": "fr_CA.UTF-8", "LANG": "pt_BR.UTF-8"}, "fr"),
             ({"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "fr_FR.UTF-8"}, "pt-PT"),
             ({"LANG": "de_DE.UTF-8"}, "en"), ({"LC_ALL": "C"}, "en"), ({}, "en")]
    for env, locale in cases:
        t = Talk(load_rules(path), locale, load_variant(path))
        result = _play([path, "--seed", "2", "-o", "b.json"], [t.command_word("quit")], tmp_path, **env)
        assert result.returncode == 0, result.stderr
        said = heading(t, 0)
        assert _flat(result.stdout).startswith(_flat(said)), (env, result.stdout[:300])
        assert environment_locale(env) == (None if locale == "en" else locale)
    chosen = _play([path, "--lang", "fr", "--seed", "2", "-o", "c.json"], [quit_fr], tmp_path,
                   LANG="pt_BR.UTF-8")
    assert fr.gettext("You quit.") in chosen.stdout
    assert choose_locale("pt", "BR") == "pt-BR" and choose_locale(None, "AO", None, {}) == "pt-PT"
    assert choose_locale(None, "BR", None, {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert choose_locale(None, "BR", None, {"LANG": "pt"}) == "pt-BR"


def test_list_follows_lang_and_the_users_locale() -> None:
    def listed(*args: str, **env: str) -> str:
        return run_cli("list", *args, timeout=60, env=_env(**env), cwd=ROOT).stdout

    for env, locale in (({"LANG": "pt_PT.UTF-8"}, "pt-PT"), ({"LANG": "fr_FR.UTF-8"}, "fr"),
                        ({"LC_ALL": "C"}, "en")):
        v = Voice(locale)
        out = listed(**env)
        assert v.pgettext("list", "what sets it apart") in out and v.gettext("What next:") in out
        assert Speaker(v, load_variant("portugal")).title() in out
    out = listed("--lang", "pt-BR", LANG="fr_FR.UTF-8")
    spec = load_variant("jogos-do-rei")
    assert Voice("pt-BR").gettext("What next:") in out and "--lang pt-BR" in out
    assert " ".join(Speaker(Voice("pt-BR"), spec).description().split()[:3]) in " ".join(out.split())


def test_a_pseudo_terminal_game_in_brazilian_portuguese(tmp_path: Path) -> None:
    """`LANG=pt_BR.UTF-8 sueca-rules play` on a real pseudo-terminal: the prompt in pt-BR,
    `ajuda` shows the commands, `sair` ends it and the record is saved."""
    path = str(_regionless(tmp_path))
    t = Talk(load_rules(path), "pt-BR", load_variant(path))
    master, slave = os.openpty()
    game = subprocess.Popen([sys.executable, "-m", "sueca_rules", "play", path, "--seed", "4", "-o",
                             "tty.json"], stdin=slave, stdout=slave, stderr=subprocess.PIPE, cwd=tmp_path,
                            env=_env(LANG="pt_BR.UTF-8"), start_new_session=True)
    os.close(slave)
    prompt = t.gettext("Your card> ").strip().encode()

    def until(marker: bytes, seen: bytes = b"") -> bytes:
        deadline = time.monotonic() + 60
        while marker not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 1)
            if ready:
                seen += os.read(master, 4096)
        assert marker in seen, seen[-400:]
        return seen

    seen = until(prompt)
    os.write(master, b"ajuda\n")
    seen = until(t.gettext("Commands:").encode(), seen)
    os.write(master, b"sair\n")
    seen = until(t.v.gettext("Replay it with: {command}", command="").encode(), seen)
    assert game.wait(timeout=30) == 0
    os.close(master)
    text = seen.decode("utf-8", "replace")
    assert t.gettext("You quit.") in text and "Your card" not in text
    assert (tmp_path / "tty.json").exists()
