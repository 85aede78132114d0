"""A resolved variant: its effective rules, where each value comes from, and how a problem
about one of its rules is located and said."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, get_origin

from ..errors import Context, Location, Problem, SchemaProblem
from ..spec import VariantSpec
from .options import RULE_EXAMPLES
from .origins import Job, Origin, Places
from .text import Located, Path_, SourceText, locate
from .validation import model_at, on_word, strip_optional


@dataclass
class Resolved:
    """An effective variant and everything needed to say where each of its rules comes from.

    `spec` is the effective rules (valid); `layers` the file read, then its parents; `data`
    the merged rules before options, `effective` after; `jobs` what the options set, in order;
    `written` where the files wrote each path; `positions` where a problem about each path is
    located (:class:`~sueca_rules.source.origins.Places`: a rule an option set is placed
    where the option set it); `warnings` what is not wrong but worth a look (errors are
    raised, never returned). :meth:`origin` says where any value comes from.
    """

    spec: VariantSpec
    positions: Mapping[Path_, Location]
    sources: dict[str, SourceText]
    layers: list[Located] = field(default_factory=list)  # the file, then its parents
    data: dict[str, object] = field(default_factory=dict)  # merged, before options
    effective: dict[str, object] = field(default_factory=dict)  # merged, options applied
    jobs: list[Job] = field(default_factory=list)  # what the options set, in order
    written: Mapping[Path_, Location] = field(default_factory=dict)  # as written in the files
    warnings: list[Problem] = field(default_factory=list)  # nothing wrong, but worth a look
    relocating: bool = True  # whether :meth:`problem` moves problems to the option's place

    @property
    def file(self) -> str:
        return self.layers[0].source.file

    @property
    def problems(self) -> list[Problem]:
        """The problems a resolved variant carries: its warnings (errors are raised)."""
        return self.warnings

    @cached_property
    def variants(self) -> dict[str, str]:
        """The variant each file of the chain is, by file name."""
        return {layer.source.file: str(layer.data.get("variant")) for layer in self.layers}

    def origin(self, path: Path_) -> Origin:
        """Where the value at `path` (field names and indexes) comes from: written in this
        file, inherited from a parent, set by an option, or the spec's default."""
        moved = self.positions.origin_at(path) if isinstance(self.positions, Places) else None
        if moved is not None:
            return moved
        at = locate(self.written, path, self.file)
        how: Literal["written", "inherited", "default"] = \
            "written" if at.file == self.file else "inherited"
        if not _holds(self.data, path):
            how = "default"
        return Origin(how, at, self.variants.get(at.file))

    @property
    def origins(self) -> dict[Path_, Origin]:
        """The origin of every value some file writes, and of every rule an option sets."""
        paths = [p for p in self.written if not p or p[-1] != "[key]"]
        paths += [job.rule for _, _, job in self.jobs]
        return {path: self.origin(path) for path in dict.fromkeys(paths)}

    def where(self, path: Path_) -> Location:
        """Where the rule at `path` was written (by an option that set it, or in a file)."""
        return self.origin(path).at

    def problem(self, path: Path_ | Sequence[Path_], message: str, code: str,
                suggestion: str | None = None) -> Problem:
        """A problem at `path`; given several paths, the first one written in this very file
        (a rule that clashes with an inherited one is reported where the user wrote it).
        With a `suggestion` (the word to write instead of the last part of the path), the
        problem is shown on that word where the line writes it."""
        paths: list[Path_] = list(path) if isinstance(path, list) else [path]  # type: ignore[list-item]
        places = [locate(self.positions, p, self.file) for p in paths]
        # a rule left at its default is written nowhere: the first path written in this file,
        # else the first written at all (in a parent, by an option), else the first given
        written = [any(p[:end] in self.positions for end in range(len(p), 0, -1)) for p in paths]
        index = next((i for i, w in enumerate(places) if w.file == self.file and written[i]),
                     next((i for i in range(len(paths)) if written[i]), 0))
        where = places[index]
        source = self.sources.get(where.file)
        line = source.line(where.line) if source else None
        if suggestion is not None:
            where = on_word(where, line, str(paths[index][-1]))
        found = Problem(where, message, code, source_line=line, suggestion=suggestion,
                        context=Context(self.variants.get(where.file), path=paths[index]))
        return self.relocate(found) if self.relocating else found

    def relocate(self, problem: Problem) -> Problem:
        """A problem at a rule an option set (placed with no line, its `context.path` the rule's
        path), moved to where the option set it and said as the option's: "option NAME: with
        'VALUE', ...". Any other problem is returned as it is."""
        if problem.location.line or not isinstance(self.positions, Places):
            return problem
        origin = self.positions.origin_at(problem.context.path) if problem.context.path else None
        if origin is None:
            return problem
        where = origin.at
        source = self.sources.get(where.file)
        text = source.line(where.line) if source else None
        message = problem.message + self._one_rule(origin.rule, problem)
        return Problem(where, f"option {origin.option}: with '{origin.value}', {message}",
                       problem.code, problem.severity, text, problem.suggestion,
                       Context(self.variants.get(where.file), origin.option, origin.value,
                               problem.context.path))

    def _one_rule(self, rule: tuple[str | int, ...], problem: Problem) -> str:
        """What to write instead when an option sets a whole block of rules, or a list, to
        one word: an option sets one rule, named inside the block."""
        if problem.code not in ("schema-model-type", "schema-dict-type", "schema-list-type") \
                or "—" in problem.message:
            return ""
        shown = ".".join(str(step) for step in rule).replace("_", "-")
        if problem.code == "schema-list-type":
            return (f" — an option's value is one word or number, and '{shown}' is a list: "
                    f"set a rule of one value instead, such as {RULE_EXAMPLES}")
        model = model_at(rule)
        inside = [name for name, info in model.model_fields.items()
                  if strip_optional(info.annotation) in (str, int, bool)
                  or get_origin(strip_optional(info.annotation)) is Literal] if model else []
        if not inside:
            return (f" — '{shown}' is a block of rules, and an option sets one rule of one word "
                    f"or number: name such a rule, e.g. {RULE_EXAMPLES}")
        return (f" — '{shown}' is a block of rules, and an option sets one rule: name a rule "
                f"inside it, such as '{shown}.{inside[0].replace('_', '-')}'")


def _holds(data: object, path: Path_) -> bool:
    """Whether some file writes the value at `path` (it is in the merged rules)."""
    node = data
    for step in path:
        inside = (isinstance(node, dict) and step in node) or (
            isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node))
        if not inside:
            return False
        node = node[step]  # type: ignore[index]
    return True


@dataclass
class PartlyChecked(SchemaProblem):
    """Wrong values, and the rules with each wrong value replaced by the parent's (`patched`,
    None when some cannot be), so that the semantic checks can still look at the rest."""

    patched: Resolved | None = None
    replaced: frozenset[str] = frozenset()  # the top-level fields replaced
