#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Brings translations/games/GAME_{de,fr,es}.ts up to date with the game's
# lesson texts (docs/lessons.md, "Translations"): new texts come in
# unfinished, texts no longer used go. Needs hatrack-cli in build/ (or $CLI).
set -euo pipefail
here=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
root=$(cd -- "$here/../.." && pwd)
game=${1:?usage: update.sh GAME}
cli=${CLI:-$root/build/app/hatrack-cli}
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# lupdate reads C++: every text becomes one QT_TRANSLATE_NOOP in context "engine".
"$cli" lessons "$game" --texts --from "$(ls "$root"/rules/*/"$game".lessons)" |
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/QT_TRANSLATE_NOOP("engine", "/' -e 's/$/");/' \
        >"$work/$game.cpp"
for lang in de fr es; do
    "$lupdate" -silent -no-obsolete -locations none -source-language en -target-language "$lang" \
        "$work/$game.cpp" -ts "$here/${game}_$lang.ts"
done
