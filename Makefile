# Both targets work on a fresh machine with Python 3.11+: they create .venv first.
# `make test` also installs the system packages the suite needs (Debian) and runs the
# whole suite against a throwaway PostgreSQL cluster; `make demo` needs neither.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)
APT_INSTALL := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends
# Debian packages, after an `apt-get update` when the package lists are stale or missing.
apt_install = $(APT_INSTALL) $(1) || { $(SUDO) apt-get update && $(APT_INSTALL) $(1); }
# Workers for pytest-xdist: one per core. worksteal hands each worker half the tests in
# order (neighbours share their module's fixtures) and lets an idle worker take over the
# rest of a busy one's: the slowest are single tests, not whole files.
WORKERS ?= auto

.PHONY: demo test lint clean tools bench-club

# Debian's python3 makes virtualenvs only with python3-venv installed.
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV) && $(call apt_install,python3-venv) \
		&& $(PYTHON) -m venv $(VENV); }
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/hjkit check
	$(BIN)/hjkit build intro-pack && $(BIN)/hjkit serve

# poppler-utils: pdftoppm renders the generated PDFs so tests can read their QR codes;
# chromium: Debian's headless browser that Playwright drives for tests/browser (never
# `playwright install`); postgresql: the companion's store tests on a real server;
# nginx-light: the club night's proxy as docs/companion.md configures it.
tools:
	@missing=""; \
	command -v pdftoppm >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing="$$missing nginx-light"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(call apt_install,$$missing); \
	fi

# lint-imports: the layers of docs/architecture.md, as pyproject.toml's [tool.importlinter]
# contracts; a broken one prints the chain of imports that breaks it.
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache

# HJKIT_TEST_EVERYTHING: a test that would skip for want of a tool fails instead.
test: $(STAMP) tools lint
	source .ci/start-postgres && HJKIT_TEST_EVERYTHING=1 \
		$(BIN)/python -m pytest -n $(WORKERS) --dist worksteal $(PYTEST_ARGS)

# The club night (benchmarks/companion_club.py) on a throwaway PostgreSQL cluster:
# CLUB_ARGS, e.g. --crowd 500 --only crowd.
WORKERS_CLUB ?= 4
bench-club: $(STAMP) tools
	source .ci/start-postgres && $(BIN)/python benchmarks/companion_club.py \
		--workers $(WORKERS_CLUB) --database "$$HJKIT_TEST_POSTGRES_URL" $(CLUB_ARGS)

clean:
	rm -rf $(VENV) output
