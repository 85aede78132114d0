"""The meta area in the rulebook: "Table options", the "Glossary" (the table's words and what
each means in this variant) and the "Sources"."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from ...compiled.rules import Rules
from ...words.grammar import Noun, split_gloss
from ...words.i18n import Voice
from ...words.speaker import WORD_KEYS, Speaker, own_norm
from ...words.typeset import verbatim
from ..deck.book import abroad, manilha_named, truco_reader
from ..deck.words import rank_noun
from ..match.words import also_a_result, game_point_definition, how_won, pente_definition, result_noun
from ..phrases import emphasized, games, short_name, side, site_name
from ..table.normal import seat_word
from ..table.words import seat
from ..variant import VariantSpec
from .models import SourceDoc
from .spelling import spelled_options
from .terms import play_terms, series_terms, shape_terms
from .words import choices, option_label, rule_path, said_value, source_kind, value_sets


def options_section(spec: VariantSpec, rules: Rules, s: Speaker,
                    changes: Mapping[str, Mapping[str, list[str] | None]] | None = None) -> list[str]:
    """The choices the table makes before playing, and the one this rulebook follows: each
    value said once, then what each value changes, one line a value. `changes` (option ->
    value -> the rules it changes, as compiled: :func:`sueca_rules.docs.options.value_changes`)
    says everything a value changes; without it (or where it says None) the rules the option's
    `when` lines name are said."""
    v = s.voice
    if not spec.options:
        return []
    # one formula in every book; the table's own choices are marked on their lines
    chosen_all = [rules.options.get(name, model.default) != model.default for name, model in spec.options.items()]
    marked = any(chosen_all)
    lines = ["- " + v.sentence(v.ngettext("Before playing, the table chooses (the rulebook follows this table's "
                                          "choice):", "Before playing, the table chooses (the rulebook follows "
                                          "this table's choices):", len(chosen_all))  # one: FR22-01
                               if all(chosen_all) else  # no "other options" (EN17-03)
                               v.gettext("Before playing, the table chooses (this rulebook follows the "
                                         "choices this table made and, for the other options, the first "
                                         "choice):")
                               if marked else  # not "where this table has chosen …" (FR18-07)
                               v.ngettext("Before playing, the table chooses (this rulebook follows the first "
                                          "choice):", "Before playing, the table chooses (this rulebook follows "
                                          "the first choice of each):", len(spec.options)))]  # one: EN21-04
    for name, model in spec.options.items():
        option = model.model_dump()
        chosen = rules.options.get(name, model.default)
        said = {x: said_value(name, option, x, s) for x in model.values}
        if chosen == model.default:
            lines.append("    - " + v.gettext("**{name}**: {default}. The table may choose instead: {others}.",
                                               name=v.sentence(option_label(name, option, s)), default=said[chosen],
                                               others=choices([said[x] for x in model.values if x != chosen], s)))
        else:  # the table's choice said first, as the book follows it; then the other choice(s)
            rest = [said[x] for x in model.values if x != chosen]
            lines.append("    - " + v.gettext("**{name}** (the table’s choice): {chosen}.",
                                               name=v.sentence(option_label(name, option, s)),
                                               chosen=said[chosen]) + " " + (
                v.gettext("The other choice: {other}.", other=rest[0]) if len(rest) == 1 else
                v.gettext("The other choices: {others}.", others=choices(rest, s))))
        per = (changes or {}).get(name, {})
        found = {value: per.get(value) if per.get(value) is not None else value_sets(option, value, s)
                 for value in model.values}
        chosen_rules = {path for rules in (option.get("when") or {}).values() for path in rules}
        named = not option.get("when") or all(s.says_option_value(name, x) for x in model.values)
        if len(chosen_rules) <= 1 and named and all(len(rules or ()) <= 1 for rules in found.values()):
            # each value chooses one and the same rule, said above in its words or the file's
            if rule_path(option.get("sets") or name) == "direction":  # what does not turn with it
                said_line = v.gettext(
                    "Only the direction of play changes: the cards are dealt as this rulebook says, the deal still "
                    "passes to {next}, and {leader} still {lead:s} to the first {trick}.",
                    next=side(seat_word(rules.table.next_dealer, rules.table.players), s),
                    leader=side(seat(spec.play.first_lead, spec), s),
                    lead=s.word("lead"), trick=s.word("trick"))
                second = _dealer_second(model.values, rules, s)  # inside the sentence, before its stop
                lines.append("        - " + (said_line[:-1] + f" ({second})." if second else said_line))
            continue  # each value sets the option's own rule, said above
        for value in sorted(model.values, key=lambda x: x != chosen):  # the book's own first
            term = said[value]  # the line says it first (capitalised) or after a word (fr « Le choix »)
            rules_set = found[value]
            if rules_set is None and value != chosen:
                continue  # what it changes cannot be told here: nothing said rather than "the same"
            if value == chosen:
                continue  # the lines above say the book follows it
            if not rules_set:  # each value's line begins alike: its name, then a verb
                lines.append("        - " + v.sentence(
                    v.gettext("With **{term}**, the rules are the same as in this book.", term=term)))
                continue
            # the value's gloss was said on the line above: its name alone here (pt-PT R17: the
            # label "ao contrário (o estilo «à brasileira» desta mesa)" said twice running)
            short = split_gloss(term)[0]
            lines.append("        - " + v.sentence(v.gettext("If the table chooses **{term}**:", term=short)))
            lines += ["            - " + v.sentence(rule) + "." for rule in rules_set]
    return lines


def program_lines(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """The table's options as the command line spells them, each with its values in the book's
    order, the one the book follows first ("`-O false-accusation=hand|point|match`"): for the
    program's users, once, out of the table's sentences (pt-BR BR10-11, fr FR10-11) and out of
    the rules altogether, in a section of its own at the book's end that only the screen shows
    (a book printed and sold has no command line in it: PT20-02, FR20-05, PT22-01; see
    :meth:`~sueca_rules.docs.rulebook.Book.markdown`). No options: no lines."""
    spelled = [f"`{option}`" for option in spelled_options(spec, rules.options)]
    return [s.voice.gettext("The table's options on the command line: {options}.", options=", ".join(spelled))] \
        if spelled else []


def _dealer_second(values: list[str], rules: Rules, s: Speaker) -> str:
    """What surprises a table when the first leader stays where it was and the play turns the
    other way: " (with play clockwise, the dealer then plays second to the first trick)", for
    each direction in which the dealer plays second (pt-PT PT10-11, pt-BR BR10-08); "" else."""
    v, players = s.voice, rules.table.players
    leaders = {plan.leader for plan in rules.deals.values()}
    if len(leaders) != 1 or players < 3:
        return ""
    leader = leaders.pop()  # a seat offset from the dealer, whichever way the play turns
    said = [v.gettext("with play clockwise, the {dealer} then plays second to the first {trick}",
                      dealer=s.word("dealer"), trick=s.word("trick")) if value == "clockwise" else
            v.gettext("with play anticlockwise, the {dealer} then plays second to the first {trick}",
                      dealer=s.word("dealer"), trick=s.word("trick"))
            for value in values if value in ("clockwise", "anticlockwise")
            and -leader * (1 if value == "clockwise" else -1) % players == 1]
    return v.clauses(said)


def own_portuguese(spec: VariantSpec) -> Voice:
    """The variant's own Portuguese, whose words an English or French glossary gives beside its
    own (fr FR10-07: in Brazil *jogo* is the match, the game point a *ponto de jogo*)."""
    return Voice(own_norm(spec))


def _manilha(spec: VariantSpec, s: Speaker) -> str:
    """The *manilha*, Portugal's word for its 7: where the table's second-highest card is
    another (the Azores' 10), the 7 of the rest of Portugal said beside it (pt-BR BR13-05: "the
    name the Portuguese give … (the 10)" read as if they all called the 10 so)."""
    v, second = s.voice, spec.deck.ranks[1]
    rank = rank_noun(second, s)
    if str(second) != "7":
        return (v.gettext("Portugal's name for the second-highest card of each suit (here {rank:the}; "
                          "elsewhere in Portugal, {seven:the}); not the truco card", rank=rank,
                          seven=rank_noun("7", s))
                if truco_reader(spec, s) else
                v.gettext("the second-highest card of each suit (here {rank:the}; elsewhere in Portugal, "
                          "{seven:the})", rank=rank, seven=rank_noun("7", s)))
    return (v.gettext("Portugal's name for the second-highest card of each suit ({rank:the}); "
                      "not the truco card", rank=rank)
            if truco_reader(spec, s) else
            v.gettext("Portugal's name for the second-highest card of each suit ({rank:the})", rank=rank)
            if abroad(spec, s) else  # a table of another country (FR15-06)
            v.gettext("the second-highest card of each suit ({rank:the})", rank=rank))


def _definition(key: str, spec: VariantSpec, s: Speaker, rules: Rules | None = None) -> str:
    """What a table word means here (a trick and a hand as the table's shape makes them)."""
    v, w = s.voice, s.words()
    players, tricks = (rules.table.players, rules.deals.tricks) if rules is not None else (4, 10)
    alone = rules is not None and rules.table.players == rules.table.sides  # each for themselves
    target = games(spec.match.target, s)
    band = spec.scoring.bandeira
    definitions = {
        "trick": lambda: (v.gettext("the four cards played in turn, one by each player") if players == 4
                          else v.gettext("the cards played in turn, one by each player")),
        "trump": lambda: v.gettext("the suit that beats every other suit"),
        "manilha": lambda: _manilha(spec, s),
        "lead": lambda: v.gettext("to play the first card of a {trick}", trick=w["trick"]),
        "follow": lambda: v.gettext("to play a card of the suit led"),
        "bandeira": lambda: (v.gettext("taking all the card points of a {hand}", hand=w["hand"])
                             if band is not None and band.by == "points"
                             else v.gettext("taking every {trick} of a {hand}", trick=w["trick"],
                                            hand=w["hand"])),
        "revoke": lambda: (v.gettext("playing a card the rules of play forbid when you could play one "
                                     "they allow") if spec.play.must_overtake or spec.play.when_void != "any"
                           or spec.play.trump_lead != "any"
                           else v.gettext("failing to {follow} when you could", follow=w["follow"])),
        "match": lambda: (v.gettext("the {hand:pl} played until a player reaches {target}",
                                    hand=w["hand"], target=target) if spec.match.target is not None and alone
                          else v.gettext("the {hand:pl} played until a team reaches {target}",
                                         hand=w["hand"], target=target) if spec.match.target is not None
                          else v.gettext("the {hand:pl} played and scored together",
                                         hand=w["hand"])),
        "game_point": lambda: game_point_definition(spec, s, rules),
        "pente": lambda: pente_definition(spec, s),
        "dealer": lambda: v.gettext("the player who deals the cards"),
        "hand": lambda: (v.gettext("one deal and the ten {trick:pl} played with it", trick=w["trick"])
                         if tricks == 10 else
                         v.gettext("one deal and the {count} {trick:pl} played with it", count=tricks,
                                   trick=w["trick"])),
    }
    meaning = definitions[key]()
    return meaning if key == "pente" else also_a_result(key, meaning, spec, s)


def used(noun: Noun, text: str, lang: str) -> bool:
    """Whether a table word is said in `text`: the word or its plural, or a verb's other forms
    (*puxa*, *entame*) in Portuguese and French; case and italics aside."""
    forms = [re.escape(noun.text), re.escape(noun.render("pl").replace("*", ""))]
    if noun.key in ("lead", "follow", "verb") and lang != "en":
        head, _, rest = noun.text.partition(" ")
        forms.append(re.escape(head[:-2]) + r"\w*" + re.escape(" " + rest if rest else ""))  # puxa, puxam
    return re.search(rf"(?<![\w-])(?:{'|'.join(forms)})(?![\w-])", text.replace("*", ""), re.I) is not None


def glossary(spec: VariantSpec, rules: Rules, s: Speaker, said: str = "") -> list[str]:
    """Every table word the book uses (`said`: the book's rules, as written), and the card
    points its scoring counts, with what each means here (and the table's Portuguese word in an
    English or French book), in the locale's alphabetical order; then the table's named results."""
    v = s.voice
    entries: list[tuple[str, str]] = []
    for key in WORD_KEYS:
        noun = s.word(key)
        if said and not used(noun, said, v.lang):
            continue
        if key == "manilha" and not manilha_named(spec):  # a 7 the table's sources never name
            continue
        if key == "pente" and "pente" not in spec.results:  # the word said only of another table
            continue  # (a parent's result, in the differences): nothing here is a pente
        word, gloss = split_gloss(s.given(key) or noun.text)
        if key == "trump" and word.lower() == split_gloss(Speaker(v).word(key).text)[0].lower():  # the usual
            # word: the suit's headword, apart from the verb's entry (EN15-05: two "trump")
            # Translators: the glossary's headword for the trump suit (the verb has its own entry,
            # "to trump"); where the usual word for trumps is one word, that word
            word = v.pgettext("glossary", "trumps, trump suit")
        # the locale's usual word, even as a file's: pt-BR's capote (BR12-17); not where the
        # file gives its word for this very norm, as its table says it (002's bandeira alone: BR15-05)
        own = v.lang == "pt" and getattr(getattr(spec.words, key), v.locale.replace("-", "_"), None) is not None
        if not gloss and not own and (s.given(key) is None or word.lower() == Speaker(v).word(key).text.lower()):
            gloss = s.usual_gloss(key)
            if key == "bandeira" and rules.scoring.bandeira_by_tricks is False:
                gloss = ""  # pt-BR's capote is every trick: not a bandeira of all the points (BR19-04)
        extra = [gloss] if gloss else []
        if key == "pente" and abroad(spec, s):  # 003's word, which a table of another country takes (FR15-03)
            extra.append(v.gettext("a word from Portugal"))
        usual = Speaker(v).word(key).text if v.lang == "pt" and s.given(key) else ""
        if usual and split_gloss(usual)[0].lower() != word.lower():  # pt-BR R8 LG-1: *rodada*, the *mão*
            extra.append(v.gettext("at other tables, {word}", word=f"*{split_gloss(usual)[0]}*"))
        portuguese = s.portuguese(key) or (None if v.lang == "pt" else Speaker(own_portuguese(spec)).word(key).text)
        if v.lang != "pt" and portuguese and split_gloss(portuguese)[0].lower() != word.lower():
            extra.insert(0, f"*{split_gloss(portuguese)[0]}*")
        shown = f"**{word}**" + (f" ({'; '.join(extra)})" if extra else "")  # (*jogo*; in English sources…)
        meaning = _definition(key, spec, s, rules)
        if key == "revoke" and rules.illegal.refuse:  # the word is said, the card refused (R-6, en R01)
            meaning = v.gettext("{meaning}; here such a card is refused, so no {revoke} stands", meaning=meaning,
                                revoke=noun)
        entries.append((word, v.gettext("{word}: {meaning}.", word=shown, meaning=meaning)))
    for term, meaning, portuguese in _terms(spec, rules, s):  # the book's own terms it uses
        word, note = split_gloss(term)  # "bandeira (capote)": the word, then its note beside the Portuguese
        verb = term == v.pgettext("glossary", "to trump")  # said as «corta com o 2» (PT12-10)
        bare = word.removeprefix("to ") if verb and v.lang == "en" else word  # "to trump": said "trumps"
        if said and not used(Noun("verb" if verb else "term", v.lang, bare), said, v.lang):
            continue
        notes = [note] if note else []
        same = split_gloss(portuguese)[0].lower() == word.lower()  # fr série: no (*série*) (fr R8 R5)
        notes += [f"*{split_gloss(portuguese)[0]}*"] if v.lang != "pt" and not same else []
        shown = f"**{word}**" + (f" ({'; '.join(notes)})" if notes else "")
        entries.append((word, v.gettext("{word}: {meaning}.", word=shown, meaning=meaning)))
    points = v.pgettext("glossary", "card points")
    worth = (v.gettext("what the cards a player takes in their {trick:pl} are worth ({total} in the whole pack)",
                       trick=s.word("trick"), total=rules.deck.total_points)
             if rules.table.players == rules.table.sides else
             v.gettext("what the cards a team takes in its {trick:pl} are worth ({total} in the whole pack)",
                       trick=s.word("trick"), total=rules.deck.total_points))
    entries.append((points, v.gettext("{word}: {meaning}.", word=f"**{points}**", meaning=worth)))
    for name, result in spec.results.items():  # the table's other names, say a *virada*
        if name.replace("-", "_") in WORD_KEYS:
            continue  # a word of the table's (pente, bandeira): defined above
        meaning = v.gettext("winning the {match} {how}", match=s.word("match"),
                            how=how_won(result.model_dump(), s))
        word = result_noun(name, s).text
        entries.append((word, v.gettext("{word}: {meaning}.", word=f"**{word}**", meaning=meaning)))
    return ["- " + line for _, line in sorted(entries, key=lambda e: _collation(e[0]))]


def _tie_meaning(rules: Rules, s: Speaker) -> str:
    """What a tie is at the variant's table: half the card points each at a table of two sides,
    else two or more sides with the most."""
    v, table, hand = s.voice, rules.table, s.word("hand")
    if rules.bidding is not None:  # a contract is made or not: no hand is tied, a match may be (FR12-01)
        return (v.gettext("a {match} that ends with two or more players level on the highest score",
                          match=s.word("match")) if table.players == table.sides else
                v.gettext("a {match} that ends with two or more teams level on the highest score",
                          match=s.word("match")))
    if table.sides == 2:
        return (v.gettext("a {hand} in which each player takes {half} card points", hand=hand,
                          half=rules.deck.total_points // 2) if table.players == 2 else
                v.gettext("a {hand} in which each team takes {half} card points", hand=hand,
                          half=rules.deck.total_points // 2))
    return (v.gettext("a {hand} in which two or more players have the most card points", hand=hand)
            if table.players == table.sides else
            v.gettext("a {hand} in which two or more teams have the most card points", hand=hand))


def _terms(spec: VariantSpec, rules: Rules, s: Speaker) -> list[tuple[str, str, str]]:
    """The words a book uses that are no table's word (a table never renames them): the
    penalty, the suit, the trump card, the tie, the accusation (where there can be one), each (word, what it means, the
    word in the table's own Portuguese) (issue 23: used in the books, defined in none)."""
    v, pt = s.voice, own_portuguese(spec)
    penalty = (v.gettext("what a player loses, or the other player scores, for breaking a rule")
               if rules.table.players == 2 else
               v.gettext("what a player loses, or the others score, for breaking a rule")
               if rules.table.players == rules.table.sides else
               v.gettext("what a team loses, or the other team scores, for breaking a rule"))
    accusation = (v.gettext("a team’s claim that a player of the other team, whom it names, revoked; only that "
                            "player’s cards can prove it") if rules.illegal.names_player else
                  v.gettext("a team’s claim that the other team revoked; {trick:the pl} show whether it is true",
                            trick=s.word("trick")))
    # where nothing is ever punished (an illegal card refused, no infraction declared), "with no
    # penalty" is plain language: no entry defines a penalty no one can incur (fr FR10-12, BR10-15)
    return [
        *([] if unpunished(rules) else [(v.pgettext("glossary", "penalty"), penalty,
                                          pt.pgettext("glossary", "penalty"))]),
        (v.pgettext("glossary", "suit"), v.gettext("each of the four groups of cards marked with the same symbol"),
         pt.pgettext("glossary", "suit")),
        (v.pgettext("glossary", "trump card"), _trump_card_meaning(spec, s), pt.pgettext("glossary", "trump card")),
        (v.pgettext("glossary", "tie"), _tie_meaning(rules, s), pt.pgettext("glossary", "tie")),
        *shape_terms(rules, s, pt),
        *series_terms(rules, s, pt),
        # "nobody cuts" uses the pack-cutting verb too: the same word is told apart (BR16-04)
        *play_terms(rules, s, pt, bool(spec.deal)),
        # an illegal card refused, no revoke and so no accusation: no entry for a term the game has
        # not (R13-PT-05, FR13-14); "accusation" in its book is the parent's, in the differences
        *([] if rules.illegal.refuse else [(v.pgettext("glossary", "accusation"), accusation,
                                            pt.pgettext("glossary", "accusation"))]),
    ]


def unpunished(rules: Rules) -> bool:
    """Whether no penalty can happen at the table: an illegal card is refused, no infraction is
    declared but a misdeal only dealt again (Portugal's: nobody is punished), no revoke or false
    accusation is punished."""
    ill = rules.illegal
    return ill.refuse and not ill.mischief and ill.revoke is None and ill.false_accusation is None


def _trump_card_meaning(spec: VariantSpec, s: Speaker) -> str:
    """The trump card as the table's deals show it: cut from the cards left out (the Azores:
    never turned, never dealt; pt-PT R9-11), else turned face up."""
    v, trump = s.voice, s.word("trump")
    if spec.deal and all(p.trump == "cut-unused" for p in spec.deal.values()):
        return v.gettext("the bottom card of the part lifted when the cards left out are cut, which sets "
                         "the {trump} suit",
                         trump=trump)
    return v.gettext("the card turned face up to set the {trump} suit", trump=trump)


def _collation(word: str) -> str:
    """A word as a glossary sorts it: accents and case aside (*ás* with *as*)."""
    return unicodedata.normalize("NFD", word.lower()).encode("ascii", "ignore").decode()


def sources(spec: VariantSpec, rules: Rules, s: Speaker) -> list[str]:
    """One line per document, however many parts of it the variant and its parents cite: its
    title, what it is and its language, then the parts cited. A document is named by its title;
    its file's name is said (short, last) only where the title does not tell it apart: no title,
    or another document with the same one."""
    docs: dict[str, list[SourceDoc]] = {}
    for doc in spec.sources:
        docs.setdefault(doc.document, []).append(doc)
    titles = [next((d.title for d in cited if d.title), None) for cited in docs.values()]
    lines = []
    for (document, cited), title in zip(docs.items(), titles, strict=True):
        kind = next((d.kind for d in cited if d.kind), None)
        tongue = next((d.language for d in cited if d.language), None)
        what = source_kind(kind, tongue, s)
        parts = list(dict.fromkeys(part.strip() for d in cited for part in (d.section or "").split(";")
                                   if part.strip() and part.strip() != title))  # not the title again
        # a document's own words (its title, its parts) are set as it writes them, unless it is
        # written in the book's language: then as the book sets its own ("Sueca\u00a0: Le jeu")
        same = (tongue or "").replace("_", "-").split("-")[0].lower() == s.voice.locale.split("-")[0]
        keep = (lambda text: text) if same else verbatim
        line = "- " + (emphasized(keep(title)) if title else s.voice.gettext("file {name}", name=short_name(document)))
        line += f", {site_name(document)}" if title and site_name(document) else ""  # whose page (PT10-16)
        line += f" ({what})" if what else ""
        if parts:  # "Setup; Scoring": each part quoted, listed as the locale does
            line += " — " + s.voice.listing([s.quoted(keep(part)) for part in parts])
        if title and titles.count(title) > 1 and not _address(document):
            line += " — " + s.voice.gettext("file {name}", name=short_name(document))
        if title and _address(document):  # where a reader finds it: its address
            line += " — " + _address(document)
        lines.append(line)
    return lines


def _address(document: str) -> str:
    """A document's web address, as a reader types it (`https://…`), or "" for a file name."""
    return f"<{document}>" if re.match(r"https?://\S+$", document) else ""
