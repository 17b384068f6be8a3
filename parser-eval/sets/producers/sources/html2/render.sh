#!/bin/bash
# Render every *.html here to ../../corpus/pdf/NAME.pdf with headless Chromium.
cd "$(dirname "$0")"
for f in ${1:-*.html}; do
  n="${f%.html}"
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --no-pdf-header-footer \
    --print-to-pdf="../../corpus/pdf/$n.pdf" "file://$PWD/$f" 2>/dev/null
  echo "$n: $(pdfinfo ../../corpus/pdf/$n.pdf | grep Pages)"
done
