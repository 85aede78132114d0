"""What to write for a rule the language has no key for: the part that says it nearest, and
how to combine it (the DSL reader adds it to "unknown setting" and "unknown block" errors).

A table of the words people reach for (in English and Portuguese) when the key they try is
not one: a penalty on both teams, a named hand, a draw, a league table.
"""

from __future__ import annotations

OUTCOME = ("an outcome: effects joined with 'and' — 'ROLE scores N', 'ROLE loses N [no-floor]', "
           "'redeal same-dealer|next-dealer', 'ROLE wins-match', 'nothing', then 'play-on' or "
           "'ends-hand' — on a penalty key: illegal { revoke others scores 2 and offenders loses "
           "1 no-floor }, infractions { talking redeal same-dealer }")
NAMED_HAND = ("a named hand: hand-result NAME { points A..B; loser-points A..B; tricks A..B; "
              "after-ties N; last-trick yes|no } (e.g. hand-result bola { loser-points 0 })")
FIXED = "a match of a fixed number of hands, which may end drawn: match hands N"
SESSION = "a session with no end: match no-end"
SERIES = "a series: series to N (first to N matches won)"
STANDINGS = ("a series by standings: series matches N standings 3 1 0 tie-breaks wins "
             "game-points deciding-match")
TIE_STEPS = ("a tie rule in 'scoring': tie nobody-scores bonus 1 2 4 (a sequence after 1, 2, 3 "
             "ties) or times 2 3 4 (a growing multiplier), or tie last-trick (a 60–60 won by "
             "the last trick)")
LOSERS = "bands counted from the losers' side in 'scoring': bands losers, then 0..29 -> 2"
OWN_INFRACTION = ("an infraction of the table's own, in 'infractions': infraction NAME PENALTY, "
                  "its words in texts LANGUAGE { infraction NAME \"...\" }")
OPTION_RULE = ("an option whose value is a whole rule: option NAME { values a b; default a; "
               "when b illegal.revoke=\"others scores 2 play-on\" }")

COMPETITION = ("a competition between teams: competition { format knockout|swiss|round-robin|"
               "winner-stays; pairing bracket|seeded|redraw; rounds N; bye win|draw|nothing; forfeit "
               "after MINUTES score W L; substitutes any-time|before-first-draw|never|until-round N; "
               "standings 3 1 0; tie-breaks wins opponents game-points; loser back|out }")
# Things that are not rules of the game: the error says so, and what to write instead.
CLOCK = ("no part for it: time is the table's or the app's, not a rule of the game (the terminal "
         "game has no clock); a penalty for leaving the table is a declared infraction: "
         "infractions { infraction leaving PENALTY }")
CUT = ("no part for it: a cut in several packets is the deck it leaves — 'cuts SEAT' says who cuts, "
       "and a 'deal' case's 'deck' is the deck after the cut, restacked as the cutter chose")

TOURNAMENT_WORDS = ("tournament", "torneio", "tournoi", "competition-format", "knockout",
                    "eliminatoria", "eliminatorias", "mata-mata", "swiss", "suico", "suisse",
                    "round-robin", "todos-contra-todos", "bracket", "bye", "byes", "isencao",
                    "folga", "bota-fora", "winner-stays", "king-of-the-table", "roster",
                    "substitutes", "substitutions", "substituicoes", "teams", "pairs", "equipas",
                    "duplas", "forfeit", "no-show", "falta-de-comparencia", "wo", "pairing",
                    "emparelhamento", "seeding", "seeded", "seeds", "semi-finals", "meias-finais",
                    "rounds-of", "queue", "fila")
OUTSIDE: dict[str, str] = {
    **dict.fromkeys(("clock", "countdown", "move-time", "move-clock", "timer", "time", "leave",
                     "leaving", "relogio", "tempo", "sair", "rematch-countdown", "bots"), CLOCK),
    # 'cut' too: its explanation says 'cuts SEAT', for one who meant who cuts
    **dict.fromkeys(("slices", "packets", "cut", "multi-cut", "cut-slices", "cortes", "montes"), CUT),
}
# named parts, and what is no rule of the game, beat a spelling guess ('teams' is not 'texts',
# 'packets' is not 'packet': a packet is how many cards are dealt at a time, not the cut)
STRONG: frozenset[str] = frozenset((*TOURNAMENT_WORDS, *OUTSIDE))

NEAREST: dict[str, str] = {
    **dict.fromkeys(TOURNAMENT_WORDS, COMPETITION),
    **dict.fromkeys(("penalty", "penalties", "punish", "castigo", "castigos", "penalidade",
                     "both-teams", "outcome", "effects", "void", "anular", "anula"), OUTCOME),
    **dict.fromkeys(("bola", "capote", "hand-name", "named-hand", "hand-results", "mao",
                     "nome-da-mao"), NAMED_HAND),
    **dict.fromkeys(("draw", "draws", "empate-partida", "hands", "rounds", "rodadas", "maos",
                     "fixed-hands"), FIXED),
    **dict.fromkeys(("session", "sessao", "no-end", "endless", "sem-fim"), SESSION),
    **dict.fromkeys(("best-of", "melhor-de", "first-to"), SERIES),
    **dict.fromkeys(("standings", "league", "classificacao", "tabela", "tie-break",
                     "tie-breaks", "desempate", "negra", "deciding-match"), STANDINGS),
    **dict.fromkeys(("multiplier", "sequence", "double", "dobra", "last-trick", "ultima-vaza"),
                    TIE_STEPS),
    **dict.fromkeys(("losers", "against", "vencidos", "losers-points"), LOSERS),
    **dict.fromkeys(("infraction", "falta", "faltas", "custom-infraction"), OWN_INFRACTION),
    **dict.fromkeys(("option-rule", "choose-penalty"), OPTION_RULE),
}


def nearest_part(word: str) -> str:
    """" — the language says this with PART" for a key it has not, " — the language has PART"
    for what is no rule of the game (a clock, a cut's packets), or "" when it knows no part for
    the word."""
    key = word.lower().replace("_", "-")
    part = NEAREST.get(key)
    if part:
        return f" — the language says this with {part}"
    outside = OUTSIDE.get(key)
    return f" — the language has {outside}" if outside else ""


def names_a_part(word: str) -> bool:
    """Whether `word` names a part so surely that the part is said rather than a key spelt
    like it (`teams` is a competition, not `texts`)."""
    return word.lower().replace("_", "-") in STRONG
