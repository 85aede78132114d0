"""A wheel carries the grammar and the bundled variants and works away from the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

from .conftest import ROOT


def test_installed_wheel_validates_bundled_variants_from_another_folder(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(wheels), str(ROOT)], check=True, timeout=300)
    (wheel,) = wheels.glob("sueca_rules-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "sueca_rules/_data/grammar/sueca.lark" in names
    assert "sueca_rules/_data/variants/azores.sueca" in names
    assert "sueca_rules/_data/variants/mesa-brasileira.yaml" in names
    for locale in ("pt_PT", "pt_BR", "fr"):  # the rulebooks' catalogs, read as they are
        assert f"sueca_rules/locales/{locale}/LC_MESSAGES/sueca_rules.po" in names

    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(target), str(wheel)], check=True, timeout=300)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target)}
    where = subprocess.run([sys.executable, "-c", "import sueca_rules; print(sueca_rules.__file__)"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, check=True)
    assert where.stdout.startswith(str(target))  # the wheel's copy, not the checkout
    result = subprocess.run([sys.executable, "-m", "sueca_rules", "validate", "azores"],
                            cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "1 valid, 0 with problems" in result.stdout
    book = subprocess.run([sys.executable, "-m", "sueca_rules", "docs", "azores", "--lang", "fr"],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert book.returncode == 0, book.stderr
    # the French catalog ships in the wheel (a French player's "manille" is the 10: the book says manilha)
    assert "La deuxième carte la plus forte de chaque couleur, le 10, est la *manilha*." in book.stdout
