"""Build hook: compile the playout kernel (sueca_rules/kernel/src/, one unit: unity.c) into the wheel.

The kernel is optional: where no C compiler or Python headers are found, the wheel is built
without it and `simulate` runs on the Python engine, saying so. Set
SUECA_RULES_REQUIRE_KERNEL=1 (CI, cibuildwheel) to make a failed build an error instead.
An editable install (`pip install -e .`) builds the module next to its sources.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

MODULE = "sueca_rules.kernel._kernel"
SOURCES = Path("sueca_rules", "kernel", "src")


class KernelBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or os.environ.get("SUECA_RULES_NO_KERNEL") == "1":
            return
        root = Path(self.root)
        try:
            built = self._compile(root, inplace=version == "editable")
        except Exception as err:  # no compiler, no headers: the pure-Python fallback
            if os.environ.get("SUECA_RULES_REQUIRE_KERNEL") == "1":
                raise
            print(f"sueca-rules: the compiled kernel was not built ({type(err).__name__}: {err}); "
                  "simulate will run on the Python engine", file=sys.stderr)
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if version != "editable":
            build_data["force_include"][str(built)] = "sueca_rules/kernel/" + built.name

    def _compile(self, root: Path, inplace: bool) -> Path:
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext

        sources = [str(SOURCES / "unity.c")]  # it includes the other .c files
        posix = os.name != "nt"
        extension = Extension(MODULE, sources=sources, include_dirs=[str(SOURCES)],
                              extra_compile_args=["-O3", "-std=c99", "-fvisibility=hidden"] if posix else ["/O2"])
        dist = Distribution({"name": "sueca-rules", "ext_modules": [extension]})
        dist.src_root = str(root)  # type: ignore[attr-defined]
        command = build_ext(dist)
        command.inplace = inplace
        command.force = True  # unity.c includes the other files: build_ext cannot see them change
        command.build_temp = tempfile.mkdtemp(prefix="sueca-kernel-")
        if not inplace:
            command.build_lib = tempfile.mkdtemp(prefix="sueca-kernel-lib-")
        command.ensure_finalized()
        cwd = os.getcwd()
        os.chdir(root)  # setuptools resolves the sources and the in-place target from here
        try:
            command.run()
            return Path(root if inplace else command.build_lib, command.get_ext_filename(MODULE)).resolve()
        finally:
            os.chdir(cwd)
