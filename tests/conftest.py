"""Shared test setup: every test sees only the built-in registry unless it says otherwise."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


def pytest_configure(config: pytest.Config) -> None:
    # Hypothesis's failure reporter touches mypy_extensions.TypedDict when that package is
    # installed; with filterwarnings=error that turns a readable failure into INTERNALERROR.
    config.addinivalue_line(
        "filterwarnings", "ignore:mypy_extensions.TypedDict is deprecated:DeprecationWarning"
    )


@pytest.fixture(autouse=True, scope="session")
def _builtin_registry_only() -> Iterator[None]:
    """Ignore registry directories a developer may have set in the environment."""
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("BIOPROAGENT_REGISTRY", raising=False)
        mp.delenv("BIOPROAGENT_BUILTIN_REGISTRY", raising=False)
        yield
