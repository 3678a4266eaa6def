#!/usr/bin/env bash
# Remakes public/fonts/language-name-*.woff2: the few letters of "ગુજરાતી" and "हिन्दी" (the language switcher's
# names), cut from the Noto Sans faces in public/fonts, for pages in other languages. Needs fontTools with
# Brotli (Debian: apt-get install python3-fonttools python3-brotli). Run again if the names change.
set -euo pipefail
cd "$(dirname "$0")/../../public/fonts"
subset() { /usr/bin/env python3 -m fontTools.subset "noto-sans-$1-$1-400-normal.woff2" --text="$2" --flavor=woff2 --layout-features='*' --output-file="language-name-$1.woff2"; }
subset gujarati 'ગુજરાતી'
subset devanagari 'हिन्दी'
ls -l language-name-*.woff2
