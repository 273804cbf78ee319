#!/bin/bash
# mk.sh NN lang letters LanguageName "industry 1" "industry 2": prepares /tmp/blindNN/<lang> for a helper
# that writes blind part heldoutNN in one language (see README.md).
set -euo pipefail
kit="$(cd "$(dirname "$0")" && pwd)"
engine="$(cd "$kit/../.." && pwd)"
shared="$(cd "$engine/../../../shared/docs" && pwd)"
d="/tmp/blind$1/$2"
mkdir -p "$d"
cp "$shared/analysis-rules.md" "$shared/field-notes.md" "$engine/eval/corpus-format.mjs" "$kit/validate.mjs" "$d/"
# The example: the header, defaults and first two cases of a German part.
awk '/^@@ de-[a-z]+03 /{exit} {print}' "$engine/eval/corpus/heldout75/de.txt" > "$d/example.txt"
sed -e "s|__LANG__|$2|g" -e "s|__LETTERS__|$3|g" -e "s|__LANGNAME__|$4|g" -e "s|__IND1__|$5|g" -e "s|__IND2__|$6|g" \
  "$kit/PROMPT.template.md" > "$d/PROMPT.txt"
echo "$d"
