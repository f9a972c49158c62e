#!/usr/bin/env python3
"""Damaged genuine files: which mutations of the fixtures Realm Core refuses
and which RealmLens refuses.

Mutates the genuine fixtures (seeded: header, footer, node header, ref, size,
payload bit flips and truncations), asks realm-core-check (`dump`, which runs
Group::verify) and `realmlens export` about each, and tabulates:
Core refuses & we read silently (the target: 0), Core reads & we refuse
(false alarms: must be 0), both refuse, both read.

Usage: Scripts/damage-survey.py [--per N] [--seed S] [--bin PATH] [--fixtures a,b] [--list FILE]
(--list writes one line per mutation: fixture kind offset detail core ours).
"""
import argparse, os, random, struct, subprocess, sys, tempfile, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "..", "shared", "fixtures", "realm")
CORE = os.path.join(ROOT, "..", "shared", "tools", "realm-core-check")


def nodes(data):
    """8-aligned offsets that start with Realm's 'AAAA' node checksum, with
    their parsed header (flags, width type, width, size, payload bytes)."""
    found = []
    for off in range(24, len(data) - 8, 8):
        if data[off:off + 4] != b"AAAA":
            continue
        flags = data[off + 4]
        wtype = (flags & 0x18) >> 3
        width = (1 << (flags & 7)) >> 1
        size = int.from_bytes(data[off + 5:off + 8], "big")
        if wtype == 0:
            nbytes = (size * width + 7) >> 3
        elif wtype == 1:
            nbytes = size * width
        else:
            nbytes = size
        if off + 8 + nbytes > len(data):
            continue
        found.append((off, flags, wtype, width, size, nbytes))
    return found


def mutate(data, kind, rng, nodelist):
    """One mutation of `kind`: (bytes, offset, detail), or None if the kind
    does not apply to this file."""
    b = bytearray(data)
    def flip(off):
        bit = rng.randrange(8)
        b[off] ^= 1 << bit
        return f"bit {bit}"
    if kind == "header":
        off = rng.randrange(24)
        return b, off, flip(off)
    if kind == "footer":
        if data[0:8] != b"\xff" * 8:
            return None
        off = len(data) - 16 + rng.randrange(16)
        return b, off, flip(off)
    if kind in ("node-flags", "node-size", "node-checksum"):
        off, *_ = rng.choice(nodelist)
        pos = off + {"node-flags": 4, "node-checksum": rng.randrange(4), "node-size": 5 + rng.randrange(3)}[kind]
        return b, pos, flip(pos)
    if kind == "ref":
        refnodes = [n for n in nodelist if n[1] & 0x40 and n[2] == 0 and n[3] >= 8 and n[4] > 0]
        for _ in range(50):
            off, flags, wtype, width, size, nbytes = rng.choice(refnodes)
            i = rng.randrange(size)
            w = width // 8
            pos = off + 8 + i * w
            value = int.from_bytes(data[pos:pos + w], "little")
            if value and value % 2 == 0:
                bit = rng.randrange(min(width, 24))
                value ^= 1 << bit
                b[pos:pos + w] = value.to_bytes(w, "little")
                return b, pos, f"ref bit {bit}"
        return None
    if kind == "payload":
        leaves = [n for n in nodelist if not n[1] & 0x40 and n[5] > 0]
        off, flags, wtype, width, size, nbytes = rng.choice(leaves)
        pos = off + 8 + rng.randrange(nbytes)
        return b, pos, flip(pos)
    if kind == "truncate":
        cut = rng.randrange(24, len(data))
        if rng.random() < 0.5:
            cut &= ~7
        return b[:cut], cut, f"to {cut} bytes"
    if kind == "anywhere":
        off = rng.randrange(len(data))
        return b, off, flip(off)
    raise ValueError(kind)


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr.decode(errors="replace").strip().splitlines()
    except subprocess.TimeoutExpired:
        return "timeout", b"", ["timeout"]


KINDS = ["header", "footer", "node-flags", "node-size", "node-checksum", "ref", "payload", "truncate", "anywhere"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per", type=int, default=20, help="mutations per fixture and kind")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "realmlens"))
    ap.add_argument("--fixtures", default="basic,links,emptyclasses,alltypes,compacted")
    ap.add_argument("--list")
    args = ap.parse_args()
    table = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    lines = []
    work = tempfile.mkdtemp()
    for name in args.fixtures.split(","):
        data = open(os.path.join(FIXTURES, name + ".realm"), "rb").read()
        expected = open(os.path.join(FIXTURES, name + ".expected.json"), "rb").read()
        nodelist = nodes(data)
        rng = random.Random(f"{args.seed}-{name}")
        for kind in KINDS:
            for i in range(args.per):
                m = mutate(data, kind, rng, nodelist)
                if m is None:
                    break
                b, off, detail = m
                if bytes(b) == data:
                    continue
                path = os.path.join(work, f"{name}-{kind}-{i}.realm")
                open(path, "wb").write(b)
                crc, cout, cerr = run([CORE, "dump", path])
                orc, oout, oerr = run([args.bin, "export", path])
                core = "reads" if crc == 0 else "refuses"
                ours = "reads" if orc == 0 else "refuses"
                if orc not in (0, 1):
                    ours = f"CRASH({orc})"
                same = ""
                if orc == 0:
                    same = "same" if oout == expected else "different"
                    if crc == 0 and cout != oout:
                        same += ",differs-from-core"
                cell = (core, ours)
                table[cell] += 1
                by_kind[kind][cell] += 1
                lines.append(f"{name}\t{kind}\t0x{off:x}\t{detail}\t{core}:{(cerr or [''])[-1][:150]}\t{ours}:{(oerr or [''])[-1][:150]}\t{same}")
                os.unlink(path)
    cells = [("refuses", "reads"), ("reads", "refuses"), ("refuses", "refuses"), ("reads", "reads")]
    names = {("refuses", "reads"): "Core refuses, we read", ("reads", "refuses"): "Core reads, we refuse",
             ("refuses", "refuses"): "both refuse", ("reads", "reads"): "both read"}
    print("| kind | " + " | ".join(names[c] for c in cells) + " | other |")
    print("|---|" + "---:|" * 5)
    for kind in KINDS + ["all"]:
        counter = table if kind == "all" else by_kind[kind]
        other = sum(v for k, v in counter.items() if k not in cells)
        print(f"| {kind} | " + " | ".join(str(counter[c]) for c in cells) + f" | {other} |")
    if args.list:
        open(args.list, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
