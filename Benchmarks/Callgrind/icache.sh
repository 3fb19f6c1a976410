#!/bin/sh
# icache.sh OPERATION DEPTH [N1 N2]: instruction-cache misses per operation (callgrind's cache
# simulation), with this machine's first-level instruction cache and with the sizes of the
# first-level instruction caches of Apple's performance cores (192 KB) and efficiency cores
# (128 KB). Prints: operation depth instructions misses(this machine) misses(192 KB) misses(128 KB).
set -eu
cd "$(dirname "$0")/.."
op=$1; depth=$2; n1=${3:-20}; n2=${4:-40}
bin=.build/release/CoordinatorKitCallgrind
[ -x "$bin" ] || { echo "icache.sh: no $bin; build it first (from Benchmarks/): swift build -c release --product CoordinatorKitCallgrind" >&2; exit 66; }
# Both measured functions (single changes; whole-navigator operations), by their exact names.
toggles=$(nm "$bin" | grep -o '$s[^ ]*measuredOperation[^ ]*F$' | sed 's/^/--toggle-collect=/')
out=$(mktemp -d)
run() { # name n cache-options...
    name=$1; n=$2; shift 2
    valgrind --tool=callgrind --cache-sim=yes "$@" --collect-atstart=no $toggles \
        --callgrind-out-file="$out/$name-$n.out" "$bin" "$op" "$depth" "$n" >/dev/null 2>&1
}
for n in $n1 $n2; do
    run host $n &
    run p $n --I1=196608,6,64 &
    run e $n --I1=131072,8,64 &
    wait
done
field() { # file index (1 = Ir, 4 = I1mr)
    grep '^summary' "$1" | awk -v i="$2" '{ print $(i + 1) }'
}
per() { # name index
    a=$(field "$out/$1-$n1.out" "$2"); b=$(field "$out/$1-$n2.out" "$2")
    echo $(( (b - a) / (n2 - n1) ))
}
echo "$op $depth $(per host 1) $(per host 4) $(per p 4) $(per e 4)"
rm -rf "$out"
