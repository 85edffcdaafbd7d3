"""`python -m hjkit`: the `hjkit` program, for a Python whose scripts folder is not on PATH."""

from hjkit.cli import main

raise SystemExit(main())
