#!/usr/bin/env bash
# Builds Hatrack on Debian 12 and starts it, or runs its tests.
#
#   packaging/linux/hatrack.sh run [APP ARGUMENTS...]   build, then start build/app/hatrack
#   packaging/linux/hatrack.sh test [CTEST ARGUMENTS...] build, then run every test headless
#   packaging/linux/hatrack.sh sanitize                 rules, CLI and rules tests under ASan+UBSan
#   packaging/linux/hatrack.sh fuzz [SECONDS]           every fuzz target, SECONDS each (default 60)
#
# Missing Debian packages are installed first (as root, or through sudo); when
# everything is present, apt is not touched. The build goes to ./build at the
# top of the repository (CMake, Ninja, Release). `test` exits with ctest's status.
set -euo pipefail

usage() {
    cat <<'EOF'
usage:
  packaging/linux/hatrack.sh run [APP ARGUMENTS...]    build, then start the game
  packaging/linux/hatrack.sh test [CTEST ARGUMENTS...] build, then run the tests headless
  packaging/linux/hatrack.sh sanitize                  rules tests and random play under ASan+UBSan
  packaging/linux/hatrack.sh fuzz [SECONDS]            run every fuzz target (default 60 s each)
EOF
}

# What building, testing and running need on Debian 12. The qml6-module-*
# packages are loaded only at run time, and no -dev package pulls them in.
PACKAGES=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-declarative-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n
    libgl-dev nlohmann-json3-dev
    qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
    qml6-module-qtquick-templates qml6-module-qtquick-layouts qml6-module-qtquick-shapes
    qml6-module-qtqml-models qml6-module-qtqml-workerscript qml6-module-qttest
    qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtcore
    qml6-module-qtmultimedia
    fonts-dejavu-core
)

# Only for the checking builds (sanitize, fuzz): clang and its sanitizer runtimes.
CHECK_PACKAGES=(clang-14 libclang-rt-14-dev)

say() { printf 'hatrack.sh: %s\n' "$*" >&2; }
die() {
    say "$*"
    exit 1
}

# Prints the packages from PACKAGES that are not installed, one per line.
missing_packages() {
    local package
    for package in "${PACKAGES[@]}" "${EXTRA_PACKAGES[@]}"; do
        # One line per installed architecture; "installed" on any of them will do.
        if ! dpkg-query -W -f='${db:Status-Status}\n' "$package" 2>/dev/null |
            grep -qx installed; then
            printf '%s\n' "$package"
        fi
    done
}

install_packages() {
    command -v dpkg-query >/dev/null ||
        die "dpkg-query not found: this script is for Debian 12; see README.md for other systems"
    local missing
    mapfile -t missing < <(missing_packages)
    if ((${#missing[@]} == 0)); then
        say "all ${#PACKAGES[@]} packages are installed"
        return
    fi
    say "installing ${#missing[@]} missing packages: ${missing[*]}"
    command -v apt-get >/dev/null || die "apt-get not found: install these by hand: ${missing[*]}"
    local -a as_root=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null ||
            die "run as root, or install sudo, to install: ${missing[*]}"
        as_root=(sudo)
    fi
    # Lists may be missing or stale on a fresh machine, so update before installing.
    # The lock timeout waits for a background apt run (unattended upgrades) to finish.
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get -o DPkg::Lock::Timeout=300 update </dev/null
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get -o DPkg::Lock::Timeout=300 install -y --no-install-recommends \
        "${missing[@]}" </dev/null
    mapfile -t missing < <(missing_packages)
    ((${#missing[@]} == 0)) || die "still missing after apt-get install: ${missing[*]}"
}

build() {
    local generator
    if [[ -f build/CMakeCache.txt ]]; then
        generator=$(sed -n 's/^CMAKE_GENERATOR:INTERNAL=//p' build/CMakeCache.txt)
        [[ $generator == Ninja ]] ||
            die "build/ was configured with '$generator', not Ninja: remove build/ and run again"
    fi
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
    cmake --build build
}

(($# >= 1)) || {
    usage >&2
    exit 2
}
command=$1
shift
EXTRA_PACKAGES=()
case $command in
run | test) ;;
sanitize | fuzz) EXTRA_PACKAGES=("${CHECK_PACKAGES[@]}") ;;
-h | --help | help)
    usage
    exit 0
    ;;
*)
    say "unknown command '$command'"
    usage >&2
    exit 2
    ;;
esac

# The repository's top folder, wherever this is run from.
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd -P)
cd -- "$root"

install_packages

# A build of the rules, the command-line tool and the rules tests with
# AddressSanitizer and UndefinedBehaviorSanitizer, and one of the threaded
# tests with ThreadSanitizer; any report fails.
sanitize() {
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DHATRACK_BUILD_APP=OFF -DHATRACK_SANITIZE=address,undefined
    cmake --build build-asan
    export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:strict_string_checks=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    local status=0
    # The strength matches measure play, not memory: the same search runs under
    # the sanitizers in every game's agent tests, so they are left out here.
    QT_QPA_PLATFORM=offscreen ctest --test-dir build-asan -j2 --output-on-failure \
        -E '^tst_agent_strength_' || status=$?
    local cli=build-asan/app/hatrack-cli
    # Random play reaches positions no scenario test thinks of.
    # Games per run: 10 to 20 seconds each on a small machine (five games now share the time).
    local -a runs=(
        "15000 checkers"
        "4000 sorcerers-apprentice"
        "4000 sorcerers-apprentice --option draft=mixed --option many-hats=on"
        "4000 sorcerers-apprentice --option draft=select --option second-hand=on --option combo=on"
        "4000 sorcerers-apprentice --option draft=contrary --option for-blood=on --option combo=on"
        "3000 pawns-in-hats"
        "3000 fantasy-rpg-checkers"
        "1500 alien-checkers"
        "600 alien-checkers --option planets=off"
    )
    local run games
    for run in "${runs[@]}"; do
        games=${run%% *}
        run=${run#* }
        say "random play, $games games: $run"
        # shellcheck disable=SC2086 # the options are meant to split
        $cli selfplay $run --games "$games" --seed 11 --players random,random --jobs 2 || status=1
    done
    # ThreadSanitizer on the tests that start, cancel and restart the computer
    # while the board is used (new game, undo, quit while it thinks).
    cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DHATRACK_SANITIZE=thread
    local -a threaded=(tst_thinking tst_controller tst_savedgames tst_history tst_agents)
    cmake --build build-tsan --target "${threaded[@]}"
    local test
    for test in "${threaded[@]}"; do
        say "ThreadSanitizer: $test"
        QT_QPA_PLATFORM=offscreen \
            TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/tests/tsan.supp" \
            "$(find build-tsan/tests -type f -name "$test" | head -n 1)" || status=1
    done
    return "$status"
}

# Every fuzz target for SECONDS, from a copy of its corpus in the repository;
# a crash or a sanitizer report fails and leaves the input in build-fuzz/crashes.
fuzz() {
    local seconds=${1:-60}
    CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHATRACK_FUZZ=ON
    cmake --build build-fuzz
    mkdir -p build-fuzz/crashes
    local status=0 target work
    for target in tests/fuzz/corpus/*/; do
        target=$(basename -- "$target")
        work=build-fuzz/corpus/$target
        rm -rf -- "$work"
        mkdir -p -- "$work"
        cp -- tests/fuzz/corpus/"$target"/* "$work"/
        say "fuzzing $target for $seconds s"
        # -timeout: an input that takes over 10 s is a hang, reported like a crash.
        if ! build-fuzz/tests/fuzz/"$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
            -print_final_stats=1 -artifact_prefix=build-fuzz/crashes/"$target"- "$work" \
            2>build-fuzz/"$target".log; then
            tail -n 60 build-fuzz/"$target".log >&2
            say "$target failed: add the input from build-fuzz/crashes/ to tests/fuzz/corpus/$target/"
            status=1
        fi
        grep -E '^stat::number_of_executed_units' build-fuzz/"$target".log >&2 || true
    done
    return "$status"
}

case $command in
sanitize)
    sanitize
    exit
    ;;
fuzz)
    fuzz "$@"
    exit
    ;;
esac

build

if [[ $command == run ]]; then
    [[ -x build/app/hatrack ]] || die "build/app/hatrack was not built"
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
        say "warning: no DISPLAY or WAYLAND_DISPLAY; the window may fail to open"
    fi
    exec build/app/hatrack "$@"
fi

# Tests: no display needed. The software renderer keeps Qt Quick runs predictable.
runtime_dir=$(mktemp -d "${TMPDIR:-/tmp}/hatrack-test-XDG.XXXXXX")
trap 'rm -rf -- "$runtime_dir"' EXIT
chmod 700 "$runtime_dir"
status=0
QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software XDG_RUNTIME_DIR=$runtime_dir \
    ctest --test-dir build -j2 --output-on-failure "$@" || status=$?
exit "$status"
