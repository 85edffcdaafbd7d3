"""Plainly valid data, checked without pydantic against the JSON Schema pydantic wrote of
its models.

A game's card models are pydantic models (strict, frozen, extra fields forbidden) and the
schema files they generate (`hjkit schema`) are kept beside them, a test holding the two
equal. Importing pydantic and building its validators takes longer than a first build of
a small set does everything else, so such a build reads its files with this checker:
`compile_schema` turns the schema, the game's rules that the schema cannot say (pydantic's
field and model validators, as plain functions the models call too) and the classes to
make into one function from parsed YAML to plain objects with the models' field names.

It is deliberately narrower than pydantic: it accepts only values of the exact Python types
a strict model takes (an int for an integer, a list for a tuple, never a bool for a
number), and raises NotPlain on anything else, on any rule broken, and on anything the
schema says that it does not know (then at compile time). NotPlain means "let the models
read it": they accept what they accept and say, by file, line and field, what is wrong.
So data this checker accepts is data the models accept, read as they would read it: a test
holds the two ways equal on every shipped set and on thousands of damaged ones.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

Check = Callable[[Any], Any]
_IGNORED = frozenset({"title", "description", "default", "$schema", "$defs"})


class NotPlain(Exception):
    """Data this checker does not accept: the models must read it (and name the problem)."""


class SchemaNotSupported(ValueError):
    """A schema that says something this checker cannot check as pydantic would."""


class PlainObject:
    """A model's fields as attributes, as the model would hold them."""

    def __init__(self, fields: dict[str, Any]):
        self.__dict__.update(fields)

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"{type(self).__name__}({fields})"


def compile_schema(schema: dict,
                   object_rules: Mapping[str, Sequence[Callable[[Any], None]]] | None = None,
                   field_rules: Mapping[tuple[str, str], Callable[[Any], Any]] | None = None,
                   classes: Mapping[str, type[PlainObject]] | None = None) -> Check:
    """The check of schema's top level: parsed data in, plain objects out, NotPlain raised
    for anything not plainly valid. object_rules run on each object of a model (by its
    title) once its fields are read; field_rules replace a field's value by what the rule
    returns (pydantic's after-validators), both raising ValueError on bad data; classes
    name the class made for a model (PlainObject by default)."""
    return _Compiler(schema, object_rules or {}, field_rules or {}, classes or {}).node(schema)


class _Compiler:
    def __init__(self, schema: dict, object_rules, field_rules, classes):
        self.defs = schema.get("$defs", {})
        self.object_rules = object_rules
        self.field_rules = field_rules
        self.classes = classes
        self.compiled: dict[str, Check] = {}

    def node(self, node: dict) -> Check:
        keys = set(node) - _IGNORED
        if "$ref" in node:
            _only(keys, {"$ref"}, node)
            return self.ref(node["$ref"])
        if "anyOf" in node:
            _only(keys, {"anyOf"}, node)
            return self.optional(node["anyOf"])
        if "oneOf" in node:
            _only(keys, {"oneOf", "discriminator"}, node)
            return self.tagged(node)
        kind = node.get("type")
        if kind == "object" and "properties" in node:
            return self.model(node, keys)
        if kind == "object":
            return self.mapping(node, keys)
        if kind == "array":
            return self.array(node, keys)
        if kind == "string":
            return _string(node, keys)
        if kind in ("integer", "number"):
            return _number(node, keys)
        if kind == "boolean":
            _only(keys, {"type"}, node)
            return _exactly(bool)
        raise SchemaNotSupported(f"no check for {node!r}")

    def ref(self, ref: str) -> Check:
        name = ref.removeprefix("#/$defs/")
        if name not in self.defs:
            raise SchemaNotSupported(f"unknown reference {ref!r}")
        if name not in self.compiled:
            self.compiled[name] = _unfinished
            self.compiled[name] = self.node(self.defs[name])
        compiled = self.compiled
        return lambda value: compiled[name](value)  # bound late: a model may hold its own kind

    def optional(self, options: list) -> Check:
        kinds = [o for o in options if o != {"type": "null"}]
        nulls = len(options) - len(kinds)
        if len(kinds) > 1 and all(_literal(o) for o in kinds):  # Literal["a"] | Literal["b"]
            kinds = [{"type": "string", "enum": [v for o in kinds
                                                  for v in o.get("enum", [o.get("const")])]}]
        if nulls != 1 or len(kinds) != 1:
            raise SchemaNotSupported(f"only X-or-null unions are checked, not {options!r}")
        check = self.node(kinds[0])
        return lambda value: None if value is None else check(value)

    def tagged(self, node: dict) -> Check:
        tag = node["discriminator"]["propertyName"]
        checks = {value: self.ref(ref) for value, ref in node["discriminator"]["mapping"].items()}

        def check(value):
            if type(value) is not dict:
                raise NotPlain("not a mapping")
            kind = value.get(tag)
            if type(kind) is not str or kind not in checks:
                raise NotPlain(f"{tag} {kind!r} is none of {sorted(checks)}")
            return checks[kind](value)
        return check

    def model(self, node: dict, keys: set) -> Check:
        _only(keys, {"type", "properties", "required", "additionalProperties"}, node)
        if node.get("additionalProperties") is not False:
            raise SchemaNotSupported(f"{node.get('title')}: extra fields must be forbidden")
        name = node.get("title", "")
        fields = node["properties"]
        required = frozenset(node.get("required", ()))
        checks = {}
        for field, sub in fields.items():
            check = self.node(sub)
            rule = self.field_rules.get((name, field))
            checks[field] = check if rule is None else _then(check, rule)
        missing = [f for f in fields if f not in required and "default" not in fields[f]]
        if missing:
            raise SchemaNotSupported(f"{name}: optional fields without a default: {missing}")
        defaults = {f: _frozen(sub["default"]) for f, sub in fields.items() if f not in required}
        rules = tuple(self.object_rules.get(name, ()))
        make = self.classes.get(name, PlainObject)

        def check(value):
            if type(value) is not dict:
                raise NotPlain(f"{name}: not a mapping")
            if not required <= value.keys():
                raise NotPlain(f"{name}: a required field is missing")
            read = dict(defaults)
            for field, given in value.items():
                field_check = checks.get(field) if type(field) is str else None
                if field_check is None:
                    raise NotPlain(f"{name}: unknown field {field!r}")
                read[field] = field_check(given)
            made = make(read)
            for rule in rules:
                _obeyed(rule, made)
            return made
        return check

    def mapping(self, node: dict, keys: set) -> Check:
        """dict[K, V]: keys strings (of a pattern, in patternProperties), values V."""
        _only(keys, {"type", "patternProperties", "additionalProperties", "propertyNames",
                     "minProperties"}, node)
        if ("patternProperties" in node) == ("additionalProperties" in node):
            raise SchemaNotSupported(f"a mapping needs one kind of values: {node!r}")
        if "patternProperties" in node:
            (pattern, sub), = node["patternProperties"].items()
            key = {"type": "string", "pattern": pattern, **node.get("propertyNames", {})}
        else:
            sub = node["additionalProperties"]
            key = {"type": "string", **node.get("propertyNames", {})}
        if not isinstance(sub, dict):
            raise SchemaNotSupported(f"values of any kind: {node!r}")
        key_check = _string(key, set(key))
        value_check = self.node(sub)
        least = node.get("minProperties", 0)

        def check(value):
            if type(value) is not dict or len(value) < least:
                raise NotPlain("not a mapping of enough entries")
            return {key_check(k): value_check(v) for k, v in value.items()}
        return check

    def array(self, node: dict, keys: set) -> Check:
        _only(keys, {"type", "items", "prefixItems", "minItems", "maxItems"}, node)
        least, most = node.get("minItems", 0), node.get("maxItems", math.inf)
        if "prefixItems" in node:
            checks = [self.node(sub) for sub in node["prefixItems"]]
            if "items" in node or least != len(checks) or most != len(checks):
                raise SchemaNotSupported(f"only fixed tuples, not {node!r}")

            def fixed(value):
                if type(value) is not list or len(value) != len(checks):
                    raise NotPlain(f"not a list of {len(checks)}")
                return tuple(c(v) for c, v in zip(checks, value, strict=True))
            return fixed
        item = self.node(node["items"])

        def check(value):
            if type(value) is not list or not least <= len(value) <= most:
                raise NotPlain("not a list of the right length")
            return tuple(item(v) for v in value)
        return check


def _string(node: dict, keys: set) -> Check:
    _only(keys, {"type", "enum", "const", "pattern", "minLength", "maxLength"}, node)
    allowed = (frozenset(node["enum"]) if "enum" in node
               else frozenset([node["const"]]) if "const" in node else None)
    least, most = node.get("minLength", 0), node.get("maxLength", math.inf)
    pattern = _pattern(node["pattern"]) if "pattern" in node else None

    def check(value):
        if type(value) is not str or not least <= len(value) <= most:
            raise NotPlain("not a string of the right length")
        if not value.isascii() and not _unicode(value):
            raise NotPlain("not Unicode text (a lone surrogate)")
        if allowed is not None and value not in allowed:
            raise NotPlain(f"{value!r} is none of {sorted(allowed)}")
        if pattern is not None and not (value.isascii() and pattern.search(value)):
            raise NotPlain(f"{value!r} does not match {pattern.pattern!r}")
        return value
    return check


def _unicode(text: str) -> bool:
    """Whether text is valid Unicode, as pydantic's strings must be (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _pattern(pattern: str) -> re.Pattern:
    """A schema pattern as pydantic's regular expressions read it: searched for anywhere,
    its final $ the end of the text (Python's $ would also match before a final newline).
    Only ASCII text is matched here (see _string), where Python's and Rust's engines agree."""
    ends = pattern.endswith("$") and not pattern.endswith("\\$")
    body = pattern[:-1] + r"\Z" if ends else pattern
    if "$" in body:
        raise SchemaNotSupported(f"pattern {pattern!r}: $ other than at its end")
    return re.compile(body)


def _number(node: dict, keys: set) -> Check:
    _only(keys, {"type", "minimum", "maximum"}, node)
    least, most = node.get("minimum", -math.inf), node.get("maximum", math.inf)
    if node["type"] == "integer":
        def whole(value):
            if type(value) is not int or not least <= value <= most:
                raise NotPlain("not an integer in range")
            return value
        return whole

    def real(value):  # pydantic takes an int for a float, and makes it one
        if type(value) not in (int, float):
            raise NotPlain("not a number")
        try:
            number = float(value)
        except OverflowError:
            raise NotPlain("too large") from None
        if not math.isfinite(number) or not least <= number <= most:
            raise NotPlain("not a finite number in range")
        return number
    return real


def _exactly(kind: type) -> Check:
    def check(value):
        if type(value) is not kind:
            raise NotPlain(f"not a {kind.__name__}")
        return value
    return check


def _then(check: Check, rule: Callable[[Any], Any]) -> Check:
    def checked(value):
        read = check(value)
        try:
            return rule(read)
        except Exception as error:
            raise NotPlain(str(error)) from None
    return checked


def _obeyed(rule: Callable[[Any], None], made: Any) -> None:
    try:
        rule(made)
    except Exception as error:  # a rule broken (ValueError), or data it cannot read
        raise NotPlain(str(error)) from None


def _frozen(default: Any) -> Any:
    """A default as the model holds it: JSON's lists are the model's tuples."""
    if isinstance(default, list):
        return tuple(_frozen(v) for v in default)
    if isinstance(default, dict):
        raise SchemaNotSupported(f"a mapping default {default!r}")
    return default


def _unfinished(value: Any) -> Any:
    raise SchemaNotSupported("a model used while its own check is compiled")


def _only(keys: set, known: set, node: dict) -> None:
    unknown = keys - known
    if unknown:
        raise SchemaNotSupported(f"{sorted(unknown)} in {node!r}")


def _literal(node: dict) -> bool:
    """Whether node is only a string literal's enum or const."""
    return (node.get("type") == "string" and ("enum" in node) != ("const" in node)
            and not set(node) - _IGNORED - {"type", "enum", "const"})
