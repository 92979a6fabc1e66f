"""The hardware registry: instruments and labware types as validated JSON data."""

from bioproagent.registry.loader import (
    Registry,
    builtin_registry_dir,
    check_registry,
    load_registry,
    user_registry_dirs,
)
from bioproagent.registry.model import Instrument, LabwareType, Operation, RoleSpec
from bioproagent.registry.validation import RegistryProblem

__all__ = [
    "Instrument",
    "LabwareType",
    "Operation",
    "Registry",
    "RegistryProblem",
    "RoleSpec",
    "builtin_registry_dir",
    "check_registry",
    "load_registry",
    "user_registry_dirs",
]
