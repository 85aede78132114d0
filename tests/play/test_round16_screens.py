"""The play screen and `replay --show` as the round-16 readers asked, in the four locales, by the
real game: who leads the first trick said once, "to the first trick" (FR16-13, EN16-14); the
auction's words (EN16-13, PT16-06); the `score` line naming the sides as the status line does
(EN16-15); the game written lower-case in pt/fr (PT16-05, FR16-05); one unfinished-trick mark
and every accusation timed (PT16-07, BR16-08, FR16-17); the revoke not named twice (FR16-10);
the game point term never broken across lines (BR16-14)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sueca_rules.play.terminal_ask import fit
from sueca_rules.words.i18n import LOCALES

from ..conftest import ROOT, run_cli
from .test_round5_screens import _plain, _play, _talk

GOLDEN = sorted((ROOT / "tests" / "golden").glob("*.json"))


@pytest.mark.parametrize("locale", LOCALES)
def test_who_leads_the_first_trick_is_said_once(locale: str, tmp_path: Path) -> None:
    """sueca-a-dois, two hands: the bot leads the first (said under the heading, `to the first
    trick`), the player the second (said once, in the status block: not also under the heading)."""
    t = _talk("sueca-a-dois", locale)
    answers = [str(i % 3 + 1) for i in range(90)] + [t.command_word("quit")]
    out = _plain(_play("sueca-a-dois", locale, answers, tmp_path, seed=3))
    hands = out.split("\n=== ")[1:]
    assert len(hands) >= 2, out[-400:]
    you_lead = _plain(t.gettext("You {lead}."))
    bot = _plain(t.v.sentence(t.v.pgettext("play screen", "{who} {lead:s} to the first {trick}.",
                                    **{**t.words, "who": t.who(1, 0)})))
    assert bot in hands[0].splitlines()
    second = hands[1].split(_plain(t.gettext("{who} plays {card}", who=t.who(1, 0), card="")))[0]
    assert second.splitlines().count(you_lead) == 1, second
    assert not [line for line in second.splitlines() if line.startswith(you_lead[:-1]) and line != you_lead]
    assert bot not in second
    if locale == "en":
        assert "leads first" not in out and "North leads to the first trick." in out


@pytest.mark.parametrize("locale", LOCALES)
def test_the_auction_words_and_the_score_line(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    out = _play("sueca-italiana", locale, [t.command_word("score"), t.command_word("quit")], tmp_path, seed=5)
    status = next(line for line in out.splitlines() if line.startswith("["))
    assert t.gettext("{trump:pl} to be named") in status
    # the score line names the player's side as the status line does (`You 0`, EN16-15)
    you = t.v.sentence(t.v.pgettext("seat (short)", "You")) + " 0 · "
    assert you in status
    score = t.gettext("Score: {scores}.", scores="")[:-1]
    assert score + you in out, out
    if locale == "en":
        assert "Trumps to be named" in status
        assert "Each hand the players bid for the right to name trumps: the highest bidder names the trump suit" in out


@pytest.mark.parametrize("locale", LOCALES)
def test_the_auction_ends_with_the_called_card_as_a_table_says_it(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-italiana", locale)
    out = _play("sueca-italiana", locale, ["pass", "passo", "passe", t.command_word("quit")], tmp_path, seed=5)
    won = [line for line in out.splitlines() if re.search(r"\(♣\)", line)]
    assert won, out
    if locale == "pt-PT":
        assert "escolhe paus (♣) para trunfo e chama o R♣" in won[0]
    if locale in ("pt-PT", "pt-BR"):
        assert "chama a carta" not in won[0]


@pytest.mark.parametrize("locale", ["pt-PT", "pt-BR", "fr"])
def test_the_game_is_written_lower_case_in_the_crosss_key(locale: str, tmp_path: Path) -> None:
    t = _talk("sueca-a-dois", locale)
    out = _play("sueca-a-dois", locale, [t.command_word("score"), t.command_word("quit")], tmp_path, seed=3)
    # the key no longer names the game nor a source (EN19-04): no "Sueca" capitalised mid-sentence either
    key = t.gettext("This screen draws the score as a cross: a dot at the end of an arm for each {game_point}; "
                    "{games} win the {match}.", games=t.v.count(4, t.words["game_point"]))
    assert key.split()[0] in out and " Sueca:" not in out and "de Sueca" not in out


@pytest.mark.parametrize("locale", LOCALES)
def test_an_accusation_does_not_name_the_revoke_twice(locale: str) -> None:
    t = _talk("portugal", locale)
    said = t.gettext("{accusation}: {outcome}.", outcome=t.outcome(True),
                     accusation=t.phrase("{who} accuses your team of {revoke:a}", who=t.who(1, 0)))
    revoke = t.phrase("{revoke}").lower()
    assert said.lower().count(revoke) == 1, said
    if locale == "fr":
        assert "accuse votre équipe de renonce" in said and "elle est prouvée" in said


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("record", GOLDEN, ids=lambda p: p.stem)
def test_replay_show_times_every_accusation_and_marks_unfinished_tricks_alike(record: Path, locale: str) -> None:
    shown = run_cli("replay", str(record), "--show", "--lang", locale).stdout
    lines = re.sub(r"\n  +(?=[^\s!\d])", " ", shown).splitlines()
    for line in lines:
        if line.startswith("  ! "):
            assert " (" in re.split(r"\s?: ", line[4:])[0], line  # `(after trick 6)`, `(during …)`
        assert not line.rstrip().endswith("…"), line


def test_replay_show_says_when_an_accusation_between_tricks_was_made() -> None:
    record = ROOT / "tests" / "golden" / "portugal.json"
    shown = run_cli("replay", str(record), "--show", "--lang", "en").stdout
    accusations = [line for line in shown.splitlines() if line.startswith("  ! ")]
    assert accusations and all(re.search(r"\((after trick \d+|before the first trick|during trick)", a)
                               for a in accusations), accusations


@pytest.mark.parametrize("width", range(40, 101))
def test_the_game_point_term_is_never_broken_across_lines(width: int) -> None:
    text = ("(Esta tela marca o placar em uma cruz, como fazem os jogadores de sueca: um sinal em uma ponta "
            "para cada ponto de jogo; com 4 pontos de jogo se ganha a partida.)")
    lines = fit(text, width)
    assert " ".join(line.strip() for line in lines) == text
    assert not any(re.search(r"\bpontos?( de)?$", line) for line in lines[:-1]), lines
    english = fit("(This screen draws the score as a cross: a dot at the end of an arm "
                  "for each game point; 4 game points win the match.)", width)
    assert not any(line.endswith("game") for line in english[:-1]), english
