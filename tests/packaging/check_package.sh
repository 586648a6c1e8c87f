#!/usr/bin/env bash
# The packaging test: install into a DESTDIR and run the programs from there, check the
# installed files and the desktop metadata, build the Debian package and the source tarball
# with CPack and look inside them.
#   check_package.sh BUILD_DIR SOURCE_DIR VERSION
# SOUNDSTAGE_PACKAGING_NO_DEB=REASON skips the Debian package (the sanitizer builds set it:
# their programs are instrumented, not what a package ships).
# A check whose tool is missing is skipped with a message (SKIP: …), never passed silently.
set -uo pipefail

build=$1
source=$2
version=$3
app_id=org.soundstage.Soundstage

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
skip() { echo "SKIP: $*"; }
have() { command -v "$1" >/dev/null 2>&1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/soundstage-packaging.XXXXXX")
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
export ALSOFT_DRIVERS=${ALSOFT_DRIVERS:-null}

gui=0
[ -x "$build/bin/soundstage" ] && gui=1

# The files a complete installation holds, relative to the prefix.
expected=(
    bin/soundstage-cli
    share/applications/$app_id.desktop
    share/metainfo/$app_id.metainfo.xml
    share/mime/packages/$app_id.xml
    share/icons/hicolor/scalable/apps/$app_id.svg
    share/man/man1/soundstage.1.gz
    share/man/man1/soundstage-cli.1.gz
    share/bash-completion/completions/soundstage-cli
    share/soundstage/translations/soundstage_de.qm
    share/doc/soundstage/copyright
    share/doc/soundstage/user-guide.html
)
for size in 16 22 24 32 48 64 128 256; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
((gui)) && expected+=(bin/soundstage)
[ -f "$source/packaging/man/soundstage-override.5" ] && expected+=(share/man/man5/soundstage-override.5.gz)

# --- 1. cmake --install into a DESTDIR ------------------------------------------------------
destdir=$work/destdir
prefix=/opt/soundstage-test
if DESTDIR=$destdir cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1; then
    pass "cmake --install into DESTDIR"
else
    fail "cmake --install into DESTDIR:"; cat "$work/install.log"
fi
root=$destdir$prefix
for f in "${expected[@]}"; do
    [ -e "$root/$f" ] || fail "installed tree lacks $f"
done
pass "installed tree checked for ${#expected[@]} files"
if find "$destdir" -mindepth 1 -maxdepth 1 | grep -v "^$destdir/opt$" >/dev/null; then
    fail "something was installed outside the prefix: $(find "$destdir" -mindepth 1 -maxdepth 1)"
fi

# --- 2. the installed programs run from the install tree ------------------------------------
cli=$root/bin/soundstage-cli
if have readelf; then
    for program in "$root"/bin/*; do
        if readelf -d "$program" 2>/dev/null | grep -E "R(UN)?PATH" | grep -F "$build" >/dev/null; then
            fail "$(basename "$program") keeps an RPATH into the build tree"
        fi
    done
    pass "no RPATH into the build tree"
else
    skip "readelf not found: RPATH not checked"
fi
out=$("$cli" --version 2>&1); status=$?
if [ $status -eq 0 ] && [[ $out == *"$version"* ]]; then
    pass "installed soundstage-cli --version: $out"
else
    fail "installed soundstage-cli --version (status $status): $out"
fi
help=$("$cli" --help 2>&1); status=$?
if [ $status -eq 0 ] && [[ $help == *"Commands:"* ]]; then
    pass "installed soundstage-cli --help"
else
    fail "installed soundstage-cli --help (status $status): $help"
fi
# The command names soundstage-cli --help lists (two-space indented lines under "Commands:").
mapfile -t commands < <(printf '%s\n' "$help" | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')

if ((gui)); then
    out=$(timeout 5 "$root/bin/soundstage" --version 2>&1); status=$?
    if [ $status -eq 0 ] && [[ $out == *"$version"* ]]; then
        pass "installed soundstage --version: $out"
    elif [ $status -eq 124 ]; then
        skip "soundstage --version opened the editor instead of printing the version (not wired yet)"
    else
        fail "installed soundstage --version (status $status): $out"
    fi
fi

if grep -qx demo <<<"$(printf '%s\n' "${commands[@]}")" && grep -qx info <<<"$(printf '%s\n' "${commands[@]}")"; then
    if "$cli" demo -o "$work/demo.dat" >"$work/demo.log" 2>&1; then
        out=$("$cli" info "$work/demo.dat" 2>&1); status=$?
        if [ $status -eq 0 ] && [ -n "$out" ]; then
            pass "installed soundstage-cli info on the demo dat"
        else
            fail "installed soundstage-cli info on the demo dat (status $status): $out"
        fi
    else
        skip "soundstage-cli demo does not work yet: $(tail -1 "$work/demo.log")"
    fi
else
    skip "soundstage-cli has no demo/info command yet"
fi

# --- 3. every command is in the manual and in the completion ---------------------------------
man_cli=$source/packaging/man/soundstage-cli.1
completion=$source/packaging/completion/soundstage-cli
if ((${#commands[@]} == 0)); then
    fail "soundstage-cli --help lists no commands"
fi
for command in "${commands[@]}"; do
    roff=${command//-/\\-}
    # "\fBinfo\fP …", or for a command with subcommands "\fBoverride check\fP …".
    grep -qF -e "\\fB$roff\\fP" -e "\\fB$roff " "$man_cli" ||
        fail "soundstage-cli.1 does not document '$command'"
    grep -qE "(^|[ \"])$command( |$|\")" "$completion" || fail "the bash completion does not know '$command'"
done
pass "${#commands[@]} commands checked against soundstage-cli.1 and the completion"

# Every option a command's --help lists is in that command's synopsis in the manual (the lines
# starting "\fBCOMMAND\fP"; for override, those of all its subcommands, which share one option
# list). --help, --help-all and --pretty are described once for all commands.
missing_options=()
for command in "${commands[@]}"; do
    roff=${command//-/\\-}
    synopsis=$(grep -F -e "\\fB$roff\\fP" -e "\\fB$roff " "$man_cli" | grep -v '^\.')
    options=$("$cli" "$command" --help 2>&1 | grep -oE '^  (-[a-zA-Z], )?--[a-z][a-z-]*' | sed 's/^  //')
    while IFS= read -r option; do
        [ -n "$option" ] || continue
        long=${option##*, }
        case $long in --help | --help-all | --pretty) continue ;; esac
        short=""
        [[ $option == *", "* ]] && short=${option%%, *}
        grep -qF -- "\\fB${long//-/\\-}\\fP" <<<"$synopsis" && continue
        [ -n "$short" ] && grep -qF -- "\\fB${short//-/\\-}\\fP" <<<"$synopsis" && continue
        missing_options+=("$command $long")
    done <<<"$options"
done
if ((${#missing_options[@]})); then
    fail "soundstage-cli.1's synopses lack options their --help lists: ${missing_options[*]}"
else
    pass "every option of every command's --help is in its synopsis in soundstage-cli.1"
fi

if bash -n "$completion"; then
    completions=$(bash -c '
        . "$1" || exit 1
        COMP_WORDS=(soundstage-cli ""); COMP_CWORD=1; COMPREPLY=()
        _soundstage_cli; printf "%s\n" "${COMPREPLY[@]}"' _ "$completion")
    if grep -qx info <<<"$completions" && grep -qx -- --version <<<"$completions"; then
        pass "bash completion completes the commands"
    else
        fail "bash completion of 'soundstage-cli ' gave: $completions"
    fi
else
    fail "bash -n on the completion script"
fi

# --- 4. manual pages render without warnings ---------------------------------------------------
if have man; then
    for page in "$root"/share/man/man*/*.gz; do
        warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
        text=$(MANWIDTH=80 man -l "$page" 2>/dev/null)
        if [ -n "$warnings" ] || [ -z "$text" ]; then
            fail "man -l $(basename "$page"): ${warnings:-no output}"
        fi
    done
    pass "manual pages render"
else
    skip "man not found: manual pages not rendered"
fi

# --- 5. desktop entry, AppStream metainfo, MIME entry ---------------------------------------
if have desktop-file-validate; then
    if out=$(desktop-file-validate "$root/share/applications/$app_id.desktop" 2>&1); then
        pass "desktop-file-validate${out:+ (${out##*: })}"
    else
        fail "desktop-file-validate: $out"
    fi
else
    skip "desktop-file-validate not found (Debian: desktop-file-utils)"
fi
if have appstreamcli; then
    if out=$(appstreamcli validate --no-net "$root/share/metainfo/$app_id.metainfo.xml" 2>&1); then
        pass "appstreamcli validate --no-net"
    else
        fail "appstreamcli validate --no-net: $out"
    fi
else
    skip "appstreamcli not found (Debian: appstream)"
fi
if have update-mime-database; then
    mime=$work/mime
    mkdir -p "$mime/packages"
    cp "$root/share/mime/packages/$app_id.xml" "$mime/packages/"
    if out=$(update-mime-database "$mime" 2>&1) && [ -f "$mime/application/x-asheron-dat.xml" ] &&
        grep -q "x-asheron-dat" "$mime/magic" && grep -q "x-asheron-dat" "$mime/globs2"; then
        pass "update-mime-database accepts the MIME entry (magic and glob)"
    else
        fail "update-mime-database on the MIME entry: $out"
    fi
else
    skip "update-mime-database not found (Debian: shared-mime-info)"
fi

# The pieces name each other consistently, and the metainfo knows this release.
desktop=$root/share/applications/$app_id.desktop
metainfo=$root/share/metainfo/$app_id.metainfo.xml
mime_type=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$root/share/mime/packages/$app_id.xml")
grep -qx "Icon=$app_id" "$desktop" || fail "the desktop entry's Icon= is not $app_id"
grep -q "^MimeType=.*$mime_type;" "$desktop" || fail "the desktop entry's MimeType= lacks $mime_type"
grep -q "^Exec=soundstage %[fF]" "$desktop" || fail "the desktop entry's Exec= does not pass the file"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
    fail "the metainfo's launchable is not $app_id.desktop"
grep -q "<mediatype>$mime_type</mediatype>" "$metainfo" || fail "the metainfo does not provide $mime_type"
grep -q "<release version=\"$version\"" "$metainfo" ||
    fail "the metainfo has no <release version=\"$version\"> (add the release when the version changes)"
pass "desktop entry, metainfo and MIME entry agree ($mime_type, release $version)"

# --- 6. the Debian package -------------------------------------------------------------------
if [ -n "${SOUNDSTAGE_PACKAGING_NO_DEB:-}" ]; then
    skip "no Debian package built: $SOUNDSTAGE_PACKAGING_NO_DEB (SOUNDSTAGE_PACKAGING_NO_DEB)"
elif have cpack && have dpkg-deb && have dpkg-shlibdeps; then
    if (cd "$work" && cpack -G DEB -B "$work/deb" --config "$build/CPackConfig.cmake") >"$work/cpack.log" 2>&1; then
        deb=$(ls "$work"/deb/soundstage_*.deb 2>/dev/null | head -1)
    else
        deb=""
    fi
    if [ -z "$deb" ]; then
        fail "cpack -G DEB:"; cat "$work/cpack.log"
    else
        pass "cpack -G DEB: $(basename "$deb")"
        dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$work/contents"
        for f in "${expected[@]}"; do
            grep -qx "/usr/$f" "$work/contents" || fail "the package lacks /usr/$f"
        done
        pass "dpkg-deb -c: the package holds ${#expected[@]} expected files"
        field() { dpkg-deb -f "$deb" "$1"; }
        [ "$(field Package)" = soundstage ] || fail "Package: $(field Package)"
        [ "$(field Version)" = "$version" ] || fail "Version: $(field Version), not $version"
        [ "$(field Section)" = sound ] || fail "Section: $(field Section)"
        [ -n "$(field Maintainer)" ] || fail "no Maintainer"
        # An address a user would follow is real or absent: no placeholder (.invalid, .example,
        # example.com) in the control fields or the AppStream metadata.
        placeholder='https?://[^"<> ]*(\.invalid|\.example|example\.(com|org|net))([/"<> ]|$)'
        if dpkg-deb -f "$deb" | grep -Eq "$placeholder" ||
            grep -Eq "$placeholder" "$root/share/metainfo/$app_id.metainfo.xml"; then
            fail "a placeholder address in the package metadata"
        fi
        [[ $(field Description) == *Asheron* ]] || fail "Description: $(field Description)"
        depends=$(field Depends)
        # Every shared library a packaged program links directly (NEEDED) must come from a
        # package named in Depends: resolve each with ldd, ask dpkg which package owns it.
        depends_names=$(printf '%s\n' "$depends" | tr ',|' '\n\n' | sed 's/(.*//; s/:.*//; s/ //g')
        needed_packages="libc6 libqt6core6"
        if have readelf && have ldd && have dpkg; then
            for program in "$root"/bin/*; do
                resolved=$(ldd "$program")
                for soname in $(readelf -d "$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
                    path=$(printf '%s\n' "$resolved" | awk -v so="$soname" '$1 == so && $2 == "=>" {print $3}')
                    case "$soname" in ld-linux*) continue ;; esac # the dynamic loader, part of libc6
                    [ -n "$path" ] || { fail "$(basename "$program"): $soname not found"; continue; }
                    owner=$(dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1)
                    [ -n "$owner" ] || owner=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1)
                    [ -n "$owner" ] && needed_packages+=" $owner"
                done
            done
        else
            skip "readelf, ldd or dpkg not found: Depends only checked for libc6 and libqt6core6"
        fi
        for package in $(printf '%s\n' $needed_packages | sort -u); do
            grep -qxF "$package" <<<"$depends_names" ||
                fail "Depends lacks $package, which the programs link (dpkg-shlibdeps): $depends"
        done
        pass "Depends covers every linked library's package: $(printf '%s\n' $needed_packages | sort -u | tr '\n' ' ')"
        pass "control fields: $(field Package) $(field Version), section $(field Section)"
        echo "      Depends: $depends"
    fi
else
    skip "cpack, dpkg-deb or dpkg-shlibdeps (Debian: dpkg-dev) not found: no Debian package built"
fi

# --- 7. the source tarball -------------------------------------------------------------------
if have cpack && have tar; then
    if (cd "$work" && cpack -G TGZ -B "$work/src" --config "$build/CPackSourceConfig.cmake") >"$work/cpack-src.log" 2>&1 &&
        tarball=$(ls "$work"/src/soundstage-"$version".tar.gz 2>/dev/null) && [ -n "$tarball" ]; then
        tar -tzf "$tarball" >"$work/src-contents"
        for f in CMakeLists.txt packaging/CMakeLists.txt resources/icons/$app_id.svg \
                 packaging/man/soundstage-cli.1 translations/soundstage_de.ts; do
            grep -qx "soundstage-$version/$f" "$work/src-contents" || fail "the source tarball lacks $f"
        done
        if grep -qE "^soundstage-$version/(\.git|build[^/]*)/" "$work/src-contents"; then
            fail "the source tarball holds .git or a build directory"
        fi
        pass "source tarball $(basename "$tarball"): $(wc -l <"$work/src-contents") entries, no .git, no build dirs"
    else
        fail "cpack source tarball:"; cat "$work/cpack-src.log"
    fi
else
    skip "cpack or tar not found: no source tarball built"
fi

if ((failures)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all packaging checks passed"
