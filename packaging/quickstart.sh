#!/usr/bin/env bash
# Soundstage quick start: installs what is missing, builds into build/, then runs or tests.
#   packaging/quickstart.sh run [DAT]   start the editor (on the built-in demo dat by default)
#   packaging/quickstart.sh test        build and run the whole test suite (CTest)
#   packaging/quickstart.sh build       only install and build
#   packaging/quickstart.sh asan        the whole suite again under ASan + UBSan (build-asan/)
#   packaging/quickstart.sh tsan        the tests that cross threads under ThreadSanitizer (build-tsan/)
#   packaging/quickstart.sh fuzz-smoke  builds the libFuzzer targets with clang (build-fuzz/)
#                                       and runs each for SOUNDSTAGE_FUZZ_SECONDS (default 20),
#                                       one per core; without precompiled headers, so a
#                                       missing #include in core fails there
# Idempotent: a second call with nothing changed installs nothing and rebuilds nothing.
# SOUNDSTAGE_WERROR=ON (as .ci/run sets it) builds with warnings as errors (the GCC builds:
# build/, build-asan/, build-tsan/; an existing build tree is reconfigured for it).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${SOUNDSTAGE_BUILD_DIR:-$here/build}"
mode="${1:-}"
werror=(-DSOUNDSTAGE_WERROR="${SOUNDSTAGE_WERROR:-OFF}")
[ $# -gt 0 ] && shift

packages=(cmake ninja-build pkgconf g++ mold
  qt6-base-dev qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libopenal-dev libvorbis-dev libmpg123-dev libebur128-dev zlib1g-dev libbenchmark-dev
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good
  xvfb xauth imagemagick sox libsox-fmt-mp3 lame vorbis-tools
  dpkg-dev desktop-file-utils appstream librsvg2-bin shared-mime-info man-db pulseaudio
  qt6-translations-l10n)
# Fuzzing (fuzz-smoke): clang 16, as Debian 12's clang 14 cannot compile libstdc++'s
# std::expected; its compiler-rt carries libFuzzer and the sanitizer runtimes.
fuzz_packages=(clang-16 libclang-rt-16-dev)

install_missing() {
  local missing=()
  for p in "${packages[@]}" "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "quickstart: installing ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "quickstart: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

configure_and_build() {
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${SOUNDSTAGE_BUILD_TYPE:-RelWithDebInfo}" \
      "${werror[@]}"
  elif [ -n "${SOUNDSTAGE_WERROR:-}" ]; then
    cmake -S "$here" -B "$build" "${werror[@]}" >/dev/null
  fi
  cmake --build "$build" --parallel "$(nproc)"
}

case "$mode" in
  build)
    install_missing
    configure_and_build
    ;;
  run)
    install_missing
    configure_and_build
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ "${QT_QPA_PLATFORM:-}" = offscreen ]; then
      exec "$build/bin/soundstage" "$@"
    fi
    echo "quickstart: no display (DISPLAY is not set), so the editor cannot open a window."
    echo "quickstart: here is the built-in demo dat, as 'soundstage-cli info' shows it:"
    demo="$build/demo/soundstage-demo.dat"
    mkdir -p "$(dirname "$demo")"
    "$build/bin/soundstage-cli" demo -o "$demo"
    "$build/bin/soundstage-cli" info "$demo"
    ;;
  test)
    install_missing
    configure_and_build
    export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
    ;;
  asan)
    # GCC, Debug, -fsanitize=address,undefined,float-cast-overflow (SOUNDSTAGE_SANITIZE); any
    # report fails its test. Two third-party leaks are suppressed, nothing else (lsan.supp says
    # why): libpulse's ~21 KB when Qt Multimedia looks for devices without a PulseAudio server
    # (toolchain.md), and libvorbisfile's 8 bytes when it refuses a broken chained stream.
    # About 13 minutes on 2 free cores, build and tests.
    install_missing
    asan="$here/build-asan"
    if [ ! -f "$asan/build.ninja" ]; then
      cmake -S "$here" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DSOUNDSTAGE_SANITIZE=ON \
        -DSOUNDSTAGE_BUILD_BENCHMARKS=OFF "${werror[@]}"
    elif [ -n "${SOUNDSTAGE_WERROR:-}" ]; then
      cmake -S "$here" -B "$asan" "${werror[@]}" >/dev/null
    fi
    cmake --build "$asan" --parallel "$(nproc)"
    export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    export LSAN_OPTIONS="suppressions=$here/tests/sanitizers/lsan.supp:print_suppressions=0"
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    ctest --test-dir "$asan" --output-on-failure --parallel "$(nproc)" "$@"
    ;;
  tsan)
    # The tests whose work crosses threads (background opening, saves, QA runs, rolls, ambient
    # simulation, local-file decoding, the audio engine, the trigger index, motion playing, the
    # watched override file, findings after an opening, catalog copies read on workers, a large
    # override file parsed in two parts) under
    # ThreadSanitizer (build-tsan/);
    # any report fails its test. The system Qt and OpenAL are not instrumented: reports from
    # inside them are ignored, and our hand-overs through Qt are marked (widgets/session/threadhandoff.h).
    install_missing
    tsan="$here/build-tsan"
    if [ ! -f "$tsan/build.ninja" ]; then
      cmake -S "$here" -B "$tsan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSOUNDSTAGE_TSAN=ON \
        -DSOUNDSTAGE_BUILD_BENCHMARKS=OFF "${werror[@]}"
    elif [ -n "${SOUNDSTAGE_WERROR:-}" ]; then
      cmake -S "$here" -B "$tsan" "${werror[@]}" >/dev/null
    fi
    tsan_tests=(tst_backgroundtask tst_documentdigest tst_documentsaver tst_savefiles tst_qarunpanel
      tst_mainwindow tst_auditionworkbench tst_overrideaudition tst_overrideambience
      tst_engine tst_ambientview tst_oddschart tst_triggerspanel tst_motionpanel tst_overridelive
      tst_openbeforefindings tst_soundcatalog tst_overridetwoparts)
    cmake --build "$tsan" --parallel "$(nproc)" --target "${tsan_tests[@]}"
    export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    export TSAN_OPTIONS="halt_on_error=1:exitcode=66:ignore_noninstrumented_modules=1:report_signal_unsafe=0:die_after_fork=0"
    ctest --test-dir "$tsan" --output-on-failure --parallel "$(nproc)" \
      -R "^($(IFS='|'; echo "${tsan_tests[*]}"))\$" "$@"
    ;;
  fuzz-smoke)
    install_missing "${fuzz_packages[@]}"
    fuzz="$here/build-fuzz"
    if [ ! -f "$fuzz/build.ninja" ]; then
      CC=clang-16 CXX=clang++-16 cmake -S "$here" -B "$fuzz" -G Ninja \
        -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_FLAGS="-O1 -gline-tables-only" \
        -DSOUNDSTAGE_FUZZ=ON -DSOUNDSTAGE_BUILD_TESTS=OFF -DSOUNDSTAGE_PCH=OFF \
        -DSOUNDSTAGE_BUILD_BENCHMARKS=OFF -DSOUNDSTAGE_BUILD_GUI=OFF
    fi
    # only the fuzz targets and their corpora, not the programs
    mapfile -t fuzz_targets < <(ninja -C "$fuzz" -t targets all | sed -nE 's/^(fuzz_[a-z0-9_]+): .*/\1/p' | sort -u)
    cmake --build "$fuzz" --parallel "$(nproc)" --target "${fuzz_targets[@]}"
    bash "$here/tests/fuzz/run.sh" "$fuzz" "${SOUNDSTAGE_FUZZ_SECONDS:-20}"
    ;;
  *)
    echo "usage: packaging/quickstart.sh run [DAT] | test [CTEST ARGS] | build | asan | tsan | fuzz-smoke" >&2
    exit 64
    ;;
esac
