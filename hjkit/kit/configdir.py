"""Where hjkit keeps its saved settings (a printer's calibration): the user's configuration
folder for "hjkit" as platformdirs names it on each system (on Linux $XDG_CONFIG_HOME/hjkit
or ~/.config/hjkit, on macOS ~/Library/Application Support/hjkit, on Windows under
%LOCALAPPDATA%); HJKIT_CONFIG_HOME chooses another folder. Its data (the companion's
tables) go to the user's data folder likewise (on Linux ~/.local/share/hjkit);
HJKIT_DATA_HOME chooses another."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def config_folder() -> Path:
    chosen = os.environ.get("HJKIT_CONFIG_HOME")
    if chosen:
        return Path(chosen)
    return Path(platformdirs.user_config_dir("hjkit", appauthor=False))


def data_folder() -> Path:
    chosen = os.environ.get("HJKIT_DATA_HOME")
    if chosen:
        return Path(chosen)
    return Path(platformdirs.user_data_dir("hjkit", appauthor=False))
