"""Issue 41, point 6: "At least 4.5:1 for text on every face of every game" (WCAG 2's
ratio for body text). Home's titles were white on yellow (2.0:1) and on tan (2.7:1), its
type lines orange, tan and blue on cream; The Heroes' Journey's cost numbers white on
grey (3.4:1) and its footers grey on parchment (3.9:1); Heroes and Quests' tokens, pawns
and terrain names light or dark on middle tones. Every text object of every page of every
shipped set, against what PDFium draws around it."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from hjkit.generator.build import build_paths

from .pdfs import text_contrasts
from .test_light_backs import SHIPPED_SETS

READABLE = 4.5


@pytest.mark.parametrize("folder", SHIPPED_SETS, ids=lambda p: p.name)
def test_every_text_of_every_shipped_face_has_a_contrast_of_4_5_to_1(folder, options,
                                                                    tmp_path):
    faint = []
    for path in build_paths([folder], options).written:
        for page in range(len(PdfReader(path).pages)):
            faint += [(path.name, page + 1, text) for text in text_contrasts(path, page)
                      if text.ratio < READABLE]
    assert not faint, faint[:10]
