"""hjkit.kit.plainschema: a check of pydantic's JSON Schema that takes only what a strict
model takes, refuses the rest (NotPlain), and refuses at compile time what it cannot check
as pydantic would (SchemaNotSupported)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from hjkit.kit.plainschema import NotPlain, PlainObject, SchemaNotSupported, compile_schema


class Inner(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    kind: str = Field(pattern=r"^[a-z]+$", max_length=8)


class Outer(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    count: int = Field(1, ge=1, le=9)
    share: float = Field(0.5, strict=False)
    flag: bool = False
    names: tuple[Inner, ...] = Field((), strict=False)
    pair: tuple[float, float] = Field((0.0, 1.0), strict=False)
    copies: dict[str, int] | None = None
    choice: str | None = None


CHECK = compile_schema(Outer.model_json_schema())
SAMPLES = [
    {}, {"count": 3}, {"count": True}, {"count": 3.0}, {"count": "3"}, {"count": 10},
    {"share": 1}, {"share": True}, {"share": "0.5"}, {"flag": 1}, {"flag": True},
    {"names": [{"kind": "abc"}]}, {"names": [{"kind": "abc\n"}]}, {"names": [{"kind": "ABC"}]},
    {"names": [{"kind": "abcdefghi"}]}, {"names": [{"kind": "abc", "more": 1}]},
    {"names": ({"kind": "abc"},)}, {"pair": [1, 2]}, {"pair": [1, 2, 3]},
    {"choice": None}, {"choice": 4}, {"choice": "é"}, {"choice": "a\ud800"}, {"other": 1},
    {1: 2}, {"copies": {"a": 1}},
    {"copies": {"a": "1"}}, {"copies": {1: 1}}, {"copies": []},
]


@pytest.mark.parametrize("sample", SAMPLES, ids=repr)
def test_what_it_takes_a_strict_model_takes_and_reads_alike(sample):
    try:
        model = Outer.model_validate(sample)
    except ValidationError:
        model = None
    try:
        plain = CHECK(sample)
    except NotPlain:
        plain = None
    if plain is not None:
        assert model is not None
        assert fields(plain) == fields(model)


def fields(value):
    """Models and plain objects alike as their fields, each value with its exact type."""
    if isinstance(value, BaseModel):
        return {name: fields(getattr(value, name)) for name in type(value).model_fields}
    if isinstance(value, PlainObject):
        return {name: fields(v) for name, v in sorted(vars(value).items())}
    if isinstance(value, tuple):
        return tuple(fields(v) for v in value)
    if isinstance(value, dict):
        return {k: fields(v) for k, v in value.items()}
    return (type(value).__name__, value)


def test_ints_given_for_floats_are_read_as_floats():
    plain = CHECK({"share": 1, "pair": [0, 1]})
    assert (type(plain.share), plain.pair) == (float, (0.0, 1.0))
    assert plain.pair == Outer.model_validate({"pair": [0, 1]}).pair


def test_a_pattern_ends_at_the_end_of_the_text_not_before_a_final_newline():
    with pytest.raises(ValidationError):
        Outer.model_validate({"names": [{"kind": "abc\n"}]})
    with pytest.raises(NotPlain):
        CHECK({"names": [{"kind": "abc\n"}]})


def test_rules_beyond_the_schema_refuse_what_they_refuse():
    def at_most_two(outer) -> None:
        if outer.count > 2:
            raise ValueError("at most two")

    check = compile_schema(Outer.model_json_schema(), {"Outer": (at_most_two,)})
    assert check({"count": 2}).count == 2
    with pytest.raises(NotPlain, match="at most two"):
        check({"count": 3})


def test_a_union_of_literals_takes_any_of_them():
    from typing import Literal

    schema = TypeAdapter(Literal["a", "b"] | Literal["c"] | None).json_schema()
    check = compile_schema(schema)
    assert [check(v) for v in ("a", "c", None)] == ["a", "c", None]
    with pytest.raises(NotPlain):
        check("d")


@pytest.mark.parametrize("schema", [
    {"type": "integer", "exclusiveMinimum": 0},
    {"type": "string", "format": "date"},
    {"anyOf": [{"type": "integer"}, {"type": "string"}]},
    {"type": "object", "properties": {"a": {"type": "integer"}}},  # extra fields allowed
    {"type": "string", "pattern": "^a$|^b$"},
])
def test_what_it_cannot_check_as_pydantic_would_is_refused_when_compiled(schema):
    with pytest.raises(SchemaNotSupported):
        compile_schema(schema)
