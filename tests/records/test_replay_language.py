"""`replay` speaks one language on one screen: the hand lines of --show and the closing line
alike, chosen as `play` chooses its language (--lang, else the user's locale, else the table's,
else English) — never the table's Portuguese above an English summary (PT10-08)."""

from __future__ import annotations

import os

import pytest

from ..conftest import ROOT, run_cli

PORTUGAL = str(ROOT / "tests" / "golden" / "portugal.json")
BRAZIL = str(ROOT / "tests" / "golden" / "brazil.json")


def _env(lang: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env["LANG"] = lang
    return env


@pytest.mark.parametrize(("record", "locale_env", "lang", "hand", "closing"), [
    (PORTUGAL, "C.UTF-8", None, "=== Mão 1", "reproduzidas"),  # the table's language: pt-PT
    (BRAZIL, "C.UTF-8", None, "=== Mão 1", "igual ao registro"),  # a Brazilian table: pt-BR
    (PORTUGAL, "fr_FR.UTF-8", None, "=== Donne 1", "rejouées"),  # the user's locale
    (PORTUGAL, "fr_FR.UTF-8", "en", "=== Hand 1", "identical to the record"),  # --lang first
    (PORTUGAL, "C.UTF-8", "pt-BR", "=== Mão 1", "igual ao registro"),
])
def test_the_closing_line_speaks_the_language_of_the_hands(record: str, locale_env: str, lang: str | None,
                                                           hand: str, closing: str) -> None:
    given = ("--lang", lang) if lang else ()
    shown = run_cli("replay", record, "--show", *given, env=_env(locale_env))
    plain = run_cli("replay", record, *given, env=_env(locale_env))
    assert shown.returncode == 0 and plain.returncode == 0, shown.stderr + plain.stderr
    lines = shown.stdout.splitlines()
    assert any(line.startswith(hand) for line in lines), shown.stdout[:400]
    assert closing in lines[-1], lines[-1]
    assert lines[-1] == plain.stdout.strip()  # with or without --show, the same line
    english = ("replayed", "identical to the record", "won by")
    if lang != "en":
        assert not any(word in shown.stdout for word in english), lines[-1]
