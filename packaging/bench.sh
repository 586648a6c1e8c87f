#!/usr/bin/env bash
# Soundstage benchmarks: one table of every figure the issues name, against its target.
#   packaging/bench.sh [--no-build] [--synth-bytes B]
# Configures a Release build in build-release/ (SOUNDSTAGE_BENCH_BUILD overrides), builds every
# bench_* target and soundstage-cli, generates the synthetic retail-shaped dat once (cached in
# build-release/bench/, keyed by its parameters and the generator's source), runs every
# benchmark program on it (SOUNDSTAGE_BENCH_DAT) and prints one table. Raw JSON results and logs
# stay in build-release/bench/. Benchmarks of areas not merged yet show as "not built yet".
# Exit status: 0 when the table was printed (met or not), 1 when building or a run failed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rel="${SOUNDSTAGE_BENCH_BUILD:-$here/build-release}"
build=1
synth_bytes=$((1 << 30))
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --synth-bytes) synth_bytes="$2"; shift ;;
    *) echo "usage: packaging/bench.sh [--no-build] [--synth-bytes B]" >&2; exit 64 ;;
  esac
  shift
done

if [ $build -eq 1 ]; then
  if [ ! -f "$rel/build.ninja" ]; then
    cmake -S "$here" -B "$rel" -G Ninja -DCMAKE_BUILD_TYPE=Release
  fi
  mapfile -t benches < <(ninja -C "$rel" -t targets all | sed -nE 's/^(bench_[a-z0-9_]+): .*/\1/p' | sort -u)
  cmake --build "$rel" --parallel "$(nproc)" --target soundstage-cli "${benches[@]}"
fi

out="$rel/bench"
mkdir -p "$out"
key=$(cat "$here/core/demo/synthdat.cpp" "$here/core/dat/datwriter.cpp" | sha1sum | cut -c1-8)
dat="$out/synth-$synth_bytes-$key.dat"
if [ ! -f "$dat" ]; then
  rm -f "$out"/synth-*.dat
  echo "bench: generating the synthetic dat ($synth_bytes bytes)…" >&2
  "$rel/bin/soundstage-cli" synth -o "$dat" --bytes "$synth_bytes" --json > "$out/synth.json"
fi
export SOUNDSTAGE_BENCH_DAT="$dat"
# The scaling rows: the same generator at ¼ and ½ of the content (entries, tables, waves) and
# of the size, cached alike (a dat only smaller in bytes holds the same records, and costs the
# same: the records are what the figures read).
for part in 4 2; do
  scaled="$out/synth-$((synth_bytes / part))-$key-c$part.dat"
  if [ ! -f "$scaled" ]; then
    rm -f "$out"/synth-*-q"$part".dat "$out"/synth-*-c"$part".dat
    echo "bench: generating the synthetic dat at 1/$part of its content…" >&2
    "$rel/bin/soundstage-cli" synth -o "$scaled" --bytes "$((synth_bytes / part))" \
      --entries "$((79694 / part))" --tables "$((1400 / part))" --waves "$((10000 / part))" > /dev/null
  fi
  if [ "$part" = 4 ]; then export SOUNDSTAGE_BENCH_DAT_QUARTER="$scaled"; else export SOUNDSTAGE_BENCH_DAT_HALF="$scaled"; fi
done
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
export ALSOFT_DRIVERS="${ALSOFT_DRIVERS:-null}"

failed=0
for exe in "$rel"/bin/bench_*; do
  [ -x "$exe" ] || continue
  name=$(basename "$exe")
  echo "bench: running $name…" >&2
  if ! "$exe" --benchmark_format=console --benchmark_out="$out/$name.json" \
      --benchmark_out_format=json > "$out/$name.log" 2>&1; then
    echo "bench: $name failed, see $out/$name.log" >&2
    failed=1
  fi
done

python3 - "$out" "$rel/bin" "$out/synth.json" <<'PY'
import json, os, re, sys
out, bindir, synth = sys.argv[1], sys.argv[2], sys.argv[3]

# (figure, program, benchmark name regex, measure, target text, test). measure: "floor" (the
# ratio of a figure to the floor measured beside it, tests/bench/benchfloor.h), "ms" / "us"
# (real time per iteration), a counter name, or "ms:" and a counter that holds milliseconds;
# `test` takes the value and says met or not.
ROWS = [
  ("open + enumerate synthetic dat (79,694 entries)", "bench_dat", r"^BM_OpenEnumerateSynth/4", "ms", "≤ 30 ms", lambda v: v <= 30),
  ("open + enumerate synthetic dat against a bare mmap + B-tree walk", "bench_dat", r"^BM_OpenEnumerateSynth/4", "floor", "≤ 2× floor", lambda v: v <= 2),
  ("open + enumerate generated 80,000 entries", "bench_dat", r"BM_OpenEnumerate80k", "ms", "≤ 30 ms", lambda v: v <= 30),
  ("decode 1,500 tables", "bench_records", r"BM_DecodeSoundTables1500", "ms", "≤ 30 ms", lambda v: v <= 30),
  ("read + decode every table of the synthetic dat", "bench_records", r"BM_ReadDecodeSynthTables", "ms", "≤ 30 ms", lambda v: v <= 30),
  ("peak RSS opening the 1 GB dat (MiB)", "bench_dat", r"BM_PeakResident1GB", "peak_rss_MiB", "≤ 64 MB", lambda v: v <= 64),
  ("load: DatFile + SoundCatalog::load, synthetic dat", "bench_dat", r"BM_CatalogLoadSynth", "ms", "(figure)", None),
  ("load: peak RSS of that load (MiB)", "bench_dat", r"BM_CatalogLoadSynth", "peak_rss_MiB", "(figure)", None),
  ("load: decode a 1,000-variant table", "bench_records", r"BM_Decode1000Variants", "us", "(figure)", None),
  ("load: encode a 1,000-variant table", "bench_records", r"BM_Encode1000Variants", "us", "(figure)", None),
  ("emulated rolls per second (M/s)", "bench_retail", r"^BM_EmulatedRolls/0", "Mrolls", "≥ 50 M/s", lambda v: v >= 50),
  ("reachability report, 1,500 tables", "bench_retail", r"^BM_ReachabilityReport/1500", "ms", "≤ 2 ms", lambda v: v <= 2),
  ("reachability report against a lookup per record (pick, gate, wave)", "bench_retail", r"^BM_ReachabilityReport/1500", "floor", "(beside floor)", None),
  ("load: retail outcome of a 1,000-variant list", "bench_retail", r"^BM_Outcome1000Variants", "us", "(figure)", None),
  ("build the whole trigger index, synthetic dat", "bench_triggers", r"^BM_BuildTriggerIndexSynth", "ms", "≤ 150 ms", lambda v: v <= 150),
  ("longest GUI stall while the trigger index builds on a worker", "bench_triggers", r"^BM_BuildTriggerIndexStall", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("load: update the trigger index after an edit of one animation", "bench_triggers", r"^BM_UpdateAfterHookEdit", "ms", "(figure)", None),
  ("triggers for one table, index built", "bench_triggers", r"^BM_TriggersOneTable", "ms", "≤ 5 ms", lambda v: v <= 5),
  ("one 60 s motion simulation", "bench_triggers", r"^BM_MotionSimulation60s", "ms", "≤ 1 ms", lambda v: v <= 1),
  ("decode-to-first-sample, 2 s PCM wave", "bench_audio_decode", r"First.*Pcm|Pcm.*First", "ms", "≤ 2 ms", lambda v: v <= 2),
  ("decode-to-first-sample, 2 s MP3 wave", "bench_audio_decode", r"First.*Mp3|Mp3.*First", "ms", "≤ 2 ms", lambda v: v <= 2),
  ("64-voice loopback render, default resampler (× real time, CPU)", "bench_audio_render", r"^BM_Render64_Retail_22k_Linear", "x_realtime_cpu", "≥ 50×", lambda v: v >= 50),
  ("load: 256-voice loopback render (× real time, CPU)", "bench_audio_render", r"^BM_Render256", "x_realtime_cpu", "(figure)", None),
  ("parse a 100,000-line override file", "bench_override", r"^BM_ParseOverride/100000", "ms", "≤ 15 ms", lambda v: v <= 15),
  ("parse a 100,000-line override file against a bare split of its lines and fields", "bench_override", r"^BM_ParseOverride/100000", "floor", "≤ 4× floor", lambda v: v <= 4),
  ("parse it streamed, no model (override check's parse), against the same split", "bench_override", r"^BM_ParseEachOverride100k", "floor", "(beside floor)", None),
  ("parse 100,000 table events chosen to share hash slots, against a split of its bytes", "bench_override", r"^BM_ParseCollidingEvents100k", "floor", "(beside floor)", None),
  ("patch one table into a 1 GB dat (× copy, both flushed)", "bench_patch", r"^BM_PatchOneTable1GB/1", "ratio:^BM_CopyFile1GB/1", "≤ 1.5× copy", lambda v: v <= 1.5),
  ("verify 80,000 entries", "bench_patch", r"^BM_Verify80k/1", "ms", "≤ 300 ms", lambda v: v <= 300),
  ("editor: open the synthetic dat to a populated browser (window, background)", "bench_editor", r"^BM_OpenToBrowserInWindow", "ms", "≤ 60 ms", lambda v: v <= 60),
  ("editor: opening to a populated browser against Document::open alone", "bench_editor", r"^BM_OpenToBrowserInWindow", "floor", "(beside floor)", None),
  ("editor: browser model build, a screen of rows formatted", "bench_editor", r"^BM_BrowserModelBuild", "ms", "≤ 10 ms", lambda v: v <= 10),
  ("editor: browser model build against a walk over the record ids", "bench_editor", r"^BM_BrowserModelBuild", "floor", "(beside floor)", None),
  ("whole process: list DAT --type all against a bare mmap + walk process", "bench_cli", r"^BM_CliListAll/4/", "floor", "≤ 5× floor", lambda v: v <= 5),
  ("whole process: reach DAT against info DAT", "bench_cli", r"^BM_CliReach/4/", "floor", "≤ 4× floor", lambda v: v <= 4),
  ("whole process: reach DAT --json against the text report (time)", "bench_cli", r"^BM_CliReachJson/4/", "floor", "≤ 2× floor", lambda v: v <= 2),
  ("whole process: reach DAT --json against the text report (bytes)", "bench_cli", r"^BM_CliReachJson/4/", "bytes_ratio", "≤ 2×", lambda v: v <= 2),
  ("whole process: override check, 100,000 lines, against wc -l", "bench_cli", r"^BM_CliOverrideCheck/100000", "floor", "≤ 15× floor", lambda v: v <= 15),
  ("whole process: info DAT against a bare mmap + walk process", "bench_cli", r"^BM_CliInfo", "floor", "(beside floor)", None),
  ("startup: editor process to its first painted window (demo dat)", "bench_startup", r"^BM_StartupDemo", "ms:painted_ms", "(figure)", None),
  ("startup: that first paint against a bare Qt window process's", "bench_startup", r"^BM_StartupDemo", "floor", "(beside floor)", None),
  ("startup: editor process to the demo dat's browser painted", "bench_startup", r"^BM_StartupDemo", "ms", "(figure)", None),
  ("startup: editor process to the synthetic dat's browser painted", "bench_startup", r"^BM_StartupSynth", "ms", "(figure)", None),
  ("scaling: list DAT --type all, ¼ of the synthetic dat", "bench_cli", r"^BM_CliListAll/1/", "floor", "(figure)", None),
  ("scaling: list DAT --type all, ½", "bench_cli", r"^BM_CliListAll/2/", "floor", "(figure)", None),
  ("scaling: list DAT --type all, 1×", "bench_cli", r"^BM_CliListAll/4/", "floor", "(figure)", None),
  ("scaling: reach DAT, ¼ of the synthetic dat", "bench_cli", r"^BM_CliReach/1/", "floor", "(figure)", None),
  ("scaling: reach DAT, ½", "bench_cli", r"^BM_CliReach/2/", "floor", "(figure)", None),
  ("scaling: reach DAT, 1×", "bench_cli", r"^BM_CliReach/4/", "floor", "(figure)", None),
  ("scaling: open + enumerate, ¼ of the synthetic dat's entries", "bench_dat", r"^BM_OpenEnumerateSynth/1", "floor", "(figure)", None),
  ("scaling: open + enumerate, ½", "bench_dat", r"^BM_OpenEnumerateSynth/2", "floor", "(figure)", None),
  ("scaling: open + enumerate, 1×", "bench_dat", r"^BM_OpenEnumerateSynth/4", "floor", "(figure)", None),
  ("scaling: reachability report, 375 tables", "bench_retail", r"^BM_ReachabilityReport/375", "floor", "(figure)", None),
  ("scaling: reachability report, 750 tables", "bench_retail", r"^BM_ReachabilityReport/750", "floor", "(figure)", None),
  ("scaling: reachability report, 1,500 tables", "bench_retail", r"^BM_ReachabilityReport/1500", "floor", "(figure)", None),
  ("scaling: parse an override file of 25,000 lines", "bench_override", r"^BM_ParseOverride/25000", "floor", "(figure)", None),
  ("scaling: parse, 50,000 lines", "bench_override", r"^BM_ParseOverride/50000", "floor", "(figure)", None),
  ("scaling: parse, 100,000 lines", "bench_override", r"^BM_ParseOverride/100000", "floor", "(figure)", None),
  ("scaling: override check of 25,000 lines, against wc -l", "bench_cli", r"^BM_CliOverrideCheck/25000", "floor", "(figure)", None),
  ("scaling: override check, 50,000 lines", "bench_cli", r"^BM_CliOverrideCheck/50000", "floor", "(figure)", None),
  ("scaling: override check, 100,000 lines", "bench_cli", r"^BM_CliOverrideCheck/100000", "floor", "(figure)", None),
  ("editor: longest GUI stall while opening it", "bench_editor", r"^BM_OpenStallInWindow", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: longest GUI stall while saving a patched copy (and reopening it)", "bench_editor", r"^BM_SaveStallInWindow", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: Save to the saved copy reopened (background)", "bench_editor", r"^BM_SaveStallInWindow", "ms:save_and_reopen_ms", "(figure)", None),
  ("editor: longest GUI stall importing a wave", "bench_editor", r"^BM_ImportWaveStallInWindow", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: longest GUI stall applying an override (one table + one added)", "bench_editor", r"^BM_ApplyOverrideStallInWindow/0", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: longest GUI stall applying an override (*/sound: 228 tables)", "bench_editor", r"^BM_ApplyOverrideStallInWindow/1", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: longest GUI stall of a full browser rebuild (worker)", "bench_editor", r"^BM_FullResetStallInWindow", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: longest GUI stall at the first play of a 60 s local MP3", "bench_audition", r"^BM_FirstLocalMp3StallTransport", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("editor: filter keystroke in the browser dock", "bench_editor", r"^BM_FilterKeystrokeInWindow", "ms", "≤ 16 ms", lambda v: v <= 16),
  ("editor: click on a variant to first sound (cold)", "bench_editor", r"^BM_ClickVariantToFirstSound", "ms", "≤ 30 ms", lambda v: v <= 30),
  ("editor: Document::open + browser model, no window", "bench_editor", r"^BM_OpenDocument", "plus:^BM_BrowserPopulate", "(figure)", None),
  ("editor: filter keystroke, browser model only (80k entries)", "bench_editor", r"^BM_FilterKeystroke$", "ms", "≤ 2 ms", lambda v: v <= 2),
  ("editor: filter keystroke against one pass over the ids it tests", "bench_editor", r"^BM_FilterKeystroke$", "floor", "(beside floor)", None),
  ("editor: the Variants list for a filter naming variants, against select() alone", "bench_editor", r"^BM_VariantsList", "floor", "(beside floor)", None),
  ("editor: Export → Override File of one edit (GUI thread)", "bench_editor", r"^BM_ExportOverride", "ms", "≤ 50 ms (no freeze)", lambda v: v <= 50),
  ("editor: Apply Override File, a small file (GUI thread)", "bench_editor", r"^BM_ApplySmallOverride", "ms", "≤ 50 ms (no freeze)", lambda v: v <= 50),
  ("bulk edit: set the volume of 70,000 variants, one undo step", "bench_bulkedit", r"^BM_BulkEdit70kVariants$", "ms", "≤ 100 ms", lambda v: v <= 100),
  ("bulk edit: that edit against writing each variant's field in place", "bench_bulkedit", r"^BM_BulkEdit70kVariants$", "floor", "(beside floor)", None),
  ("bulk edit: its undo", "bench_bulkedit", r"^BM_BulkUndo70kVariants", "ms", "≤ 100 ms", lambda v: v <= 100),
  ("bulk edit: the edit with the window's views following", "bench_bulkedit", r"^BM_BulkEdit70kVariantsWithViews", "ms", "(figure)", None),
  ("loudness of every wave of the synthetic dat (background, with progress)", "bench_liveloops", r"^BM_LoudnessOfEveryWave", "ms:figure_ms", "≤ 10 s", lambda v: v <= 10000),
  ("loudness of every wave against libebur128 over the decoded samples, one thread", "bench_liveloops", r"^BM_LoudnessOfEveryWave", "floor", "(beside floor)", None),
  ("longest GUI stall while every wave's loudness is measured", "bench_liveloops", r"^BM_LoudnessOfEveryWave", "ms:max_stall_ms", "≤ 50 ms", lambda v: v <= 50),
  ("live override: re-apply a 1,000-line file on save", "bench_liveloops", r"^BM_ReapplyOverride1k", "ms", "≤ 50 ms", lambda v: v <= 50),
  ("live override: that re-apply against parsing the file alone", "bench_liveloops", r"^BM_ReapplyOverride1k", "floor", "(beside floor)", None),
]
UNIT = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}

def load(program):
    path = os.path.join(out, program + ".json")
    if not os.path.exists(os.path.join(bindir, program)):
        return None
    try:
        with open(path) as f:
            return [b for b in json.load(f)["benchmarks"] if b.get("run_type", "iteration") == "iteration"]
    except (OSError, ValueError, KeyError):
        return []

def ms_of(b):
    return b["real_time"] * UNIT[b.get("time_unit", "ns")]

def measure(b, what, runs):
    ms = ms_of(b)
    if what.startswith("plus:"):
        other = [r for r in runs if re.search(what[5:], r["name"])]
        if not other:
            return None, "no %s" % what[5:]
        v = ms + ms_of(other[0])
        return v, "%.3g ms (%.3g + %.3g)" % (v, ms, ms_of(other[0]))
    if what.startswith("ratio:"):
        base = [r for r in runs if re.search(what[6:], r["name"])]
        if not base:
            return None, "no baseline %s" % what[6:]
        v = ms / ms_of(base[0])
        return v, "%.2f× (%.0f vs %.0f ms)" % (v, ms, ms_of(base[0]))
    if what == "floor":
        # a row of bench::figureBesideFloor: the figure, its floor in the same run, the ratio
        if "ratio" not in b:
            return None, "no floor measured"
        return b["ratio"], "%.2f× floor (%.3g vs %.3g ms)" % (b["ratio"], b["figure_ms"], b["floor_ms"])
    if what == "ms":
        return ms, "%.3g ms" % ms
    if what.startswith("ms:"):
        if what[3:] not in b:
            return None, "no counter %s" % what[3:]
        return b[what[3:]], "%.3g ms" % b[what[3:]]
    if what == "us":
        return ms * 1e3, "%.3g µs" % (ms * 1e3)
    if what == "Mrolls":
        v = b.get("items_per_second", b.get("rolls_per_second", 0)) / 1e6
        return v, "%.1f M/s" % v
    if what in b:
        return b[what], "%.3g" % b[what]
    return None, "no counter %s" % what

rows = []
for figure, program, pattern, what, target, test in ROWS:
    runs = load(program)
    if runs is None:
        rows.append((figure, "not built yet", target, "—")); continue
    match = [b for b in runs if re.search(pattern, b["name"])]
    if not match:
        rows.append((figure, "no such benchmark in %s" % program, target, "—")); continue
    b = match[0]
    if "error_message" in b:
        rows.append((figure, "error: " + b["error_message"][:40], target, "no")); continue
    value, text = measure(b, what, runs)
    met = "—" if test is None or value is None else ("yes" if test(value) else "NO")
    rows.append((figure, text, target, met))

try:
    s = json.load(open(synth))
    print("synthetic dat: %d entries, %d tables (%d variants), %d waves, %.0f MiB, written in %.1f s"
          % (s["entries"], s["tables"], s["variants"], s["waves"], s["bytes"] / 2**20, s["seconds"]))
except (OSError, ValueError, KeyError):
    pass
w = max(len(r[0]) for r in rows)
v = max(len(r[1]) for r in rows)
t = max(len(r[2]) for r in rows)
print("%-*s  %-*s  %-*s  %s" % (w, "benchmark", v, "figure", t, "target", "met?"))
print("%s  %s  %s  %s" % ("-" * w, "-" * v, "-" * t, "----"))
for r in rows:
    print("%-*s  %-*s  %-*s  %s" % (w, r[0], v, r[1], t, r[2], r[3]))
PY
exit $failed
