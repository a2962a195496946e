#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Hatrack developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Hatrack on Debian 12 and starts it, or runs its tests.
#
#   packaging/linux/hatrack.sh run [APP ARGUMENTS...]   build, then start build/app/hatrack
#   packaging/linux/hatrack.sh test [CTEST ARGUMENTS...] build, then run every test headless
#   packaging/linux/hatrack.sh sanitize [quick]         rules, CLI and rules tests under ASan+UBSan,
#                                                       threaded tests under TSan (quick: CI's form)
#   packaging/linux/hatrack.sh fuzz [SECONDS]           every fuzz target, SECONDS each (default 60)
#   packaging/linux/hatrack.sh determinism              hatrack-cli for Windows (MinGW-w64, run
#                                                       under Wine) and with clang + libc++ must
#                                                       print what the Linux build prints
#   packaging/linux/hatrack.sh package                  build the .deb, check it, install, run, remove
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
  packaging/linux/hatrack.sh sanitize [quick]          rules tests and random play under ASan+UBSan,
                                                       threaded tests under TSan; quick: a quarter
                                                       of the random games, no agent, random-play
                                                       or bench tests under ASan, TSan on the
                                                       agents' threaded tests only (what CI runs)
  packaging/linux/hatrack.sh fuzz [SECONDS]            run every fuzz target (default 60 s each)
  packaging/linux/hatrack.sh determinism               the determinism suite with hatrack-cli built
                                                       for Windows (under Wine) and with clang +
                                                       libc++, compared with the Linux build
  packaging/linux/hatrack.sh package                   build the Debian package, check it, then
                                                       install it here, run it and remove it
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
    # QtQml's own qmldir: without it qmlimportscanner reports it missing in every build.
    qml6-module-qtqml
    fonts-dejavu-core
)

# Only for the checking builds (sanitize, fuzz): clang and its sanitizer runtimes.
CHECK_PACKAGES=(clang-14 libclang-rt-14-dev)

# Only for `determinism`: the Windows cross compiler and Wine to run what it
# builds, and clang with libc++ (the compiler and library of macOS).
DETERMINISM_PACKAGES=(g++-mingw-w64-x86-64-posix wine wine64 clang-14 libc++-14-dev libc++abi-14-dev)

# Only for `package`: what CPack's Debian generator calls (file, and dpkg-dev
# from build-essential) and the tools that check the package and the repository.
PACKAGE_PACKAGES=(file lintian appstream desktop-file-utils reuse)

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

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if ((EUID == 0)); then
        "$@"
    else
        command -v sudo >/dev/null || die "run as root, or install sudo, to run: $*"
        sudo "$@"
    fi
}

# apt-get without questions; the lock timeout waits for a background apt run
# (unattended upgrades) to finish.
apt_get() {
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 "$@" </dev/null
}

install_packages() {
    command -v dpkg-query >/dev/null ||
        die "dpkg-query not found: this script is for Debian 12; see README.md for other systems"
    local missing
    mapfile -t missing < <(missing_packages)
    if ((${#missing[@]} == 0)); then
        say "all $((${#PACKAGES[@]} + ${#EXTRA_PACKAGES[@]})) packages are installed"
        return
    fi
    say "installing ${#missing[@]} missing packages: ${missing[*]}"
    command -v apt-get >/dev/null || die "apt-get not found: install these by hand: ${missing[*]}"
    # Lists may be missing or stale on a fresh machine, so update before installing.
    apt_get update
    apt_get install -y --no-install-recommends "${missing[@]}"
    mapfile -t missing < <(missing_packages)
    ((${#missing[@]} == 0)) || die "still missing after apt-get install: ${missing[*]}"
}

# Configures build/ (Release) and builds it, or only the targets named.
build() {
    local generator
    if [[ -f build/CMakeCache.txt ]]; then
        generator=$(sed -n 's/^CMAKE_GENERATOR:INTERNAL=//p' build/CMakeCache.txt)
        [[ $generator == Ninja ]] ||
            die "build/ was configured with '$generator', not Ninja: remove build/ and run again"
    fi
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
    if (($# > 0)); then
        cmake --build build --target "$@"
    else
        cmake --build build
    fi
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
determinism) EXTRA_PACKAGES=("${DETERMINISM_PACKAGES[@]}") ;;
package) EXTRA_PACKAGES=("${PACKAGE_PACKAGES[@]}") ;;
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
# tests with ThreadSanitizer; any report fails. `quick` is the form CI runs
# every time (about a third of the time); the whole is for .ci/nightly.
sanitize() {
    local quick=false
    case ${1:-} in
    '') ;;
    quick) quick=true ;;
    *) die "sanitize takes 'quick' or nothing, not '$1'" ;;
    esac
    local start=$SECONDS
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DHATRACK_BUILD_APP=OFF -DHATRACK_SANITIZE=address,undefined -DHATRACK_UNITY_RULES=ON
    # The strength matches measure play, not memory: the same search runs under
    # the sanitizers in every game's agent tests, so they are left out here.
    # Quick (CI) also leaves out each game's own agent tests, the longest
    # under ASan (three minutes for Alien Checkers alone): their search runs
    # in tst_agents and their rules in the random-play tests. It leaves out
    # the random-play tests and the bench signature too: the random games
    # below play the same rules under ASan in a fraction of the time, and
    # tst_agents and tst_search run the same searches; the Release build
    # checks their invariants and the node count. The nightly run keeps all.
    local skip='^tst_agent_strength_'
    if $quick; then skip='^(tst_agent_strength_.*|tst_[a-z]+_agent|tst_[a-z]+_random|bench_nodes)$'; fi
    if $quick; then
        # Only what runs: a test's executable bears its name, and the tests
        # that are commands (lessons_check, bench_nodes) run hatrack-cli.
        local -a targets=(hatrack-cli)
        mapfile -t -O 1 targets < <(ctest --test-dir build-asan -N |
            sed -n 's/^ *Test *#[0-9]*: *\(tst_[a-z0-9_]*\)$/\1/p' | grep -vE "$skip")
        cmake --build build-asan --target "${targets[@]}"
    else
        cmake --build build-asan
    fi
    say "ASan+UBSan build: $((SECONDS - start)) s"
    start=$SECONDS
    export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:strict_string_checks=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    local status=0
    QT_QPA_PLATFORM=offscreen ctest --test-dir build-asan -j2 --output-on-failure \
        -E "$skip" || status=$?
    say "tests under ASan+UBSan: $((SECONDS - start)) s"
    start=$SECONDS
    local cli=build-asan/app/hatrack-cli
    # Random play reaches positions no scenario test thinks of.
    # Games per run: a few seconds each under ASan on a small machine.
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
        if $quick; then games=$((games / 4)); fi
        say "random play, $games games: $run"
        # shellcheck disable=SC2086 # the options are meant to split
        $cli selfplay $run --games "$games" --seed 11 --players random,random --jobs 2 || status=1
    done
    say "random play under ASan+UBSan: $((SECONDS - start)) s"
    start=$SECONDS
    # ThreadSanitizer on the tests that start, cancel and restart the computer
    # while the board is used (new game, undo, quit while it thinks). Quick:
    # only the agents' tests that use two threads, on a build without the Qt
    # Quick application (whose TSan build alone takes 8 minutes on 2 cores).
    local dir=build-tsan
    local -a threaded=(tst_thinking tst_controller tst_savedgames tst_history tst_agents)
    local -a config=(-DHATRACK_SANITIZE=thread -DHATRACK_UNITY_RULES=ON)
    if $quick; then
        dir=build-tsan-rules
        threaded=(tst_agents)
        config+=(-DHATRACK_BUILD_APP=OFF)
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${config[@]}"
    cmake --build "$dir" --target "${threaded[@]}"
    local test
    local -a functions
    for test in "${threaded[@]}"; do
        functions=()
        # Most of tst_agents is search on one thread, slow under TSan and
        # already run under ASan; quick keeps the tests that use two threads.
        if $quick && [[ $test == tst_agents ]]; then
            functions=(oneAgentThinksOnTwoThreads cancelStopsTheSearch cancelBeforeTheStart)
        fi
        say "ThreadSanitizer: $test ${functions[*]}"
        QT_QPA_PLATFORM=offscreen \
            TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/tests/tsan.supp" \
            "$(find "$dir"/tests -type f -name "$test" | head -n 1)" "${functions[@]}" || status=1
    done
    say "ThreadSanitizer build and tests: $((SECONDS - start)) s"
    return "$status"
}

# Every fuzz target for SECONDS, from a copy of its corpus in the repository;
# a crash or a sanitizer report fails and leaves the input in build-fuzz/crashes.
fuzz() {
    local seconds=${1:-60}
    CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHATRACK_FUZZ=ON -DHATRACK_UNITY_RULES=ON
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
        # HATRACK_FUZZ_SEED fixes libFuzzer's seed (0, the default, draws one), so
        # that CI explores the same inputs for the same code.
        if ! build-fuzz/tests/fuzz/"$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
            -seed="${HATRACK_FUZZ_SEED:-0}" -print_final_stats=1 -artifact_prefix=build-fuzz/crashes/"$target"- "$work" \
            2>build-fuzz/"$target".log; then
            tail -n 60 build-fuzz/"$target".log >&2
            say "$target failed: add the input from build-fuzz/crashes/ to tests/fuzz/corpus/$target/"
            status=1
        fi
        grep -E '^stat::number_of_executed_units' build-fuzz/"$target".log >&2 || true
    done
    return "$status"
}

# The determinism suite (tests/determinism/suite.txt) run by hatrack-cli from
# three toolchains: g++ and libstdc++ here (the reference, build/), MinGW-w64
# for Windows run under Wine (build-mingw/), clang and libc++ as on macOS
# (build-libcxx/). Their transcripts must be the same bytes; the first lines
# that differ are printed. Only hatrack-cli and the rules are built, Release.
determinism() {
    local start=$SECONDS
    build hatrack-cli
    say "reference build: $((SECONDS - start)) s"

    # MinGW's own C library headers must win, so Debian's nlohmann-json3-dev is
    # reached through a folder holding only its nlohmann/, not /usr/include.
    local json=$PWD/build-mingw/json-include
    mkdir -p -- "$json"
    ln -sfn /usr/include/nlohmann "$json/nlohmann"
    start=$SECONDS
    cmake -S . -B build-mingw -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$PWD/packaging/windows/mingw-w64.cmake" \
        -DHATRACK_BUILD_APP=OFF -DHATRACK_BUILD_TESTS=OFF -DHATRACK_JSON_INCLUDE_DIR="$json" \
        -DHATRACK_UNITY_RULES=ON
    cmake --build build-mingw --target hatrack-cli
    say "MinGW-w64 build: $((SECONDS - start)) s"

    start=$SECONDS
    CC=clang-14 CXX=clang++-14 cmake -S . -B build-libcxx -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS=-stdlib=libc++ -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++ \
        -DHATRACK_BUILD_APP=OFF -DHATRACK_BUILD_TESTS=OFF -DHATRACK_UNITY_RULES=ON
    cmake --build build-libcxx --target hatrack-cli
    say "clang + libc++ build: $((SECONDS - start)) s"

    # A Wine of its own, thrown away afterwards; its first start sets it up.
    local prefix
    prefix=$(mktemp -d "${TMPDIR:-/tmp}/hatrack-wine.XXXXXX")
    export WINEPREFIX=$prefix WINEDEBUG=-all WINEARCH=win64
    # No Mono or Gecko: hatrack-cli needs neither, and asking for them would wait.
    export WINEDLLOVERRIDES="mscoree,mshtml="
    # shellcheck disable=SC2064 # expand now: prefix is local
    trap "wineserver -k >/dev/null 2>&1 || true; rm -rf -- '$prefix'" EXIT
    start=$SECONDS
    # One server for wineboot and all the runs, rather than one started for each.
    wineserver -p
    wine wineboot --init >"$prefix/wineboot.log" 2>&1 || {
        cat -- "$prefix/wineboot.log" >&2
        die "wineboot failed"
    }
    say "Wine's first start (wineboot): $((SECONDS - start)) s"

    local reference=build/determinism.txt status=0
    start=$SECONDS
    tests/determinism/run.sh tests/determinism/suite.txt "$reference" build/app/hatrack-cli
    say "suite with g++ + libstdc++: $((SECONDS - start)) s, $(wc -l <"$reference") lines"
    same_as_reference "MinGW-w64 for Windows, under Wine" build-mingw/determinism.txt \
        wine build-mingw/app/hatrack-cli.exe || status=1
    same_as_reference "clang + libc++" build-libcxx/determinism.txt \
        build-libcxx/app/hatrack-cli || status=1
    return "$status"
}

# same_as_reference NAME TRANSCRIPT COMMAND...: runs the suite with COMMAND and
# compares its transcript with the reference's (in `determinism`).
same_as_reference() {
    local name=$1 transcript=$2 reference=build/determinism.txt start=$SECONDS
    shift 2
    tests/determinism/run.sh tests/determinism/suite.txt "$transcript" "$@"
    say "suite with $name: $((SECONDS - start)) s"
    if cmp -s -- "$reference" "$transcript"; then
        say "$name: the same $(wc -c <"$transcript") bytes as g++ + libstdc++"
        return 0
    fi
    # cmp names the first line that differs ("... line N"), or says "EOF on
    # FILE" when one transcript stops short: then it is the line after the shorter.
    local line
    line=$(cmp -- "$reference" "$transcript" 2>&1 | sed -n 's/.* line \([0-9]*\)$/\1/p')
    if [[ -z $line ]]; then
        line=$(($(wc -l <"$reference") < $(wc -l <"$transcript") ?
            $(wc -l <"$reference") + 1 : $(wc -l <"$transcript") + 1))
    fi
    say "$name prints otherwise than g++ + libstdc++, from line $line of the transcripts," \
        "in the output of:"
    head -n "$line" -- "$reference" | grep '^\$ hatrack-cli' | tail -n 1 >&2 || true
    say "g++ + libstdc++ ($reference; ^M is a carriage return):"
    sed -n "${line},$((line + 5))p" -- "$reference" | cat -v >&2
    say "$name ($transcript):"
    sed -n "${line},$((line + 5))p" -- "$transcript" | cat -v >&2
    return 1
}

# Compares the options (and, for hatrack-cli, the commands) that a manual page
# names with those its program's --help prints, both ways: the page may neither
# miss one nor name one that is gone. PAGE is a gzipped roff page; HELP the text.
check_manpage() {
    local page=$1 help=$2 name
    name=$(basename -- "$page" .gz)
    # Options anywhere; commands (hatrack-cli's) in the synopsis, one per line.
    local in_page in_help
    in_page=$(zcat -- "$page" | sed 's/\\-/-/g' | {
        if [[ $name == hatrack-cli.* ]]; then
            sed '/^\.SH SYNOPSIS/,/^\.SH/ s/^\.B \(hatrack-cli [a-z]*\)/\1/'
        else cat; fi
    } | grep -oE -e '--[a-z][a-z0-9-]*' -e '^hatrack-cli [a-z]+' | sort -u)
    in_help=$(printf '%s\n' "$help" |
        grep -oE -e '--[a-z][a-z0-9-]*' -e '^ *hatrack-cli [a-z]+' | sed 's/^ *//' | sort -u)
    local missing extra
    missing=$(comm -23 <(printf '%s\n' "$in_help") <(printf '%s\n' "$in_page"))
    extra=$(comm -13 <(printf '%s\n' "$in_help") <(printf '%s\n' "$in_page"))
    [[ -z $missing ]] || say "$name does not describe: ${missing//$'\n'/ }"
    [[ -z $extra ]] || say "$name describes what --help does not list: ${extra//$'\n'/ }"
    [[ -z $missing && -z $extra ]] || return 1
    say "$name: the same $(wc -l <<<"$in_page") options and commands as --help"
}

# The Debian package. Builds it with CPack from the Release build in build/,
# checks it (lintian, AppStream, the desktop entry, the manual pages, the
# versions) and the repository's licensing (reuse); then installs it on this
# machine with apt, runs what it installed, and removes it again.
package() {
    build
    rm -f build/hatrack_*.deb
    (cd build && cpack -G DEB) || die "cpack failed"
    local -a debs=(build/hatrack_*.deb)
    [[ ${#debs[@]} == 1 && -f ${debs[0]} ]] || die "cpack made no single build/hatrack_*.deb"
    local deb=$PWD/${debs[0]}
    say "built ${debs[0]}"
    SECONDS=0

    local status=0 work
    work=$(mktemp -d "${TMPDIR:-/tmp}/hatrack-package.XXXXXX")
    # shellcheck disable=SC2064 # expand now: work is local
    trap "rm -rf -- '$work'" EXIT
    dpkg-deb -x "$deb" "$work/tree"
    local app_id=io.github.hatrack.Hatrack
    local metainfo=$work/tree/usr/share/metainfo/$app_id.metainfo.xml
    local desktop=$work/tree/usr/share/applications/$app_id.desktop

    say "lintian (fails on any error or warning)"
    if lintian --info --fail-on error,warning "$deb"; then
        say "lintian: no error, no warning"
    else
        status=1
    fi
    say "appstreamcli validate --no-net"
    appstreamcli validate --no-net --strict "$metainfo" || status=1
    # The same in the package's tree: the launchable desktop entry and the icon.
    appstreamcli validate-tree --no-net --strict "$work/tree" >/dev/null || {
        appstreamcli validate-tree --no-net --strict "$work/tree" >&2 || true
        status=1
    }
    say "desktop-file-validate"
    local out
    if out=$(desktop-file-validate "$desktop" 2>&1) && [[ -z $out ]]; then
        say "desktop-file-validate: nothing to say"
    else
        printf '%s\n' "$out" >&2
        status=1
    fi
    say "reuse lint"
    if reuse lint --quiet; then
        say "reuse lint: compliant"
    else
        reuse lint >&2 || true
        status=1
    fi

    # One version everywhere: the package, the Debian changelog, the newest
    # AppStream release and what the program says.
    local version changelog_version release
    version=$(dpkg-deb --field "$deb" Version)
    changelog_version=$(dpkg-parsechangelog -l packaging/linux/debian/changelog -S Version)
    release=$(grep -m1 -oE '<release version="[^"]+"' "$metainfo" | cut -d'"' -f2)
    if [[ $version != "$changelog_version" || ${version%-*} != "$release" ]]; then
        say "versions differ: package $version, packaging/linux/debian/changelog" \
            "$changelog_version, newest release in the AppStream metadata $release"
        status=1
    fi

    # Install it as a user would. A hatrack installed before is not ours to
    # replace, except in CI, where it can only be left over from a broken run.
    if dpkg-query -W -f='${db:Status-Status}\n' hatrack 2>/dev/null | grep -qx installed; then
        [[ ${CI:-} == true ]] ||
            die "hatrack is installed on this machine: remove it first (apt-get remove hatrack)"
        apt_get remove -y hatrack
    fi
    say "apt-get install $deb"
    # shellcheck disable=SC2064
    trap "rm -rf -- '$work'; apt_get remove -y hatrack >/dev/null 2>&1 || true" EXIT
    apt_get install -y --no-install-recommends "$deb" || die "the package does not install"

    local cli=/usr/games/hatrack-cli app=/usr/games/hatrack
    local run_env=(env HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
        XDG_DATA_HOME="$work/home/.local/share" XDG_RUNTIME_DIR="$work/run"
        QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software)
    mkdir -p "$work/home" "$work/run"
    chmod 700 "$work/run"
    out=$("$cli" perft checkers 6) || status=1
    say "hatrack-cli perft checkers 6: $out"
    [[ $out == "perft 6 36768" ]] || status=1
    local game games
    games=$("$cli" games | awk '/^[a-z]/ { print $1 }') || status=1
    [[ -n $games ]] || status=1
    for game in $games; do
        out=$("$cli" selfplay "$game" --games 2 --seed 1 --players random,random) || status=1
        say "hatrack-cli selfplay $game: $out"
        [[ $out == "games 2 "* ]] || status=1
    done
    out=$("${run_env[@]}" "$app" --version) || status=1
    say "hatrack --version: $out"
    [[ $out == "Hatrack ${version%-*}" ]] || status=1
    # The window itself, with the QML modules the package depends on.
    if "${run_env[@]}" timeout 120 "$app" --game checkers --size 800x600 \
        --screenshot "$work/shot.png" && [[ $(file -b --mime-type "$work/shot.png") == image/png ]]; then
        say "hatrack --game checkers --screenshot: a window was drawn"
    else
        say "hatrack --game checkers did not draw its window"
        status=1
    fi
    check_manpage /usr/share/man/man6/hatrack.6.gz "$("${run_env[@]}" "$app" --help)" || status=1
    check_manpage /usr/share/man/man6/hatrack-cli.6.gz "$("$cli" --help; echo --help)" || status=1

    say "apt-get remove hatrack"
    apt_get remove -y hatrack || status=1
    # shellcheck disable=SC2064
    trap "rm -rf -- '$work'" EXIT
    local path left=()
    while read -r path; do
        [[ $path == */ || ! -e ${path#.} ]] || left+=("${path#.}")
    done < <(dpkg-deb --fsys-tarfile "$deb" | tar -t)
    if ((${#left[@]} > 0)) || [[ -e $app || -e $cli ]]; then
        say "left behind after removal: ${left[*]}"
        status=1
    else
        say "removed: none of the package's files is left"
    fi
    say "package checks took $SECONDS s after the build"
    return "$status"
}

case $command in
sanitize)
    sanitize "$@"
    exit
    ;;
fuzz)
    fuzz "$@"
    exit
    ;;
package)
    package
    exit
    ;;
determinism)
    determinism
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
