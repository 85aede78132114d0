"""A read-only mapping that pickles and copies (a MappingProxyType does neither), as fast to
read as a dict (it is one, with every way of changing it refused)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NoReturn, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(dict[K, V]):
    """An immutable mapping for compiled rules: made once from a dict, read many times.

    >>> import pickle
    >>> m = FrozenMap({"standard": 1})
    >>> m["standard"], m.get("x"), pickle.loads(pickle.dumps(m)) == m, dict(m)
    (1, None, True, {'standard': 1})
    >>> m["x"] = 2
    Traceback (most recent call last):
    ...
    TypeError: a FrozenMap cannot be changed
    """

    __slots__ = ()

    def __init__(self, data: Mapping[K, V] | Iterable[tuple[K, V]] | None = None) -> None:
        super().__init__(data or {})

    def _refused(self) -> NoReturn:
        raise TypeError("a FrozenMap cannot be changed")

    def __setitem__(self, key: K, value: V) -> NoReturn:
        self._refused()

    def __delitem__(self, key: K) -> NoReturn:
        self._refused()

    def __ior__(self, other: Any) -> NoReturn:  # type: ignore[misc]
        self._refused()

    def clear(self) -> NoReturn:
        self._refused()

    def pop(self, *args: Any) -> NoReturn:
        self._refused()

    def popitem(self) -> NoReturn:
        self._refused()

    def setdefault(self, *args: Any) -> NoReturn:
        self._refused()

    def update(self, *args: Any, **kwargs: Any) -> NoReturn:
        self._refused()

    def __reduce__(self) -> tuple[type[FrozenMap[K, V]], tuple[dict[K, V]]]:
        return (type(self), (dict(self),))

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({dict(self)!r})"
