"""The compiled kernel module, if this install has it.

`KERNEL` is the extension type (``sueca_rules.kernel._kernel.Kernel``) or None; `MISSING`
says why it is None (for the note `simulate` prints when it runs on the Python engine).
"""

from __future__ import annotations

from typing import Any

KERNEL: Any = None
MISSING = ""
_kernel: Any = None
try:
    from . import _kernel  # type: ignore[attr-defined,no-redef]

    KERNEL = _kernel.Kernel
except ImportError:  # built without a C compiler, or run from a checkout never built
    MISSING = ("the compiled kernel is not built in this install (no C compiler when it was installed?): "
               "reinstall with one present, pip install --force-reinstall sueca-rules")
