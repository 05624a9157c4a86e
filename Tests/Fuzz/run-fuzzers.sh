#!/usr/bin/env bash
# Builds the libFuzzer targets under .build-fuzz/ and runs them.
#
#   Tests/Fuzz/run-fuzzers.sh [--seconds N | --time N | --runs N] [target…]
#
# Targets: mangled-name, metadata, json-reader, parameter-values, resolution, phrases, mcp-messages, deep-links,
# arguments (each once the code it fuzzes exists).
# --seconds N (or --time N): each target runs for N seconds, one after another. --runs N: N inputs per target.
# Default: every target, --runs 20000. Each run starts from the checked-in seeds (Tests/Fuzz/Seeds/<target>)
# plus the repository's metadata bundles, keeps what it learns in .build-fuzz/corpus/<target>, and writes crash
# inputs to .build-fuzz/artifacts/<target>/. Exits non-zero when any target crashes, leaks or times out.
# Environment: FUZZ_OPT (-O by default), FUZZ_MAX_LEN (per-target default), FUZZ_RSS_MB (2048),
# FUZZ_TIMEOUT (10 seconds per input), FUZZ_SOURCES (head: the committed sources; worktree),
# FUZZ_OUT (the build and work folder, .build-fuzz by default),
# FUZZ_KEEP_GOING=1 (fork mode: record every crash and go on until the time is up, for long runs).
set -euo pipefail
# The Swift runtime's backtracer and ASan's report fight over a crash; libFuzzer's report is enough.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/../.."
root=$PWD
out=${FUZZ_OUT:-$root/.build-fuzz}
mode=(-runs=20000)
targets=()
while (($#)); do
    case $1 in
    --time | --seconds) mode=(-max_total_time="$2"); shift 2 ;;
    --runs) mode=(-runs="$2" -seed=1); shift 2 ;;  # a fixed seed: a CI run is reproducible
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run-fuzzers.sh: unknown option $1" >&2; exit 64 ;;
    *) targets+=("$1"); shift ;;
    esac
done
# A target runs only when the code it fuzzes exists in the sources fuzzed (see FUZZ_SOURCES below).
has_sources() {
    if [[ ${FUZZ_SOURCES:-head} == worktree ]]; then [[ -e $1 ]]; else git cat-file -e "HEAD:$1" 2>/dev/null; fi
}
available=(mangled-name metadata json-reader)
skipped=()
for pair in parameter-values:Sources/IntentRuntime/Values resolution:Sources/IntentRuntime/Resolution phrases:Sources/IntentRuntime/Shortcuts mcp-messages:Sources/IntentCommandLine/MCP deep-links:Sources/IntentRuntime/DeepLinks arguments:Sources/IntentCommandLine/Arguments; do
    if has_sources "${pair#*:}" && [[ ${pair%%:*} != phrases || -f Tests/Fuzz/Targets/PhraseFuzzer.swift ]]; then available+=("${pair%%:*}"); else skipped+=("${pair%%:*}"); fi
done
if ((${#targets[@]} == 0)); then
    targets=("${available[@]}")
    ((${#skipped[@]} == 0)) || echo "== fuzz: SKIPPED ${skipped[*]}: the code they fuzz is not in the sources yet"
fi

opt=${FUZZ_OPT:--O}
flags=(-parse-as-library -sanitize=fuzzer,address -swift-version 6 -enable-upcoming-feature ExistentialAny
    -package-name intentruntime "$opt" -g -I "$out/modules" -L "$out/lib")
mkdir -p "$out/modules" "$out/lib" "$out/bin"

# The sources fuzzed, copied to .build-fuzz/src first so edits in progress never break a build: the committed
# tree (HEAD) by default; FUZZ_SOURCES=worktree copies the working tree instead.
src=$out/src
if [[ ${FUZZ_SOURCES:-head} == worktree ]]; then
    revision() { find "Sources/$1" -name '*.swift' -print0 | sort -z | xargs -0 cat | md5sum; }
    snapshot() { cp -R "Sources/$1" "$src/Sources/$1"; }
else
    revision() { git rev-parse "HEAD:Sources/$1"; }
    snapshot() { git archive HEAD "Sources/$1" | tar -x -C "$src"; }
fi

# Builds one module of Sources/ as a static library with its .swiftmodule, when its sources or those of a module
# built before it changed. Modules are built in dependency order (each may use the ones before it), so a module's
# stamp chains the stamp of the module built before it: a library compiled against an older layout of a type in
# a module it depends on is never reused (it once crashed the mcp-messages target on its first input).
stamp_chain=""
# Extra compiler flags for the module follow its name (IntentCommandLine: -enable-testing, so that the arguments
# target can reach the internal parser); they are part of the stamp.
build_module() {
    local module=$1
    shift
    local extra=("$@")
    local library=$out/lib/lib$module.a
    local stamp
    stamp=$( (echo "$stamp_chain ${extra[*]}"; revision "$module" 2>/dev/null || echo "changed $RANDOM") | md5sum | cut -c1-32)
    stamp_chain=$stamp
    if [[ -f $library && $stamp == "$(cat "$out/lib/$module.stamp" 2>/dev/null)" ]]; then
        return
    fi
    rm -rf "${src:?}/Sources/$module" && mkdir -p "$src/Sources"
    snapshot "$module"
    local sources
    mapfile -t sources < <(find "$src/Sources/$module" -name '*.swift' | sort)
    echo "== fuzz: building $module"
    swiftc -emit-library -static -emit-module -module-name "$module" "${flags[@]}" "${extra[@]}" \
        -emit-module-path "$out/modules/$module.swiftmodule" -o "$library" "${sources[@]}" >"$out/build.log" 2>&1 ||
        { cat "$out/build.log" >&2; exit 2; }
    echo "$stamp" >"$out/lib/$module.stamp"
}

# Links one fuzz target against the modules it needs.
build_target() {
    local target=$1 file=$2
    shift 2
    local libraries=()
    for module in "$@"; do libraries+=(-l"$module"); done
    echo "== fuzz: linking $target"
    # ld.gold warns about every ASan helper symbol; the output is shown only when linking fails.
    swiftc "${flags[@]}" -module-name FuzzTarget -o "$out/bin/$target" "Tests/Fuzz/Targets/$file" \
        "${libraries[@]}" -lFoundation -lFoundationEssentials -lswiftSynchronization >"$out/build.log" 2>&1 ||
        { grep -v 'Cannot export local symbol' "$out/build.log" >&2; exit 2; }
}

build_module Mangling
build_module IntentMetadata
build_module AppleAPI
build_module IntentRuntime
base_chain=$stamp_chain

failed=()
for target in "${targets[@]}"; do
    seeds=("Tests/Fuzz/Seeds/$target")
    max_len=4096
    dict=()
    case $target in
    mangled-name) build_target "$target" MangledNameFuzzer.swift Mangling; max_len=512 ;;
    metadata)
        build_target "$target" MetadataFuzzer.swift IntentMetadata Mangling
        max_len=65536
        # Only what the repository holds, so the inputs are the same in every checkout: the examples' bundles and
        # the synthetic fixtures of every Xcode generation (never the real corpus beside the repository).
        seeds+=(Intents Tests/IntentMetadataTests/Fixtures)
        dict=(-dict=Tests/Fuzz/Seeds/json.dict)
        ;;
    parameter-values)
        build_target "$target" ParameterValueFuzzer.swift IntentRuntime AppleAPI IntentMetadata Mangling
        dict=(-dict=Tests/Fuzz/Seeds/json.dict)
        ;;
    resolution)
        build_target "$target" ResolutionFuzzer.swift IntentRuntime AppleAPI IntentMetadata Mangling
        max_len=512
        seeds+=(Tests/Fuzz/Seeds/mangled-name)
        ;;
    phrases) build_target "$target" PhraseFuzzer.swift IntentRuntime AppleAPI IntentMetadata Mangling ;;
    json-reader)
        build_target "$target" JSONReaderFuzzer.swift IntentMetadata
        max_len=65536
        seeds+=(Tests/Fuzz/Seeds/parameter-values)
        dict=(-dict=Tests/Fuzz/Seeds/json.dict)
        ;;
    deep-links) build_target "$target" DeepLinkFuzzer.swift IntentRuntime AppleAPI IntentMetadata Mangling; max_len=4096 ;;
    arguments)
        stamp_chain=$base_chain build_module IntentCommandLine -enable-testing
        build_target "$target" ArgumentFuzzer.swift IntentCommandLine IntentRuntime AppleAPI IntentMetadata Mangling
        max_len=1024
        ;;
    mcp-messages)
        stamp_chain=$base_chain build_module IntentCommandLine -enable-testing
        build_target "$target" MCPMessageFuzzer.swift IntentCommandLine IntentRuntime AppleAPI IntentMetadata Mangling
        max_len=8192
        dict=(-dict=Tests/Fuzz/Seeds/json.dict)
        ;;
    *) echo "run-fuzzers.sh: unknown target $target (have: ${available[*]})" >&2; exit 64 ;;
    esac
    corpus=$out/corpus/$target
    artifacts=$out/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    # Seed files: only regular files of the seed folders (libFuzzer reads folders, not trees).
    seed_dir=$out/seeds/$target
    rm -rf "$seed_dir" && mkdir -p "$seed_dir"
    for source in "${seeds[@]}"; do
        [[ -e $source ]] || continue
        find "$source" -type f \( -name '*.actionsdata' -o -path "*/Seeds/*/*" \) ! -name '*.dict' -print0 |
            while IFS= read -r -d '' file; do cp "$file" "$seed_dir/$(md5sum <"$file" | cut -c1-16)"; done
    done
    echo "== fuzz: running $target (${mode[*]})"
    log=$out/$target.log
    touch "$log.start"
    status=0
    keep_going=()
    [[ ${FUZZ_KEEP_GOING:-0} == 1 ]] && keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    # Leaks are checked after every input, except for one-time global initializers (Tests/Fuzz/lsan.supp).
    LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        "$out/bin/$target" "${mode[@]}" "${keep_going[@]}" -max_len="${FUZZ_MAX_LEN:-$max_len}" -timeout="${FUZZ_TIMEOUT:-10}" \
        -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -malloc_limit_mb="${FUZZ_RSS_MB:-2048}" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "${dict[@]}" "$corpus" "$seed_dir" >"$log" 2>&1 || status=$?
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done)' "$log" | sed "s/^/   $target: /" || true
    if ((${#keep_going[@]})); then
        echo "   $target: executed $(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#') inputs (fork mode)"
        crashes=$(find "$artifacts" -type f -newer "$log.start" | wc -l)
        ((crashes == 0)) || { echo "   $target: $crashes new crash artifacts" >&2; status=1; }
    fi
    if ((status != 0)); then
        echo "== fuzz: $target FAILED (status $status); log: $log; artifacts: $artifacts" >&2
        grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" | head -20 >&2 || true
        failed+=("$target")
    fi
done
if ((${#failed[@]})); then
    echo "== fuzz: crashes in ${failed[*]}" >&2
    exit 1
fi
echo "== fuzz: no crashes"
