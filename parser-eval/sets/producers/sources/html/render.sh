#!/bin/sh
# Render every *.html here to ../../corpus/pdf/<name>.pdf with headless Chromium.
set -e
cd "$(dirname "$0")"
for f in *.html; do
  n=$(basename "$f" .html)
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --no-pdf-header-footer \
    --print-to-pdf="../../corpus/pdf/$n.pdf" "file://$PWD/$f" 2>/dev/null
  echo "rendered $n.pdf ($(pdfinfo ../../corpus/pdf/$n.pdf | grep Pages))"
done
