"""A complete rulebook in Markdown, written from a variant (Portuguese or English)."""

from __future__ import annotations

from ..checks import deck_total
from ..compiled import Rules, compile_rules
from ..engine import Hand, deal_from_hands
from ..spec import VariantSpec
from .wording import DIRECTIONS, SIDES, TRUMPS, Lang, wording_for

RANK_NAMES = {
    "A": ("Ás", "Ace"), "K": ("Rei", "King"), "Q": ("Dama", "Queen"), "J": ("Valete", "Jack"),
    "10": ("10", "10"), "9": ("9", "9"), "8": ("8", "8"), "7": ("7", "7"), "6": ("6", "6"),
    "5": ("5", "5"), "4": ("4", "4"), "3": ("3", "3"), "2": ("2", "2"),
}
SUIT_WORDS = {"S": ("espadas", "spades"), "H": ("copas", "hearts"), "D": ("ouros", "diamonds"),
              "C": ("paus", "clubs")}
PLAYERS = ("Ana", "Bruno", "Carla", "Duarte")


def _l(lang: Lang, pt: str, en: str) -> str:
    return pt if lang == "pt" else en


def _say(path: str, value: object, lang: Lang) -> str:
    wording = wording_for(path)
    assert wording is not None, path
    return wording.say(value, lang)


def _term(spec: VariantSpec, key: str, lang: Lang, fallback: tuple[str, str]) -> str:
    term = getattr(spec.words, key)
    if term is not None:
        return str(term.pt if lang == "pt" else term.en)
    return fallback[0] if lang == "pt" else fallback[1]


def _card(name: str, lang: Lang) -> str:
    rank, suit = name[:-1], name[-1]
    noun = RANK_NAMES[rank][0 if lang == "pt" else 1]
    return f"{noun} de {SUIT_WORDS[suit][0]}" if lang == "pt" else f"{noun} of {SUIT_WORDS[suit][1]}"


def _listing(items: list[str], lang: Lang) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + _l(lang, " e ", " and ") + items[-1]


def _deck(spec: VariantSpec, lang: Lang) -> list[str]:
    total = deck_total(spec)
    removed = _listing([r if lang == "pt" else f"{r}s" for r in spec.deck.removed], lang)
    lines = [
        _l(lang, f"Joga-se com 40 cartas: de um baralho de 52 tiram-se os {removed} de cada naipe.",
           f"Play with 40 cards: take the {removed} of every suit out of a 52-card deck."),
        "",
        _l(lang, "| Força | Carta | Pontos |", "| Strength | Card | Points |"),
        "|---:|---|---:|",
    ]
    for index, rank in enumerate(spec.deck.ranks, 1):
        name = RANK_NAMES[rank][0 if lang == "pt" else 1]
        lines.append(f"| {index} | {name} | {spec.deck.points.get(rank, 0)} |")
    lines += ["", _l(lang, f"Cada naipe vale {total // 4} pontos; o baralho, {total}.",
                     f"Each suit is worth {total // 4} points; the whole deck {total}.")]
    manilha = spec.deck.ranks[1]
    word = _term(spec, "manilha", lang, ("manilha", "manilha"))
    lines.append(_l(lang, f"A segunda carta de cada naipe, o {manilha}, é a {word}.",
                    f"The second card of each suit, the {manilha}, is the {word}."))
    return lines


def _dealing(spec: VariantSpec, lang: Lang) -> list[str]:
    dealer_word = _term(spec, "dealer", lang, ("distribuidor", "dealer"))
    first = _say("dealer.first", spec.dealer.first, lang)
    lines = [_l(lang, f"O primeiro {dealer_word} é {first}. Depois de cada mão, dá as cartas "
                      f"{_say('dealer.next', spec.dealer.next, lang)}.",
                f"The first {dealer_word} is {first}. After each hand, "
                f"{_say('dealer.next', spec.dealer.next, lang)} deals.")]
    several = len(spec.deal) > 1
    if several:
        lines += ["", _l(lang, f"O {dealer_word} escolhe entre {len(spec.deal)} maneiras de dar:",
                         f"The {dealer_word} chooses between {len(spec.deal)} ways of dealing:")]
    for name, proc in spec.deal.items():
        value = proc.model_dump()
        if several:
            lines += ["", f"**{name}**", ""]
        else:
            lines.append("")
        steps = [
            _l(lang, f"Baralha {SIDES[proc.shuffles][0]}.", f"{SIDES[proc.shuffles][1].capitalize()} shuffles.")
            if proc.shuffles != "nobody" else _l(lang, "Ninguém baralha à mão.", "Nobody shuffles by hand."),
            _l(lang, f"Corta {SIDES[proc.cuts][0]}.", f"{SIDES[proc.cuts][1].capitalize()} cuts.")
            if proc.cuts != "nobody" else _l(lang, "Ninguém corta.", "Nobody cuts."),
            _l(lang, f"O {dealer_word} dá 10 cartas a cada jogador, {_say('deal.*', value, lang)}.",
               f"The {dealer_word} gives each player 10 cards, {_say('deal.*', value, lang)}."),
        ]
        lines += [f"{i}. {s}" for i, s in enumerate(steps, 1)]
    return lines


def _trump(spec: VariantSpec, lang: Lang) -> list[str]:
    trump = _term(spec, "trump", lang, ("trunfo", "trump"))
    kinds = {p.trump for p in spec.deal.values()}
    lines: list[str] = []
    for name, proc in spec.deal.items():
        if len(kinds) == 1 and lines:
            break
        when = "" if len(kinds) == 1 else _l(lang, f"Na maneira {name}, ", f"With the {name} deal, ")
        sentence = _l(lang, f"o naipe de {trump} é o de {TRUMPS[proc.trump][0]}.",
                      f"the {trump} suit is the suit of {TRUMPS[proc.trump][1]}.")
        lines.append(when + sentence if when else sentence[0].upper() + sentence[1:])
    lines.append(_l(lang, f"A carta de {trump} fica à vista {_say('trump.shown', spec.trump.shown, lang)}.",
                    f"The {trump} card stays on view {_say('trump.shown', spec.trump.shown, lang)}."))
    lines.append(_l(lang, f"Qualquer {trump}, por mais baixo, ganha a qualquer carta de outro naipe.",
                    f"Any {trump}, however low, beats any card of another suit."))
    return lines


def _worked_example(spec: VariantSpec, rules: Rules, lang: Lang) -> list[str]:
    """A trick played through the engine: a King led, the Ace on it, a low trump, a discard."""
    trump = 0  # spades are trumps, hearts are led
    ranks = spec.deck.ranks
    cards = [f"{ranks[2]}H", f"{ranks[0]}H", f"{ranks[-1]}S", f"{ranks[-2]}H"]
    dealer = 0
    leader = (dealer + rules.first_lead) % 4
    seats: list[list[int]] = [[], [], [], []]
    order = [rules.seat_at(leader, i) for i in range(4)]
    for seat, name in zip(order, cards, strict=True):
        seats[seat] = [rules.card(name)]
    hand = Hand(rules, deal_from_hands(rules, dealer, seats, trump))
    trick = None
    for name in cards:
        trick = hand.play(name)
    assert trick is not None
    names = {seat: PLAYERS[i] for i, seat in enumerate(order)}
    word_trump = _term(spec, "trump", lang, ("trunfo", "trump"))
    lines = [_l(lang, f"Exemplo (jogado pelo motor desta variante). Trunfo: {SUIT_WORDS['S'][0]}. "
                      f"{names[order[0]]} puxa o {_card(cards[0], 'pt')}; "
                      f"{names[order[1]]} joga o {_card(cards[1], 'pt')}; "
                      f"{names[order[2]]}, sem copas, corta com o {_card(cards[2], 'pt')}; "
                      f"{names[order[3]]} joga o {_card(cards[3], 'pt')}.",
                f"Example (played by this variant's engine). Trumps: {SUIT_WORDS['S'][1]}. "
                f"{names[order[0]]} leads the {_card(cards[0], 'en')}; "
                f"{names[order[1]]} plays the {_card(cards[1], 'en')}; "
                f"{names[order[2]]}, with no hearts, trumps with the {_card(cards[2], 'en')}; "
                f"{names[order[3]]} plays the {_card(cards[3], 'en')}.")]
    winner = names[trick.winner]
    partner = names[order[(order.index(trick.winner) + 2) % 4]]
    lines.append(_l(lang, f"Ganha {winner} (o {word_trump}), para a dupla de {winner} e {partner}: "
                          f"{trick.points} pontos.",
                    f"{winner} wins (the {word_trump}), for {winner} and {partner}'s team: "
                    f"{trick.points} points."))
    return lines


def _play(spec: VariantSpec, rules: Rules, lang: Lang) -> list[str]:
    trick = _term(spec, "trick", lang, ("vaza", "trick"))
    lead = _term(spec, "lead", lang, ("puxar", "lead"))
    follow = _term(spec, "follow", lang, ("assistir", "follow suit"))
    direction = DIRECTIONS[spec.direction][0 if lang == "pt" else 1]
    first = SIDES[spec.play.first_lead][0 if lang == "pt" else 1]
    lines = [
        _l(lang, f"Joga-se em {direction}.", f"Play goes {direction}."),
        _l(lang, f"Puxa a primeira {trick} {first}; depois, quem ganha cada {trick} puxa a seguinte "
                 f"({lead}: jogar a primeira carta da {trick}).",
           f"The first {trick} is led by {first}; after that, the winner of each {trick} leads the "
           f"next (to {lead}: to play a {trick}'s first card)."),
        _l(lang, f"É obrigatório {follow}: jogar uma carta do naipe puxado, quem o tiver."
                 if spec.play.must_follow else "Não é obrigatório seguir o naipe.",
           f"You must {follow}: play a card of the suit led if you have one."
                 if spec.play.must_follow else "Following suit is not required."),
        _l(lang, f"Quem não tem o naipe puxado {_say('play.when_void', spec.play.when_void, 'pt')}.",
           f"Without the suit led, a player plays {_say('play.when_void', spec.play.when_void, 'en')}."),
        _l(lang, f"Ganha a {trick} o trunfo mais alto; se não houver trunfo, a carta mais alta do "
                 "naipe puxado. Uma carta de outro naipe nunca ganha.",
           f"The highest trump wins the {trick}; if no trump was played, the highest card of the "
           "suit led. A card of another suit never wins."),
        _l(lang, f"Vazas já jogadas que se podem rever: {_say('play.review', spec.play.review, 'pt')}.",
           f"Finished tricks that may be looked at: {_say('play.review', spec.play.review, 'en')}."),
        "",
        *_worked_example(spec, rules, lang),
    ]
    return lines


def _illegal(spec: VariantSpec, lang: Lang) -> list[str]:
    revoke = _term(spec, "revoke", lang, ("renúncia", "revoke"))
    ill = spec.illegal
    lines = [_l(lang, f"Não assistir quando se pode é {revoke}. Uma carta fora da regra "
                      f"{_say('illegal.handling', ill.handling, 'pt')}.",
                f"Not following suit when you could is a {revoke}. An illegal card "
                f"{_say('illegal.handling', ill.handling, 'en')}.")]
    if ill.handling == "accusation":
        lines.append(_l(lang, f"Se as vazas provarem a {revoke}: "
                              f"{_say('illegal.revoke', ill.revoke and ill.revoke.model_dump(), 'pt')}.",
                        f"If the tricks prove the {revoke}: "
                        f"{_say('illegal.revoke', ill.revoke and ill.revoke.model_dump(), 'en')}."))
        false = ill.false_accusation and ill.false_accusation.model_dump()
        if false:
            lines.append(_l(lang, "Se a acusação não se provar (a outra equipa é a acusada): "
                                  f"{_say('illegal.false_accusation', false, 'pt')}.",
                            "If the accusation is not proven (the other team is the accused): "
                            f"{_say('illegal.false_accusation', false, 'en')}."))
        else:
            lines.append(_l(lang, "Uma acusação que não se prova não tem castigo: o jogo continua.",
                            "An accusation that is not proven costs nothing: play goes on."))
    return lines


def _scoring(spec: VariantSpec, lang: Lang) -> list[str]:
    sc = spec.scoring
    lines = [_l(lang, "No fim das 10 vazas, cada dupla soma os pontos das cartas que ganhou.",
                "After the 10 tricks, each team adds up the points of the cards it won."), "",
             _l(lang, "| Pontos de carta | Jogos |", "| Card points | Games |"), "|---|---:|"]
    lines += [f"| {b.min}–{b.max} | {b.games} |" for b in sc.hands]
    bandeira = _term(spec, "bandeira", lang, ("bandeira", "bandeira"))
    lines += ["", f"- **{bandeira}**: "
              + _say("scoring.bandeira", sc.bandeira and sc.bandeira.model_dump(), lang) + "."]
    if sc.all_points is not None:
        lines.append(_l(lang, f"- 120 pontos sem todas as vazas: {sc.all_points} jogos.",
                        f"- 120 points without every trick: {sc.all_points} games."))
    lines.append(_l(lang, f"- Empate 60–60: {_say('scoring.tie', sc.tie.model_dump(), 'pt')}.",
                    f"- A 60–60 tie: {_say('scoring.tie', sc.tie.model_dump(), 'en')}."))
    return lines


def _match(spec: VariantSpec, lang: Lang) -> list[str]:
    match = _term(spec, "match", lang, ("partida", "match"))
    pente = _term(spec, "pente", lang, ("pente", "pente"))
    return [_l(lang, f"Ganha a {match} a dupla que chegar primeiro a {spec.match.target} jogos. "
                     f"Ganhar por 4–0 chama-se {pente}.",
               f"The first team to reach {spec.match.target} games wins the {match}. "
               f"Winning 4–0 is called a {pente}.")]


def _redeal(spec: VariantSpec, lang: Lang) -> list[str]:
    if spec.redeal is None:
        return [_l(lang, "Não se pode pedir nova distribuição: joga-se com as cartas que calham.",
                   "Nobody may ask for a new deal: you play the cards you are dealt.")]
    value = spec.redeal.model_dump()
    return [_l(lang, f"Depois de ver as cartas, podem pedir nova distribuição: {_say('redeal', value, 'pt')}. "
                     f"Dá de novo {_say('redeal.then', value['then'], 'pt')}.",
               f"After looking at their cards, these players may ask for a new deal: "
               f"{_say('redeal', value, 'en')}. Then {_say('redeal.then', value['then'], 'en')} deals again.")]


def _options(spec: VariantSpec, rules: Rules, lang: Lang) -> list[str]:
    if not spec.options:
        return [_l(lang, "Esta variante não tem opções de mesa.", "This variant has no table options.")]
    lines = []
    for name, option in spec.options.items():
        rule = wording_for(option.sets or name)
        label = rule.label(lang) if rule else name
        chosen = rules.options.get(name)
        here = "" if chosen is None else _l(lang, f" Neste documento: `{chosen}`.",
                                            f" In this document: `{chosen}`.")
        lines.append(_l(lang, f"- `{name}` ({label}): {' | '.join(option.values)}; por omissão "
                              f"`{option.default}`.{here}",
                        f"- `{name}` ({label}): {' | '.join(option.values)}; default "
                        f"`{option.default}`.{here}"))
    return lines


def _glossary(spec: VariantSpec, lang: Lang) -> list[str]:
    lines = [_l(lang, "| Palavra da mesa | Em inglês |", "| The table's word | In Portuguese |"), "|---|---|"]
    for _key, term in spec.words:
        if term is not None:
            lines.append(f"| {term.pt} | {term.en} |" if lang == "pt" else f"| {term.en} | {term.pt} |")
    return lines if len(lines) > 2 else [_l(lang, "(sem palavras próprias)", "(no words of its own)")]


def _sources(spec: VariantSpec, lang: Lang) -> list[str]:
    lines = []
    for doc in spec.sources:
        part = f" — {doc.section}" if doc.section else ""
        lines.append(f"- `{doc.document}`{part}")
    return lines or [_l(lang, "(nenhuma fonte indicada)", "(no sources given)")]


def differences(spec: VariantSpec, parent: VariantSpec, lang: Lang) -> list[str]:
    from .compare import changed_rules, label, say

    lines = []
    for path, mine, theirs in changed_rules(spec, parent):
        lines.append(f"- **{label(path, lang)}**: {say(path, mine, lang)} "
                     + _l(lang, f"(em {parent.variant}: {say(path, theirs, lang)})",
                          f"({parent.variant}: {say(path, theirs, lang)})"))
    return lines or [_l(lang, "Nenhuma.", "None.")]


def rulebook(spec: VariantSpec, lang: Lang = "pt", parent: VariantSpec | None = None,
             rules: Rules | None = None) -> str:
    """The rules of `spec` as a Markdown document in `lang` ("pt" or "en")."""
    rules = rules or compile_rules(spec)
    teams = _l(lang, "Quatro jogadores, em duas duplas; os parceiros sentam-se frente a frente, de "
                     "modo que cada jogador tem um adversário de cada lado.",
               "Four players in two teams; partners sit opposite each other, so that every player "
               "has an opponent on each side.")
    sections: list[tuple[str, list[str]]] = [
        (_l(lang, "Jogadores e lugares", "Players and seats"), [teams]),
        (_l(lang, "O baralho", "The deck"), _deck(spec, lang)),
        (_l(lang, "Baralhar, cortar e dar", "Shuffling, cutting and dealing"), _dealing(spec, lang)),
        (_l(lang, "O trunfo", "Trumps"), _trump(spec, lang)),
        (_l(lang, "Nova distribuição", "Asking for a new deal"), _redeal(spec, lang)),
        (_l(lang, "O jogo", "Playing the tricks"), _play(spec, rules, lang)),
        (_l(lang, "Cartas fora da regra e renúncia", "Illegal cards and the revoke"), _illegal(spec, lang)),
        (_l(lang, "Pontuação", "Scoring"), _scoring(spec, lang)),
        (_l(lang, "A partida", "The match"), _match(spec, lang)),
        (_l(lang, "Opções da mesa", "Table options"), _options(spec, rules, lang)),
        (_l(lang, "Glossário", "Glossary"), _glossary(spec, lang)),
        (_l(lang, "Fontes", "Sources"), _sources(spec, lang)),
    ]
    if parent is not None:
        sections.insert(0, (_l(lang, f"Diferenças em relação a {parent.variant}",
                                f"Differences from {parent.variant}"), differences(spec, parent, lang)))
    out = [f"# {spec.title}", ""]
    if spec.description:
        out += [f"*{spec.description}*", ""]
    for title, body in sections:
        out += [f"## {title}", "", *body, ""]
    return "\n".join(out).rstrip() + "\n"
