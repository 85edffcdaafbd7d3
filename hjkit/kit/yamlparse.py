"""The PyYAML half of yamlsource: parsing a file's text into nodes and converting them to
data with each value's line. Apart, so that importing yamlsource (its types, used by every
loader) does not import PyYAML: a run whose card data is kept (datacache) reads no YAML.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from .yamlsource import Location, YamlError

# libyaml's parser when PyYAML was built with it: the same events and nodes, several times
# faster than the pure-Python one.
_PARSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MAY_HAVE_ANOTHER_DOCUMENT = re.compile(r"(?:^|[\r\n\x85\u2028\u2029\ufeff])(?:---|\.\.\.)")
"""A document marker at a line's start (after any of YAML's line breaks, or a byte order
mark): without one a stream holds one document at most."""


def compose(path: Path, text: str) -> yaml.Node | None:
    """The file's node tree (None for an empty file), refusing anchors and aliases."""
    try:
        if _may_refuse_later(text):
            # Read the whole stream first, so that an anchor or alias is refused where it
            # stands, before composing could trip over it (or over a second document).
            for event in yaml.parse(text, Loader=_PARSER):
                anchor = getattr(event, "anchor", None)
                if isinstance(event, yaml.AliasEvent) or anchor:
                    raise YamlError(path, event.start_mark.line + 1,
                                    "YAML anchors and aliases are not allowed")
        node = yaml.compose(text, Loader=_PARSER)
    except yaml.reader.ReaderError as error:
        line = text.count("\n", 0, error.position) + 1
        raise YamlError(path, line, f"character U+{error.character:04X} is not allowed in "
                                    f"YAML (control characters and NUL)") from None
    except yaml.MarkedYAMLError as error:
        # An unterminated string or bracket is found at the end of the file; the place to
        # fix is where it opened.
        opened = "end of stream" in (error.problem or "") and error.context_mark
        mark = error.context_mark if opened else (error.problem_mark or error.context_mark)
        line = mark.line + 1 if mark else 1
        where = ""
        if error.context and error.context_mark:
            where = f" ({error.context} from line {error.context_mark.line + 1})"
        raise YamlError(path, line, f"YAML syntax error: {error.problem}{where}") from None
    return node


def _may_refuse_later(text: str) -> bool:
    """Whether the text may hold an anchor (written with &), an alias (*) or a second
    document. Without any, composing meets the same events in the same order as reading
    them all first would, and fails at the same first syntax error: the stream is read
    once instead of twice."""
    return "&" in text or "*" in text or _MAY_HAVE_ANOTHER_DOCUMENT.search(text) is not None


def convert(node: yaml.Node, where: Location, lines: dict[Location, int], path: Path) -> Any:
    lines[where] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = yaml.SafeLoader.construct_scalar(_LOADER, key_node) if isinstance(
                key_node, yaml.ScalarNode) else None
            if not isinstance(key, str) or key_node.tag != "tag:yaml.org,2002:str":
                raise YamlError(path, key_node.start_mark.line + 1, "keys must be plain names")
            if key in result:
                raise YamlError(path, key_node.start_mark.line + 1, f"duplicate key {key!r}")
            result[key] = convert(value_node, (*where, key), lines, path)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [convert(item, (*where, i), lines, path) for i, item in enumerate(node.value)]
    try:
        return _LOADER.construct_object(node, deep=True)
    except yaml.constructor.ConstructorError as error:
        raise YamlError(path, node.start_mark.line + 1, str(error.problem)) from None


_LOADER = yaml.SafeLoader("")
