#!/usr/bin/env python3
"""Writes crates/mayan-render/src/font/cjk.rs: the outlines of the Chinese
characters (and full-width punctuation) that Mayan's pictures can draw.

Pictures draw their text with a small stroke font of their own
(crates/mayan-render/src/font.rs), so that no font file is needed to show
or rasterise them. That font has Latin capitals, digits and a few signs.
The Chinese captions and titles need more: this script reads the zh-CN
catalogue messages that can reach a picture (MESSAGES below), collects
their characters that are not ASCII, takes each one's outline from
WenQuanYi Micro Hei and writes it, scaled to the stroke font's grid, into a
generated Rust file that is committed. Neither the build nor the tests need
the font; only this script does.

Run it again after changing a message that is drawn into pictures (the test
`font::tests::every_picture_message_has_its_glyphs` says when):

    pip install fonttools        # or: apt-get install python3-fonttools
    apt-get install fonts-wqy-microhei
    python3 scripts/cjk-glyphs.py [--font PATH] [--check]

`--check` writes nothing and fails when the committed file is not what the
script would write.

The glyphs are WenQuanYi Micro Hei's, under the Apache License 2.0 (the font
is "Apache-2.0 or GPL-3+ with Font exception"; Mayan takes it under
Apache-2.0): the generated file and NOTICE carry the attribution.
"""

import argparse
import fnmatch
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "crates" / "mayan-i18n" / "locales" / "zh-CN"
OUT = ROOT / "crates" / "mayan-render" / "src" / "font" / "cjk.rs"
FONT = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")

# The catalogue messages whose text can be drawn into a picture: the
# captions over the panels (mayan-render frames.rs), the titles of pictures
# without moves to show (mayan replay.rs, render.rs) and the goals those
# titles name (mayan-core puzzle.rs). The test in font.rs walks the same
# list, read from the generated file.
MESSAGES = [
    "render-picture-*",
    "render-source-*",
    "name-puzzle-goal",
    "name-goal",
    "name-finish",
]

# The stroke font's grid: capitals are 6 units high, their baseline at y = 6,
# y down. The em is scaled so that the font's own capitals would be as high
# as the stroke font's (WenQuanYi's "H" is 1462 of its 2048 units): its
# ideographs are then about 8 units high, reaching a little above the
# capitals and a little below their baseline, as in the font.
EM_UNITS = 8.4
BASELINE = 6.0

# Where the attribution comes from: /usr/share/doc/fonts-wqy-microhei/copyright.
ATTRIBUTION = """\
Glyph outlines from WenQuanYi Micro Hei (文泉驿微米黑) 0.2.0-beta,
https://wenq.org/ (Debian package fonts-wqy-microhei).
Copyright 2008-2009, The WenQuanYi Project Board of Trustees
Copyright 2008-2009, Qianqian Fang (FangQ)
Copyright 2008-2009, mozbug
Based on Google Droid font family shipped in Android SDK (1.0), including
Droid Sans Fallback, Droid Sans and Droid Sans Mono:
Copyright 2006-2008, Google Corporation
Copyright 2006-2008, Steve Matteson, Ascender Corp.
Some CJK punctuations were imported from Ume-Font:
Copyright 2003-2004, Electronic Font Open Laboratory (/efont/)
Copyright 1990-2003, Wada Laboratory, the University of Tokyo
The font is licensed "Apache-2.0 or GPL-3+ with Font exception"; these
outlines are used under the Apache License, Version 2.0
(http://www.apache.org/licenses/LICENSE-2.0). They were scaled and
rounded to the stroke font's grid by scripts/cjk-glyphs.py."""


def messages(directory):
    """Every message of the .ftl files in `directory`: id -> its source text
    (the value and its indented lines, every variant; comments left out)."""
    out = {}
    for path in sorted(directory.glob("*.ftl")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([a-zA-Z][a-zA-Z0-9_-]*)\s*=(.*)$", line)
            if m:
                current = m.group(1)
                out[current] = m.group(2)
            elif current and line[:1] in (" ", "\t") and line.strip():
                out[current] += "\n" + line
            elif not line.strip() or line.startswith("#"):
                current = None
    return out


def picture_chars(directory):
    """The characters other than ASCII of the messages that can reach a
    picture, sorted, and the ids they came from."""
    found = messages(directory)
    ids = sorted(
        i for i in found if any(fnmatch.fnmatchcase(i, p) for p in MESSAGES)
    )
    for p in MESSAGES:
        if not any(fnmatch.fnmatchcase(i, p) for i in ids):
            sys.exit(f"no zh-CN message matches {p!r}")
    chars = sorted({c for i in ids for c in found[i] if ord(c) > 0x7F})
    return chars, ids


def num(v):
    """A number with at most two decimals and no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def outline(font, char):
    """(advance, path data) of `char` on the grid: absolute M, L, Q and Z."""
    from fontTools.pens.basePen import BasePen

    scale = EM_UNITS / font["head"].unitsPerEm

    class Pen(BasePen):
        def __init__(self, glyphs):
            super().__init__(glyphs)
            self.d = []

        def p(self, pt):
            return f"{num(pt[0] * scale)} {num(BASELINE - pt[1] * scale)}"

        def _moveTo(self, pt):
            self.d.append("M" + self.p(pt))

        def _lineTo(self, pt):
            self.d.append("L" + self.p(pt))

        def _qCurveToOne(self, pt1, pt2):
            self.d.append(f"Q{self.p(pt1)} {self.p(pt2)}")

        def _curveToOne(self, pt1, pt2, pt3):
            raise ValueError(f"{char}: cubic curves are not expected in a TrueType font")

        def _closePath(self):
            self.d.append("Z")

    name = font.getBestCmap().get(ord(char))
    if name is None:
        sys.exit(f"the font has no glyph for {char!r} (U+{ord(char):04X})")
    glyphs = font.getGlyphSet()
    pen = Pen(glyphs)
    glyphs[name].draw(pen)
    advance = font["hmtx"][name][0] * scale
    return num(advance), "".join(pen.d)


def generate(font_path):
    try:
        from fontTools.ttLib import TTFont
    except ImportError:
        sys.exit("fontTools is missing: pip install fonttools")
    # Index 0 of the collection is the proportional Micro Hei.
    font = TTFont(str(font_path), fontNumber=0)
    chars, ids = picture_chars(LOCALES)
    lines = [
        "// @generated by scripts/cjk-glyphs.py: do not edit; run the script",
        "// again after changing a message drawn into pictures (docs/i18n.md).",
        "//",
    ]
    lines += [("// " + l).rstrip() for l in ATTRIBUTION.splitlines()]
    lines += [
        "",
        "use super::Glyph;",
        "",
        "/// The zh-CN catalogue messages whose characters are here (patterns of",
        "/// ids, `*` for any ending): the test that every character drawn has a",
        "/// glyph walks them.",
        "#[cfg(test)]",
        "pub(super) const MESSAGES: &[&str] = &[",
    ]
    lines += [f'    "{p}",' for p in MESSAGES]
    lines += [
        "];",
        "",
        f"/// The glyphs, sorted by character: on the stroke font's grid (capitals 6",
        f"/// units high, baseline at y = {num(BASELINE)}, y down), an em {num(EM_UNITS)} units.",
        "#[rustfmt::skip]",
        "pub(super) const GLYPHS: &[Glyph] = &[",
    ]
    for c in chars:
        advance, d = outline(font, c)
        if "." not in advance:
            advance += ".0"
        lines.append(f'    Glyph {{ c: \'{c}\', advance: {advance}, d: "{d}" }},')
    lines.append("];")
    return "\n".join(lines) + "\n", chars, ids


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--font", type=Path, default=FONT, help=f"the font (default {FONT})")
    ap.add_argument(
        "--check", action="store_true", help="write nothing; fail when the file is stale"
    )
    args = ap.parse_args()
    if not args.font.exists():
        sys.exit(f"{args.font}: no such font: apt-get install fonts-wqy-microhei")
    text, chars, ids = generate(args.font)
    if args.check:
        if OUT.read_text(encoding="utf-8") != text:
            sys.exit(f"{OUT.relative_to(ROOT)} is stale: run scripts/cjk-glyphs.py")
        print(f"{OUT.relative_to(ROOT)} is up to date ({len(chars)} glyphs)")
        return
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(
        f"wrote {OUT.relative_to(ROOT)}: {len(chars)} glyphs from {len(ids)} messages: "
        + "".join(chars)
    )


if __name__ == "__main__":
    main()
