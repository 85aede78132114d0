"""The glossary of a rulebook: the table's words and what each means in this variant."""

from __future__ import annotations

from ..catalogue.deck.words import rank_noun
from ..catalogue.match.words import also_a_result, how_won, pente_definition, result_noun
from ..catalogue.phrases import games
from ..spec import VariantSpec
from ..words.grammar import split_gloss
from ..words.speaker import WORD_KEYS, Speaker


def _definition(key: str, spec: VariantSpec, s: Speaker) -> str:
    v, w = s.voice, s.words()
    target = games(spec.match.target, s)
    band = spec.scoring.bandeira
    definitions = {
        "trick": lambda: v.gettext("the four cards played in turn, one by each player"),
        "trump": lambda: v.gettext("the suit that beats every other suit"),
        "manilha": lambda: v.gettext("the second-highest card of each suit ({rank:the})",
                                     rank=rank_noun(spec.deck.ranks[1], s)),
        "lead": lambda: v.gettext("to play the first card of a {trick}", trick=w["trick"]),
        "follow": lambda: v.gettext("to play a card of the suit led"),
        "bandeira": lambda: (v.gettext("taking all the card points of a {hand}", hand=w["hand"])
                             if band is not None and band.by == "points"
                             else v.gettext("taking every {trick} of a {hand}", trick=w["trick"],
                                            hand=w["hand"])),
        "revoke": lambda: v.gettext("failing to {follow} when you could", follow=w["follow"]),
        "match": lambda: v.gettext("the {hand:pl} played until a team reaches {target}",
                                   hand=w["hand"], target=target),
        "game_point": lambda: v.gettext("what a {hand} scores; {target} win the {match}",
                                        hand=w["hand"], target=target, match=w["match"]),
        "pente": lambda: pente_definition(spec, s),
        "dealer": lambda: v.gettext("the player who deals the cards"),
        "hand": lambda: v.gettext("one deal and the ten {trick:pl} played with it", trick=w["trick"]),
    }
    meaning = definitions[key]()
    return meaning if key == "pente" else also_a_result(key, meaning, spec, s)


def glossary(spec: VariantSpec, s: Speaker) -> list[str]:
    """The words the variant gives, with what they mean (and the table's Portuguese word in an
    English or French book)."""
    lines = []
    for key in WORD_KEYS:
        if getattr(spec.words, key) is None:
            continue
        word, gloss = split_gloss(s.given(key) or s.word(key).text)
        if not gloss and s.given(key) is None:  # the book's usual word: the catalog's gloss
            gloss = s.usual_gloss(key)
        extra = [gloss] if gloss else []
        portuguese = s.portuguese(key)
        if s.voice.lang != "pt" and portuguese and split_gloss(portuguese)[0] != word:
            extra.insert(0, f"*{split_gloss(portuguese)[0]}*")
        shown = f"**{word}**" + (f" ({', '.join(extra)})" if extra else "")
        lines.append("- " + s.voice.gettext("{word}: {meaning}.", word=shown,
                                            meaning=_definition(key, spec, s)))
    for name, result in spec.results.items():  # the table's other names, say a *virada*
        if name.replace("-", "_") in WORD_KEYS:
            continue  # a word of the table's (pente, bandeira): defined above
        meaning = s.voice.gettext("winning the {match} {how}", match=s.word("match"),
                                  how=how_won(result.model_dump(), s))
        lines.append("- " + s.voice.gettext("{word}: {meaning}.",
                                            word=f"**{result_noun(name, s).text}**", meaning=meaning))
    return lines
