#!/usr/bin/env bash
# Fails when a translation is not complete: an entry left unfinished (untranslated), an entry
# whose source text vanished from the code, or an entry left in English. Each .ts is refreshed from app, widgets and
# core into a scratch copy first, so a string added to the code but not yet extracted counts as
# unfinished too. The committed .ts files are not touched.
#   check_translations.sh LUPDATE SOURCE_DIR
set -uo pipefail
lupdate=$1
source=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/soundstage-ts.XXXXXX")
trap 'rm -rf "$work"' EXIT

shopt -s nullglob
ts_files=("$source"/translations/soundstage_*.ts)
if ((${#ts_files[@]} == 0)); then
    echo "FAIL: no translations/soundstage_*.ts"
    exit 1
fi

failures=0
for ts in "${ts_files[@]}"; do
    name=$(basename "$ts")
    copy=$work/$name
    cp "$ts" "$copy"
    options=(-locations none -no-ui-lines -I .)
    [[ $name == soundstage_en.ts ]] && options+=(-pluralonly)
    if ! (cd "$source" && "$lupdate" "${options[@]}" app widgets core -ts "$copy") >"$work/lupdate.log" 2>&1; then
        echo "FAIL: $name: lupdate failed"; cat "$work/lupdate.log"; failures=$((failures + 1)); continue
    fi
    # One line per problem: the kind and the source text of the entry.
    awk '
        /<context>/            { context = "" }
        /<name>/ && context == "" { context = $0; gsub(/.*<name>|<\/name>.*/, "", context) }
        /<source>/             { text = $0; gsub(/.*<source>|<\/source>.*/, "", text) }
        /<translation[^>]*type="unfinished"/ { print "unfinished: " context ": " text }
        /<translation[^>]*type="(vanished|obsolete)"/ { print "obsolete:   " context ": " text }
    ' "$copy" >"$work/problems"
    count=$(wc -l <"$work/problems")
    total=$(grep -c "<source>" "$copy")
    if ((count)); then
        echo "FAIL: $name: $count of $total entries unfinished or obsolete:"
        sed 's/^/    /' "$work/problems" | head -50
        ((count > 50)) && echo "    … and $((count - 50)) more"
        failures=$((failures + 1))
    else
        echo "ok:   $name: all $total entries translated, none obsolete"
    fi
done
# English left in a translation: an entry whose translation is its source word for word,
# holding a word that is neither a placeholder nor one of the terms the translations keep
# (names of the client's records and hooks, units, file formats). "Loop" left as "Loop" in
# German is caught here; "Wave %1" is not, as the glossary keeps Wave.
glossary=" Soundstage Ambient STB STBs Wave Waves Setup Setups Sound Hook Seed Frame Browser "
glossary+="Details Override QA LUFS dB fps Hz s m L R Markdown CSV md csv SoundTable Region in "
for ts in "${ts_files[@]}"; do
    name=$(basename "$ts")
    [[ $name == soundstage_en.ts ]] && continue
    awk -v glossary="$glossary" '
        /<source>.*<\/source>/ { text = $0; gsub(/.*<source>|<\/source>.*/, "", text); next }
        /<translation>.*<\/translation>/ {
            tr = $0; gsub(/.*<translation>|<\/translation>.*/, "", tr)
            if (tr != text) next
            words = text
            gsub(/&lt;[^&]*&gt;|%L?[0-9n]|&amp;|&[a-z]+;|0x[0-9A-Fa-f]*/, " ", words)
            n = split(words, list, /[^A-Za-z]+/)
            for (i = 1; i <= n; ++i)
                if (list[i] != "" && index(glossary, " " list[i] " ") == 0) {
                    print "    " text; break
                }
        }
    ' "$ts" >"$work/english"
    if [[ -s $work/english ]]; then
        echo "FAIL: $name: entries left in English (the same text as the source):"
        cat "$work/english"
        failures=$((failures + 1))
    else
        echo "ok:   $name: no entry left in English"
    fi
done
if ((failures)); then
    echo "Refresh with 'cmake --build build --target update_translations', translate in Qt Linguist,"
    echo "and drop obsolete entries (update_translations does that)."
    exit 1
fi
