#!/bin/sh
# Makes the Burmese face of Noto Sans Myanmar that src/i18n/fonts.css serves first:
# src/i18n/fonts/noto-sans-myanmar-burmese-400-normal.woff2, from @fontsource's file (OFL-1.1,
# which allows this). It keeps the letters Burmese is written with (U+1000-U+104F), the joiners
# its text may carry and the dotted circle a shaper draws for a stray mark, with every glyph and
# rule their shaping reaches: about half of the file. The rest of the Myanmar blocks (Mon, Shan,
# Karen letters) stay in @fontsource's whole file, fetched only for text that has them. One
# weight: the browser draws bold from it (fonts.css says why). Needs Debian's python3-fonttools
# and python3-brotli; the result is committed, so a build does not.
set -eu
cd "$(dirname "$0")/../.."
from=node_modules/@fontsource/noto-sans-myanmar/files
/usr/bin/python3 -m fontTools.subset "$from/noto-sans-myanmar-myanmar-400-normal.woff2" \
  --unicodes='U+1000-104F,U+200B-200D,U+25CC' \
  --layout-features='*' \
  --name-IDs='*' \
  --flavor=woff2 \
  --output-file="src/i18n/fonts/noto-sans-myanmar-burmese-400-normal.woff2"
cp "$from/../LICENSE" src/i18n/fonts/OFL.txt
ls -l src/i18n/fonts
