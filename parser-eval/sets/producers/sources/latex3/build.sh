#!/bin/sh
# Render every resume: build.sh [name ...]
set -e
cd "$(dirname "$0")"
mkdir -p ../../corpus/pdf build
for f in ${@:-*.tex}; do
  n=$(basename "$f" .tex)
  case "$(head -c 400 "$n.tex")" in *xelatex*) eng=xelatex;; *) eng=pdflatex;; esac
  $eng -interaction=nonstopmode -halt-on-error -output-directory=build "$n.tex" >build/$n.stdout 2>&1 || { tail -30 build/$n.log; exit 1; }
  $eng -interaction=nonstopmode -halt-on-error -output-directory=build "$n.tex" >build/$n.stdout 2>&1
  cp build/$n.pdf ../../corpus/pdf/$n.pdf
  echo "built $n ($eng)"
done
