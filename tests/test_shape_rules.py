"""The table's shape, the stock, the auction and the contract as the DSL writes them (issue #22,
the catalogue's side): each key reads into its spec field (the bids into three), prints back
the same, is located where it is written, compiles into the fields its entry names, and is
compared by diff and the matrix only where some variant has it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sueca_rules.catalogue import wording_for
from sueca_rules.catalogue.compile import compile_rules
from sueca_rules.catalogue.scoring import facts
from sueca_rules.checks import validate
from sueca_rules.docs import diff_variants, matrix, rulebook
from sueca_rules.docs.compare import matrix_data, meaning
from sueca_rules.errors import SyntaxProblem
from sueca_rules.fmt import effective_text, format_dsl
from sueca_rules.lsp import knowledge
from sueca_rules.source.dsl import load_dsl
from sueca_rules.source.resolve import parse_text, resolve_text
from sueca_rules.source.text import SourceText
from sueca_rules.words.typeset import plain

from .conftest import BUNDLED, problems_of, run_cli
from .loaded import load_rules, load_variant
from .shapes import SHAPES, resolved

Write = Callable[[str, str], Path]


def test_the_new_blocks_have_their_keys_in_the_order_fmt_prints_them() -> None:
    assert [k.name for k in knowledge.keys_of("table")] == ["players", "sides", "hand", "undealt", "aside-points"]
    assert [k.name for k in knowledge.keys_of("stock")] == ["first", "trump-card", "must-follow", "when-void",
                                                           "must-overtake"]
    assert [k.name for k in knowledge.keys_of("bidding")] == ["first", "bids", "pass", "all-pass", "partner",
                                                             "call-own", "leads"]
    assert [k.name for k in knowledge.keys_of("contract")] == ["made", "all-tricks", "failed"]


def test_each_block_reads_into_the_spec() -> None:
    two, chamada = resolved("two-hands").spec, resolved("chamada").spec
    assert (two.table.players, two.table.sides, two.table.hand, two.table.undealt) == (2, "each", 3, "stock")
    assert two.stock is not None and (two.stock.first, two.stock.trump_card, two.stock.must_follow) == (
        "winner", "last", False)
    assert two.deal["standard"].trump == "stock-bottom" and "alternative" not in two.deal
    bidding = chamada.bidding
    assert bidding is not None and (bidding.first, bidding.lowest, bidding.highest, bidding.step) == (
        "next", 61, 120, 5)
    assert (bidding.passing, bidding.all_pass, bidding.partner, bidding.call_own, bidding.leads) == (
        "final", "redeal", "called-card", False, "declarer")
    contract = chamada.contract
    assert contract is not None and contract.all_tricks is not None
    assert [(e.to, e.games, e.floor) for e in contract.failed.effects or []] == [
        ("declarers", -1, None), ("defenders", 1, 0)]
    assert resolved("three-hands").spec.deck.removed == ["8", "9", "10", "2C"]


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_fmt_prints_each_shape_as_written_and_it_reads_again(name: str) -> None:
    source = SourceText(f"{name}.sueca", SHAPES[name])
    printed = format_dsl(parse_text(source))
    assert printed == SHAPES[name]  # the examples are in canonical form: nothing moves
    spec = resolve_text(source).spec
    for form, suffix in (("dsl", ".sueca"), ("yaml", ".yaml")):
        again = resolve_text(SourceText(f"shown{suffix}", effective_text(spec, {}, form))).spec
        assert again.model_copy(update={"extends": spec.extends}) == spec, form


@pytest.mark.parametrize(("line", "fields"), [
    ("bids 65..120 step 5", {"lowest": 65, "highest": 120, "step": 5}),
    ("bids 61..120", {"lowest": 61, "highest": 120}),
    ("bids 70", {"lowest": 70}),
    ("bids 70 step 10", {"lowest": 70, "step": 10}),
])
def test_bids_fill_the_fields_they_write(line: str, fields: dict[str, int]) -> None:
    located = load_dsl(SourceText("b.sueca", f"variant b\nbidding {{\n  {line}\n}}\n"))
    assert located.data["bidding"] == fields
    for field in fields:  # each field located on the line that wrote it
        assert located.positions[("bidding", field)].line == 3
    assert format_dsl(located).splitlines()[-2] == f"  {line}"


@pytest.mark.parametrize(("line", "said"), [
    ("bids high", "3:8: error: the bids start with a number or a range, not 'high'"),
    ("bids 61 by 5", "3:11: error: unexpected 'by' after the bids"),
    ("bids 61 step", "3:11: error: 'step' needs a number after it"),
    ("bids 61 step 5 6", "3:18: error: unexpected 6 — end the line there"),
])
def test_a_wrong_bid_line_is_said_where_it_goes_wrong(line: str, said: str) -> None:
    with pytest.raises(SyntaxProblem) as info:
        load_dsl(SourceText("b.sueca", f"variant b\nbidding {{\n  {line}\n}}\n"))
    (problem,) = info.value.problems
    assert problem.render().splitlines()[0].startswith(f"b.sueca:{said}"), problem.render()
    assert problem.code == "dsl-value"


def test_bids_written_twice_is_said_once(write: Write) -> None:
    path = write("b.sueca", "variant b extends portugal\nbidding {\n  bids 61\n  bids 70\n}\n")
    found = problems_of(lambda: validate(str(path)))
    assert any("4:3: error: 'bids' is set twice (first at line 3) — keep one" in f for f in found), found


def test_a_child_that_resets_the_hand_keeps_none_through_fmt() -> None:
    text = "variant b extends two-hands\n\ntable {\n  hand none\n  undealt none\n}\n"
    assert format_dsl(parse_text(SourceText("b.sueca", text))) == text


def test_single_cards_removed_compile_out_of_the_deck() -> None:
    rules = compile_rules(resolved("three-hands").spec)
    assert rules.deck.size == 39 and "2C" not in rules.deck.card_ids and "2S" in rules.deck.card_ids
    assert rules.deals.hand_size == 13 and rules.deals.aside == 0 and rules.deals.stock is None
    assert meaning(resolved("three-hands").spec)["deck.removed"] == ["8", "9", "10", "2C"]
    assert wording_for("deck.removed").say(["8", "9", "10", "2C"], "en") == "8, 9, 10 and 2 of clubs"
    assert wording_for("deck.removed").say(["8", "9", "10", "2C"], "pt-PT") == "8, 9, 10 e 2 de paus"


def test_every_new_compiled_field_is_read_from_the_file() -> None:
    two = compile_rules(resolved("two-hands").spec)
    assert (two.table.players, two.table.sides, two.table.side_of) == (2, 2, (0, 1))
    assert two.deals.stock is not None and not two.deals.stock.leader_first and two.deals.stock.trump_card_last
    assert len(two.deals["standard"].stock_at) == 34 and two.deals["standard"].stock_at[-1] == 6
    six = compile_rules(resolved("six-in-threes").spec)
    assert six.table.side_of == (0, 1, 0, 1, 0, 1) and six.deals.aside == 4 and six.deals.aside_to_last
    chamada = compile_rules(resolved("chamada").spec)
    assert chamada.bidding is not None and chamada.bidding.called_card and chamada.bidding.declarer_leads
    assert (chamada.bidding.lowest, chamada.bidding.highest, chamada.bidding.step) == (61, 120, 5)


def test_the_usual_variants_compare_as_before() -> None:
    """The bundled variants of the usual table (four in pairs, every card dealt, no auction) have
    none of these rules among them: no row of their matrix, no line of diff; with the variants
    of other tables (#22) the rows appear."""
    usual = [name for name in BUNDLED if (lambda r: (r.table.players, r.table.sides) == (4, 2)
                                          and r.deals.stock is None and r.bidding is None)(load_rules(name))]
    assert len(usual) >= 7 and len(usual) < len(BUNDLED)
    rows = {row["path"] for row in matrix_data(usual, "en")["rules"]}
    new = ("table.", "stock", "bidding", "contract")
    # the Azores's cards left out, cut for trumps, are said where the others deal every card (EN12-07)
    assert not {path for path in rows if path.startswith(new)} - {"table.undealt"}, rows
    assert "| **Players** |" not in matrix(usual, "en")
    every = {row["path"] for row in matrix_data(list(BUNDLED), "en")["rules"]}
    assert {"table.players", "bidding"} <= every


def test_diff_and_the_matrix_say_the_shapes() -> None:
    specs = [load_variant("portugal"), *(resolved(n).spec for n in ("two-hands", "chamada"))]
    rows = {row["path"]: row for row in matrix_data(specs, "en")["rules"]}
    players = {value["value"]: value["variants"] for value in rows["table.players"]["values"]}
    assert players == {"4 players": ["portugal"], "2 players": ["two-hands"], "5 players": ["chamada"]}
    # a partner called each hand is not "each for themselves"
    assert {v["value"] for v in rows["table.sides"]["values"]} == {
        "teams of two", "each for themselves",
        "a new partnership each hand: the declarer and whoever holds the card they call"}
    assert {v["value"] for v in rows["table.undealt"]["values"]} == {
        "nothing (every card in play is dealt)", "a stock: each player draws a card after each of the first 17 tricks"}
    # at a table of two, the winner draws first and then "the other player", not "the others in turn"
    assert rows["stock.first"]["values"][0]["value"] == "the winner of the trick, then the other player"
    # the auction row says there is one; the bids have their own row (one text, not twice)
    assert {v["value"] for v in rows["bidding"]["values"]} == {"none", "yes"}
    assert rows["bidding.lowest"]["values"][0]["value"] == "from 61 to 120 card points, in steps of 5"
    # nobody has a partner at two: the silence rule and its penalty do not apply there
    silent = {v["value"]: v["variants"] for v in rows["play.silent"]["values"]}
    assert silent["— (no partners)"] == ["two-hands"] and "chamada" in silent["yes"]
    said = plain(diff_variants(specs[0], specs[2], "en"))
    # each variant's value on a line of its own under the rule's name; where only one side bids,
    # the auction's parts, who leads first and the called partner are lines too
    assert "- **Auction**\n    - Sueca (Portugal): none\n    - Sueca chamada: yes\n" in said
    assert "- **Bids**\n    - Sueca (Portugal): — (does not apply)\n    - Sueca chamada: from 61 to 120 card " \
        "points, in steps of 5\n" in said
    assert "- **Who leads to the first trick**\n    - Sueca (Portugal): the player on the dealer’s right\n" \
        "    - Sueca chamada: the declarer\n" in said
    assert "- **The declarer’s partner**\n    - Sueca (Portugal): — (does not apply)\n    - Sueca chamada: " \
        "the holder of a card the declarer calls" in said
    assert "- **Every trick taken by the declarer’s side**\n" in said
    # the contract as a whole is not a line: its outcomes are, the side without one saying why
    assert ("- **Contract made**\n    - Sueca (Portugal): — (does not apply)\n    - Sueca chamada: each player on the "
            "declarer’s side scores 1 game point") in said and "**Contract**" not in said
    assert "like the standard deal" not in said  # its one deal differs: "only one", and the rows say how
    assert "- **Cards dealt to each player**\n    - Sueca (Portugal): 10 cards\n    - Sueca chamada: 8 cards\n" in said


def test_who_bids_first_is_compared_by_the_seat_it_is() -> None:
    """`next` under anticlockwise play is the dealer's right: the same rule as `right`."""
    spec = resolved("chamada").spec
    right = spec.model_copy(update={"bidding": spec.bidding.model_copy(update={"first": "right"})})  # type: ignore[union-attr]
    left = spec.model_copy(update={"bidding": spec.bidding.model_copy(update={"first": "left"})})  # type: ignore[union-attr]
    assert meaning(spec)["bidding.first"] == meaning(right)["bidding.first"] != meaning(left)["bidding.first"]


# -- the fourth readers' and reader22's kinds (#22, #23): what the docs say of other tables ------
def test_the_bands_start_at_the_fewest_points_that_win_at_the_table() -> None:
    """Three sides: 41 card points of 120 win (more than 40 and 39); the book, diff and the
    matrix say the bands the engine scores (they all said 61 before, from half the deck)."""
    three = resolved("three-hands").spec
    rules = compile_rules(three)
    runs = [(b["min"], b["max"]) for b in facts.bands(rules)]
    assert runs[0][0] == 41 and rules.scoring.score((41, 40, 39)).game_points[0] > 0
    assert rules.scoring.score((40, 40, 40)).tie  # equal most: a tie, as the book says
    book_text = plain(rulebook(three, "en"))
    assert f"| {runs[0][0]}–{runs[0][1]} |" in book_text and "| 61–" not in book_text
    assert "the player with the most wins the hand" in book_text and "60–60" not in book_text.split("## Differences")[0]


def test_a_contract_table_compares_no_bands_tie_or_trump_card() -> None:
    """Under a contract the bid decides: the matrix and diff give Sueca italiana no bands, no
    bandeira, no tie and no trump card shown (none is turned), and several sides can reach the
    target in one hand (a declarer and its partner score together)."""
    rows = {row["path"]: row for row in matrix_data([load_variant("portugal"), load_variant("sueca-italiana")],
                                                        "en")["rules"]}
    for path in ("scoring.hands", "scoring.tie", "scoring.bandeira", "trump.shown"):
        italiana = [v["value"] for v in rows[path]["values"] if "sueca-italiana" in v["variants"]]
        assert italiana == ["— (does not apply)"], (path, italiana)
    both = [v["value"] for v in rows["match.both_reach"]["values"] if "sueca-italiana" in v["variants"]]
    assert both and "cannot happen" not in both[0]


def test_each_for_themselves_is_said_of_players_not_teams() -> None:
    """At a table where each plays alone the book counts players: who wins a hand, a tie, the
    match, the glossary; a table of two says "the dealer's opponent" for left and right alike, in
    the book and in the matrix."""
    for name in ("sueca-a-dois", "three-hands"):
        spec = load_variant(name) if name.startswith("sueca") else resolved(name).spec
        said = plain(rulebook(spec, "en")).split("## Differences")[0]
        for team in ("each team", "the team with", "first team", "a team takes", "a team reaches"):
            assert team not in said, (name, team)
    duo = plain(rulebook(load_variant("sueca-a-dois"), "en"))
    assert "the player on the dealer’s left" not in duo and "the player on the dealer’s right" not in duo.split(
        "## Differences")[0]
    assert "The dealer’s opponent leads to the first trick" in duo
    rows = {row["path"]: row for row in matrix_data([load_variant("portugal"), load_variant("sueca-a-dois")],
                                                        "en")["rules"]}
    for path in ("play.first_lead", "deal.*.cuts", "dealer.next"):  # a field alike in every deal: one row
        values = [v["value"] for v in rows[path]["values"] if "sueca-a-dois" in v["variants"]]
        assert values == ["the dealer's opponent"], path


def test_a_stock_table_counts_the_stock_with_the_turned_card_and_shows_it_under_the_stock() -> None:
    """52 cards, ten each: twelve left, one turned for trump under the stock, eleven face down:
    one count, the stock of twelve (as the summary and the play screen say, EN-22/EN-26);
    the matrix says the card lies under the stock until drawn (no dealer holds it)."""
    text = plain(rulebook(load_variant("sueca-52"), "en"))
    assert "The other 11 cards lie face down on top of the trump card and, with it, form the stock of 12." in text
    assert "**stock** (*monte*): the 12 cards not dealt, the trump card at the bottom; after each of the first " \
           "3 tricks, each player draws one from it." in text  # not "after each trick" (D05)
    rows = {row["path"]: row for row in matrix_data([load_variant("portugal"), load_variant("sueca-52")],
                                                        "en")["rules"]}
    shown = [v["value"] for v in rows["trump.shown"]["values"] if "sueca-52" in v["variants"]]
    assert shown == ["face up under the stock; drawn last, then held until played"]


def test_no_phantom_difference_between_two_shapes_that_turn_the_stocks_bottom_card() -> None:
    """Two players of three and four of ten both turn the first card after the deal: the
    same rule, though it lies at the 7th and the 41st place of the deck (reader22 saw two
    identical texts listed as a difference)."""
    said = plain(diff_variants(load_variant("sueca-a-dois"), load_variant("sueca-52"), "en"))
    assert "Trump card (standard deal)" not in said and "Cards dealt to each player" in said


def test_bands_a_parent_gives_another_table_say_whose_they_are_and_what_to_write(
        write: Callable[[str, str], Path]) -> None:
    """Four each for themselves on Portugal's bands (61..90, 91..120): the error is at the
    line that made them wrong (`sides each`) and says they are the parent's and what to write
    here, not "start this band at 31" of a band the file does not have (reader22, D6)."""
    path = write("e3.sueca", "variant e3 extends portugal\ntable {\n  players 4\n  sides each\n}\n")
    said = problems_of(lambda: validate(str(path)))
    assert any(line.startswith(f"{path}:4:9: error: the bands are portugal's and must cover 31..120 at this "
                               "table: 31..60 card points score nothing — write this table's own in a scoring "
                               "block (e.g. `scoring { 31..120 -> 1 }`)") for line in said), said


def test_show_prints_the_stock_rules_in_force_where_the_file_gives_none(tmp_path: Path) -> None:
    """A stock table without a `stock` block plays the stock's defaults; `show` says them
    (reader22, D5: it printed no stock block, so the rules in force were nowhere)."""
    (tmp_path / "s2.sueca").write_text(
        "variant s2 extends portugal\ntable {\n  players 2\n  sides each\n  hand 3\n  undealt stock\n}\n"
        "deal standard {\n  packet 1\n  trump stock-bottom\n}\ndeal alternative none\nscoring {\n  61..120 -> 1\n}\n",
        encoding="utf-8")
    shown = run_cli("show", "s2.sueca", cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert "stock {\n  first winner\n  trump-card last\n  must-follow no\n  when-void any\n" in shown.stdout
    assert load_variant(str(tmp_path / "s2.sueca")).stock is not None
