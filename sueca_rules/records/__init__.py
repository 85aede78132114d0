"""Game records: the public JSON form of a match (``sueca-rules/record@2``, and ``record@1``
read as ever) and of a series — read with a schema, replayed to the identical result, named
and written as files.

Above the engine: a record is the engine's action log written out (:meth:`Match.record
<sueca_rules.engine.Match.record>`), and replaying it applies those actions again. The
variant a record names is loaded by the `load` function the caller passes in
(:func:`~.files.record_variant` finds the file a record names).

- :mod:`.schema`: the record's fields, read strictly (:func:`read_record`, :func:`parse_record`);
- :mod:`.replayer`: :func:`replay`, a record played again and checked;
- :mod:`.series`: :func:`replay_series`;
- :mod:`.files`: how a record names its variant, and its text (:func:`record_text`).
"""

from __future__ import annotations

from .files import record_reference, record_text, record_variant
from .replayer import replay
from .schema import MAX_RECORD_BYTES, Record, RecordError, RecordFormatError, parse_record, read_record
from .series import SERIES_FORMAT, replay_series

__all__ = ["MAX_RECORD_BYTES", "SERIES_FORMAT", "Record", "RecordError", "RecordFormatError",
           "parse_record", "read_record", "record_reference", "record_text", "record_variant",
           "replay", "replay_series"]
