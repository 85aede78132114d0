"""The terminal game's longer sayings: the status line, the hand shown, a refused card and
why, the commands, a hand's result and the score sheet — each in the player's locale and the
table's words (:class:`~.talk.Talk`)."""

from __future__ import annotations

from ..compiled.rules import Rules
from ..engine import Hand, Match
from ..engine.bidding import Contract
from ..engine.hand import HandResult
from ..errors import IllegalMove
from ..words.i18n import N_
from .screen import SYMBOL, score_sheet
from .talk import Talk
from .terminal_contract import contract_line
from .terminal_declare import declare_lines
from .terminal_letters import letters_line
from .terminal_table import stock_status


def status(t: Talk, match: Match, seat: int, hand: Hand) -> str:
    """`[Hand 2, trick 3/10] Trumps ♠ (7♠ with Left) · Us 1 – Them 0 (4 game points to win)`; at another table
    the score by side (`You+N 1 · SW+NE 0 · NW+SE 2`), the stock when there is one."""
    view = match.view(seat)
    scores = match.scores
    if t.rules.bidding is not None and hand.contract is None:  # no trick in play yet (P2, FR-28)
        where = t.gettext("{hand} {number}, auction", number=len(match.entries))
    else:
        where = t.gettext("{hand} {number}, {trick} {count}/{tricks}", number=len(match.entries),
                          count=len(hand.tricks) + 1, tricks=t.rules.deals.tricks)
    if 0 <= view.trump < 4:
        # the suit named as a British table names it: `Trumps ♦` (en L08; `Trunfo ♦`, `Atout ♦`)
        trump = t.gettext("{trump:pl} {suit}", suit=SYMBOL[view.trump])
    else:  # not named yet: the auction names it
        trump = t.gettext("{trump:pl} to be named")  # `Trumps to be named`, as `Trumps ♦` (EN16-13)
    if view.trump_card is not None and view.trump_holder is not None:
        card, holder = t.card(view.trump_card), view.trump_holder
        # who holds it, said as a sentence would say the seat (`your partner holds the 7♥`, `7♥
        # com o da direita`, `2♥ chez le joueur de gauche`, `3♦ com Norte`); inside the brackets,
        # mid-line, with no capital (en L08)
        if view.trump_card in view.played:  # on view all hand: played, no one holds it now
            trump += " (" + (t.phrase(N_("you played the {card}"), card=card) if holder == seat else
                             t.phrase(N_("{who} played the {card}"), card=card, who=t.who(holder, seat))) + ")"
        else:
            trump += " (" + (t.phrase(N_("you hold the {card}"), card=card) if holder == seat else
                             t.phrase(N_("{who} holds the {card}"), card=card, who=t.who(holder, seat))) + ")"
    games = t.v.count(t.rules.target, t.words["game_point"])  # the unit said (FR25-03: not points)
    if t.usual:
        ours = t.rules.table.side_of[seat]
        score = t.gettext("Us {us} – Them {them} ({games} to win)", us=scores[ours], them=scores[1 - ours],
                          games=games)
    else:
        score = t.gettext("{scores} ({games} to win)", scores=t.by_side(scores, seat, heading=True), games=games)
    return f"[{where}] {trump}{stock_status(t, view)} · {score}"


def running(t: Talk, match: Match, seat: int, hand: Hand) -> str:
    """`This hand: us 31 card points in 2 tricks · them 10 card points in 1 trick`:
    the card points of the tricks each team has taken in this hand, and how many. Every seat
    saw each trick taken and its cards turned up, so this is what a player who counts knows,
    even at a table that lets no one look back at past tricks (docs/getting-started.md). At a
    table of other sides, each side's; under a contract, the declarers' and the defenders', a
    trick won by a player whose side is still secret counted apart."""
    view = match.view(seat)
    points = view.points  # the one observer's count: the cards of taken tricks, of known teams
    trick = t.words["trick"]
    if view.contract is not None:
        known = view.teams
        won = [0, 0]
        unknown = 0
        secret: set[int] = set()  # the players whose side is not known yet who won those tricks
        for taken in hand.tricks:
            team = known[taken.winner]
            if team is None:
                unknown += 1
                secret.add(taken.winner)
            else:
                won[team] += 1
        said = t.gettext("This {hand}: declarer’s side {a} in {a_tricks} · defenders {b} in {b_tricks}",
                         a=t.card_points(points[0]), b=t.card_points(points[1]),
                         a_tricks=t.v.count(won[0], trick), b_tricks=t.v.count(won[1], trick))
        if unknown:
            said += " · " + t.phrase(N_("{tricks} taken by a player whose side is still secret") if len(secret) == 1
                                     else N_("{tricks} taken by players whose side is still secret"),
                                     tricks=t.v.count(unknown, trick))
        return said
    won = hand.tricks_won
    if t.usual:
        ours = t.rules.table.side_of[seat]
        return t.gettext("This {hand}: us {us} in {us_tricks} · them {them} in {them_tricks}",
                         us=t.card_points(points[ours]), them=t.card_points(points[1 - ours]),
                         us_tricks=t.v.count(won[ours], trick), them_tricks=t.v.count(won[1 - ours], trick))
    counts = [t.phrase(N_("{side} {points} in {tricks}"), side=mid_line_side(t, side, seat),
                       points=t.card_points(points[side]), tricks=t.v.count(won[side], trick))
              for side in t.sides_in_play(seat)]
    return t.gettext("This {hand}: {counts}", counts=" · ".join(counts))


def mid_line_side(t: Talk, side: int, seat: int) -> str:
    """A side named inside a line: a side of one seat as a sentence's subject (`you`, `North`:
    lower case mid-line, as the usual table's `us` and `them`), a side of several by its seats
    (`You+N`)."""
    seats = t.side_seats(side)
    return t.who(seats[0], seat) if len(seats) == 1 else t.side_label(side, seat)


def show_hand(t: Talk, match: Match, seat: int, hand: Hand) -> tuple[list[str], list[int]]:
    """The lines that show the player's hand (status, the contract, the trick on the table,
    the cards numbered `1) 7♠*`, `*` after the ones that may be played) and the cards in the
    order shown."""
    view = match.view(seat)
    cards = sorted(view.hand)  # suit by suit (♠ ♥ ♦ ♣), strongest first
    legal = set(view.legal)
    lines = [status(t, match, seat, hand)]
    if view.contract is not None:
        lines.append(contract_line(t, view))
    lines.append(running(t, match, seat, hand))
    if view.trick:
        lines.append(t.gettext("On the table: {cards}", cards=t.cards_of(view.trick, seat)))
    elif view.to_move == seat:  # the table empty: the player leads, said as the bots' leads are (EN15-10)
        lines.append(t.gettext("You {lead}."))  # the table's verb (`puxar`, `entamer`)
    # `5) 7♦*`: the number to type, apart from the card, and the mark after the card (LY-1)
    shown = [f"{i}) {t.card(c)}{'*' if c in legal else ' '}" for i, c in enumerate(cards, 1)]
    lines += [t.gettext("Your hand (* = you may play it):"), " " + "  ".join(shown).rstrip()]
    return lines, cards


_TRUMP_SHOWN = frozenset({"must-trump"})  # refusals that show the trump's symbol, not the led suit's


def refusal(t: Talk, err: IllegalMove, card: int | None, hand: Hand, seat: int) -> str:
    """A refused card in the player's words: what rule it breaks, and why it applies."""
    if card is None:
        return t.gettext("That move is refused.")
    shown = t.card(card)
    if err.rule == "not-in-hand":
        return t.gettext("You don't hold {card}.", card=shown)
    led = hand.trick[0] // t.rules.deck.per_suit if hand.trick else None
    if err.rule == "trump-lead" or led is None:
        return t.gettext("You may not play {card}: you may not {lead} with {trump:a} before one has "
                         "been played to {trick:a}.", card=shown)
    # The engine's refusal codes (IllegalMove.rule, from engine/refusals.py), each its message;
    # {symbol} is the suit led, or the trump's where the card had to be a trump.
    said = {
        "must-follow": N_("You may not play {card}: you must {follow} ({symbol} was led and you hold "
                          "{suit})."),
        "must-overtake": N_("You may not play {card}: you must beat the best {suit} on the {trick} "
                            "when you can."),
        "must-overtrump": N_("You may not play {card}: you must beat the {trump} on the {trick} when "
                             "you can."),
        "must-trump": N_("You may not play {card}: you have no {suit}, so you must play {trump:a} "
                         "({symbol})."),
    }.get(err.rule)
    if said is not None:
        symbol = SYMBOL[hand.trump if err.rule in _TRUMP_SHOWN else led]
        return t.gettext(said, card=shown, suit=t.cards.suits[led], symbol=symbol)
    return t.gettext("You may not play {card} now.", card=shown)


def not_now(t: Talk, err: IllegalMove) -> str:
    """Why an accusation or a declaration is refused now."""
    if err.rule == "too-late":
        return t.phrase(N_("that is done while the {hand} is being played, not after its last {trick}"))
    if err.rule == "settled":
        return t.phrase(N_("this {hand} is already settled"))
    if err.rule == "match-over":
        return t.phrase(N_("the {match} is over"))
    return t.phrase(N_("not at this moment"))


def help_lines(t: Talk, rules: Rules, hand: Hand, seat: int) -> list[str]:
    """The commands, as this locale types them (the English ones work too)."""
    examples = ", ".join(t.card(c) for c in sorted(hand.hands[seat])[:2]) or "7♠"
    first = sorted(hand.hands[seat])[:1]
    # the example in words is the same card as the others (round-8 en L-1: not always the 7♠)
    rank, suit = t.cards.in_words(first[0]) if first else ("7", t.cards.suits[0])
    word = t.command_word
    held = len(hand.hands[seat])  # the hand as it is now, not as dealt (FR12-05: `1 … 8` with 7 cards)
    numbers = f"1 … {held}" if held > 1 else "1"
    rows: list[tuple[str, str] | str] = [
        (f"{examples} …", t.gettext("play that card (its rank and suit, as shown; also written "
                                "{named}, or in words: {words})", named=t.cards.named(first[0]) if first else "7S",
                                words=t.v.gettext("“{rank} of {suit}”", rank=rank, suit=suit))),
        ("", letters_line(t)),
        (numbers, t.gettext("play the card with that number in your hand")),
    ]
    table = rules.table
    if not rules.refuse_illegal and rules.illegal.names_player and t.usual:
        rows.append((f"{word('accuse')} N", t.gettext("accuse the player at seat N (seat {a} or {b}) of "
                                                   "{revoke:a}", a=(seat + 1) % 4, b=(seat + 3) % 4)))
    elif not rules.refuse_illegal and rules.illegal.names_player:
        rows.append((f"{word('accuse')} …", t.gettext("accuse a player of another side of {revoke:a}: {seats}",
                                                   seats=", ".join(t.point(s) for s in range(table.players)
                                                                   if table.side_of[s] != table.side_of[seat]))))
    elif not rules.refuse_illegal and table.sides > 2:
        rows.append((word("accuse"), t.gettext("accuse the other players of {revoke:a}")))
    elif not rules.refuse_illegal:
        rows.append((word("accuse"), t.gettext("accuse the other team of {revoke:a}")))
    else:  # the word is still taken (and answered kindly): the help says why it does nothing here (PT15-13)
        rows.append((word("accuse"), t.gettext("not needed: at this table illegal cards are refused, so there "
                                               "is nothing to accuse")))
    rows += declare_lines(t, rules, seat)
    if rules.view.review == 1:  # the sources' rule: only until the next card (en R17-10: say so here)
        # each trick's end lists its cards (FR19-09): said here, `last` being mostly too late
        rows.append((word("last"), t.gettext("look at the last {trick}, until the next card is played (each "
                                             "{trick} is listed whole when it ends)")))
    elif rules.view.review:
        rows.append((word("last"), t.gettext("look at the last {trick}")))
    # the screen's way of keeping the score, said as the screen's (en EN13-10, pt-PT R13-PT-11)
    crosses = (N_("the score of the {match}, drawn as a cross per team") if t.usual else
               N_("the score of the {match}, drawn as a cross per player") if table.sides == table.players
               else N_("the score of the {match}, drawn as a cross per side"))
    rows += [(word("score"), t.gettext(crosses) if cross_fits(t) else t.gettext("the score of the {match}")),
             (word("help"), t.gettext("this list")),
             (word("quit"), t.gettext("stop; the record is saved"))]
    return [t.gettext("Commands:")] + [row if isinstance(row, str) else f"  {row[0]:<12} {row[1]}" for row in rows]


def hand_result(t: Talk, result: HandResult, seat: int, contract: Contract | None = None) -> str:
    """`Card points: us 70, them 50. This hand scores 1 game point for us.` — what this hand
    scores, never set like the match's score, which the score sheet says after it. At another
    table each side's (`You+N 40 · SW+NE 30 · NW+SE 50`); under a contract the declarers' and
    the defenders' card points and whether the contract is made (`The contract of 70 fails (55
    taken).`)."""
    why = f" ({t.settled(result.settled_by)})" if result.settled_by != "play" else ""
    if contract is not None or not t.usual:
        if contract is not None:
            line = t.gettext("Card points: declarer’s side {a}, defenders {b}.", a=result.points[0],
                             b=result.points[1])
            if result.settled_by == "play":
                line += " " + (t.gettext("Every {trick} to the declarer’s side!") if result.tricks[0] == contract.tricks
                               else t.gettext("The contract of {bid} is made.", bid=contract.bid)
                               if result.points[0] >= contract.bid else
                               t.gettext("The contract of {bid} fails ({points} taken).", bid=contract.bid,
                                         points=result.points[0]))
        else:
            line = t.gettext("Card points: {scores}.", scores=t.by_side(result.points, seat))
        line += " " + t.gettext("This {hand} scores, in {game_point:pl}: {scores}{why}.",
                                scores=t.by_side(result.game_points, seat), why=why)
    else:
        ours, theirs = seat % 2, 1 - seat % 2
        line = t.gettext("Card points: us {a}, them {b}.", a=result.points[ours], b=result.points[theirs])
        us, them = result.game_points[ours], result.game_points[theirs]
        word = t.words["game_point"]
        if result.score.tie and not us and not them:
            said = t.gettext("A 60–60 tie: this {hand} scores nothing{why}.", why=why)
        elif min(us, them) < 0 or (us and them):
            said = t.gettext("This {hand} scores {a} for us and {b} for them{why}.", a=t.v.count(us, word),
                             b=t.v.count(them, word), why=why)
        elif us or them:
            said = (t.gettext("This {hand} scores {games} for us{why}.", games=t.v.count(us, word), why=why) if us
                    else t.gettext("This {hand} scores {games} for them{why}.", games=t.v.count(them, word),
                                   why=why))
        else:
            said = t.gettext("This {hand} scores nothing{why}.", why=why)
        line += " " + said
    if result.score.bandeira:
        line += " " + t.gettext("{bandeira}!")
    return line


def cross_fits(t: Talk) -> bool:
    """Whether this table's score is drawn as crosses: a Portuguese table's (:meth:`.talk.Talk.crossed`)
    whose match is won with at most 4 game points, one on each arm of a cross."""
    return t.crossed() and t.rules.target <= 4


def not_crossed(t: Talk, scores: tuple[int, ...]) -> str | None:
    """None where the score is drawn as crosses; else why not in a sentence where the table
    would keep a cross (its target above 4, a score below 0: a cross has four arms and no
    mark for less than nothing), "" where it keeps none."""
    if cross_fits(t) and min(scores) >= 0:
        return None
    if not t.crossed():
        return ""
    if not cross_fits(t):
        return t.gettext("The score is kept in numbers: a cross has room for only four {game_point:pl}, "
                         "a dot at the end of each arm.")
    return t.gettext("The score is kept in numbers: a score below 0 cannot be marked on a cross.")


def score_line(t: Talk, scores: tuple[int, ...] | list[int], seat: int) -> str:
    """`Score: Us 1 – Them 0.` — the match's score in one line, as the sheet writes it where it
    draws no cross (said after a penalty that lets play go on: EN24-03)."""
    if t.usual:
        ours = t.rules.table.side_of[seat]
        return t.gettext("Score: Us {us} – Them {them}.", us=scores[ours], them=scores[1 - ours])
    return t.gettext("Score: {scores}.", scores=t.v.sentence(t.by_side(scores, seat, heading=True)))


def sheet(t: Talk, scores: tuple[int, ...] | list[int], seat: int, explain: bool, over: bool = False,
          asked: bool = False) -> list[str]:
    """The score sheet: at a Portuguese table a cross per team, a dot per game point,
    explained each time it is drawn (:meth:`.talk.Talk.crossed`); elsewhere — or where a cross cannot
    show the score (:func:`not_crossed`: said why the first time, and each time while a score
    is below 0 where a cross shows the others) — the score as numbers, with what wins the
    match while it is still to be won. At the usual table ours first ("Us", "Them"), at
    another a column per side, named by its seats. The cross's key is said the first time
    (`explain`) and whenever the player asks for the score (`asked`), not after every hand."""
    games = t.v.count(t.rules.target, t.words["game_point"])
    if t.usual:
        ours = t.rules.table.side_of[seat]
        names: tuple[str, ...] = (t.v.pgettext("score sheet", "Us"), t.v.pgettext("score sheet", "Them"))
        shown: tuple[int, ...] = (scores[ours], scores[1 - ours])
    else:
        order = t.sides_in_play(seat)  # a column per side in the order of play, the player's first
        names = tuple(t.v.sentence(t.side_label(side, seat)) for side in order)
        shown = tuple(scores[side] for side in order)
    why = not_crossed(t, shown)
    if why is not None:
        # the sides named as the status line and the sheet's columns name them (`Us 1 – Them 0`,
        # `You 0 · East 0`): the same score written the same way (EN16-15)
        if over:
            line = score_line(t, scores, seat)
        elif t.usual:
            line = t.gettext("Score: Us {us} – Them {them}; {games} win the {match}.", us=shown[0],
                             them=shown[1], games=games)
        else:
            fields = t.v.sentence(t.by_side(scores, seat, heading=True))  # the player's side first
            line = t.gettext("Score: {scores}; {games} win the {match}.", scores=fields, games=games)
        return [line, "(" + why + ")"] if why and (explain or cross_fits(t)) else [line]
    # the cross's key the first time it is drawn and at every `score` (EN12-05: `score` in
    # sueca-a-dois showed the bare cross once a hand had explained it), not after every hand
    # (EN15-09: reprinted after each one)
    # the cross is the rules' where they set it (sueca-fr: 004), else the screen's own way, said so
    # (en EN13-10, pt-PT R13-PT-11, pt-BR BR13-13: the book says "not said")
    key = (t.gettext("Each {game_point} won is marked with a dot at the end of an arm of the cross; {games} win "
                     "the {match}.",
                     games=games) if t.rules.match.scoresheet_cross else
           t.gettext("This screen draws the score as a cross: a dot at the end of an arm "
                     "for each {game_point}; {games} win the {match}.", games=games))  # not a rule (BR21-06)
    # true at a table of two too (EN15-09), not "as Sueca players do" (EN17-06, BR17-14), nor whose
    # description it follows (source talk on a player's screen, EN19-04); the dot said one way (EN17-02)
    return [score_sheet(shown, names), "(" + key + ")"] if explain or asked else [score_sheet(shown, names)]


def accused_of(t: Talk, rules: Rules, seat: int, words: list[str]) -> tuple[int | None, str | None]:
    """The seat an `accuse` command names (`accuse 1`, `acusar 3`; the words for left and
    right too, at another table the seat's compass point: `accuse NW`), and what to say
    instead where it names none that may be accused: (seat, None) or (None, message). Where
    the variant accuses a team, no seat is needed (None, None)."""
    table = rules.table
    opponents = tuple(s for s in range(table.players) if table.side_of[s] != table.side_of[seat])
    word = words[0].strip() if words else ""
    named = t.seat_named(word, seat) if word else None
    if named is None and not word and not rules.illegal.names_player:
        return None, None
    if named is not None and named in opponents:
        return named, None
    accuse = t.command_word("accuse")
    if t.usual:
        a, b = (seat + 1) % 4, (seat + 3) % 4
        if named is not None:
            return None, t.gettext("Seat {seat} is on your own team: accuse a player of the other team "
                                   "({accuse} {a} or {accuse} {b}).", seat=named, a=a, b=b, accuse=accuse)
        return None, t.gettext("Name the player you accuse: {accuse} {a} (on your left) or {accuse} {b} "
                               "(on your right).", a=a, b=b, accuse=accuse)
    return None, t.gettext("Name a player of another side: {choices}.", choices=t.v.listing(
        [f"{accuse} {t.point(s)}" for s in opponents], "or"))


def first_lead(t: Talk, seat: int, me: int) -> list[str]:
    """Who leads to the hand's first trick, said under the hand's heading (`to the first trick`,
    as the books say: "leads first", EN16-14); nothing when it is the player, whose status block
    just below says `You lead.` (said twice, FR16-13)."""
    if seat == me:
        return []
    return [t.v.sentence(t.v.pgettext("play screen", "{who} {lead:s} to the first {trick}.",
                                      **{**t.words, "who": t.who(seat, me)}))]
