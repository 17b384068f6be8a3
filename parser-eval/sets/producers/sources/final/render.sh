#!/bin/sh
# Render every HTML here to ../../corpus/pdf/ with headless Chromium.
cd "$(dirname "$0")"
for f in *.html; do
  n=${f%.html}
  timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-pdf-header-footer --print-to-pdf=../../corpus/pdf/$n.pdf "file://$PWD/$f" 2>/dev/null
done
