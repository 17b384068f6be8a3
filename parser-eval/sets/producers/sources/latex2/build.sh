#!/bin/sh
# Rebuild all PDFs into ../../corpus/pdf (run from this folder). Needs texlive (latex-extra, fonts-extra, xetex,
# lang-italian/german/chinese) and texlive-plain-generic (soul.sty for europasscv).
set -e
cd "$(dirname "$0")"
b() { (cd "$1" && $2 -interaction=nonstopmode "$1"*.tex >/dev/null && $2 -interaction=nonstopmode "$1"*.tex >/dev/null && mv *.pdf ../../../corpus/pdf/ && rm -f *.aux *.log *.out); }
b it-01 pdflatex
b en-02 xelatex
b en-03 pdflatex
b de-04 pdflatex
b en-05 pdflatex
b zh-06 xelatex
