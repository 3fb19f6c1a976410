#!/bin/sh
# Instructions per operation under callgrind: (Ir of N2 iterations − Ir of N1) ÷ (N2 − N1), so
# what happens once (type metadata, first allocations) cancels out.
#
#   Callgrind/measure.sh OPERATION DEPTH [N1 N2]      (from Benchmarks/, after
#   swift build -c release --product CoordinatorKitCallgrind)
#
# Prints: OPERATION DEPTH instructions-per-operation
set -eu
operation=$1 depth=$2 n1=${3:-10} n2=${4:-30}
bin=${BIN:-.build/release/CoordinatorKitCallgrind}
[ -x "$bin" ] || { echo "measure.sh: no $bin; build it first (from Benchmarks/): swift build -c release --product CoordinatorKitCallgrind" >&2; exit 66; }
# Both overloads of measuredOperation: collect in either.
symbols=$(nm "$bin" | grep -o '$s[^ ]*measuredOperation[^ ]*F$' | sed 's/^/--toggle-collect=/')
out=$(mktemp -d)
for n in "$n1" "$n2"; do
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --collect-atstart=no $symbols \
        --callgrind-out-file="$out/$n.out" "$bin" "$operation" "$depth" "$n" >/dev/null 2>&1
done
ir1=$(sed -n 's/^summary: //p' "$out/$n1.out")
ir2=$(sed -n 's/^summary: //p' "$out/$n2.out")
rm -r "$out"
echo "$operation $depth $(( (ir2 - ir1) / (n2 - n1) ))"
