#!/usr/bin/env bash
# Remakes the cut-down faces in public/fonts from the Noto Sans faces there (Fontsource's script subsets):
#  - noto-sans-<script>-main.woff2: what a page in the language preloads, the glyphs the site's own words
#    need and every letter's half form, virama, reph and rakar (scripts/fonts/page-subset.py, which reads
#    the sources and out/: run npm run build first, and again after, so out/fonts has the new face); the
#    full file stays for the form fields and the rarer extension blocks (Vedic signs, Devanagari Extended);
#  - language-name-<script>.woff2: the few letters of "ગુજરાતી" and "हिन्दी" (the language switcher's names),
#    for pages in other languages.
# Needs fontTools with Brotli and HarfBuzz's hb-shape (Debian: apt-get install python3-fonttools
# python3-brotli libharfbuzz-bin; PYTHON names another interpreter). Run it again if a face or the names
# change; the built-site test (lib/built-site.test.ts) says when the site's words need it.
# components/layout/script-fonts.tsx holds the same ranges.
set -euo pipefail
cd "$(dirname "$0")/../../public/fonts"
"${PYTHON:-/usr/bin/python3}" ../../scripts/fonts/page-subset.py make
subset() { "${PYTHON:-/usr/bin/python3}" -m fontTools.subset "noto-sans-$1-$1-400-normal.woff2" --flavor=woff2 --layout-features='*' "${@:2}"; }
subset gujarati --text='ગુજરાતી' --output-file=language-name-gujarati.woff2
subset devanagari --text='हिन्दी' --output-file=language-name-devanagari.woff2
ls -l ./*.woff2
