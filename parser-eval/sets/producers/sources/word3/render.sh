#!/bin/sh
# Render every flat-ODT document here to ../../corpus/pdf with LibreOffice Writer.
set -e
cd "$(dirname "$0")"
soffice --headless --convert-to pdf --outdir ../../corpus/pdf *.fodt
