"""Names and texts that once broke, or could break, a page: each must show as plain text.
Grows with every bug found."""

NAMES = [
    "<!--<script",
    "</script><script>window.pwned=1</script>",
    "<img src=x onerror=window.pwned=1>",
    "\"'><svg onload=window.pwned=1>",
    "{{7*7}} ${7*7} &amp; &lt;",
    "\u2028\u2029 line separators",
    "]]></script><!--",
    "javascript:window.pwned=1",
]
