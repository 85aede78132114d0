"""Shared helpers: write variant text to a temporary file and load or run it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from sueca_rules.errors import ProblemsError
from sueca_rules.source.resolve import bundled_names

from .forked import can_fork, run_forked

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = bundled_names()
# The table's shape, its stock, its auction and its contract (#22): YAML keys whose DSL keys
# are added on their own branch. Until the DSL has them, fmt cannot print a file that writes
# them (it would drop them), and the tests that print such a file in the DSL say so.
SHAPE_KEYS = ("table", "stock", "bidding", "contract")


def dsl_lacks(text: str) -> list[str]:
    """The keys of a YAML variant file's text that the DSL cannot write yet (none for a DSL
    file, or once the DSL has a block for each)."""
    import yaml

    from sueca_rules.source.syntax import BLOCKS

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return []
    if not isinstance(data, dict):
        return []
    return [key for key in SHAPE_KEYS if key in data and key not in BLOCKS]

# The sweeps and the tests that install, build, start clusters or play long runs: marked slow
# here, in one place, so that `pytest -n auto` (the README's command) stays a few minutes on
# two cores; `.ci/run` runs them too (`pytest -n auto -m slow`). A node id or its prefix.
SLOW = (
    "tests/cli/test_hostile.py",  # every hostile value for every option of every command
    "tests/cli/test_encoding.py::test_every_command_prints_in_a_narrow_encoding",
    "tests/cli/test_outputs.py::test_no_input_is_overwritten_however_it_is_named",
    "tests/cli/test_outputs.py::test_no_source_the_tool_reads_is_replaced_by_another_kind",
    "tests/cli/test_engine_cli.py::test_a_seed_out_of_range_is_refused_up_front",
    "tests/cli/test_conform_cli.py::test_an_invalid_case_file_is_located_and_exits_2",
    "tests/cli/test_bench_cli.py",
    "tests/source/test_line_ends.py::test_python_only_line_ends_are_refused_where_they_are",
    "tests/source/test_line_ends.py::test_carets_and_columns_are_on_the_wrong_value_whatever_the_line_ends",
    "tests/docs/test_matrix_scoring.py::test_the_bandeira_is_what_the_matrix_says",
    "tests/docs/test_matrix_scoring.py::test_each_band_scores_what_the_matrix_says",
    "tests/docs/test_matrix_scoring.py::test_a_tie_is_what_the_matrix_says",
    "tests/engine/test_state_machine.py",  # the property walk over every variant
    "tests/play/test_dask.py",  # local clusters
    "tests/play/test_dask_reach.py",  # clusters, and a real scheduler killed mid-run
    "tests/cli/test_stop_signals.py::test_a_burst_of_signals_after_the_first_loses_no_statistics",
    # each command and each signal once in the quick suite (docs-SIGTERM, fmt-SIGHUP,
    # autoplay-SIGQUIT): each run waits 1.5 s inside a slow fsync on purpose
    *(f"tests/cli/test_stop_signals.py::test_a_signal_while_a_file_is_written_leaves_it_whole_and_nothing_"
      f"beside[{command}-{int(signum)}]" for command, signum in (
          ("docs", signal.SIGHUP), ("docs", signal.SIGQUIT), ("fmt", signal.SIGTERM),
          ("fmt", signal.SIGQUIT), ("autoplay", signal.SIGTERM), ("autoplay", signal.SIGHUP))),
    "tests/lsp/test_framing.py",  # a server per mis-framed message
    "tests/lsp/test_load.py",
    "tests/fuzz/",
    "tests/test_packaging.py",  # builds and installs a wheel
    "tests/test_pre_commit_hooks.py",  # real pre-commit runs
    "tests/docs/test_reference_pages.py",  # builds the site (CI's mkdocs step builds it too)
    "tests/test_highlight.py::test_the_site_",  # builds the site, as above
    # the longest of the rest, each a sweep of commands run as processes (each still has
    # quicker neighbours in the suite)
    "tests/play/test_kernel.py::test_the_kernel_statistics_are_the_engines_for_every_bundled_variant",
    "tests/cli/test_outputs.py::test_another_programs_file_is_never_replaced",
    "tests/cli/test_outputs.py::test_a_file_of_the_commands_own_kind_is_replaced",
    "tests/cli/test_outputs.py::test_every_output_flag_refuses_the_variant_itself",
    "tests/source/test_line_ends.py::test_fmt_write_keeps_every_rule_and_comment_whatever_the_line_ends",
    "tests/cli/test_engine_cli.py::test_a_house_file_record_replays_from_any_folder",
    "tests/cli/test_engine_cli.py::test_autoplay_plays_a_long_variant_to_the_end",
    "tests/cli/test_engine_cli.py::test_replay_refuses_a_malformed_record_kindly",
    "tests/cli/test_engine_cli.py::test_the_largest_seeds_make_records_that_replay",
    "tests/play/test_terminal_io.py::test_a_terminal_closing_mid_game_saves_the_record",
    "tests/cli/test_counts.py::test_each_file_counts_once",
    "tests/test_fmt.py::test_show_command_prints_options_with_when_and_dashed_rule_paths",
    "tests/cli/test_variants_cli.py::test_bad_input_is_located_and_kind",
    "tests/cli/test_encoding.py::test_a_file_name_that_is_not_utf8_is_printed_safely",
    "tests/cli/test_conform_cli.py::test_repo_suite_runs_under_pytest_by_the_plugin",
    "tests/cli/test_conform_cli.py::test_pytest_collects_case_files_as_items",
    "tests/cli/test_sweep.py::test_devices_and_fifos_are_refused_without_hanging",
    "tests/cli/test_atomic_writes.py::test_a_link_to_a_variant_file_is_refused",
    "tests/cli/test_atomic_writes.py::test_a_full_disk_leaves_the_old_file_whole",
    "tests/docs/test_getting_started.py::test_every_command_works_as_pasted",
    "tests/docs/test_html.py::test_each_house_rulebook_prints_on_one_a4_page",  # 90 prints, 2 s each
    "tests/play/test_simulate.py::test_usage_errors_name_the_value_and_exit_2",
    "tests/play/test_signals.py::test_two_signals_in_quick_succession_again_and_again",
    "tests/play/test_terminal_locales.py::test_the_variants_region_then_the_users_locale_choose_the_language",
    "tests/play/test_expert.py::test_a_terminal_game_against_the_experts_is_played_to_the_end_and_saved[last-",
    "tests/conformance/test_proof.py::test_the_pytest_plugin_reports_them_too",
    # other tables (#22): the expert's long games (the shapes' quick tests play random and greedy)
    "tests/play/test_shapes_simulate.py::test_the_expert_plays_the_same_games_on_any_number_of_workers",
    "tests/play/test_shapes_bots.py::test_the_expert_beats_random_at_two_with_a_stock",
    "tests/play/test_terminal_locales.py::test_the_users_locale_then_the_variants_region_choose_the_language",
    # a Chromium print each (2-7 s): the quick suite prints French, the longest text and the
    # nearest a second page; the slow run prints every locale
    *(f"tests/docs/{test}[{locale}" for locale in ("en", "pt-PT", "pt-BR") for test in (
        "test_sheet_type.py::test_a_sparser_sheet_prints_in_larger_type",
        "test_sheet_type.py::test_without_scripts_the_fullest_sheet_prints_on_one_page_in_the_fallback_type",
        "test_round7_options_sheet.py::test_the_fullest_sheet_prints_above_the_fallback_type")),
)

# A sweep over every house file runs in the quick suite for these, one per part they exercise
# (a tie rule, seats, the table's draw, named results, a series, allowed acts, a named
# accusation, declared infractions); the slow run sweeps all of them.
QUICK_HOUSE = ("porto-dobra", "brasil-embaralha-corta", "cortar-parceiros", "gato-e-chapeu",
               "torneio-mocas", "mostrar-ao-seguinte", "renuncia-nomeada", "mesa-calada")

# Each printed sheet costs a Chromium start (2 s): the quick suite prints the fullest bundled
# sheets, the ones nearest a second page, in every locale; the slow run prints all of them.
PRINTED = "tests/docs/test_html.py::test_each_bundled_rulebook_prints_on_one_a4_page["
QUICK_PRINTS = ("mesa-brasileira-", "sueca-52-")


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        nodeid = item.nodeid
        if nodeid.startswith(SLOW) or ("variants/house/" in nodeid and not any(
                f"variants/house/{name}." in nodeid for name in QUICK_HOUSE)) or (
                nodeid.startswith(PRINTED) and not nodeid[len(PRINTED):].startswith(QUICK_PRINTS)):
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    def _write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return _write


# The commands follow the user's locale (LC_ALL, LC_MESSAGES, LANG): the tests run as a user
# whose locale names no language the game speaks, whatever the machine's, so that what they
# expect does not depend on it; a test that means a locale sets it in the command's env.
for _name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"
# Likewise a CI service's own variables (CI=true, GITHUB_ACTIONS=true, NO_COLOR, FORCE_COLOR):
# the commands behave differently under them (a folder with no variant files is an error under
# CI; workflow annotations; colour), so the suite runs as on a developer's desk whatever runs it,
# and a test that means CI or colour sets the variable in the command's env.
for _name in ("CI", "GITHUB_ACTIONS", "NO_COLOR", "FORCE_COLOR"):
    os.environ.pop(_name, None)


def run_cli(*args: str, cwd: Path | None = None, timeout: float = 60,
            input_text: str | None = None, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real command line in a subprocess (a hang fails instead of blocking CI; with no
    `input_text` its standard input is empty, never the test run's own): forked from this
    process, whose imports it shares (tests/forked.py), or spawned where fork is unsafe or
    SUECA_TESTS_SPAWN is set. `env`: the command's whole environment (None: this process's)."""
    if can_fork() and not os.environ.get("SUECA_TESTS_SPAWN"):
        return run_forked(args, cwd or ROOT, timeout, input_text, env)
    return subprocess.run([sys.executable, "-m", "sueca_rules", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=cwd or ROOT, input=input_text, env=env,
                          stdin=subprocess.DEVNULL if input_text is None else None)


def problems_of(func: Callable[[], object]) -> list[str]:
    """The rendered first lines of the problems a call raises (fails if it raises none)."""
    with pytest.raises(ProblemsError) as info:
        func()
    return [p.render().splitlines()[0] for p in info.value.problems]
