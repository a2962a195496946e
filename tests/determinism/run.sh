#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the determinism suite with one build of hatrack-cli and writes its
# transcript; `packaging/linux/hatrack.sh determinism` compares the transcripts.
#
#   tests/determinism/run.sh SUITE TRANSCRIPT COMMAND...
#
# COMMAND starts hatrack-cli, e.g. build/app/hatrack-cli, or
# wine build-mingw/app/hatrack-cli.exe. The commands run in a new empty folder
# (removed afterwards), so relative paths in the suite mean the same for every
# build, and the files they leave are part of the transcript.
set -euo pipefail

(($# >= 3)) || {
    echo "usage: $0 SUITE TRANSCRIPT COMMAND..." >&2
    exit 2
}
suite=$(realpath -- "$1")
transcript=$(realpath -- "$2")
shift 2
cli=("$@")
# A program given by a relative path still starts from inside the work folder.
for i in "${!cli[@]}"; do
    [[ ${cli[i]} != */* || ! -e ${cli[i]} ]] || cli[i]=$(realpath -- "${cli[i]}")
done

work=$(mktemp -d "${TMPDIR:-/tmp}/hatrack-determinism.XXXXXX")
trap 'rm -rf -- "$work"' EXIT
mkdir -- "$work/run" "$work/run/saves"
cd -- "$work/run"

{
    while IFS= read -r line || [[ -n $line ]]; do
        [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
        # The suite is the repository's own data, written with shell quoting
        # (FEN strings hold spaces), so the shell reads it as it would a script.
        args=()
        eval "args=($line)"
        printf '$ hatrack-cli %s\n' "$line"
        status=0
        "${cli[@]}" "${args[@]}" >"$work/out" 2>"$work/err" </dev/null || status=$?
        cat -- "$work/out"
        # stderr after stdout, each line marked: --progress and errors print there.
        sed 's/^/stderr: /' -- "$work/err"
        printf 'exit %s\n' "$status"
    done <"$suite"
    # Every file left behind, temporaries included: a saved game must be the
    # same bytes everywhere, and nothing else may stay.
    while IFS= read -r file; do
        printf '=== %s (%s bytes)\n' "$file" "$(wc -c <"$file")"
        cat -- "$file"
        printf '\n'
    done < <(find . -type f | LC_ALL=C sort)
} >"$transcript"
