"""The rules engine: pure Python, no Qt, no I/O (see DESIGN.md, Layers)."""
