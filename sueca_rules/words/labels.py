"""Labels in the table's words: the catalog's `pgettext`, every table word given as a
placeholder (`{dealer}`, `{hand}`, `{trick:pl}`, ...), so that a label says the words of the
table it speaks of ("Primeiro carteador" for a table that says *carteador*)."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from .speaker import Speaker


class Labeller:
    """What a rule's label is written with (see the module's docstring)."""

    def __init__(self, speaker: Speaker) -> None:
        self.speaker = speaker
        self.voice = speaker.voice

    @cached_property
    def _words(self) -> dict[str, Any]:
        return dict(self.speaker.words())

    def pgettext(self, context: str, message: str, **values: Any) -> str:
        return self.voice.sentence(self.voice.pgettext(context, message, **{**self._words, **values}))
