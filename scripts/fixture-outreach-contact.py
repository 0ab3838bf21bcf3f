#!/usr/bin/env python3
"""Writes tests/e2e/fixtures/outreach-contact.json and outreach-interaction.json: games of Outreach 18.1
under Outreach II's rules (the record's option "rules": "full") played by seeded random legal actions with
the CLI (`view`, `act`) until, in the first, a hex's Contact Table resolution where both players choose a
Contact Index and neither has sealed (7.13); in the second, an Interaction Segment where both choose
options and neither has sealed (8.0). The browser test outreach-contact.spec.mjs opens them. Run from the
repository root after `cargo build --bin starshift`."""
import json, random, subprocess

CLI = "target/debug/starshift"


def run(*args, inp=None):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True, input=inp).stdout


def find(out, wanted):
    for seed in range(1, 80):
        random.seed(seed)
        record = run("new", "outreach", "scorpii", "--seed", str(seed), "--options", '{"rules":"full"}')
        for _ in range(3000):
            v = json.loads(run("view", "-", "--seat", "p1", inp=record))
            if not v["actors"]:
                break
            seat = v["actors"][0]
            v = json.loads(run("view", "-", "--seat", seat, inp=record))
            step = v[wanted]
            if step and len(v["actors"]) >= 2 and not step["sealed"]:
                with open(out, "w") as f:
                    f.write(record)
                print(f"{out}: seed {seed}, {len(json.loads(record)['actions'])} actions")
                return
            legal = v["legal"]
            # The end of the step (listed last) now and then, so the game moves on; else any legal action.
            i = len(legal) - 1 if random.random() < 0.3 else random.randrange(len(legal))
            record = run("act", "-", "--seat", seat, "--index", str(i), inp=record)
    raise SystemExit(f"no game reached a {wanted} choice for both players")


find("tests/e2e/fixtures/outreach-contact.json", "contact")
find("tests/e2e/fixtures/outreach-interaction.json", "interaction")
