"""The variant specification: everything a Sueca variant can say, as pydantic models.

The models live with their rules, by area, in the catalogue (:mod:`sueca_rules.catalogue`);
:class:`VariantSpec` assembles them (:mod:`sueca_rules.catalogue.variant`). This module keeps
every name it has always exported, so ``from sueca_rules.spec import VariantSpec`` works.
"""

from __future__ import annotations

from .catalogue.bidding.models import Bidding, Contract
from .catalogue.deck.models import ALL_RANKS, SUITS, Deck, Rank
from .catalogue.illegal.models import INFRACTIONS, Illegal, Infraction, Penalty
from .catalogue.match.models import Match, NamedResult, Series
from .catalogue.meta.models import (
    TEXT_LANGUAGES,
    OptionTexts,
    SourceDoc,
    SourceKind,
    TableOption,
    Term,
    TextLanguage,
    Texts,
    Words,
)
from .catalogue.model import Model
from .catalogue.play.models import Play
from .catalogue.scoring.models import Bandeira, Scoring, Threshold, Tie
from .catalogue.table.models import Dealer, DealProcedure, Direction, Redeal, Relative, Side, Trump
from .catalogue.table.shape import Stock, Table
from .catalogue.variant import VariantSpec, json_schema

__all__ = [
    "ALL_RANKS", "INFRACTIONS", "SUITS", "TEXT_LANGUAGES", "Bandeira", "Bidding", "Contract",
    "DealProcedure", "Dealer", "Deck", "Direction", "Illegal", "Infraction", "Match", "Model", "NamedResult",
    "OptionTexts", "Penalty", "Play", "Rank", "Redeal", "Relative", "Scoring", "Series", "Side",
    "SourceDoc", "SourceKind", "Stock", "Table", "TableOption", "Term", "TextLanguage", "Texts", "Threshold", "Tie",
    "Trump", "VariantSpec", "Words", "json_schema",
]
