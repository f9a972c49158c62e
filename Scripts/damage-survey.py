#!/usr/bin/env python3
"""Damaged genuine files: which mutations of the fixtures Realm Core refuses
and which RealmLens refuses.

Mutates the genuine fixtures (seeded: header, footer, node header, ref, size,
payload bit flips and truncations), asks realm-core-check (`dump`, which runs
Group::verify) and `realmlens export` about each, and tabulates:
Core refuses & we read silently (the target: 0), Core reads & we refuse
(false alarms: must be 0), both refuse, both read.

Usage: Scripts/damage-survey.py [--per N] [--seed S] [--bin PATH] [--fixtures a,b] [--list FILE] [--more]
(--list writes one line per mutation: fixture kind offset detail core ours;
--more adds flips in the top array's later slots, the free lists, the names
leaves and the specs, and cuts at node boundaries). Two tables: reading
(`export`) and the whole-file check (`check`), each against Realm Core.
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


def node_at(data, off):
    """(flags, width, size, elements) of the node at `off`, elements read
    by the width alone (as Realm Core does); None if no node fits there."""
    if off <= 0 or off % 8 or off + 8 > len(data):
        return None
    flags = data[off + 4]
    width = (1 << (flags & 7)) >> 1
    size = int.from_bytes(data[off + 5:off + 8], "big")
    if width < 8 or off + 8 + size * width // 8 > len(data):
        return flags, width, size, []
    w = width // 8
    return flags, width, size, [int.from_bytes(data[off + 8 + i * w:off + 8 + (i + 1) * w], "little") for i in range(size)]


def top_ref(data):
    if data[0:8] == b"\xff" * 8:
        return int.from_bytes(data[-16:-8], "little")
    return int.from_bytes(data[(data[23] & 1) * 8:(data[23] & 1) * 8 + 8], "little")


def structure(data):
    """Named parts of the file: the top array, the free-list arrays, the
    names leaves (tables, columns) and the spec arrays, as node offsets."""
    parts = collections.defaultdict(list)
    top = top_ref(data)
    t = node_at(data, top)
    if not t:
        return parts
    parts["top"].append(top)
    elems = t[3]
    for slot in (3, 4, 5):
        if slot < len(elems) and elems[slot] and elems[slot] % 2 == 0:
            parts["free-list"].append(elems[slot])
    if elems and elems[0] and elems[0] % 2 == 0:
        parts["names"].append(elems[0])
    tables = node_at(data, elems[1]) if len(elems) > 1 else None
    for ref in (tables[3] if tables else []):
        table = node_at(data, ref) if ref % 2 == 0 else None
        if not table or not table[3]:
            continue
        spec = node_at(data, table[3][0])
        if not spec or len(spec[3]) < 6:
            continue
        if spec[3][1]:
            parts["names"].append(spec[3][1])
        for slot in (0, 2, 5):
            if spec[3][slot] and spec[3][slot] % 2 == 0:
                parts["spec"].append(spec[3][slot])
    return parts


def mutate(data, kind, rng, nodelist, parts=None):
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
    if kind == "top-slots":
        # an element of the top array past the names and tables: logical
        # size, free lists, version, history, evacuation point
        top = parts["top"][0] if parts and parts["top"] else None
        t = node_at(data, top) if top else None
        if not t or t[1] < 8 or t[2] < 3:
            return None
        i = rng.randrange(2, t[2])
        w = t[1] // 8
        pos = top + 8 + i * w + rng.randrange(min(w, 4))
        return b, pos, f"slot {i}, " + flip(pos)
    if kind in ("free-list", "names", "spec"):
        candidates = (parts or {}).get(kind) or []
        if not candidates:
            return None
        off = rng.choice(candidates)
        n = node_at(data, off)
        nbytes = max(1, min(len(data) - off - 8, (n[2] * n[1] + 7) // 8 if n[0] & 0x18 == 0 else n[2] * max(1, n[1])))
        pos = off + 4 if rng.random() < 0.2 else off + 8 + rng.randrange(nbytes)
        return b, pos, flip(pos)
    if kind == "node-cut":
        off, *_ = rng.choice(nodelist)
        return b[:off], off, f"to {off} bytes (a node's start)"
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
# kinds added by the second survey (seeded the same way)
MORE_KINDS = ["top-slots", "free-list", "names", "spec", "node-cut"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per", type=int, default=20, help="mutations per fixture and kind")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "realmlens"))
    ap.add_argument("--fixtures", default="basic,links,emptyclasses,alltypes,compacted")
    ap.add_argument("--list")
    ap.add_argument("--more", action="store_true", help="also the kinds of the second survey: " + ", ".join(MORE_KINDS))
    args = ap.parse_args()
    table = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    check_table = collections.Counter()
    check_by_kind = collections.defaultdict(collections.Counter)
    kinds = KINDS + (MORE_KINDS if args.more else [])
    lines = []
    work = tempfile.mkdtemp()
    for name in args.fixtures.split(","):
        data = open(os.path.join(FIXTURES, name + ".realm"), "rb").read()
        expected = open(os.path.join(FIXTURES, name + ".expected.json"), "rb").read()
        nodelist = nodes(data)
        parts = structure(data)
        rng = random.Random(f"{args.seed}-{name}")
        more = random.Random(f"{args.seed}-{name}-more")
        for kind in kinds:
            for i in range(args.per):
                m = mutate(data, kind, more if kind in MORE_KINDS else rng, nodelist, parts)
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
                krc, _, kerr = run([args.bin, "check", path])
                checked = "reads" if krc == 0 else "refuses"
                if krc not in (0, 1):
                    checked = f"CRASH({krc})"
                check_table[(core, checked)] += 1
                check_by_kind[kind][(core, checked)] += 1
                same = ""
                if orc == 0:
                    same = "same" if oout == expected else "different"
                    if crc == 0 and cout != oout:
                        same += ",differs-from-core"
                cell = (core, ours)
                table[cell] += 1
                by_kind[kind][cell] += 1
                lines.append(f"{name}\t{kind}\t0x{off:x}\t{detail}\t{core}:{(cerr or [''])[-1][:150]}\t{ours}:{(oerr or [''])[-1][:150]}\t{same}\tcheck {checked}:{(kerr or [''])[-1][:150]}")
                os.unlink(path)
    cells = [("refuses", "reads"), ("reads", "refuses"), ("refuses", "refuses"), ("reads", "reads")]
    names = {("refuses", "reads"): "Core refuses, we read", ("reads", "refuses"): "Core reads, we refuse",
             ("refuses", "refuses"): "both refuse", ("reads", "reads"): "both read"}
    for title, whole, per_kind in (("`realmlens export`", table, by_kind), ("`realmlens check`", check_table, check_by_kind)):
        print(f"\n{title}:\n")
        print("| kind | " + " | ".join(names[c] for c in cells) + " | other |")
        print("|---|" + "---:|" * 5)
        for kind in kinds + ["all"]:
            counter = whole if kind == "all" else per_kind[kind]
            other = sum(v for k, v in counter.items() if k not in cells)
            print(f"| {kind} | " + " | ".join(str(counter[c]) for c in cells) + f" | {other} |")
    if args.list:
        open(args.list, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
