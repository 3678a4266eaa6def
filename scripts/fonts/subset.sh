#!/usr/bin/env bash
# Remakes the cut-down faces in public/fonts from the Noto Sans faces there (Fontsource's script subsets):
#  - noto-sans-<script>-main.woff2: the script's own block (and ZWJ/ZWNJ, danda, rupee, dotted circle) with
#    every ligature and conjunct it forms: what a page in the language preloads; the full file stays for the
#    rarer extension blocks (Vedic signs, Devanagari Extended), fetched only by a page that has them;
#  - language-name-<script>.woff2: the few letters of "ગુજરાતી" and "हिन्दी" (the language switcher's names),
#    for pages in other languages.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli; PYTHON names another interpreter). Run it again if a
# face or the names change; components/layout/script-fonts.tsx holds the same ranges.
set -euo pipefail
cd "$(dirname "$0")/../../public/fonts"
subset() { "${PYTHON:-/usr/bin/python3}" -m fontTools.subset "noto-sans-$1-$1-400-normal.woff2" --flavor=woff2 --layout-features='*' "${@:2}"; }
subset gujarati --unicodes='U+0A80-0AFF,U+0964-0965,U+200C-200D,U+20B9,U+25CC' --output-file=noto-sans-gujarati-main.woff2
subset devanagari --unicodes='U+0900-097F,U+200C-200D,U+20B9,U+25CC' --output-file=noto-sans-devanagari-main.woff2
subset gujarati --text='ગુજરાતી' --output-file=language-name-gujarati.woff2
subset devanagari --text='हिन्दी' --output-file=language-name-devanagari.woff2
ls -l ./*.woff2
