"""Shared test setup: every test sees only the built-in registry unless it says otherwise."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def _builtin_registry_only() -> Iterator[None]:
    """Ignore registry directories a developer may have set in the environment."""
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("BIOPROAGENT_REGISTRY", raising=False)
        mp.delenv("BIOPROAGENT_BUILTIN_REGISTRY", raising=False)
        yield
