"""The server's copy of an open document, with lines as the client counts them.

pygls' :class:`~pygls.workspace.TextDocument` splits lines with :meth:`str.splitlines`, which
also ends a line at U+2028, U+2029, U+0085, \\v, \\f and \\x1c-\\x1e; an editor (and the LSP)
ends lines only at \\r\\n, \\n and \\r. With one of those characters in a document, every
position after it meant another place to pygls than to the editor: an incremental edit landed
on the wrong line, and the server's copy drifted from the editor's (false errors after a valid
edit, a format-on-save that deleted what was just typed). :class:`Document` splits lines by
:mod:`sueca_rules.lines`, applies edits by those lines in the client's position units (UTF-16
unless negotiated), and keeps the lines of the current text instead of splitting the whole
text again on every position.
"""

from __future__ import annotations

from collections.abc import Sequence

from lsprotocol import types
from pygls.workspace import TextDocument

from ..lines import split_keeping_ends, without_end


class Document(TextDocument):
    """An open document: pygls' TextDocument with the LSP's lines."""

    _split_for: str | None = None
    _split: tuple[str, ...] = ()
    _starts: list[int]

    @property
    def lines(self) -> Sequence[str]:
        """The lines of the text, each with its line end (\\r\\n, \\n or \\r)."""
        text = self.source
        if text is not self._split_for:
            self._split = tuple(split_keeping_ends(text))
            starts = [0]
            for line in self._split:
                starts.append(starts[-1] + len(line))
            self._starts = starts
            self._split_for = text
        return self._split

    def offset(self, position: types.Position) -> int:
        """The code-point offset of a client position: a character past the end of its line is
        the line's end (the LSP says so), a line past the last is the end of the text."""
        lines = self.lines
        if position.line >= len(lines):
            return len(self.source)
        line = without_end(lines[position.line])
        units = 0
        index = 0
        count = self.position_codec.client_num_units
        while index < len(line) and units < position.character:
            units += int(count(line[index]))
            index += 1
        return self._starts[position.line] + index

    def _apply_incremental_change(self, change: types.TextDocumentContentChangePartial) -> None:
        """Replace the change's range (in the client's units, on the client's lines) by its
        text."""
        start, end = self.offset(change.range.start), self.offset(change.range.end)
        text = self.source
        start, end = min(start, end), max(start, end)
        self._source = text[:start] + change.text + text[end:]
