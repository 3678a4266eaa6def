#!/usr/bin/env python3
"""The script faces a page in Gujarati or Hindi preloads, cut to the glyphs the site draws.

  python3 scripts/fonts/page-subset.py make    # writes public/fonts/noto-sans-<script>-main.woff2
  python3 scripts/fonts/page-subset.py check   # every run of the script in out/ shapes as with the full face

Fontsource's script face carries every conjunct its letters can form (730 glyphs in Gujarati, 770 in
Devanagari); the site's text uses about 200. `make` keeps, from the full face in public/fonts:
  - the glyphs HarfBuzz draws for every run of the script in our sources (content/, components/, lib/, app/,
    server/) and in the built site (out/, when there is one), so every word of ours keeps its ligatures;
  - for every consonant, the forms any other word needs to be spelt correctly, if not always with the
    font's ligature: its half form, its explicit virama, reph and rakar, with each vowel sign;
  - every code point of the block, so no letter is ever missing.
Lookups that would make a glyph it dropped go with it: a word we never wrote (a visitor's name in a form)
is drawn with half forms or a visible virama where the font would join two letters into one. The form
fields draw typed text from the full face instead (components/layout/script-fonts.tsx), which the browser
fetches only once a field holds the script's letters.

`check` is what the built-site test runs: a word added to the site that needs a glyph the face lacks makes
it fail with the words, and `make` (after `npm run build`) mends it. Needs fontTools with Brotli and
HarfBuzz's hb-shape (Debian: python3-fonttools python3-brotli libharfbuzz-bin; .ci/run installs them).
"""
import hashlib
import os
import re
import subprocess
import sys
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
FONTS = os.path.join(ROOT, 'public', 'fonts')
SOURCES = ['content', 'components', 'lib', 'app', 'server']
OUT = os.path.join(ROOT, 'out')

SCRIPTS = {
    'gujarati': {
        'block': (0x0A80, 0x0AFF),
        'unicodes': 'U+0A80-0AFF,U+0964-0965,U+200C-200D,U+20B9,U+25CC',
        'consonants': [c for c in range(0x0A95, 0x0AB9 + 1) if c not in (0x0AA9, 0x0AB1, 0x0AB4)],
        'virama': 0x0ACD,
        'ra': 0x0AB0,
        'signs': list(range(0x0ABE, 0x0AC5 + 1)) + [0x0AC7, 0x0AC8, 0x0AC9, 0x0ACB, 0x0ACC, 0x0A81, 0x0A82, 0x0A83, 0x0ABC],
    },
    'devanagari': {
        'block': (0x0900, 0x097F),
        'unicodes': 'U+0900-097F,U+200C-200D,U+20B9,U+25CC',
        'consonants': list(range(0x0915, 0x0939 + 1)) + list(range(0x0958, 0x095F + 1)),
        'virama': 0x094D,
        'ra': 0x0930,
        'signs': list(range(0x093E, 0x094C + 1)) + [0x0901, 0x0902, 0x0903, 0x093C],
    },
}
TEXT_FILES = ('.ts', '.tsx', '.html', '.js', '.json', '.txt', '.mjs')


def runs_pattern(script):
    low, high = SCRIPTS[script]['block']
    return re.compile('[%s-%s\u0964\u0965\u200c\u200d]+' % (chr(low), chr(high)))


def site_runs(script, roots):
    """Every maximal run of the script's letters in the files under `roots` (\\u escapes decoded)."""
    pattern = runs_pattern(script)
    runs = set()
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if d not in ('node_modules', '.next')]
            for name in files:
                if not name.endswith(TEXT_FILES):
                    continue
                with open(os.path.join(folder, name), encoding='utf-8', errors='ignore') as handle:
                    text = handle.read()
                runs.update(pattern.findall(text))
                for escaped in re.findall(r'(?:\\u[0-9a-fA-F]{4})+', text):
                    runs.update(pattern.findall(escaped.encode().decode('unicode_escape')))
    # A joiner alone joins nothing: not a word.
    return {run for run in runs if run.strip('\u200c\u200d')}


def spelling_forms(script):
    """Each consonant's half form, explicit virama, reph and rakar, alone and with every vowel sign."""
    s = SCRIPTS[script]
    virama, ra = chr(s['virama']), chr(s['ra'])
    forms = []
    for code in s['consonants']:
        c = chr(code)
        forms += [c + virama, c + virama + '\u200d', c + virama + '\u200c', c + virama + ra, ra + virama + c]
        for sign in map(chr, s['signs']):
            forms += [c + sign, ra + virama + c + sign, c + virama + ra + sign]
    return forms


def as_ttf(path, folder):
    """hb-shape reads no WOFF2: the face decompressed into `folder`."""
    font = TTFont(path, recalcTimestamp=False)
    font.flavor = None
    target = os.path.join(folder, os.path.basename(path) + '.ttf')
    font.save(target)
    return target


def hb_shape(ttf, lines, folder, *options):
    """What hb-shape prints for the lines, one line of glyph ids (no names, no clusters) for each."""
    text = os.path.join(folder, 'lines.txt')
    with open(text, 'w', encoding='utf-8') as handle:
        handle.write('\n'.join(lines) + '\n')
    command = ['hb-shape', '--no-glyph-names', '--no-clusters', *options, '--text-file=' + text, ttf]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def shape(ttf, lines, folder):
    """hb-shape's glyphs for each line: [(glyph id, x offset, y offset, x advance), ...] per line."""
    printed = hb_shape(ttf, lines, folder)
    shaped = []
    for line in printed.splitlines():
        glyphs = []
        for item in filter(None, line.strip('[]').split('|')):
            match = re.fullmatch(r'(\d+)(?:@(-?\d+),(-?\d+))?\+(-?\d+)', item)
            if not match:
                raise SystemExit('hb-shape printed %r' % line[:200])
            gid, dx, dy, advance = match.groups()
            glyphs.append((int(gid), int(dx or 0), int(dy or 0), int(advance)))
        shaped.append(glyphs)
    if len(shaped) != len(lines):
        raise SystemExit('hb-shape printed %d lines for %d runs' % (len(shaped), len(lines)))
    return shaped


def glyphs_on_the_way(ttf, lines, folder):
    """Every glyph id HarfBuzz's buffer holds while it shapes the lines, not only at the end: a lookup that
    turns a ligature into its contextual form needs the ligature kept too."""
    traced = hb_shape(ttf, lines, folder, '--trace', '--no-positions')
    return sorted({int(gid) for buffer in re.findall(r'buffer: \[([^\]]*)\]', traced) for gid in buffer.split('|') if gid})


def outlines(ttf):
    """Each glyph id's outline, as a digest (composites resolved), so two faces' glyphs compare."""
    font = TTFont(ttf)
    glyf = font['glyf']
    digests = []
    for name in font.getGlyphOrder():
        coordinates, ends, flags = glyf[name].getCoordinates(glyf)
        digests.append(hashlib.sha1(repr((list(coordinates), ends, [f & 1 for f in flags])).encode()).hexdigest())
    return digests


def main_face(script):
    return os.path.join(FONTS, 'noto-sans-%s-main.woff2' % script)


def full_face(script):
    return os.path.join(FONTS, 'noto-sans-%s-%s-400-normal.woff2' % (script, script))


def make(script):
    roots = [os.path.join(ROOT, s) for s in SOURCES] + ([OUT] if os.path.isdir(OUT) else [])
    lines = sorted(site_runs(script, roots)) + spelling_forms(script)
    with tempfile.TemporaryDirectory() as folder:
        ttf = as_ttf(full_face(script), folder)
        gids = glyphs_on_the_way(ttf, lines, folder)
        options = subset.Options()
        options.flavor = 'woff2'
        options.layout_features = ['*']
        options.layout_closure = False
        subsetter = subset.Subsetter(options)
        # The full face's date kept: the same words make the same file.
        font = TTFont(ttf, recalcTimestamp=False)
        order = font.getGlyphOrder()
        subsetter.populate(gids=gids, unicodes=subset.parse_unicodes(SCRIPTS[script]['unicodes']))
        subsetter.subset(font)
        subset.save_font(font, main_face(script), options)
        print('%s: %d of %d glyphs, %d bytes' % (main_face(script)[len(ROOT) + 1:], len(font.getGlyphOrder()), len(order), os.path.getsize(main_face(script))))


def check(script):
    """The runs of `script` in out/ that the main face draws otherwise than the full face."""
    if not os.path.isdir(OUT):
        raise SystemExit('out/ is missing: run npm run build first')
    lines = sorted(site_runs(script, [OUT]))
    with tempfile.TemporaryDirectory() as folder:
        faces = [as_ttf(full_face(script), folder), as_ttf(main_face(script), folder)]
        drawn = []
        for ttf in faces:
            digest = outlines(ttf)
            drawn.append([[(digest[gid], dx, dy, advance) for gid, dx, dy, advance in line] for line in shape(ttf, lines, folder)])
    differ = [line for line, full, main in zip(lines, *drawn) if full != main]
    print('%s: %d runs in out/, %d drawn otherwise than by the full face%s' % (script, len(lines), len(differ), (': ' + ' '.join(differ[:20])) if differ else ''))
    return len(lines), differ


if __name__ == '__main__':
    mode = sys.argv[1] if len(sys.argv) > 1 else ''
    if mode == 'make':
        for name in SCRIPTS:
            make(name)
    elif mode == 'check':
        failed = False
        for name in SCRIPTS:
            count, differ = check(name)
            failed = failed or bool(differ) or count == 0
        sys.exit(1 if failed else 0)
    else:
        sys.exit(__doc__)
