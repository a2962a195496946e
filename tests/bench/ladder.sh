#!/bin/bash
# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The strength ladder: every game's computer levels, each against the one
# below it (the lowest against random), in GAMES games with the colours
# swapped, and each level's processor time per decision. A long benchmark, not
# a test: it prints figures and never fails on them (README.md, Benchmarks).
#   tests/bench/ladder.sh [--cli PATH] [--games N] [--jobs J] [--seed S] [GAME...]
# Defaults: build/app/hatrack-cli, 100 games, 2 jobs, seed 1, every game.
# Checkers games start from the three-move ballots in tests/data, since seeds
# alone vary games between two careful checkers players little.
# Prints one Markdown table row per pair as it finishes:
#   | game | A vs B | A wins-draws-losses | A's score | A median / p90 ms | B median ms | command |
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=$root/build/app/hatrack-cli games=100 jobs=2 seed=1
ids=()
while [ $# -gt 0 ]; do
  case $1 in
    --cli) cli=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    -h|--help) sed -n 5,13p "$0"; exit 0 ;;
    -*) echo "ladder.sh: unknown option $1" >&2; exit 2 ;;
    *) ids+=("$1"); shift ;;
  esac
done
[ -x "$cli" ] || { echo "ladder.sh: no hatrack-cli at $cli (build first, or --cli PATH)" >&2; exit 2; }
[ ${#ids[@]} -gt 0 ] || mapfile -t ids < <("$cli" games | awk '/^[a-z]/ {print $1}')

echo "| Game | Pair (A vs B) | A: wins-draws-losses | A's score | A: median / p90 ms | B: median ms | Command |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for id in "${ids[@]}"; do
  levels=$("$cli" games | awk -v id="$id" '$1 == id {found = 1} found && /computer:/ {sub(/.*computer: /, ""); print; exit}')
  read -r -a names <<<"$levels"
  openings=()
  [ "$id" = checkers ] && openings=(--openings "$root/tests/data/ballots-3move.txt")
  for ((i = 1; i < ${#names[@]}; i++)); do
    a=${names[i]} b=${names[i - 1]}
    args=(selfplay "$id" --games "$games" --seed "$seed" --players "$a,$b" --jobs "$jobs" "${openings[@]}" --times)
    out=$("$cli" "${args[@]}")
    read -r _ n _ wa _ wb _ d _ <<<"$(sed -n 1p <<<"$out")"
    ta=$(awk '/^think-A/ {print $3 " / " $5}' <<<"$out")
    tb=$(awk '/^think-B/ {print $3}' <<<"$out")
    score=$(awk -v w="$wa" -v d="$d" -v n="$n" 'BEGIN {printf "%.1f%%", 100 * (w + d / 2) / n}')
    shown=${args[*]}
    shown=${shown//$root\//}
    echo "| $id | $a vs $b | $wa-$d-$wb | $score | $ta | $tb | \`hatrack-cli $shown\` |"
  done
done
