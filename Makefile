# Both targets work on a fresh machine with Python 3.11+: they create .venv first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint clean tools

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/hjkit check
	$(BIN)/hjkit build intro-pack && $(BIN)/hjkit serve

# pdftoppm (poppler-utils) lets the generator's tests render pages and read their QR codes.
tools:
	@command -v pdftoppm >/dev/null 2>&1 || apt-get install -y poppler-utils \
		|| (apt-get update && apt-get install -y poppler-utils) \
		|| echo "warning: could not install poppler-utils; QR tests will be skipped"

lint: $(STAMP)
	$(BIN)/ruff check .

test: $(STAMP) tools lint
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) output
