#!/usr/bin/env python3
"""Writes tests/e2e/fixtures/outreach-link.json: a three-player game of Outreach 18.2 Route to the Nucleus
under Outreach II's rules (the record's option "rules": "full") a few actions before contact, and the plan of
the two Game-Turns that tests/e2e/outreach-link.spec.mjs plays from it by link, one device a player.

The record: in Game-Turn 1 Player 1 (the Guardians) shifts his navy in 1215 into the Centaurians' force in
1024 and his navy in 1212 to 0914, and the Perseits' force in 0913 joins it in 0914; the record stops before
the Perseits end their shifts. A seed is searched for in which both hexes' Contact Table rolls (each party
naming its highest Contact Index) give contact in Game-Turn 1, so that the Interaction Segment that follows
has all three players choosing: Player 1 toward Players 2 and 3, each of them toward Player 1.

The plan: every action from there to the end of Game-Turn 2 and on to the first link of Game-Turn 3, in the order the devices take them, made with
the CLI (`view`, `act`), each with the seat that acts and what the spec does:
- "act": a listed action, its button named by the engine's label (every end of a step, maintenance, orders);
- "fate": the fate roll, spending nothing (the panel's "Roll on the Fate Table");
- "index": a Contact Index sealed on the seat's device (the panel's "Index i: contact k/6");
- "options": interaction options sealed on the seat's device, one letter toward each player listed;
- "open": a seal opened by the seat's device by itself, once the link reaches it.
A device keeps acting while its seat may act; otherwise the link goes to the first seat that may (the page's
"Waiting for ..."), as the app does. The dice do not depend on the seals' salts, so the browser's game is
this one. Run from the repository root after `cargo build --bin starshift`."""
import json, subprocess

CLI = "target/debug/starshift"
OUT = "tests/e2e/fixtures/outreach-link.json"
# The options each player seals toward the others, by Game-Turn: never B toward a B, never C, so that no
# one may attack (8.2) and no Conflict Segment follows; in Game-Turn 2 Players 1 and 2 become allies.
OPTIONS = {
    1: {"p1": {"p2": "A", "p3": "B"}, "p2": {"p1": "B"}, "p3": {"p1": "A"}},
    2: {"p1": {"p2": "A", "p3": "A"}, "p2": {"p1": "A"}, "p3": {"p1": "A"}},
}
NAMES = {"p1": "Player 1", "p2": "Player 2", "p3": "Player 3"}


def run(*args, inp=None):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True, input=inp).stdout


def view(record, seat):
    return json.loads(run("view", "-", "--seat", seat, inp=record))


def act(record, seat, action):
    return run("act", "-", "--seat", seat, "--action", json.dumps(action), inp=record)


def actors(record):
    return view(record, "p1")["actors"]


def shift(frm, to, fleets):
    return {"do": "shift", "from": frm, "fleets": fleets, "to": to}


def opening(seed):
    """Game-Turn 1 up to the Perseits' end of their shifts."""
    r = run("new", "outreach", "nucleus", "--seed", str(seed), "--options", '{"rules":"full"}')
    r = act(r, "p1", shift("1215", "1024", {"r": 7, "d": 3, "e": 1}))
    r = act(r, "p1", shift("1212", "0914", {"r": 4, "d": 2, "e": 1}))
    r = act(r, "p1", {"do": "end_phase"})
    r = act(r, "p2", {"do": "end_phase"})
    r = act(r, "p3", shift("0913", "0914", {"r": 1, "d": 0, "e": 3}))
    return r


def step_of(record, seat, v):
    """What `seat` does now (it may act in `v`, its view): (plan entry, action)."""
    legal = v["legal"]
    acts = [x["action"] for x in legal]
    step = v["step"]["is"]
    find = lambda do: next((i for i, a in enumerate(acts) if a["do"] == do), None)
    if step == "contact_index" and find("seal_index") is not None:
        # The highest index, its button's words from the view's chances.
        i, chance = max(v["contact"]["may_seal"], key=lambda m: m[0])
        k = next(k for k, x in enumerate(legal) if x["action"]["do"] == "seal_index" and f"Index of {i} " in x["label"] + " ")
        return {"kind": "index", "button": f"Index {i}: contact {chance}/6", "hex": v["contact"]["hex"]}, acts[k]
    if step == "interaction_options" and find("seal_options") is not None:
        want = OPTIONS[v["turn"]][seat]
        toward = [q for q, _ in v["interaction"]["may_seal"]]
        assert sorted(toward) == sorted(want), (seat, toward, want)
        words = ", ".join(f"{want[q]} toward {NAMES[q]}" for q in toward)
        k = next(k for k, x in enumerate(legal) if x["label"] == f"Seal the options {words} (8.0)")
        return {"kind": "options", "toward": [[NAMES[q], want[q]] for q in toward]}, acts[k]
    if any(a["do"].startswith("open_") for a in acts):
        assert len(acts) == 1, legal
        return {"kind": "open", "label": legal[0]["label"]}, acts[0]
    if step == "fate":
        k = next(k for k, a in enumerate(acts) if a["do"] == "fate" and not (a.get("left") or a.get("plus") or a.get("chits")))
        return {"kind": "fate", "label": legal[k]["label"]}, acts[k]
    if step == "maintenance":
        k = find("maintain")
        k = 0 if k is None else k
        return {"kind": "act", "label": legal[k]["label"]}, acts[k]
    if step in ("shifts", "reserve_shift", "exploration", "orders"):
        k = find("end_phase")
        return {"kind": "act", "label": legal[k]["label"]}, acts[k]
    raise SystemExit(f"unplanned step {step} for {seat}: {[x['label'] for x in legal]}")


def plan_from(record, holder, last_turn):
    """Every action from `record` to the end of Game-Turn `last_turn`, as the devices take them, and on
    until the link goes to another device: the final link."""
    plan = []
    while True:
        who = actors(record)
        v1 = view(record, "p1")
        if not who or (v1["turn"] > last_turn and holder not in who):
            return record, plan, v1
        seat = holder if holder in who else who[0]
        v = view(record, seat)
        entry, action = step_of(record, seat, v)
        record = act(record, seat, action)
        after = view(record, "p1")
        entry.update({"seat": NAMES[seat], "turn": v["turn"], "phase": v["phase"], "step": v["step"]["is"],
                      "actors": [NAMES[s] for s in after["actors"]], "turn_after": after["turn"],
                      "phase_after": after["phase"]})
        plan.append(entry)
        holder = seat


def contacts_in_turn_1(seed):
    """The record at the cut and the plan, if both hexes are in contact in Game-Turn 1."""
    start = opening(seed)
    record, plan, last = plan_from(start, "p3", 2)
    first = [p for p in plan if p["turn"] == 1 and p["kind"] == "options"]
    if len(first) != 3 or any(p["step"] == "intent" for p in plan):
        return None
    return start, plan, last


for seed in range(1, 200):
    found = contacts_in_turn_1(seed)
    if found:
        start, plan, last = found
        break
else:
    raise SystemExit("no seed gives contact in both hexes in Game-Turn 1")

out = {
    "about": "Made by scripts/fixture-outreach-link.py; played by tests/e2e/outreach-link.spec.mjs.",
    "seed": seed,
    # As text: a record's seals carry 64-bit commitments that JavaScript's numbers would round.
    "record": json.dumps(json.loads(start), separators=(",", ":")),
    "plan": plan,
    "end": {"turn": last["turn"], "phase": last["phase"], "actors": [NAMES[s] for s in last["actors"]]},
}
with open(OUT, "w") as f:
    # One line a key, and one a planned action.
    compact = lambda x: json.dumps(x, separators=(",", ":"))
    lines = [f" {compact(k)}:{compact(v)}" for k, v in out.items() if k != "plan"]
    lines.insert(3, ' "plan":[\n' + ",\n".join(f"  {compact(p)}" for p in plan) + "\n ]")
    f.write("{\n" + ",\n".join(lines) + "\n}\n")
print(f"{OUT}: seed {seed}, {len(json.loads(start)['actions'])} actions, then {len(plan)} planned, "
      f"{sum(1 for a, b in zip(plan, plan[1:]) if a['seat'] != b['seat'])} hand-overs; ends at Game-Turn {last['turn']}")
