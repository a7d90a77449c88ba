#!/usr/bin/env bash
# Makes a network end to end, the way assets/xiangqi.nnue was made (docs/nnue.md): self-play
# data (tools/selfplay), the trainer (tools/train_nnue: fitk, train, quantise, check), then
# the new file is loaded by the engine (`setoption name EvalFile`) and plays a short match
# whose every move the referee checks.
#
#   scripts/train_network.sh [--work DIR] [--out FILE] [--games N] [--nodes N] [--seed S]
#       [--eval hce|NETWORK] [--data MORE.txt[.xz],...] [--init NETWORK] [--epochs E]
#       [--lr LR] [--decay D] [--batch B] [--threads T] [--bin DIR] [--no-build] [--fresh]
#
# The defaults make a small first network from the hand-made evaluation's self-play: 2000 games
# at 6000 nodes, about 200,000 positions (six minutes at the 2.2 M positions an hour that
# docs/tuning.md measured on two cores), then 20 epochs of training (seconds at this size).
# A round of the shipped network's loop names its generator and its starting point:
#   --eval assets/xiangqi.nnue --init assets/xiangqi.nnue --epochs 8 --lr 0.0003 --decay 0.8
# with the earlier rounds' files in --data. Everything is written under --work (default
# train-work/, ignored by git); the network goes to --out (default WORK/net.nnue). The self-play
# file is resumed, not remade, when the same command runs again; --fresh starts it anew.
set -euo pipefail
cd "$(dirname "$0")/.."

work=train-work out="" games=2000 nodes=6000 seed=1 eval=hce data="" init="" epochs=20
lr=0.001 decay=0.85 batch=8192 threads=2 bin=build build=1 fresh=0
while [ $# -gt 0 ]; do
    case $1 in
        --no-build | --fresh | -h | --help) ;;
        *) [ $# -ge 2 ] || { echo "train_network.sh: $1 needs a value (see --help)" >&2; exit 2; } ;;
    esac
    case $1 in
        --work) work=$2 ;;
        --out) out=$2 ;;
        --games) games=$2 ;;
        --nodes) nodes=$2 ;;
        --seed) seed=$2 ;;
        --eval) eval=$2 ;;
        --data) data=$2 ;;
        --init) init=$2 ;;
        --epochs) epochs=$2 ;;
        --lr) lr=$2 ;;
        --decay) decay=$2 ;;
        --batch) batch=$2 ;;
        --threads) threads=$2 ;;
        --bin) bin=$2 ;;
        --no-build) build=0; shift; continue ;;
        --fresh) fresh=1; shift; continue ;;
        -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
        *) echo "train_network.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift 2
done
out=${out:-$work/net.nnue}
mkdir -p "$work" "$(dirname "$out")"
[ "$fresh" = 0 ] || rm -f "$work/selfplay.txt" "$work/selfplay.txt.state"

if [ "$build" = 1 ]; then
    cmake --build "$bin" --target selfplay train_nnue xiangqi-engine
fi
for program in selfplay train_nnue xiangqi-engine; do
    [ -x "$bin/$program" ] || {
        echo "train_network.sh: no $bin/$program; build it: cmake --build $bin --target $program" >&2
        exit 2
    }
done

step() { echo "== $*"; }

step "self-play: $games games at $nodes nodes, seed $seed, evaluation $eval"
# Resumable: the same command continues an interrupted run (tools/selfplay's .state file).
"$bin/selfplay" --out "$work/selfplay.txt" --seed "$seed" --games "$games" --nodes "$nodes" \
    --threads "$threads" --eval "$eval" 2>&1 | tr '\r' '\n' | tail -n 1

step "positions to the trainer's cache (fitk also prints the K that fits the data best)"
rm -f "$work/data.bin"
"$bin/train_nnue" fitk --data "${data:+$data,}$work/selfplay.txt" --cache "$work/data.bin"

step "training: $epochs epochs, lr $lr, decay $decay${init:+, from $init}"
rm -f "$work/net.ckpt" "$work/net.ckpt.best"
"$bin/train_nnue" train --cache "$work/data.bin" --epochs "$epochs" --lr "$lr" --decay "$decay" \
    --k 375 --seed 1 --threads "$threads" --batch "$batch" --out "$work/net.ckpt" \
    ${init:+--init "$init"}

step "quantised to $out, checked against the floating-point net"
"$bin/train_nnue" quantise --checkpoint "$work/net.ckpt.best" --out "$out"
"$bin/train_nnue" check --checkpoint "$work/net.ckpt.best" --net "$out" \
    --data "$work/selfplay.txt" --positions 2000

step "the engine loads $out and plays it against the hand-made evaluation (2 games)"
python3 scripts/match.py --referee "$bin/xiangqi-engine" \
    --engine name=new "cmd=$bin/xiangqi-engine" "option.EvalFile=$out" \
    --engine name=hce "cmd=$bin/xiangqi-engine" option.UseNNUE=false \
    --openings tests/data/openings-wide.txt --games 2 --nodes 2000 --json "$work/match.json"
python3 - "$work/match.json" <<'EOF'
import json, sys
s = json.load(open(sys.argv[1]))["summary"]
faults = sum(n for f in s["faults"].values() for n in f.values())
if faults or s["unfinished"] or s["wins"] + s["draws"] + s["losses"] != 2:
    sys.exit(f"train_network.sh: the check match went wrong: {s}")
EOF
echo "network written to $out"
echo "measure it: scripts/match.py --engine name=new cmd=$bin/xiangqi-engine option.EvalFile=$out" \
     "--engine name=old cmd=$bin/xiangqi-engine --openings tests/data/openings-wide.txt" \
     "--games 200 --movetime 100"
