#!/bin/sh
# Makes the Burmese faces of Noto Sans Myanmar that src/i18n/fonts.css serves first:
# src/i18n/fonts/noto-sans-myanmar-burmese-{400,700}-normal.woff2, from @fontsource's files
# (OFL-1.1, which allows this). They keep the letters Burmese is written with (U+1000-U+104F),
# the joiners its text may carry and the dotted circle a shaper draws for a stray mark, with
# every glyph and rule their shaping reaches: about half of each file. The rest of the Myanmar
# blocks (Mon, Shan, Karen letters) stay in @fontsource's whole files, fetched only for text
# that has them. Needs Debian's python3-fonttools and python3-brotli; the results are committed,
# so a build does not.
set -eu
cd "$(dirname "$0")/../.."
from=node_modules/@fontsource/noto-sans-myanmar/files
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset "$from/noto-sans-myanmar-myanmar-$weight-normal.woff2" \
    --unicodes='U+1000-104F,U+200B-200D,U+25CC' \
    --layout-features='*' \
    --name-IDs='*' \
    --flavor=woff2 \
    --output-file="src/i18n/fonts/noto-sans-myanmar-burmese-$weight-normal.woff2"
done
cp "$from/../LICENSE" src/i18n/fonts/OFL.txt
ls -l src/i18n/fonts
