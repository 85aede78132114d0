"""The meta area in the rulebook: "Table options", the "Glossary" (the table's words and what
each means in this variant) and the "Sources"."""

from __future__ import annotations

from ...compiled.rules import Rules
from ...words.grammar import split_gloss
from ...words.speaker import WORD_KEYS, Speaker
from ..deck.words import rank_noun
from ..match.words import also_a_result, how_won, pente_definition, result_noun
from ..phrases import games
from ..variant import VariantSpec
from .words import option_label, said_value, source_kind, value_sets


def options_section(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The choices the table makes before playing, and the one this rulebook follows: each
    value said once, and what a value sets as a list of its own, one rule per line."""
    v = s.voice
    if not spec.options:
        return []
    lines = ["- " + v.sentence(v.gettext("Before playing, the table chooses:"))]
    for name, model in spec.options.items():
        option = model.model_dump()
        chosen = rules.options.get(name, model.default)
        said = {x: said_value(name, option, x, s) for x in model.values}
        others = v.listing([said[x] for x in model.values if x != model.default], "or")
        follows = (v.gettext("This rulebook follows the usual choice.") if chosen == model.default
                   else v.gettext("This rulebook follows the choice: {chosen}.", chosen=said[chosen]))
        lines.append("    - " + v.gettext("**{name}**: {default}, unless the table chooses {others}.",
                                           name=v.sentence(option_label(name, option, s)),
                                           default=said[model.default], others=others) + " " + follows)
        for item in model.values:
            found = value_sets(option, item, s)
            if found is None:
                continue
            term = v.sentence(said[item])
            if not found:
                lines.append("        - " + v.gettext("**{term}**: {text}", term=term, text=v.gettext(
                    "the rules as written in this book") + "."))
                continue
            lines.append("        - " + v.gettext("**{term}**:", term=term))
            lines += ["            - " + v.sentence(rule) + "." for rule in found]
    return lines


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
        "match": lambda: (v.gettext("the {hand:pl} played until a team reaches {target}",
                                    hand=w["hand"], target=target) if spec.match.target is not None
                          else v.gettext("the {hand:pl} played and scored together",
                                         hand=w["hand"])),
        "game_point": lambda: (v.gettext("what a {hand} scores; {target} win the {match}",
                                         hand=w["hand"], target=target, match=w["match"])
                               if spec.match.target is not None
                               else v.gettext("what a {hand} scores", hand=w["hand"])),
        "pente": lambda: pente_definition(spec, s),
        "dealer": lambda: v.gettext("the player who deals the cards"),
        "hand": lambda: v.gettext("one deal and the ten {trick:pl} played with it", trick=w["trick"]),
    }
    meaning = definitions[key]()
    return meaning if key == "pente" else also_a_result(key, meaning, spec, s)


def glossary(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
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


def sources(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """One line per document: its title and what it is, the section, and its file name as
    the identifier."""
    lines = []
    for doc in spec.sources:
        what = source_kind(doc.kind, doc.language, s)
        head = f"*{doc.title}*" if doc.title else f"`{doc.document}`"
        line = f"- {head}" + (f" ({what})" if what else "")
        if doc.section:  # "Setup; Scoring": several sections, each quoted, listed as the locale does
            named = [s.quoted(part.strip()) for part in doc.section.split(";") if part.strip()]
            line += f" — {s.voice.listing(named)}"
        line += f" — `{doc.document}`" if doc.title else ""
        lines.append(line)
    return lines
