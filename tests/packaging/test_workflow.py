"""The release workflow: valid against GitHub's workflow schema, clean YAML, and the
shape the issue asks for (four platforms; build, install + self-test, upload).

Linters, chosen because they install from PyPI and work offline: check-jsonschema
validates against its vendored copy of SchemaStore's github-workflow schema (the one
editors use); yamllint checks the YAML itself.  actionlint would check expressions
too, but PyPI only has wrappers that download its binary at install time.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML (a yamllint dependency) is needed")

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "release.yml"
YAMLLINT_CONFIG = """
extends: default
rules:
  line-length: {max: 120}
  document-start: disable
  truthy: {check-keys: false}
"""


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def test_matches_the_github_workflow_schema() -> None:
    pytest.importorskip("check_jsonschema", reason="check-jsonschema is a test dependency")
    result = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_yamllint_is_clean() -> None:
    pytest.importorskip("yamllint", reason="yamllint is a test dependency")
    from yamllint import linter
    from yamllint.config import YamlLintConfig

    problems = list(linter.run(WORKFLOW.read_text(encoding="utf-8"), YamlLintConfig(YAMLLINT_CONFIG)))
    assert not problems, "\n".join(f"{p.line}:{p.column} {p.message}" for p in problems)


def test_builds_on_windows_both_macs_and_linux(workflow: dict) -> None:
    matrix = workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    runners = {entry["name"]: (entry["os"], entry["arch"]) for entry in matrix}
    assert set(runners) == {"linux-x86_64", "windows-x64", "macos-arm64", "macos-x86_64"}
    assert runners["linux-x86_64"][0].startswith("ubuntu-")
    assert runners["windows-x64"][0].startswith("windows-")
    assert runners["macos-arm64"] == ("macos-15", "arm64")          # Apple silicon runner
    assert runners["macos-x86_64"][0].endswith("-intel")             # an Intel runner
    assert not workflow["jobs"]["build"]["strategy"]["fail-fast"]    # one platform's failure hides no other


def test_each_build_is_installed_self_tested_and_uploaded(workflow: dict) -> None:
    steps = workflow["jobs"]["build"]["steps"]
    runs = [s.get("run", "") for s in steps]
    build = next(s for s in steps if s.get("id") == "build")
    assert "packaging/build.py" in build["run"] and "--check-budget" in build["run"]
    checks = [r for r in runs if "packaging/check_installer.py" in r]
    assert len(checks) == 2 and all("steps.build.outputs.artifact" in r for r in checks)
    order = [i for i, s in enumerate(steps) if s.get("id") == "build" or "check_installer" in s.get("run", "")
             or "upload-artifact" in s.get("uses", "")]
    assert order == sorted(order) and len(order) >= 4
    uploads = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert any("steps.build.outputs.artifact" in s["with"]["path"] for s in uploads)
    assert any(s.get("if") == "always()" and "self-test-report.json" in s["with"]["path"] for s in uploads)


def test_build_py_reports_the_artifact_the_workflow_reads() -> None:
    source = (WORKFLOW.parents[2] / "packaging" / "build.py").read_text(encoding="utf-8")
    assert 'os.environ.get("GITHUB_OUTPUT")' in source and 'f"artifact={artifact}' in source


def test_actions_are_pinned_and_secrets_stay_out_of_scripts(workflow: dict) -> None:
    for job in workflow["jobs"].values():
        for step in job.get("steps", []):
            if "uses" in step:
                assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+", step["uses"]), step["uses"]
            assert "secrets." not in step.get("run", ""), f"a secret inlined in a script: {step.get('name')}"
    assert workflow["permissions"] == {"contents": "read"}
    assert workflow["jobs"]["release"]["permissions"] == {"contents": "write"}


def test_signing_steps_only_run_with_their_secrets(workflow: dict) -> None:
    steps = {s.get("name", ""): s for s in workflow["jobs"]["build"]["steps"]}
    windows = next(s for n, s in steps.items() if n.startswith("Windows signing"))
    mac = next(s for n, s in steps.items() if n.startswith("macOS signing"))
    assert "HAS_WINDOWS_CERT == 'true'" in windows["if"]
    assert "HAS_MACOS_CERT == 'true'" in mac["if"]
    env = workflow["jobs"]["build"]["env"]
    assert "secrets.WINDOWS_CERT_PFX_BASE64" in env["HAS_WINDOWS_CERT"]
    assert "secrets.MACOS_CERT_P12_BASE64" in env["HAS_MACOS_CERT"]
