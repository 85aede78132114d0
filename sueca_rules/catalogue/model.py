"""The base of every spec model, and a helper the models share."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


def underscored(value: object) -> object:
    """Mapping keys `pt-BR`/`pt-PT` to the field names `pt_BR`/`pt_PT` (both are accepted)."""
    if isinstance(value, dict):
        return {k.replace("-", "_") if isinstance(k, str) and k.lower().startswith("pt-") else k: v
                for k, v in value.items()}
    return value


class Model(BaseModel):
    """Strict base: unknown fields are errors, instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def underscored_keys(value: object) -> object:
    """A mapping's keys as Python names (`looking-back` → `looking_back`), as a field validator
    reads the DSL's hyphenated names; anything else unchanged."""
    if isinstance(value, dict):
        return {k.replace("-", "_") if isinstance(k, str) else k: v for k, v in value.items()}
    return value
