#!/usr/bin/env python3
"""Writes tests/e2e/fixtures/outreach-wisdom.json: the golden game of 18.5 for two
(tests/golden/v2/outreach-luck2-complete.json's actions, played under Outreach II's rules) up to the first
shift that takes a wisdom chit from a core hex (17.21): Player 1 is in his Regular Shift Phase with a force
on a core hex where a chit lies. The CLI checks that his view offers the chit. Run from the repository root
after `cargo build --bin starshift`."""
import json, subprocess

CLI = "target/debug/starshift"
GOLDEN = "tests/golden/v2/outreach-luck2-complete.json"
OUT = "tests/e2e/fixtures/outreach-wisdom.json"

rec = json.load(open(GOLDEN))
take = next(k for k, a in enumerate(rec["actions"]) if a["action"]["do"] == "shift" and a["action"].get("chits", 0) > 0)
rec["actions"] = rec["actions"][:take]
rec.pop("check", None)
# Replayed and checked: the link of the actions, then its record with its check (the app imports no record
# with moves and no check).
run = lambda *args, inp: subprocess.run([CLI, *args], input=inp, check=True, capture_output=True, text=True).stdout
link = run("link", "-", inp=json.dumps(rec)).strip()
text = json.dumps(json.loads(run("record", "-", inp=link)), separators=(",", ":"))
view = json.loads(run("view", "-", "--seat", "p1", inp=text))
assert view["step"]["is"] == "shifts", view["step"]
assert any(f["may_take"] for f in view["shifts"]), "no force may take a chit"
with open(OUT, "w") as f:
    f.write(text + "\n")
print(f"{OUT}: {take} actions, Game-Turn {view['turn']}, wisdom chits on {view['wisdom']}")
