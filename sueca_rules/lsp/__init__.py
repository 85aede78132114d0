"""The language server (`sueca-rules lsp`): a thin layer over the validator the CLI uses.

Only :mod:`.server` imports pygls (the `lsp` extra); :mod:`.scan`, :mod:`.knowledge` and
:mod:`.analysis` are plain Python, so the base install can import them.
"""
