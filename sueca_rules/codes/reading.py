"""Codes of reading a file: its bytes, the DSL's syntax and statements, YAML, the settings."""

from __future__ import annotations

from .entry import Code

AREA = "Reading a file"
V = 'variant house extends portugal "House"\n'

CODES = (
    Code("input", "A file that cannot be read",
         "The file is too large, binary, not UTF-8 or empty, or (in the editor) a parent that "
         "cannot be opened. Nothing else in it is checked.",
         "(a file saved as Latin-1)", "(the same file saved as UTF-8)", kind="text"),
    Code("syntax", "The text cannot be read",
         "A DSL statement that does not parse: an unexpected word, a block left open, a text "
         "with an unknown escape, a number far too large. The message names what was expected.",
         V + "play {\n  review none\n", V + "play {\n  review none\n}"),
    Code("dsl-unknown-setting", "Unknown setting",
         "A setting that the block (or the top level) does not have. When a setting of that "
         "place is close, the problem carries a fix: `validate --fix` and the editor's quick fix "
         "write it.", V + "play {\n  frist-lead left\n}", V + "play {\n  first-lead left\n}",
         formerly=("dsl",)),
    Code("dsl-unknown-block", "Unknown block",
         "A block name that the DSL does not have; the fix writes the closest block name.",
         V + "plya {\n  review none\n}", V + "play {\n  review none\n}", formerly=("dsl",)),
    Code("dsl-value", "A value the setting does not take",
         "The setting is known but its value is not one it takes (a penalty, yes or no, a "
         "language, `to` in `match to N`). When one value is close, the fix writes it.",
         V + "illegal {\n  revoke hnad 1\n}", V + "illegal {\n  revoke hand 1\n}",
         formerly=("dsl",)),
    Code("dsl-twice", "Written twice",
         "A setting set twice in one block, or a block written twice: keep one (merge the "
         "blocks).", V + "play {\n  review none\n  review all\n}", V + "play {\n  review all\n}",
         formerly=("dsl",)),
    Code("dsl-form", "A statement in the wrong form or place",
         "A statement that is read but cannot stand where it is: blocks inside blocks, a points "
         "range outside 'scoring', a named block without its name, a title that is not quoted.",
         V + "61..90 -> 1", V + "scoring {\n  61..90 -> 1\n  91..119 -> 2\n  120..120 -> 4\n}",
         formerly=("dsl",)),
    Code("yaml", "The YAML cannot be read",
         "A YAML syntax error, a file that is not a mapping, anchors or tags the variant files "
         "do not take.", "variant: house\nplay: [", "variant: house\nplay: {}", kind="yaml"),
    Code("yaml-number", "A YAML number that YAML 1.1 reads as a text",
         "YAML 1.1 (which reads these files) and YAML 1.2 disagree on a number such as `0o14` "
         "or `1_000`: write the number plainly; the fix writes the plain number.",
         "match:\n  target: 0o4", "match:\n  target: 4", kind="yaml",
         except_="a whole number written like 1:30 where a number goes, which published files use"),
    Code("too-many", "More problems follow",
         "A file with very many problems shows the first ones and says how many more follow: "
         "fix those first.", "(a file with 60 problems)", "(fix the first 49, run again)",
         kind="text"),
    Code("config", "A settings file with a problem",
         "A key of [tool.sueca-rules] (or .sueca-rules.toml) that does not exist or has a "
         "value of the wrong kind; the fix writes the closest key.",
         "[tool.sueca-rules]\nlnag = \"pt-PT\"", "[tool.sueca-rules]\nlang = \"pt-PT\"",
         kind="toml"),
    Code("fmt-yaml", "A YAML file fmt cannot write back",
         "`fmt --write` refuses a YAML file whose canonical form would not read back as the "
         "same variant; the file is left as it is.", "(a YAML file fmt refuses)",
         "(format it by hand, or write it in the DSL)", kind="text"),
    Code("invalid", "A problem of no more precise kind",
         "Reported only by code that does not name a kind; please report it.", "(none)",
         "(none)", kind="text"),
)
