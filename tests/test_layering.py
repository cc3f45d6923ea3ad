"""The layers of DESIGN.md: imports only point down, checked on the source itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "yaniv_desktop"

# What each layer may import from the project (besides itself).
ALLOWED = {
    "core": set(),
    "ai": {"core"},
    "storage": {"core", "ai"},
    "decks": {"core", "ai"},
    "ui": {"core", "ai", "storage", "decks"},
}
# Outside libraries a layer must never import: Qt stays in decks and ui, the core does no I/O.
FORBIDDEN_EXTERNAL = {
    "core": {"PySide6", "shiboken6", "PIL", "platformdirs", "sqlite3", "os", "pathlib", "io", "socket"},
    "ai": {"PySide6", "shiboken6", "PIL", "platformdirs", "sqlite3", "socket"},
    "storage": {"PySide6.QtWidgets"},
}
# The command-line entry points of the core read their input file; nothing else may.
IO_EXEMPT = {"core/replay.py": {"pathlib"}}


def imported_modules(path: Path, root: Path) -> set[str]:
    """Absolute names of everything ``path`` imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = path.relative_to(root.parent).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(package[: len(package) - node.level + 1])
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def layer_problems(layer: str, root: Path) -> list[str]:
    problems = []
    for path in sorted((root / layer).rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        exempt = IO_EXEMPT.get(relative, set())
        for name in imported_modules(path, root):
            parts = name.split(".")
            if parts[0] == root.name and len(parts) > 1:
                target = parts[1]
                if target in ALLOWED and target != layer and target not in ALLOWED[layer]:
                    problems.append(f"{relative} imports {name}")
                if layer == "core" and target != "core":
                    problems.append(f"{relative} imports {name} (the core imports nothing else)")
            for forbidden in FORBIDDEN_EXTERNAL.get(layer, set()) - exempt:
                if name == forbidden or name.startswith(forbidden + "."):
                    problems.append(f"{relative} imports {name}")
    return sorted(set(problems))


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_point_down(layer: str) -> None:
    problems = layer_problems(layer, PACKAGE)
    assert not problems, "layering broken:\n" + "\n".join(problems)


def test_core_has_files_to_check() -> None:
    assert len(list((PACKAGE / "core").rglob("*.py"))) >= 5


def test_checker_catches_violations(tmp_path: Path) -> None:
    root = tmp_path / "yaniv_desktop"
    (root / "core").mkdir(parents=True)
    (root / "ai").mkdir()
    (root / "core" / "bad.py").write_text(
        "from PySide6 import QtCore\nfrom ..ui import window\nimport os\n", encoding="utf-8"
    )
    (root / "ai" / "bad.py").write_text("from ..storage import history\n", encoding="utf-8")
    core = layer_problems("core", root)
    assert any("PySide6" in p for p in core)
    assert any("yaniv_desktop.ui" in p for p in core)
    assert any("imports os" in p for p in core)
    assert layer_problems("ai", root) == ["ai/bad.py imports yaniv_desktop.storage", "ai/bad.py imports yaniv_desktop.storage.history"]
