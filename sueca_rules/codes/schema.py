"""Codes of a variant's fields (the spec's schema), its parents and its table options."""

from __future__ import annotations

from .entry import Code

AREA = "Fields, parents and options"
V = 'variant house extends portugal "House"\n'
Y = "variant: house\nextends: portugal\n"


def _kind(kind: str, title: str, explanation: str, example: str, fixed: str,
          yaml: bool = False, runs: bool = True) -> Code:
    return Code(f"schema-{kind}", title, explanation, example, fixed,
                kind="yaml" if yaml else "sueca", runs=runs)


CODES = (
    Code("schema", "A field's value of the wrong shape",
         "The family of every `schema-...` code without an entry of its own (a rarer kind of "
         "wrong value, named after pydantic's error type).", Y + "title: [a, b]",
         Y + "title: House", kind="yaml", runs=False),
    _kind("extra-forbidden", "Unknown key",
          "A YAML key (or a DSL setting written in the YAML form) the place does not have; the "
          "fix writes the closest key.", Y + "dirction: clockwise", Y + "direction: clockwise",
          yaml=True),
    _kind("missing", "A required key is missing",
          "A block lacks keys it needs — all of them for a new deal procedure. A new deal whose "
          "name is close to one of the parent's is most likely that one misspelt: the fix "
          "writes the parent's name.", V + "deal standrd {\n  trump cut-unused\n}",
          V + "deal standard {\n  trump last-card\n}"),
    _kind("literal-error", "A value that is not allowed",
          "A word that is not one of the values the rule takes (all are listed). The fix writes "
          "the close value, or, in YAML, the value in quotes when YAML read a word as a number "
          "or as true/false.", V + "direction clockwse", V + "direction clockwise"),
    _kind("enum", "A value that is not allowed",
          "As schema-literal-error, for a field whose values are an enumeration.",
          V + "direction clockwse", V + "direction clockwise", runs=False),
    _kind("int-type", "Not a whole number", "A number was expected.",
          Y + "match:\n  target: four", Y + "match:\n  target: 4", yaml=True, runs=False),
    _kind("int-parsing", "Not a whole number", "A number was expected.",
          Y + "match:\n  target: four", Y + "match:\n  target: 4", yaml=True),
    _kind("int-from-float", "Not a whole number", "A whole number was expected, not a "
          "fraction.", Y + "match:\n  target: 4.5", Y + "match:\n  target: 4", yaml=True),
    _kind("greater-than-equal", "A number too small", "The number is below the least the "
          "rule takes.", Y + "match:\n  target: 0", Y + "match:\n  target: 4", yaml=True),
    _kind("greater-than", "A number too small", "The number must be more than the limit "
          "named.", Y + "match:\n  target: 0", Y + "match:\n  target: 4", yaml=True, runs=False),
    _kind("less-than-equal", "A number too large", "The number is above the most the rule "
          "takes.", Y + "match:\n  target: 1000", Y + "match:\n  target: 4", yaml=True, runs=False),
    _kind("less-than", "A number too large", "The number must be less than the limit named.",
          Y + "match:\n  target: 1000", Y + "match:\n  target: 4", yaml=True, runs=False),
    _kind("too-short", "Too few items", "A list needs more items.",
          Y + "sources: []", Y + "sources:\n  - document: our-table.txt", yaml=True, runs=False),
    _kind("too-long", "Too many items", "A list has more items than it may.",
          "(a list with too many items)", "(fewer items)"),
    _kind("string-type", "Not a text",
          "A text was expected; in YAML, a number or true/false written bare. The fix quotes "
          "it.", Y + "title: 2024", Y + 'title: "2024"', yaml=True),
    _kind("string-too-long", "A text too long", "Shorten the text.", "(a very long title)",
          "(a shorter title)"),
    _kind("string-too-short", "A text too short", "The text may not be empty.",
          Y + 'title: ""', Y + "title: House", yaml=True, runs=False),
    _kind("string-pattern-mismatch", "A name in the wrong form",
          "A variant name is lower-case letters, digits and '-'.",
          'variant My_House extends portugal "House"', V.rstrip("\n")),
    _kind("list-type", "Not a list", "A list was expected.", Y + "deck:\n  removed: 8",
          Y + 'deck:\n  removed: ["8", "9", "10"]', yaml=True),
    _kind("dict-type", "Not a mapping", "A mapping (a block) was expected.",
          Y + "play: none", Y + "play:\n  review: none", yaml=True, runs=False),
    _kind("model-type", "Not a mapping", "A mapping (a block) was expected.",
          Y + "play: none", Y + "play:\n  review: none", yaml=True),
    _kind("model-attributes-type", "Not a mapping", "A mapping (a block) was expected.",
          Y + "play: none", Y + "play:\n  review: none", yaml=True, runs=False),
    _kind("value-error", "A value the rule refuses", "The message says why.",
          "(a value a rule refuses)", "(the value it takes)"),
    Code("extends", "'extends' is not a name", "'extends' takes a variant name or a path.",
         Y.replace("portugal", "[portugal]"), Y, kind="yaml"),
    Code("extends-unknown", "Unknown parent",
         "No bundled variant and no file of that name; the fix writes the closest bundled "
         "variant.", 'variant house extends portugl "House"', V.rstrip("\n")),
    Code("extends-not-variant", "The parent is not a variant file",
         "The parent named is a case file, a settings file, or a path that does not end in "
         ".sueca, .yaml or .yml.", 'variant house extends cases.yaml "House"', V.rstrip("\n"), runs=False),
    Code("extends-unreadable", "The parent cannot be read",
         "The parent file exists but cannot be read (permissions, a folder, not UTF-8).",
         "(a parent file without read permission)", "(chmod a+r parent.sueca)", kind="text"),
    Code("extends-invalid", "The parent has problems",
         "The parent does not validate on its own; its problems are listed with this file. "
         "Fix the parent first.", "(a parent with a problem)", "(the parent fixed)", kind="text"),
    Code("extends-cycle", "Circular 'extends'",
         "A variant extends itself, or one of its own descendants.",
         'variant a extends a.sueca "A"', 'variant a extends portugal "A"', runs=False),
    Code("extends-too-deep", "'extends' too deep",
         "A chain of parents longer than the limit: extend a variant nearer the root.",
         "(a chain of 40 parents)", "(extend the bundled variant directly)", kind="text"),
    Code("yaml-tie-merged", "A YAML tie mapping that keeps its parent's bonus",
         "The two forms read a tie's outcome differently, and both are kept as published: the "
         "DSL's `tie void` is a whole tie rule (no bonus, no multiplier, cumulative), while a "
         "YAML `tie` mapping is merged key by key with the parent's, so `{outcome: void}` over "
         "Portugal's `tie nobody-scores bonus 1 cumulative` keeps the bonus. A YAML tie mapping "
         "that gives an outcome and leaves a bonus, a multiplier or `not-cumulative` to its "
         "parent is said, with the fix that writes the DSL's values (`bonus: 0`, `times: 1`, "
         "`cumulative: true`); write the parent's value instead to keep it and say so.",
         Y + "scoring:\n  tie: {outcome: void}", Y + "scoring:\n  tie: {outcome: void, bonus: 0}",
         kind="yaml", severity="warning"),
    Code("option-value", "An option value that breaks a rule",
         "With one of its values, a table option sets a rule to something the rule does not "
         "take; the problem is shown where the option sets it.",
         V + "option o {\n  values a b; default a\n  when b direction=clokwise\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}"),
    Code("option-default", "A default that is not a value",
         "An option's default must be one of its values; the fix writes the close value.",
         V + "option o {\n  values on off; default onn\n  when on direction=clockwise\n}",
         V + "option o {\n  values on off; default on\n  when on direction=clockwise\n}"),
    Code("option-duplicate-value", "An option value listed twice", "Keep one.",
         V + "option o {\n  values a b a; default a\n  when b direction=clockwise\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}", severity="warning"),
    Code("option-when-value", "'when' names a value the option does not have",
         "The fix writes the close value.",
         V + "option o {\n  values a b; default a\n  when c direction=clockwise\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}", severity="warning"),
    Code("option-same-rule", "Two options set the same rule",
         "Which one wins depends on their order.", "(two options setting direction)",
         "(one option for direction)", kind="text", severity="warning"),
    Code("option-sets", "An option sets no rule it can",
         "An option's `when` sets a rule that does not exist; the fix writes the closest rule.",
         V + "option o {\n  values a b; default a\n  when b diretion=clockwise\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}"),
    Code("option-sets-twice", "A value sets one rule twice", "Keep one.",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise direction=anticlockwise\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}", runs=False),
    Code("option-not-a-rule", "An option sets something that is not a rule",
         "An option may set rules, not the variant's name, title or texts.",
         V + "option o {\n  values a b; default a\n  when b title=x\n}",
         V + "option o {\n  values a b; default a\n  when b direction=clockwise\n}"),
)
