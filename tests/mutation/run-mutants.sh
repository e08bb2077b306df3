#!/usr/bin/env bash
# A hand-made mutation pass over the engine's counting and table code. A tool for people: CI does
# not run it (a pass rebuilds the engine suites once per mutant and takes about an hour).
#
# Each tests/mutation/patches/NN-name.patch is a small realistic bug (an off-by-one, a counter in
# the wrong place, a replacement rule inverted, ...) in `git diff` form; its first line,
# "Mutant: ...", says what it changes. For every patch the script applies it to this worktree,
# rebuilds only the engine suites' targets, runs those suites with ctest, records which test
# functions fail, and reverts the patch. It prints a markdown table
#     mutant | file | change | killed by (suite::function)
# on standard output (progress and per-mutant logs go to stderr and $BUILD_DIR/mutation/).
# Exit status: 0 when every mutant is killed; 1 when one survives, no longer applies (the code
# moved: regenerate the patch) or does not build; 2 when it cannot start (dirty tree, baseline red).
#
# Usage: tests/mutation/run-mutants.sh [PATCH ...]     (default: every patch, in name order)
# Environment: BUILD_DIR (default build, configured already), JOBS (default 2),
#              MUTANT_SUITES (default: the fast engine and table suites below),
#              MUTANT_TIMEOUT (seconds per suite, default 600).
# It refuses to start on a tree with uncommitted changes to tracked files, and restores the tree
# when it ends or is interrupted.

set -euo pipefail

ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-2}
TIMEOUT=${MUTANT_TIMEOUT:-600}
# The engine and table suites (tests/engine/CMakeLists.txt) that check counts, values and perft,
# without the minutes-long published rows (tst_readme_policy_table) and tst_best_sizes (the same
# solver code as tst_best on more sizes), and without the UI suites.
read -r -a SUITES <<<"${MUTANT_SUITES:-tst_rules tst_searches tst_best tst_depth_search tst_table_policies \
tst_course_table tst_table_reference tst_trace}"
SUITE_REGEX="^($(
    IFS='|'
    echo "${SUITES[*]}"
))\$"
LOG_DIR="$BUILD_DIR/mutation"

if [[ ! -f "$BUILD_DIR/build.ninja" ]]; then
    echo "run-mutants: $BUILD_DIR is not configured (cmake -S . -B $BUILD_DIR -G Ninja)" >&2
    exit 2
fi
if [[ -n "$(git status --porcelain --untracked-files=no)" ]]; then
    echo "run-mutants: the worktree has uncommitted changes; commit or stash them first" >&2
    exit 2
fi

if (($#)); then
    PATCHES=("$@")
else
    PATCHES=("$ROOT"/tests/mutation/patches/*.patch)
fi
for patch in "${PATCHES[@]}"; do
    [[ -f "$patch" ]] || {
        echo "run-mutants: no patch $patch" >&2
        exit 2
    }
done

APPLIED=""
restore() {
    if [[ -n "$APPLIED" ]]; then
        git apply -R "$APPLIED" || echo "run-mutants: could not revert $APPLIED; restore the tree by hand" >&2
        APPLIED=""
    fi
}
trap restore EXIT
trap 'restore; exit 130' INT TERM

mkdir -p "$LOG_DIR"

build() { cmake --build "$BUILD_DIR" -j"$JOBS" --target "${SUITES[@]}" >"$1" 2>&1; }

# Runs the suites; prints the failing "suite::function" names, one a line (a suite that failed
# without a failing function, e.g. a crash or a timeout, as "suite (status)").
failures() {
    local log=$1
    ctest --test-dir "$BUILD_DIR" -R "$SUITE_REGEX" -j"$JOBS" --timeout "$TIMEOUT" --output-on-failure >"$log" 2>&1 || true
    awk '
        match($0, /Test +#[0-9]+: (tst_[A-Za-z0-9_]+) /) {
            split(substr($0, RSTART, RLENGTH), parts, " ")
            suite = parts[length(parts)]
            if ($0 ~ /\*\*\*|Subprocess|SEGFAULT|Exception|Timeout|Failed/ && $0 !~ /Passed/) {
                failed[suite] = 1
                if ($0 ~ /Timeout/) why[suite] = "timeout"
                else if ($0 ~ /SEGFAULT|Subprocess|Exception/) why[suite] = "crash"
                else why[suite] = "failed"
            }
            next
        }
        /^FAIL!  : / && suite != "" {
            name = $3
            sub(/\(.*/, "", name)
            sub(/^[^:]*::/, "", name)
            key = suite "::" name
            if (!(key in seen)) { seen[key] = 1; order[++n] = key }
            named[suite] = 1
        }
        END {
            for (i = 1; i <= n; ++i) print order[i]
            for (s in failed) if (!(s in named)) print s " (" why[s] ")"
        }' "$log"
}

echo "run-mutants: baseline build and run of ${SUITES[*]}" >&2
start=$(date +%s)
if ! build "$LOG_DIR/baseline-build.log"; then
    echo "run-mutants: the unmutated tree does not build (see $LOG_DIR/baseline-build.log)" >&2
    exit 2
fi
baseline=$(failures "$LOG_DIR/baseline.log")
if [[ -n "$baseline" ]]; then
    echo "run-mutants: the unmutated suites fail, so no mutant can be judged:" >&2
    echo "$baseline" >&2
    exit 2
fi

rows=()
killed=0
bad=0
for patch in "${PATCHES[@]}"; do
    name=$(basename "$patch" .patch)
    change=$(sed -n '1s/^Mutant: //p' "$patch")
    files=$(sed -n 's|^diff --git a/\([^ ]*\) b/.*|\1|p' "$patch" | sed 's|^core/engine/||' | paste -sd, - | sed 's/,/, /g')
    echo "run-mutants: $name" >&2
    if ! git apply --check "$patch" 2>"$LOG_DIR/$name.apply.log"; then
        rows+=("| $name | $files | $change | **does not apply** (regenerate the patch) |")
        bad=$((bad + 1))
        continue
    fi
    git apply "$patch"
    APPLIED=$patch
    if ! build "$LOG_DIR/$name.build.log"; then
        restore
        rows+=("| $name | $files | $change | **does not build** (see $LOG_DIR/$name.build.log) |")
        bad=$((bad + 1))
        continue
    fi
    found=$(failures "$LOG_DIR/$name.log")
    restore
    if [[ -z "$found" ]]; then
        rows+=("| $name | $files | $change | **SURVIVED** |")
        bad=$((bad + 1))
        continue
    fi
    killed=$((killed + 1))
    count=$(wc -l <<<"$found")
    shown=$(head -n 3 <<<"$found" | paste -sd, - | sed 's/,/, /g')
    if ((count > 3)); then
        shown="$shown (+$((count - 3)) more)"
    fi
    rows+=("| $name | $files | $change | $shown |")
done

# Leave the build matching the tree again (cache hits).
build "$LOG_DIR/final-build.log" || echo "run-mutants: the final rebuild failed (see $LOG_DIR/final-build.log)" >&2

echo "| mutant | file | change | killed by (suite::function) |"
echo "| --- | --- | --- | --- |"
printf '%s\n' "${rows[@]}"
echo
echo "$killed of ${#PATCHES[@]} mutants killed; $(($(date +%s) - start)) s; logs in $LOG_DIR/"
((bad == 0))
