"""The play area in words: a void player's duty, leading trumps, reviewing tricks."""

from __future__ import annotations

from typing import Any

from ...words.speaker import Speaker


def when_void(value: Any, s: Speaker) -> str:
    if value == "must-trump":
        return s.voice.gettext("a {trump}, if you have one", trump=s.word("trump"))
    if value == "must-overtrump":
        return s.voice.gettext("a {trump}, if you have one, beating any {trump} already played if you can",
                               trump=s.word("trump"))
    return s.voice.gettext("any card (no need to play a {trump})", trump=s.word("trump"))


def trump_lead(value: Any, s: Speaker) -> str:
    if value == "after-trump-played":
        return s.voice.gettext("only once a {trump} has been played in the {hand} (or holding only "
                               "{trump:pl})", trump=s.word("trump"), hand=s.word("hand"))
    return s.voice.gettext("at any time")


def must_follow(value: Any, s: Speaker) -> str:
    """The duty to follow suit; where a stock changes it, when it holds (the matrix, `diff`)."""
    v = s.voice
    if value == "once-stock-empty":
        return v.gettext("yes, once the stock is empty")
    if value == "while-stock":
        return v.gettext("only while the stock lasts")
    return v.gettext("yes") if value else v.gettext("no")


def review(value: Any, s: Speaker) -> str:
    v = s.voice
    return {"none": lambda: v.pgettext("finished tricks", "none"),
            "last-trick": lambda: v.gettext("only the last one, until the next card is played"),
            "none-judged": lambda: v.gettext("none, except that all of them may be examined to judge "
                                             "an accusation of {revoke:a}", revoke=s.word("revoke")),
            "last-trick-judged": lambda: v.gettext("only the last one, until the next card is played; all "
                                                   "of them to judge an accusation of {revoke:a}",
                                                   revoke=s.word("revoke")),
            "all": lambda: v.gettext("all of them")}.get(value, lambda: str(value))()
