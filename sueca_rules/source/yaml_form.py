"""The YAML reader: safe, line-tracking, and refusing hostile documents quickly.

Only plain data is accepted: mappings, sequences, strings, integers, booleans and null.
Anchors and aliases (the "billion laughs" bomb), custom tags such as ``!!python/object``,
duplicate keys and deep nesting are refused with a located error before anything is built.
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml.composer import Composer
from yaml.events import AliasEvent, CollectionStartEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ..errors import Location, SyntaxProblem
from .text import MAX_DIGITS, Located, Path_, SourceText

MAX_DEPTH = 32
KEY = "[key]"  # positions[(*path, KEY)] is where a mapping key was written
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null", "tag:yaml.org,2002:float", "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
}


class _Refused(Exception):
    def __init__(self, mark: Any, message: str) -> None:
        super().__init__(message)
        self.line = mark.line + 1 if mark else 1
        self.column = mark.column + 1 if mark else 1
        self.message = message


class _GuardedLoader(yaml.SafeLoader):
    """SafeLoader that refuses aliases and deep nesting while composing."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def _next_event(self) -> Any:
        return self.peek_event()  # type: ignore[no-untyped-call]

    def compose_node(self, parent: Node | None, index: object) -> Node | None:
        if self.check_event(AliasEvent):
            event = self._next_event()
            raise _Refused(event.start_mark, "anchors and aliases (*name) are not allowed in "
                                             "these files — write the value out")
        if self.check_event(CollectionStartEvent):
            if getattr(self._next_event(), "anchor", None):
                event = self._next_event()
                raise _Refused(event.start_mark, "anchors (&name) are not allowed in these "
                                                 "files — write the value out")
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise _Refused(self._next_event().start_mark,
                               f"nesting deeper than {MAX_DEPTH} levels — a variant needs 4")
            try:
                return Composer.compose_node(self, parent, index)  # type: ignore[arg-type]
            finally:
                self._depth -= 1
        return Composer.compose_node(self, parent, index)  # type: ignore[arg-type]


def compose(source: SourceText) -> Node | None:
    """Text to a YAML node tree, or a located SyntaxProblem."""
    try:
        loader = _GuardedLoader(source.text)
    except yaml.YAMLError as err:  # the reader refuses characters YAML does not allow
        raise SyntaxProblem([source.problem(1, 1, f"YAML: {err}", "yaml")]) from None
    try:
        return loader.get_single_node()
    except _Refused as err:
        raise SyntaxProblem([source.problem(err.line, err.column, err.message, "yaml")]) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        column = mark.column + 1 if mark else 1
        what = err.problem or "not valid YAML"
        raise SyntaxProblem([source.problem(line, column, f"YAML syntax: {what}", "yaml")]) from None
    except yaml.YAMLError as err:
        raise SyntaxProblem([source.problem(1, 1, f"YAML syntax: {err}", "yaml")]) from None
    finally:
        loader.dispose()


class _Builder:
    def __init__(self, source: SourceText) -> None:
        self.source = source
        self.positions: dict[Path_, Location] = {}
        self.loader = yaml.SafeLoader("")

    def fail(self, node: Node, message: str) -> SyntaxProblem:
        mark = node.start_mark
        return SyntaxProblem([self.source.problem(mark.line + 1, mark.column + 1, message, "yaml")])

    def build(self, node: Node, path: Path_) -> object:
        self.positions[path] = Location(self.source.file, node.start_mark.line + 1,
                                        node.start_mark.column + 1)
        if node.tag not in _PLAIN_TAGS:
            raise self.fail(node, f"the tag {node.tag!r} is not allowed — only plain YAML data "
                                  "(texts, numbers, lists, mappings)")
        if isinstance(node, MappingNode):
            out: dict[str, object] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, ScalarNode) or key_node.tag not in _PLAIN_TAGS:
                    raise self.fail(key_node, "mapping keys must be plain names")
                key = str(key_node.value)
                if key in out:
                    raise self.fail(key_node, f"the key '{key}' is given twice in this mapping "
                                              "— keep one")
                out[key] = self.build(value_node, (*path, key))
                key_path = (*path, key, KEY)
                mark = key_node.start_mark
                self.positions[key_path] = Location(self.source.file, mark.line + 1,
                                                    mark.column + 1)
            return out
        if isinstance(node, SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        assert isinstance(node, ScalarNode)
        if node.tag == "tag:yaml.org,2002:int" and sum(c.isdigit() for c in node.value) > MAX_DIGITS:
            raise self.fail(node, f"the number {node.value[:12]}… is far too large — numbers in "
                                  "these files are small (card points, game points, seats)")
        return self.loader.construct_object(node)


def load_yaml(source: SourceText) -> Located:
    """Read a YAML variant (or case) file into a located dictionary."""
    node = compose(source)
    if node is None:
        raise SyntaxProblem([source.problem(1, 1, "the file has no YAML document", "yaml")])
    builder = _Builder(source)
    data = builder.build(node, ())
    if not isinstance(data, dict):
        raise SyntaxProblem([source.problem(1, 1, "the file must be a YAML mapping "
                                                  "(key: value lines)", "yaml")])
    return Located(data, builder.positions, source)
