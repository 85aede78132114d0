"""The rulebook's section on the match: its target, named results, a series."""

from __future__ import annotations

from ..catalogue.match.words import how_won, result_noun
from ..catalogue.phrases import games
from ..spec import VariantSpec
from ..words.speaker import Speaker


def _item(s: Speaker, text: str) -> str:
    return "- " + s.voice.sentence(text)


def match_section(spec: VariantSpec, s: Speaker) -> list[str]:
    v, target, match = s.voice, spec.match.target, s.word("match")
    lines = [_item(s, v.gettext("The first team to reach {target} wins the {match}.",
                                target=games(target, s), match=match))]
    for name, result in spec.results.items():
        how = how_won(result.model_dump(), s)
        how += "," if "," in how else ""  # an aside the phrase opens ("em uma só mão, a partir de 0–0,") is closed
        lines.append(_item(s, v.gettext("Winning the {match} {how} is called {name:a}.", match=match,
                                        how=how, name=result_noun(name, s))))
    if not spec.results and spec.words.pente is not None:  # the old reading, from the target
        lines.append(_item(s, v.gettext("Winning the {match} {target}–0 is called {pente:a}.",
                                        match=match, target=target, pente=s.word("pente"))))
    if spec.series is not None:
        lines.append(_item(s, v.ngettext(
            "The {match:pl} are played as a series: the first team to win {count} {match} wins the series.",
            "The {match:pl} are played as a series: the first team to win {count} {match:pl} wins the series.",
            spec.series.target, match=match)))
    return lines
