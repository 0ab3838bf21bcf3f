#!/usr/bin/env python3
"""Writes tests/e2e/fixtures/outreach-fate.json (18.3 at a fate roll with RP to spend, by `fate` below),
outreach-contact.json, outreach-interaction.json and outreach-conflict.json:
games of Outreach 18.1 under Outreach II's rules (the record's option "rules": "full") made with the CLI
(`view`, `act`). The first two are played by seeded random legal actions until, in the first, a hex's
Contact Table resolution where both players choose a Contact Index and neither has sealed (7.13); in the
second, an Interaction Segment where both choose options and neither has sealed (8.0). The third is played
by a fixed rule that brings both players' forces to one hex (every shift one hex nearer to it, the highest
Contact Index, neutrality toward each other) until both may attack there and neither has said whether
(9.0). The browser test outreach-contact.spec.mjs opens them. Run from the repository root after
`cargo build --bin starshift`."""
import json, random, subprocess

CLI = "target/debug/starshift"


def save(out, record):
    """The record compact on one line (a browser fills a textarea with it far faster), its numbers as they
    are: the commitments of seals are 64-bit, beyond what JavaScript's numbers hold."""
    with open(out, "w") as f:
        f.write(json.dumps(json.loads(record), separators=(",", ":")) + "\n")


def run(*args, inp=None):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True, input=inp).stdout


def acting(record):
    """The first seat that may act in `record` and its view, or (None, None) once the game is over."""
    v = json.loads(run("view", "-", "--seat", "p1", inp=record))
    if not v["actors"]:
        return None, None
    seat = v["actors"][0]
    return seat, json.loads(run("view", "-", "--seat", seat, inp=record))


def find(out, wanted):
    for seed in range(1, 80):
        random.seed(seed)
        record = run("new", "outreach", "scorpii", "--seed", str(seed), "--options", '{"rules":"full"}')
        for _ in range(3000):
            seat, v = acting(record)
            if not seat:
                break
            step = v[wanted]
            if step and len(v["actors"]) >= 2 and not step["sealed"]:
                save(out, record)
                print(f"{out}: seed {seed}, {len(json.loads(record)['actions'])} actions")
                return
            legal = v["legal"]
            # The end of the step (listed last) now and then, so the game moves on; else any legal action.
            i = len(legal) - 1 if random.random() < 0.3 else random.randrange(len(legal))
            record = run("act", "-", "--seat", seat, "--index", str(i), inp=record)
    raise SystemExit(f"no game reached a {wanted} choice for both players")


def distance(a, b):
    """Hexes between two hex labels (offset columns, even columns half a hex lower)."""
    def axial(label):
        c, r = int(label[:2]), int(label[2:])
        return c, r - (c + c % 2) // 2
    (q1, r1), (q2, r2) = axial(a), axial(b)
    return (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2


def meet(out, hex):
    record = run("new", "outreach", "scorpii", "--seed", "3", "--options", '{"rules":"full"}')
    for _ in range(2000):
        seat, v = acting(record)
        if not seat:
            break
        c = v["conflict"]
        if c and c["stage"] == "intent" and len(v["actors"]) >= 2 and not c["sealed"]:
            save(out, record)
            print(f"{out}: {len(json.loads(record)['actions'])} actions, conflict in {c['hex']}")
            return
        acts = [x["action"] for x in v["legal"]]
        labels = [x["label"] for x in v["legal"]]
        step = v["step"]["is"]
        pick = len(acts) - 1  # the end of the step, listed last
        if step == "shifts":
            nearer = [i for i, a in enumerate(acts) if a["do"] == "shift" and distance(a["from"], a["to"]) == 1
                      and distance(a["to"], hex) < distance(a["from"], hex)]
            stop = [i for i, a in enumerate(acts) if a["do"] == "stop"]
            pick = nearer[0] if nearer else (stop[0] if stop else pick)
        elif step == "contact_index":
            pick = max(range(len(acts)), key=lambda i: int(labels[i].split(" of ")[1].split(" ")[0]))
        elif step == "interaction_options":
            pick = [i for i, l in enumerate(labels) if "A toward" not in l and "C toward" not in l][0]
        elif step == "maintenance":
            pick = next((i for i, a in enumerate(acts) if a["do"] == "maintain"), 0)
        elif step in ("attrition", "beacon_row", "beacon_place", "capacity", "attack", "reduction", "fate", "dissolution"):
            pick = 0  # for a fate roll, spending nothing
        record = run("act", "-", "--seat", seat, "--index", str(pick), inp=record)
    raise SystemExit(f"the players never met in {hex}")


def fate(out, rp):
    """18.3 under Outreach II's rules, played by a fixed rule (explore wherever the rules allow, spend nothing on
    fate, pay maintenance, else end the step) until the player's fate roll with `rp` RP or more in hand."""
    record = run("new", "outreach", "psl", "--seed", "1", "--options", '{"rules":"full"}')
    for _ in range(2000):
        v = json.loads(run("view", "-", "--seat", "p1", inp=record))
        step = v["step"]["is"]
        if step == "fate" and v["fate"]["rp"] >= rp:
            save(out, record)
            print(f"{out}: {len(json.loads(record)['actions'])} actions, Game-Turn {v['turn']}, {v['fate']['rp']} RP")
            return
        acts = [x["action"] for x in v["legal"]]
        pick = len(acts) - 1
        if step == "exploration":
            pick = next((i for i, a in enumerate(acts) if a["do"] == "explore"), pick)
        elif step == "maintenance":
            pick = next((i for i, a in enumerate(acts) if a["do"] == "maintain"), 0)
        elif step in ("attrition", "beacon_row", "beacon_place", "fate", "dissolution"):
            pick = 0
        record = run("act", "-", "--seat", "p1", "--index", str(pick), inp=record)
    raise SystemExit("no fate roll with that many RP")


fate("tests/e2e/fixtures/outreach-fate.json", 100)
find("tests/e2e/fixtures/outreach-contact.json", "contact")
find("tests/e2e/fixtures/outreach-interaction.json", "interaction")
meet("tests/e2e/fixtures/outreach-conflict.json", "1116")
