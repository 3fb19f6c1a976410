#!/bin/sh
# modelled-ratio.sh OPERATION DEPTH [N1 N2] [COST-OF-A-MISS]: the library's ratio to the same
# change by hand (OPERATION is push, pop or sheet; Linux only), from callgrind's instruction counts
# and simulated first-level instruction-cache misses instead of a clock, for this machine's cache
# and for the sizes of Apple's performance (192 KB) and efficiency (128 KB) cores.
#
# Each side's cost is modelled as instructions + COST-OF-A-MISS x misses, the cost of a miss
# counted in instructions. The default, 11, is what this project's machine (AMD EPYC, 32 KB
# first-level instruction cache) fitted on 2026-11-24: 0.1175 ns per instruction and 1.29 ns per
# miss, from the push's wall-clock medians (see README.md, "Figures"). Fit it again on another
# machine before reading the first column as that machine's ratio.
set -eu
cd "$(dirname "$0")"
op=$1; depth=$2; n1=${3:-100}; n2=${4:-200}; miss=${5:-11}
case $op in push|pop|sheet) ;; *) echo "usage: modelled-ratio.sh push|pop|sheet DEPTH [N1 N2] [COST-OF-A-MISS]" >&2; exit 64 ;; esac
export SWIFT_DETERMINISTIC_HASHING=1
library=$(sh icache.sh "uikit-$op" "$depth" "$n1" "$n2")
byHand=$(sh icache.sh "hand-$op" "$depth" "$n1" "$n2")
# icache.sh prints: operation depth instructions misses(this machine) misses(192 KB) misses(128 KB)
echo "$library $byHand" | awk -v m="$miss" '{
    printf "%s depth %s: library %d instructions, by hand %d (%.2fx)\n", $1, $2, $3, $9, $3 / $9
    printf "  misses, this machine / 192 KB / 128 KB: library %d / %d / %d, by hand %d / %d / %d\n", $4, $5, $6, $10, $11, $12
    printf "  modelled ratio (a miss = %s instructions): this machine %.2fx, 192 KB %.2fx, 128 KB %.2fx\n", m,
        ($3 + m * $4) / ($9 + m * $10), ($3 + m * $5) / ($9 + m * $11), ($3 + m * $6) / ($9 + m * $12)
}'
