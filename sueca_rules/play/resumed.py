"""Whether a saved game can be taken up at a seat with a bot: the record played again, unseen,
each bot's choice compared with the record's (:mod:`.resume`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..compiled import Rules
from ..spec import VariantSpec
from .bots import Bot
from .resume import Diverged, Script, ScriptDone
from .terminal import TerminalGame


def _no_input() -> str:
    return ""


def check_fits(rules: Rules, variant: str, seat: int, bot: Callable[[Rules, random.Random], Bot],
               record: dict[str, Any], *, series: bool, spec: VariantSpec | None = None) -> Diverged | None:
    """None when the game made again with the human at `seat` and `bot` at the other seats
    reaches the record's end doing what the record says; else where it parts from it.

    `record`: a record that replays (``sueca-rules replay`` accepts it), not finished; its seed
    deals the game. An error a bot raises is the bot's: raised as it is."""
    seed = record.get("seed")
    game = TerminalGame(rules, variant, seat, seed if isinstance(seed, int) else 0, _no_input,
                        lambda _text: None, bot=bot, spec=spec,
                        resume=Script(record, series=series), trial=True)
    try:
        game.run()
    except ScriptDone:
        return None
    except Diverged as err:
        return err
    return None


def seats_that_fit(rules: Rules, variant: str, bot: Callable[[Rules, random.Random], Bot],
                   record: dict[str, Any], *, series: bool, spec: VariantSpec | None = None) -> list[int]:
    """The seats at which the human's recorded moves, and `bot`'s at the others, make the
    record again (:func:`check_fits`)."""
    return [seat for seat in range(rules.table.players)
            if check_fits(rules, variant, seat, bot, record, series=series, spec=spec) is None]
