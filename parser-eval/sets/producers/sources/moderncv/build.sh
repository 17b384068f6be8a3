#!/bin/sh
# Render all moderncv resumes with pdflatex (twice, for page references) and copy to ../../corpus/pdf
set -e
cd "$(dirname "$0")"
for f in *.tex; do
  n=${f%.tex}
  pdflatex -interaction=nonstopmode "$f" >/dev/null
  pdflatex -interaction=nonstopmode "$f" >/dev/null
  cp "$n.pdf" ../../corpus/pdf/
done
rm -f *.aux *.log *.out
