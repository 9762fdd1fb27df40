#!/bin/sh
# Regenerates src/assets/fonts/*.woff2 (and og/*.ttf, below) from the @fontsource-variable packages.
# The site serves no web font (src/styles/theme.css says why): the woff2 subsets are what
# scripts/dev/font-fallback-metrics.ts sizes the local fallback faces from. They hold
# only the characters the site's copy uses (Basic Latin plus £ © · × é – — ‘ ’
# “ ” • … → −; anything else falls back per glyph to the metric-matched local
# face), only the weights it uses, and only the OpenType features it needs.
# Needs fontTools with brotli: apt-get install python3-fonttools python3-brotli.
# Re-run when copy gains characters outside this set, then commit the files.
set -eu
cd "$(dirname "$0")/../.."
PY=${PYTHON:-/usr/bin/python3}
UNICODES="U+0020-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+00D7,U+00E9,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+2192,U+2212"
FEATURES="kern,liga,calt,tnum,case"
subset() { # <source woff2> <out> <min weight> <max weight>
  tmp=$(mktemp --suffix=.woff2)
  "$PY" -m fontTools.subset "$1" --unicodes="$UNICODES" --layout-features="$FEATURES" --flavor=woff2 --output-file="$tmp"
  "$PY" -c "
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
f = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': (int(sys.argv[3]), int(sys.argv[4]))})
f.flavor = 'woff2'
f.save(sys.argv[2])
" "$tmp" "$2" "$3" "$4"
  rm -f "$tmp"
  echo "$2: $(wc -c < "$2") bytes (from $(wc -c < "$1"))"
}
mkdir -p src/assets/fonts
# Body copy: regular to bold (400-700) plus the odd extrabold figure.
subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 src/assets/fonts/inter-subset.woff2 400 800
# Headings and display figures: medium to extrabold.
subset node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 src/assets/fonts/plus-jakarta-sans-subset.woff2 500 800

# The share-card renderer (src/lib/server/og/render.ts) sets text with Pango,
# which reads TrueType, not WOFF2: one static weight each, all of Latin (any
# title can be drawn, not only the site's copy). Server-side only, never sent.
static_ttf() { # <source woff2> <out> <weight>
  "$PY" -c "
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
f = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': int(sys.argv[3])}, updateFontNames=True)
f.flavor = None
f.save(sys.argv[2])
" "$1" "$2" "$3"
  echo "$2: $(wc -c < "$2") bytes"
}
mkdir -p src/assets/fonts/og
static_ttf node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 src/assets/fonts/og/plus-jakarta-sans-800.ttf 800
static_ttf node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 src/assets/fonts/og/inter-600.ttf 600
