"""The compiled playout kernel: hands dealt and played to the end at compiled speed.

- :mod:`.tables`: the one adapter from `Rules` (:func:`kernel_tables`), or what it does not cover;
- :mod:`.native`: the C module, when this install has it;
- :mod:`.flow`: the match between hands, scored by the engine for the kernel.

`sueca_rules.play.fast` runs simulation chunks on it; `sueca_rules.play.expert` is its
search bot.
"""

from .tables import KernelTables, Uncovered, kernel_tables

__all__ = ["KernelTables", "Uncovered", "kernel_tables"]
