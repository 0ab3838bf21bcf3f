#!/usr/bin/env python3
"""Writes Outreach's golden records. First tests/golden/v2/outreach-cygnus-opening.json (and, below,
tests/golden/outreach-scorpii-100.json and the whole games of Outreach II): a 4-player opening of Outreach 18.4 (seed 1976)
through the first Game-Turn's shifts and exploration, made with the CLI (`view`, `act`) by a fixed rule:
each player raises StarFleets before the game (18.41) spread over
his gates, then makes up to two shifts (the middle destination of his first force), one reserve shift, and
explores every hex he may. It stops as the Resource Allocation Phase begins, so the record stays within
the rules Outreach I plays. Run from the repository root after `cargo build --bin starshift`."""
import json, subprocess, sys

CLI = "target/debug/starshift"

def run(*args):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True).stdout

record = run("new", "outreach", "cygnus", "--seed", "1976", "--options", "{}")
shifts = {}
for _ in range(400):
    views = {s: json.loads(run("view", record, "--seat", s)) for s in ["p1", "p2", "p3", "p4"]}
    v = views["p1"]
    if v["phase"] == "Resource Allocation Phase" or v["actor"] is None:
        break
    seat = v["actor"]
    v = views[seat]
    legal = [c["action"] for c in v["legal"]]
    kind = v["step"]["is"]
    key = (seat, v["phase"])
    def index_of(do):
        return [i for i, a in enumerate(legal) if a["do"] == do]
    pick = len(legal) - 1  # the end, listed last
    if kind in ("shifts", "reserve_shift"):
        moves = index_of("shift")
        limit = 2 if kind == "shifts" else 1
        if moves and shifts.get(key, 0) < limit and not index_of("stop"):
            first = legal[moves[0]]
            same = [i for i in moves if legal[i]["from"] == first["from"]]
            pick = same[len(same) // 2]
            shifts[key] = shifts.get(key, 0) + 1
        elif index_of("stop"):
            pick = index_of("stop")[0]
    elif kind == "builds" and len(legal) > 1:
        # Spread the builds over the gates and kinds the rules allow: the n-th build takes the n-th choice.
        n = shifts.get(key, 0)
        shifts[key] = n + 1
        pick = (n * 5) % (len(legal) - 1)
    elif kind == "exploration":
        pick = (index_of("explore") or [pick])[0]
    else:
        pick = 0
    record = run("act", record, "--seat", seat, "--index", str(pick))
def write(record, path):
    rec = json.loads(record)
    with open(path, "w") as f:
        json.dump(rec, f, indent=1, sort_keys=True)
        f.write("\n")
    print(path, len(rec["actions"]), "actions", file=sys.stderr)

write(record, "tests/golden/v2/outreach-cygnus-opening.json")

# tests/golden/outreach-scorpii-100.json: 100 actions of 18.1 (seed 1976) by a seeded random walk of the
# listed actions (the end of a phase one time in four), for the bench's link length of a 100-action game.
import random
rng = random.Random(1976)
record = run("new", "outreach", "scorpii", "--seed", "1976", "--options", "{}")
for _ in range(100):
    v = json.loads(run("view", record, "--seat", "p1"))
    seat = v["actor"]
    legal = json.loads(run("view", record, "--seat", seat))["legal"]
    pick = len(legal) - 1 if rng.random() < 0.25 else rng.randrange(len(legal))
    record = run("act", record, "--seat", seat, "--index", str(pick))
write(record, "tests/golden/outreach-scorpii-100.json")

# Under Outreach II's rules: a whole game of each scenario (tests/golden/v2/outreach-*-complete.json) and the
# bench's 300-action record (tests/golden/outreach-scorpii-300.json), played by the engine tests' seeded
# policies (tests/engine/outreach/game.rs, `WHOLE` and `write_golden_records`).
import os
subprocess.run(["cargo", "test", "--test", "engine", "--", "--ignored", "write_golden_records"],
               env={**os.environ, "STARSHIFT_GOLDEN": "write"}, check=True)
