"""The words for every rule, in Portuguese and English.

Each schema field has an entry: a label and a function that says its value in a sentence
fragment. The rulebook, `diff` and the matrix all speak through this table, and a test walks
the schema so that no rule can ever print as a raw field name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Lang = str  # "pt" or "en"
LANGS = ("pt", "en")


def _pick(table: dict[str, tuple[str, str]]) -> Callable[[Any, Lang], str]:
    def say(value: Any, lang: Lang) -> str:
        pair = table.get(str(value))
        if pair is None:
            return str(value)
        return pair[0] if lang == "pt" else pair[1]

    return say


def _number(unit_pt: str, unit_en: str) -> Callable[[Any, Lang], str]:
    def say(value: Any, lang: Lang) -> str:
        if value is None:
            return "—"
        return f"{value} {unit_pt if lang == 'pt' else unit_en}"

    return say


def _text(value: Any, lang: Lang) -> str:
    return "—" if value is None else str(value)


def _yes_no(value: Any, lang: Lang) -> str:
    return ("sim" if value else "não") if lang == "pt" else ("yes" if value else "no")


SIDES = {
    "left": ("o jogador à esquerda do distribuidor", "the player on the dealer's left"),
    "right": ("o jogador à direita do distribuidor", "the player on the dealer's right"),
    "partner": ("o parceiro do distribuidor (à sua frente)", "the dealer's partner (opposite)"),
    "dealer": ("o próprio distribuidor", "the dealer"),
    "nobody": ("ninguém", "nobody"),
    "next": ("o jogador seguinte na ordem de jogo", "the next player in the order of play"),
}
DIRECTIONS = {
    "clockwise": ("sentido horário (para a esquerda)", "clockwise (to the left)"),
    "anticlockwise": ("sentido anti-horário (para a direita)", "anticlockwise (to the right)"),
}
TRUMPS = {
    "last-card": ("a última carta dada, que fica com o distribuidor",
                  "the last card dealt, which the dealer keeps"),
    "first-card": ("a primeira carta dada, que fica com o distribuidor",
                   "the first card dealt, which the dealer keeps"),
    "cut-unused": ("uma carta cortada das cartas que ficam fora do baralho",
                   "a card cut from the cards left out of the deck"),
}


SHOWN: dict[str, tuple[str, str]] = {
    "all-hand": ("toda a mão, mesmo depois de jogada", "all hand, even after it is played"),
    "until-played": ("até o distribuidor a jogar", "until the dealer plays it"),
    "deal-only": ("só na distribuição", "only at the deal"),
}
HANDLING: dict[str, tuple[str, str]] = {
    "refuse": ("não é aceite: o jogador escolhe outra, sem castigo",
               "is refused: the player chooses another, with no penalty"),
    "accusation": ("é aceite; a outra equipa pode acusar a renúncia",
                   "is accepted; the other team may accuse the revoke"),
}


def _penalty(value: Any, lang: Lang) -> str:
    if value is None:
        return "sem castigo" if lang == "pt" else "no penalty"
    award, games = value.get("award"), value.get("games", 0)
    pt = lang == "pt"
    plural = "s" if games != 1 else ""
    text = {
        "match": ("a outra equipa ganha a partida", "the other team wins the match"),
        "bandeira": (f"a outra equipa marca {games} jogo{plural} e ganha a partida",
                     f"the other team scores {games} game{plural} and wins the match"),
        "lose": (f"a equipa culpada perde {games} jogo{plural} (sem descer de 0)",
                 f"the offending team loses {games} game{plural} (never below 0)"),
    }.get(award, (f"a outra equipa marca {games} jogo{plural}",
                  f"the other team scores {games} game{plural}"))[0 if pt else 1]
    if award not in ("match", "bandeira"):
        ends = value.get("then", "ends-hand") == "ends-hand"
        text += ("; a mão acaba" if ends else "; o jogo continua") if pt else \
            ("; the hand ends" if ends else "; play goes on")
    return text


def _bands(value: Any, lang: Lang) -> str:
    parts = [f"{b['min']}–{b['max']}: {b['games']}" for b in value]
    return "; ".join(parts)


def _bandeira(value: Any, lang: Lang) -> str:
    if value is None:
        return "não há bandeira" if lang == "pt" else "no bandeira"
    by = {"tricks": ("todas as vazas", "every trick"), "points": ("todos os pontos", "all the points")}
    what = by[value["by"]][0 if lang == "pt" else 1]
    if lang == "pt":
        text = f"{what}: {value['games']} jogos"
        return text + (", e acaba a partida" if value["ends_match"] else "")
    text = f"{what}: {value['games']} games"
    return text + (", and it ends the match" if value["ends_match"] else "")


def _tie(value: Any, lang: Lang) -> str:
    pt = lang == "pt"
    if value["outcome"] == "void":
        text = "a mão é anulada e dada de novo" if pt else "the hand is void and dealt again"
    else:
        text = "ninguém marca" if pt else "nobody scores"
    if value.get("bonus"):
        bonus = value["bonus"]
        if pt:
            text += f"; a mão decidida seguinte vale +{bonus}"
            text += " por empate (somam-se)" if value.get("cumulative", True) else " (não se somam)"
        else:
            text += f"; the next decided hand is worth +{bonus}"
            text += " per tie (they add up)" if value.get("cumulative", True) else " (ties do not add up)"
    return text


def _ranks(value: Any, lang: Lang) -> str:
    return " > ".join(value) if value else "—"


def _points(value: Any, lang: Lang) -> str:
    return ", ".join(f"{rank} = {points}" for rank, points in value.items())


def _procedure(value: Any, lang: Lang) -> str:
    pt = lang == "pt"
    packet = value["packet"]
    batch = ((f"em maços de {packet}" if packet > 1 else "uma a uma") if pt
             else (f"in packets of {packet}" if packet > 1 else "one at a time"))
    rotation = DIRECTIONS[value["rotation"]][0 if pt else 1]
    first = ("começando pelo distribuidor" if value["dealer"] == "first" else
             "acabando no distribuidor") if pt else \
        ("starting with the dealer" if value["dealer"] == "first" else "ending with the dealer")
    trump = TRUMPS[value["trump"]][0 if pt else 1]
    return (f"{batch}, {rotation}, {first}; trunfo: {trump}" if pt
            else f"{batch}, {rotation}, {first}; trump: {trump}")


def _options(value: Any, lang: Lang) -> str:
    if not value:
        return "nenhuma" if lang == "pt" else "none"
    return "; ".join(f"{name}: {' | '.join(o['values'])} ({o['default']})" for name, o in value.items())


def _sources(value: Any, lang: Lang) -> str:
    return ", ".join(s["document"] for s in value) if value else "—"


def _term(value: Any, lang: Lang) -> str:
    return "—" if value is None else str(value["pt" if lang == "pt" else "en"])


def _words(value: Any, lang: Lang) -> str:
    if not value:
        return "—"
    return ", ".join(_term(v, lang) for v in value.values() if v)


def _redeal(value: Any, lang: Lang) -> str:
    if value is None:
        return "não há" if lang == "pt" else "none"
    parts = []
    if value.get("leader_below") is not None:
        parts.append(f"quem sai com menos de {value['leader_below']} pontos" if lang == "pt"
                      else f"the first leader under {value['leader_below']} points")
    if value.get("others_below") is not None:
        parts.append(f"os outros com menos de {value['others_below']}" if lang == "pt"
                      else f"the others under {value['others_below']}")
    return "; ".join(parts)


@dataclass(frozen=True)
class Wording:
    """A rule's label in both languages and how to say its value."""

    pt: str
    en: str
    say: Callable[[Any, Lang], str] = _text

    def label(self, lang: Lang) -> str:
        return self.pt if lang == "pt" else self.en


W = Wording
# Paths use the YAML field names; `*` stands for a named entry (a deal procedure, an option,
# a word of the table).
WORDING: dict[str, Wording] = {
    "variant": W("Nome", "Name"),
    "title": W("Título", "Title"),
    "description": W("Descrição", "Description"),
    "extends": W("Baseada em", "Based on"),
    "sources": W("Fontes", "Sources", _sources),
    "sources.*.document": W("Documento", "Document"),
    "sources.*.section": W("Parte do documento", "Part of the document"),
    "options": W("Opções da mesa", "Table options", _options),
    "options.*.values": W("Valores possíveis", "Possible values", lambda v, lang: " | ".join(v)),
    "options.*.default": W("Valor por omissão", "Default value"),
    "options.*.sets": W("Regra que a opção muda", "Rule the option sets"),
    "direction": W("Sentido do jogo", "Direction of play", _pick(DIRECTIONS)),
    "deck": W("Baralho", "Deck", lambda v, lang: _ranks(v["ranks"], lang)),
    "deck.ranks": W("Ordem das cartas (da mais forte)", "Rank order (strongest first)", _ranks),
    "deck.removed": W("Cartas retiradas", "Ranks removed",
                      lambda v, lang: " ".join(v) if v else ("nenhuma" if lang == "pt" else "none")),
    "deck.points": W("Pontos das cartas", "Card points", _points),
    "dealer": W("Distribuidor", "Dealer", lambda v, lang: SIDES.get(v["next"], (v["next"],) * 2)[
        0 if lang == "pt" else 1]),
    "dealer.first": W("Primeiro distribuidor", "First dealer",
                      lambda v, lang: ("sorteado" if lang == "pt" else "drawn at random")
                      if v == "random" else (f"o lugar {v}" if lang == "pt" else f"seat {v}")),
    "dealer.next": W("Quem dá a seguir", "Who deals next", _pick(SIDES)),
    "deal": W("Distribuição", "Deal",
              lambda v, lang: " / ".join(f"{n}: {_procedure(p, lang)}" for n, p in v.items())),
    "deal.*": W("Maneira de dar", "Way of dealing", _procedure),
    "deal.*.shuffles": W("Quem baralha", "Who shuffles", _pick(SIDES)),
    "deal.*.cuts": W("Quem corta", "Who cuts", _pick(SIDES)),
    "deal.*.packet": W("Cartas de cada vez", "Cards at a time",
                       lambda v, lang: ("uma a uma" if lang == "pt" else "one at a time") if v == 1
                       else (f"maços de {v}" if lang == "pt" else f"packets of {v}")),
    "deal.*.rotation": W("Sentido da distribuição", "Direction of the deal", _pick(DIRECTIONS)),
    "deal.*.dealer": W("O distribuidor recebe", "The dealer receives",
                       _pick({"first": ("primeiro", "first"), "last": ("por último", "last")})),
    "deal.*.trump": W("Trunfo", "Trump", _pick(TRUMPS)),
    "trump": W("Carta de trunfo à vista", "Trump card on view",
               lambda v, lang: _pick(SHOWN)(v["shown"], lang)),
    "trump.shown": W("Carta de trunfo à vista", "Trump card on view", lambda v, lang: _pick(SHOWN)(v, lang)),
    "redeal": W("Pedir nova distribuição", "Asking for a new deal", _redeal),
    "redeal.leader_below": W("Quem sai pode pedir com menos de", "The first leader may ask under",
                             _number("pontos", "points")),
    "redeal.others_below": W("Os outros podem pedir com menos de", "The others may ask under",
                             _number("pontos", "points")),
    "redeal.then": W("Quem dá de novo", "Who deals again",
                     _pick({"same-dealer": ("o mesmo distribuidor", "the same dealer"),
                            "next-dealer": ("o distribuidor seguinte", "the next dealer")})),
    "play": W("Jogo", "Play", lambda v, lang: _pick(SIDES)(v["first_lead"], lang)),
    "play.first_lead": W("Quem puxa a primeira vaza", "Who leads the first trick", _pick(SIDES)),
    "play.must_follow": W("Obrigatório assistir ao naipe", "Must follow suit", _yes_no),
    "play.when_void": W("Sem o naipe puxado", "Without the suit led",
                        _pick({"any": ("joga qualquer carta (cortar não é obrigatório)",
                                       "any card (trumping is optional)"),
                               "must-trump": ("tem de cortar, se tiver trunfo",
                                              "must trump, if able")})),
    "play.review": W("Vazas que se podem rever", "Tricks that may be looked at",
                     _pick({"none": ("nenhuma", "none"),
                            "last-trick": ("só a última vaza", "only the last trick"),
                            "all": ("todas", "all")})),
    "illegal": W("Cartas fora da regra", "Illegal cards",
                 lambda v, lang: _pick(HANDLING)(v["handling"], lang)),
    "illegal.handling": W("Carta fora da regra", "An illegal card", lambda v, lang: _pick(HANDLING)(v, lang)),
    "illegal.revoke": W("Renúncia provada: os acusadores", "Proven revoke: the accusers", _penalty),
    "illegal.false_accusation": W("Acusação falsa: a equipa acusada", "False accusation: the accused team",
                                  _penalty),
    "illegal.*.award": W("Castigo", "Penalty", _pick({
        "games": ("jogos para a outra equipa", "games to the other team"),
        "bandeira": ("bandeira para a outra equipa", "a bandeira to the other team"),
        "match": ("a partida para a outra equipa", "the match to the other team"),
        "lose": ("jogos perdidos pela equipa culpada", "games lost by the offenders")})),
    "illegal.*.then": W("Depois", "Then", _pick({"ends-hand": ("a mão acaba", "the hand ends"),
                                                 "play-on": ("o jogo continua", "play goes on")})),
    "illegal.accuse": W("Quando se acusa", "When to accuse", _pick({
        "during-play": ("durante a mão", "while the hand is played"),
        "until-next-deal": ("até à distribuição seguinte", "until the next deal")})),
    "infractions": W("Infrações declaradas", "Declared infractions",
                     lambda v, lang: "; ".join(f"{k}: {_penalty(p, lang)}" for k, p in v.items())
                     if v else ("nenhuma" if lang == "pt" else "none")),
    "infractions.*": W("Infração", "Infraction", _penalty),
    "infractions.*.award": W("Castigo", "Penalty"),
    "infractions.*.games": W("Jogos", "Games"),
    "infractions.*.then": W("Depois", "Then"),
    "series": W("Série", "Series", lambda v, lang: "—" if v is None else
                (f"ganha quem vencer {v['target']} partidas" if lang == "pt"
                 else f"first to {v['target']} matches")),
    "series.target": W("Partidas para ganhar a série", "Matches to win the series"),
    "results": W("Resultados com nome", "Named results",
                 lambda v, lang: ", ".join(v) if v else "—"),
    "results.*": W("Resultado", "Result"),
    "results.*.loser": W("Os vencidos ficam com", "The losers end with"),
    "results.*.winner": W("Os vencedores ficam com", "The winners end with"),
    "results.*.trailed": W("Os vencedores estiveram a perder por", "The winners trailed by"),
    "results.*.one_hand": W("Numa só mão", "In one hand", _yes_no),
    "partners": W("Parceiros", "Partners", _pick({"chosen": ("como se sentam", "as they sit"),
                                                 "drawn": ("tirados à sorte", "drawn")})),
    "deck.style": W("Tipo de baralho", "Deck style", _pick({
        "french": ("francês", "French-suited"), "spanish": ("espanhol", "Spanish-suited")})),
    "dealer.chooses": W("Quem escolhe a maneira de dar", "Who chooses the way of dealing",
                        _pick({"dealer": ("o distribuidor", "the dealer"),
                               "cutter": ("quem corta", "the player who cuts"),
                               "table": ("a mesa", "the table")})),
    "dealer.procedure": W("Maneira de dar da mesa", "The table's way of dealing"),
    "redeal.leader_at_most": W("Quem sai pode pedir com no máximo", "The first leader may ask with at most",
                               _number("pontos", "points")),
    "redeal.others_at_most": W("Os outros podem pedir com no máximo", "The others may ask with at most",
                               _number("pontos", "points")),
    "play.must_overtake": W("Obrigatório montar", "Must overtake", _yes_no),
    "play.trump_lead": W("Puxar trunfo", "Leading trumps", _pick({
        "any": ("a qualquer momento", "at any time"),
        "after-trump-played": ("só depois de se ter jogado trunfo", "only once a trump was played")})),
    "options.*.when": W("O que cada valor muda", "What each value sets"),
    "scoring.tie.times": W("Multiplicador depois de um empate", "Multiplier after a tie",
                           lambda v, lang: f"×{v}"),
    "illegal.*.games": W("Jogos", "Games", _number("jogos", "games")),
    "scoring": W("Pontuação", "Scoring", lambda v, lang: _bands(v["hands"], lang)),
    "scoring.hands": W("Pontos de carta → jogos", "Card points → games", _bands),
    "scoring.hands.*.min": W("Desde", "From"),
    "scoring.hands.*.max": W("Até", "To"),
    "scoring.hands.*.games": W("Jogos", "Games"),
    "scoring.bandeira": W("Bandeira", "Bandeira", _bandeira),
    "scoring.bandeira.by": W("Bandeira conta", "Bandeira counts",
                             _pick({"tricks": ("todas as vazas", "every trick"),
                                    "points": ("todos os pontos", "all the points")})),
    "scoring.bandeira.games": W("Bandeira vale", "Bandeira is worth", _number("jogos", "games")),
    "scoring.bandeira.ends_match": W("Bandeira acaba a partida", "Bandeira ends the match", _yes_no),
    "scoring.all_points": W("120 pontos sem todas as vazas", "120 points without every trick",
                            lambda v, lang: ("como as faixas" if lang == "pt" else "as the bands")
                            if v is None else (f"{v} jogos" if lang == "pt" else f"{v} games")),
    "scoring.tie": W("Empate 60–60", "60–60 tie", _tie),
    "scoring.tie.outcome": W("No empate", "On a tie",
                             _pick({"nobody-scores": ("ninguém marca", "nobody scores"),
                                    "void": ("a mão é anulada", "the hand is void")})),
    "scoring.tie.bonus": W("Bónus depois de um empate", "Bonus after a tie", _number("jogo(s)", "game(s)")),
    "scoring.tie.cumulative": W("Empates seguidos somam-se", "Ties in a row add up", _yes_no),
    "match": W("Partida", "Match", lambda v, lang: _number("jogos", "games")(v["target"], lang)),
    "match.target": W("Jogos para ganhar a partida", "Games to win the match", _number("jogos", "games")),
    "words": W("Palavras da mesa", "The table's words", _words),
    "words.*": W("Palavra", "Word", _term),
    "words.*.pt": W("Em português", "In Portuguese"),
    "words.*.en": W("Em inglês", "In English"),
}

def wording_for(path: str) -> Wording | None:
    """The wording for a concrete path (`deal.standard.trump` -> `deal.*.trump`)."""
    if path in WORDING:
        return WORDING[path]
    parts = path.split(".")
    for index in range(len(parts)):
        generic = ".".join("*" if i == index else p for i, p in enumerate(parts))
        if generic in WORDING:
            return WORDING[generic]
    return None
