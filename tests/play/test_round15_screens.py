"""The fifteenth readers' play screen and `replay`: the score cross's key said once a match and
at every `score`, in words true at a table of two (EN15-09); "You lead." when the player leads
(EN15-10); a record keeps the language it was played in and `replay` speaks it (EN15-11); the
auction's help says where the full list is (BR15-12); where illegal cards are refused, the help
lists `accuse` with why it does nothing, as the game answers it (PT15-13); the secret partner
never given away by the declarer's side's count (EN15-12)."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest

from sueca_rules.play.talk import Talk
from sueca_rules.play.terminal import play_in_terminal
from sueca_rules.words.i18n import LOCALES

from ..conftest import run_cli
from ..loaded import load_rules, load_variant

PASS = {"en": "pass", "pt-PT": "passo", "pt-BR": "passo", "fr": "passe"}
QUIT = {"en": "quit", "pt-PT": "sair", "pt-BR": "sair", "fr": "quitter"}
HELP = {"en": "help", "pt-PT": "ajuda", "pt-BR": "ajuda", "fr": "aide"}
SCORE = {"en": "score", "pt-PT": "marcador", "pt-BR": "placar", "fr": "score"}
ACCUSE = {"en": "accuse", "pt-PT": "acusar", "pt-BR": "acusar", "fr": "accuser"}


class Player(io.TextIOBase):
    """A player who passes every bid and plays the first card marked playable; after `moves`
    answers (-1: once the third hand's first card is asked for), types `then` one by one and
    quits."""

    def __init__(self, out: list[str], moves: int, then: list[str], locale: str) -> None:
        self.out, self.moves, self.then, self.locale = out, moves, list(then), locale

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> str:
        lines = "\n".join(self.out).splitlines()
        if self.moves == -1 and sum(line.startswith("=== ") for line in lines) >= 3 \
                and len(lines) > 1 and lines[-2].startswith(" 1)"):
            self.moves = -2  # the third hand's first card asked for: the commands now
        elif self.moves >= 0:
            self.moves = self.moves - 1 if self.moves > 0 else -2
        if self.moves == -2:
            return (self.then.pop(0) if self.then else QUIT[self.locale]) + "\n"
        last = self.out[-1] if self.out else ""
        if PASS[self.locale] + ">" in last.replace("”", "").replace("»", "").replace(" ", ""):
            return PASS[self.locale] + "\n"
        hand = next((line for line in reversed(lines) if re.match(r"^ 1\)", line)), "")
        found = re.search(r"(\d+)\) \S+\*", hand)
        return (found.group(1) if found else "") + "\n"


def _play(tmp_path: Path, variant: str, locale: str, moves: int, then: list[str],
          seed: int = 3) -> tuple[str, Path]:
    out: list[str] = []
    record = tmp_path / f"{variant}-{locale}-{seed}.json"
    play_in_terminal(load_rules(variant), variant, 0, seed, record, Player(out, moves, then, locale), out.append,
                     out.append, locale=locale)
    return "\n".join(out), record


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u202f", " ").replace("\xa0", " ").replace("'", "’"))


def _talk(variant: str, locale: str) -> Talk:
    return Talk(load_rules(variant), locale, load_variant(variant))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("variant", ["portugal", "sueca-a-dois"])
def test_the_cross_key_is_said_once_a_match_and_at_each_score(tmp_path: Path, variant: str, locale: str) -> None:
    screen, _ = _play(tmp_path, variant, locale, -1, [SCORE[locale], SCORE[locale]])
    t = _talk(variant, locale)
    key = _flat(t.gettext("This screen draws the score as a cross: a dot at the end of an arm "
                          "for each {game_point}; {games} win the {match}.",
                          games=t.v.count(4, t.words["game_point"])))
    flat = _flat(screen)
    assert screen.count("\n=== ") >= 3, screen[-800:]  # two hands over: the cross drawn twice before `score`
    assert flat.count(key) == 1 + 2, flat.count(key)  # the first cross, then each `score`
    assert "as many tables do" not in flat


@pytest.mark.parametrize("locale", LOCALES)
def test_the_player_is_told_when_to_lead(tmp_path: Path, locale: str) -> None:
    screen, _ = _play(tmp_path, "portugal", locale, 12, [])
    t = _talk("portugal", locale)
    lead, table = _flat(t.gettext("You {lead}.")), _flat(t.gettext("On the table: {cards}", cards="")).strip()
    blocks = screen.split(t.gettext("Your hand (* = you may play it):"))[:-1]
    assert blocks
    for block in blocks:
        above = _flat(block.rstrip().splitlines()[-1])
        assert above == lead or above.startswith(table), above
    assert any(_flat(block.rstrip().splitlines()[-1]) == lead for block in blocks)


def test_a_record_keeps_its_language_and_replay_speaks_it(tmp_path: Path) -> None:
    _, record = _play(tmp_path, "portugal", "fr", 15, [])
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["lang"] == "fr"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    french = run_cli("replay", str(record), "--show", env=env)
    assert french.returncode == 0, french.stderr
    assert french.stdout.startswith("=== Donne 1"), french.stdout[:200]
    english = run_cli("replay", str(record), "--show", "--lang", "en", env=env)
    assert english.stdout.startswith("=== Hand 1"), english.stdout[:200]
    # a record without the field (an older one) reads and replays as before: the table's language
    del data["lang"]
    older = tmp_path / "older.json"
    older.write_text(json.dumps(data), encoding="utf-8")
    plain = run_cli("replay", str(older), "--show", env=env)
    assert plain.returncode == 0 and plain.stdout.startswith("=== Mão 1"), plain.stdout[:200]
    data["lang"] = "de"
    older.write_text(json.dumps(data), encoding="utf-8")
    wrong = run_cli("replay", str(older), env=env)
    assert wrong.returncode == 2 and "lang" in wrong.stderr


def test_a_resumed_game_goes_on_in_its_language(tmp_path: Path) -> None:
    _, record = _play(tmp_path, "portugal", "fr", 5, [])
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    resumed = run_cli("play", "--resume", str(record), input_text="quitter\n", env=env)
    assert "Pour reprendre la partie" in resumed.stdout + resumed.stderr, resumed.stdout[-300:]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_auctions_help_says_where_the_commands_are(tmp_path: Path, locale: str) -> None:
    screen, _ = _play(tmp_path, "sueca-italiana", locale, 0, [HELP[locale]])
    t = _talk("sueca-italiana", locale)
    said = t.gettext("Once the auction is over, {help} lists all the commands.", help=t.s.quoted(HELP[locale]))
    assert _flat(said) in _flat(screen)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("variant", "refused"), [("sueca-italiana", True), ("portugal", False)])
def test_help_and_accuse_agree_where_illegal_cards_are_refused(tmp_path: Path, locale: str, variant: str,
                                                                refused: bool) -> None:
    bids = 4 if variant == "sueca-italiana" else 0  # past the auction to the first card
    screen, _ = _play(tmp_path, variant, locale, bids, [HELP[locale], ACCUSE[locale]])
    t = _talk(variant, locale)
    flat = _flat(screen)
    why = _flat(t.gettext("not needed: at this table illegal cards are refused, so there is nothing to accuse"))
    answer = _flat(t.gettext("At this table illegal cards are refused: there is nothing to accuse."))
    assert (why in flat) is refused and (answer in flat) is refused
    if refused:  # the command's row in the list: the word, then why it does nothing here
        assert f"{ACCUSE[locale]} {why}" in flat


@pytest.mark.parametrize("seed", [11, 22, 24])
def test_the_declarers_count_never_gives_the_secret_partner_away(tmp_path: Path, seed: int) -> None:
    screen, _ = _play(tmp_path, "sueca-italiana", "en", 200, [], seed=seed)
    seen = 0
    for hand in screen.split("=== Hand")[1:]:
        declarer = re.search(r"(\S+) wins the auction", hand)
        if declarer is None:
            continue
        before = re.sub(r"\n {2,4}(?=\w)", " ", hand.partition("was the card called")[0])  # wrapped lines joined
        ours = {declarer.group(1)} | ({"you"} if "You hold" in before else set())  # what the player knows
        won: list[tuple[str, int]] = []
        for line in before.splitlines():
            taken = re.search(r"→ Trick \d+: .* — (\S+) wins? it \((\d+) card points?\)", line)  # FR19-09
            if taken:
                won.append((taken.group(1), int(taken.group(2))))
            head = re.search(r"This hand: declarer’s side (\d+) card points? in (\d+) tricks?", line)
            if head:
                mine = [points for who, points in won if who in ours]
                assert (int(head.group(1)), int(head.group(2))) == (sum(mine), len(mine)), (line, won)
                seen += any(who not in ours for who, _ in won)
    assert seen


def test_a_series_record_keeps_its_language_too(tmp_path: Path) -> None:
    record = tmp_path / "series.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    played = run_cli("play", "variants/house/torneio.sueca", "--lang", "fr", "--seed", "2", "-o", str(record),
                     input_text="quitter\n", env=env)
    assert played.returncode == 0, played.stderr
    assert json.loads(record.read_text(encoding="utf-8"))["lang"] == "fr"
    replayed = run_cli("replay", str(record), env=env)
    assert replayed.returncode == 0 and "série de 1 partie" in replayed.stdout, replayed.stdout + replayed.stderr
