#!/bin/sh
# Renders all sources into ../../corpus/pdf
set -e
cd "$(dirname "$0")"
mkdir -p ../../corpus/pdf build
for f in en-01-deedy-xelatex en-02-altacv-xelatex; do
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=build $f.tex >/dev/null
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=build $f.tex >/dev/null
  cp build/$f.pdf ../../corpus/pdf/
done
for f in fr-03-article-pdflatex es-05-minimal-pdflatex pt-06-functional-pdflatex; do
  pdflatex -interaction=nonstopmode -halt-on-error -output-directory=build $f.tex >/dev/null
  pdflatex -interaction=nonstopmode -halt-on-error -output-directory=build $f.tex >/dev/null
  cp build/$f.pdf ../../corpus/pdf/
done
if command -v soffice >/dev/null; then
  soffice --headless --convert-to pdf:writer_pdf_Export --outdir build sv-04-writer-fodt.fodt >/dev/null
  cp build/sv-04-writer-fodt.pdf ../../corpus/pdf/
fi
