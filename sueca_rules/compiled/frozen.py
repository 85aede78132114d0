"""A read-only mapping that pickles and copies (a MappingProxyType does neither)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")


class FrozenMap(Mapping[K, V]):
    """An immutable mapping for compiled rules: made once from a dict, read many times.

    >>> import pickle
    >>> m = FrozenMap({"standard": 1})
    >>> m["standard"], m.get("x"), pickle.loads(pickle.dumps(m)) == m, dict(m)
    (1, None, True, {'standard': 1})
    """

    __slots__ = ("_data",)
    _data: dict[K, V]

    def __init__(self, data: Mapping[K, V] | None = None) -> None:
        object.__setattr__(self, "_data", dict(data or {}))

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    @overload
    def get(self, key: K, /) -> V | None: ...
    @overload
    def get(self, key: K, default: V | D, /) -> V | D: ...

    def get(self, key: K, default: object = None, /) -> object:  # the C-level dict.get
        return self._data.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a FrozenMap cannot be changed")

    def __reduce__(self) -> tuple[type[FrozenMap[K, V]], tuple[dict[K, V]]]:
        return (type(self), (self._data,))

    def __hash__(self) -> int:
        return hash(tuple(self._data.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"
