#!/usr/bin/env python3
"""Hostile genuine files and paths, thrown at the built `realmlens` binary.

Scripts/fuzz-realmfile.sh fuzzes the reader from inside the test process;
this campaign runs whole commands, as a user does, on genuine Realm files
damaged with knowledge of their structure, and on hostile paths.

Mutations (seeded; each made in a fresh copy of a fixture):
  - node headers, for nodes found by walking the tree from the top ref:
    width bits, width type, size (0, -1, +1, x2, 0xFFFFFF), has_refs,
    context flag, inner-B+tree flag, the `AAAA` checksum;
  - refs inside nodes: odd, past the end, 0, the node itself, its parent or
    the top array (cycles), another node of another shape;
  - the top array's slots one by one (table names, tables, logical size,
    free lists, version, history type/ref/schema version, evacuation);
  - leaf payload bytes (strings, blobs, timestamps, decimals …);
  - the file header: both top refs, the select bit, the mnemonic, the
    file format (0..30 in each slot), the streaming footer (ref, cookie);
  - truncations at node starts and at random bytes;
  - encrypted.realm: a flipped byte in each page, a wrong key, an empty
    key file, a short key file;
  - each fixture grown sparsely (--grow, default 2.8 GB) beyond the
    memory a run may use (--vmem, default 4 GiB with the decrypted copy).
Paths (--paths): a FIFO, /dev/zero, /dev/null, a folder, a link to each, a
link loop, a dangling link as output, a file root cannot read (through
`setpriv` as nobody), names holding a newline and an escape, outputs on a
full 1 MiB tmpfs (when `mount` works), a `.lock` that is a FIFO or a link to
another user's file.

Commands per damaged file: info (text, json), schema (table, json, swift),
export (stdout, -o), query (cache miss, hit, --no-cache, json, csv), check,
convert (store, realm, sqlite), copy, compact, bundle, diff, exec (a read
and an edit) and the studio's `.open`. Every run is under a timeout and
`ulimit -v`, in a folder of its own. Flagged: exit status >= 128 or other
than 0/1/2, a timeout, `Fatal error`/`Stack dump`/`Backtrace`, more than
one `error:` line or any other line on stderr beside it (for `check`: the
problem lines before it), an output left behind after a failure, any other
file appearing in the folder, the input changed by a command that failed
or only reads, a peak RSS over --max-rss MiB.

Usage:
  Scripts/fuzz-commands.py [--seed S] [--per N] [--fixtures basic,links,…]
                           [--bin PATH] [--commands info,check,…] [--paths]
                           [--only-paths] [--keep DIR] [--jobs J]
Prints one line per finding (fixture, mutation, command, what) and a
summary; exits 1 when anything was flagged. Not run by CI (minutes).
Reproduce one finding: the line names the seed, the mutation and the
command; --keep DIR keeps each flagged damaged file there.
"""
import argparse, collections, re, hashlib, os, random, resource, shutil, stat, struct
import subprocess, sys, tempfile, threading, time, concurrent.futures

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "..", "shared", "fixtures", "realm")
CLASSES = {"basic": "Dog", "links": "City", "alltypes": "AllTypes", "emptyclasses": "Alpha",
           "compacted": "Record", "churn": "Record", "large": "Bucket", "encrypted": "Secret", "empty": None,
           "test_upgrade_database_1000_23": None, "test_upgrade_database_4_23": None,
           "test_upgrade_database_20": None, "test_upgrade_database_1000_22": None}
TRACES = ("Fatal error", "Stack dump", "Backtrace", "Swift runtime failure", "Segmentation fault",
          "Illegal instruction", "Assertion failed", "Precondition failed")
STREAMING_COOKIE = 0x3034125237E526C8


# MARK: - the node tree

def node_header(data, off):
    """(flags, width, wtype, size, payload bytes) of the node at off, or None."""
    if off <= 0 or off % 8 or off + 8 > len(data):
        return None
    flags = data[off + 4]
    wtype = (flags >> 3) & 3
    width = (1 << (flags & 7)) >> 1
    size = int.from_bytes(data[off + 5:off + 8], "big")
    if wtype == 0:
        nbytes = (size * width + 7) >> 3
    elif wtype == 1:
        nbytes = size * width
    else:
        nbytes = size
    return flags, width, wtype, size, nbytes


def elements(data, off):
    h = node_header(data, off)
    if not h:
        return []
    flags, width, wtype, size, nbytes = h
    if wtype != 0 or width < 8 or off + 8 + nbytes > len(data):
        return []
    w = width // 8
    return [int.from_bytes(data[off + 8 + i * w:off + 8 + (i + 1) * w], "little", signed=False)
            for i in range(size)]


def top_ref(data):
    if len(data) >= 24 and data[0:8] == b"\xff" * 8:
        return int.from_bytes(data[-16:-8], "little")
    if len(data) < 24:
        return 0
    return int.from_bytes(data[(data[23] & 1) * 8:(data[23] & 1) * 8 + 8], "little")


def walk(data):
    """Every node reachable from the top ref: {offset: (parent, slot, depth)}."""
    found = {}
    top = top_ref(data)
    if not node_header(data, top):
        return found
    stack = [(top, None, None, 0)]
    while stack:
        off, parent, slot, depth = stack.pop()
        if off in found or not node_header(data, off):
            continue
        found[off] = (parent, slot, depth)
        flags = data[off + 4]
        if flags & 0x40:
            for i, e in enumerate(elements(data, off)):
                if e and e % 2 == 0 and e < len(data):
                    stack.append((e, off, i, depth + 1))
    return found


def set_element(data, off, index, value):
    flags, width, wtype, size, nbytes = node_header(data, off)
    w = width // 8
    at = off + 8 + index * w
    value &= (1 << width) - 1
    data[at:at + w] = value.to_bytes(w, "little")


# MARK: - mutations

def mutations(name, data, rng, per):
    """Yields (label, bytes) mutations of one fixture, `per` of each kind."""
    tree = walk(bytes(data))
    offs = sorted(tree)
    refs = [(off, i, e) for off in offs if data[off + 4] & 0x40
            for i, e in enumerate(elements(data, off)) if e and e % 2 == 0]
    leaves = [off for off in offs if not data[off + 4] & 0x40 and node_header(data, off)[4] > 0]
    top = top_ref(data)
    out = []

    def emit(label, m):
        out.append((label, bytes(m)))

    for _ in range(per if offs else 0):
        off = rng.choice(offs)
        flags, width, wtype, size, nbytes = node_header(data, off)
        m = bytearray(data); m[off + 4] = (flags & ~7) | rng.randrange(8)
        emit(f"node@{off:#x} width bits {flags & 7}->{m[off + 4] & 7}", m)
        m = bytearray(data); m[off + 4] = (flags & ~0x18) | (rng.randrange(4) << 3)
        emit(f"node@{off:#x} width type {wtype}->{(m[off + 4] >> 3) & 3}", m)
        new = rng.choice([0, max(size - 1, 0), size + 1, size * 2 + 1, 0xFFFFFF, rng.randrange(1 << 24)])
        m = bytearray(data); m[off + 5:off + 8] = new.to_bytes(3, "big")
        emit(f"node@{off:#x} size {size}->{new}", m)
        for bit, what in ((0x40, "has_refs"), (0x20, "context flag"), (0x80, "inner B+tree flag")):
            m = bytearray(data); m[off + 4] ^= bit
            emit(f"node@{off:#x} {what} flipped", m)
        m = bytearray(data); m[off + rng.randrange(4)] ^= 0x10
        emit(f"node@{off:#x} checksum", m)
    for _ in range(per if refs else 0):
        off, i, e = rng.choice(refs)
        parent = tree[off][0]
        choices = [("odd", e + 1), ("past the end", len(data) + 8 * rng.randrange(1, 4096)),
                   ("zero", 0), ("itself", off), ("top (cycle)", top),
                   ("parent (cycle)", parent if parent else top),
                   ("other node", rng.choice(offs)), ("unaligned", e + 4), ("header", 8),
                   ("huge", (1 << 62) + 8)]
        what, value = rng.choice(choices)
        m = bytearray(data); set_element(m, off, i, value)
        emit(f"ref@{off:#x}[{i}] {e:#x} -> {what} {value:#x}", m)
    top_elems = elements(data, top)
    for slot in range(len(top_elems)):
        for _ in range(max(1, per // 4)):
            e = top_elems[slot]
            value = rng.choice([0, 1, e + 1, e ^ 2, e + 16, len(data) * 2, top, (1 << 40) | 1, 3])
            m = bytearray(data); set_element(m, top, slot, value)
            emit(f"top[{slot}] {e:#x} -> {value:#x}", m)
    for _ in range(per if leaves else 0):
        off = rng.choice(leaves)
        nbytes = node_header(data, off)[4]
        at = off + 8 + rng.randrange(min(nbytes, len(data) - off - 8) or 1)
        if at < len(data):
            m = bytearray(data); m[at] ^= 1 << rng.randrange(8)
            emit(f"leaf@{off:#x} payload byte {at:#x}", m)
            m = bytearray(data); m[at] = rng.choice([0x00, 0xFF, 0x80, 0x7F])
            emit(f"leaf@{off:#x} payload byte {at:#x} set", m)
    # the file header and footer
    if len(data) >= 24:
        for slot in (0, 1):
            for value in (0, 1, len(data), len(data) + 8, 24, (1 << 63), top + 8):
                m = bytearray(data); m[slot * 8:slot * 8 + 8] = value.to_bytes(8, "little")
                emit(f"header top ref {slot} -> {value:#x}", m)
        m = bytearray(data); m[23] ^= 1; emit("header select bit flipped", m)
        m = bytearray(data); m[23] = 0xFF; emit("header flags 0xff", m)
        m = bytearray(data); m[16:20] = b"T-DX"; emit("header mnemonic", m)
        for v in sorted(set([0, 1, 9, 10, 19, 20, 21, 22, 23, 24, 25, 30, 255, rng.randrange(256)])):
            for slot in (20, 21):
                m = bytearray(data); m[slot] = v
                emit(f"header format[{slot - 20}] -> {v}", m)
        if data[0:8] == b"\xff" * 8:
            for value in (0, 1, len(data), top + 8, 24):
                m = bytearray(data); m[-16:-8] = value.to_bytes(8, "little")
                emit(f"footer top ref -> {value:#x}", m)
            m = bytearray(data); m[-1] ^= 1; emit("footer cookie", m)
            m = bytearray(data); m[0:8] = (top).to_bytes(8, "little"); emit("streaming header -> plain ref", m)
        else:
            m = bytearray(data) + top.to_bytes(8, "little") + STREAMING_COOKIE.to_bytes(8, "little")
            m[0:8] = b"\xff" * 8
            emit("footer added to a plain file", m)
    # truncations
    cuts = sorted(set([0, 1, 8, 23, 24, 25, len(data) - 1, len(data) - 8, len(data) - 16, len(data) // 2]
                      + [rng.choice(offs) for _ in range(per) if offs]
                      + [rng.randrange(len(data)) for _ in range(per)]))
    for cut in cuts:
        if 0 <= cut < len(data):
            emit(f"cut at {cut:#x}", data[:cut])
    m = bytearray(data) + b"\0" * 5; emit("5 bytes appended", m)
    return out


def encrypted_mutations(data, rng, per):
    out = []
    for page in range(0, len(data), 4096):
        m = bytearray(data); at = page + rng.randrange(min(4096, len(data) - page))
        m[at] ^= 0x20
        out.append((f"encrypted page {page // 4096} byte {at:#x} flipped", bytes(m)))
    for cut in (4096, 4096 + 64, len(data) - 1):
        out.append((f"encrypted cut at {cut:#x}", data[:cut]))
    return out


# MARK: - running commands

def limits(vmem_mib):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (vmem_mib << 20, vmem_mib << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()
    return apply


def file_state(path):
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISREG(st.st_mode):
        with open(path, "rb") as f:
            return ("file", hashlib.sha1(f.read()).hexdigest(), stat.S_IMODE(st.st_mode))
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path))
    return ("other", stat.S_IFMT(st.st_mode))


def listing(folder):
    return {n: file_state(os.path.join(folder, n)) for n in sorted(os.listdir(folder))}


# One command: (name, argv template, input written?, outputs, kind).
# {in} is the damaged file, {out} an output path, {orig} an undamaged copy.
def commands(cls, key_args):
    q = [cls] if cls else ["__NoSuchClass"]
    return [
        ("info", ["info", "{in}"] + key_args, "read", []),
        ("info-json", ["info", "{in}", "--format", "json"] + key_args, "read", []),
        ("schema", ["schema", "{in}"] + key_args, "read", []),
        ("schema-json", ["schema", "{in}", "--format", "json"] + key_args, "read", []),
        ("schema-swift", ["schema", "{in}", "--format", "swift"] + key_args, "read", []),
        ("export", ["export", "{in}"] + key_args, "read", []),
        ("export-o", ["export", "{in}", "-o", "{out}.json"] + key_args, "read", ["{out}.json"]),
        ("query-miss+hit", ["query", "{in}"] + q + ["TRUEPREDICATE"] + key_args, "read-twice", []),
        ("query-no-cache", ["query", "{in}"] + q + ["--no-cache", "--format", "json"] + key_args, "read", []),
        ("query-csv", ["query", "{in}"] + q + ["--format", "csv"] + key_args, "read", []),
        ("check", ["check", "{in}"] + key_args, "check", []),
        ("convert-store", ["convert", "{in}", "{out}.store", "--to", "store", "--decrypt"] + key_args, "read", ["{out}.store"]),
        ("convert-realm", ["convert", "{in}", "{out}.realm", "--to", "realm"] + key_args, "read", ["{out}.realm"]),
        ("convert-sqlite", ["convert", "{in}", "{out}.sqlite", "--to", "sqlite", "--decrypt"] + key_args, "read", ["{out}.sqlite"]),
        ("copy", ["copy", "{in}", "{out}.copy.realm"] + key_args, "read", ["{out}.copy.realm"]),
        ("bundle", ["bundle", "{in}", "{out}.bundle.realm"] + key_args, "read",
         ["{out}.bundle.realm", "{out}.bundle.realm.manifest.json"]),
        ("diff", ["diff", "{in}", "{orig}"] + [a.replace("--key", "--key-a") for a in key_args]
         + [a.replace("--key", "--key-b") for a in key_args], "diff", []),
        ("compact", ["compact", "{in}"] + key_args, "write", []),
        ("exec-read", ["exec", "{in}", "-c", (f"count {cls}" if cls else ".classes")] + key_args, "write", []),
        ("exec-edit", ["exec", "{in}", "-c", (f"delete {cls} where TRUEPREDICATE" if cls else ".classes")] + key_args, "write", []),
        ("studio-open", [], "studio", []),
    ]


class Runner:
    def __init__(self, args):
        self.bin = os.path.abspath(args.bin)
        self.timeout = args.timeout
        self.vmem = args.vmem
        self.max_rss = args.max_rss
        self.keep = args.keep
        self.findings = []
        self.runs = 0
        self.local = threading.local()
        self.outcomes = collections.Counter()

    def run(self, argv, cwd, env, stdin=None):
        """(exit status or "timeout", stdout, stderr); the run's own peak RSS in self.local.rss (MiB)."""
        # The peak RSS comes from /usr/bin/time: a child forked from this (large)
        # Python process inherits its high-water mark, so wait4's figure is ours.
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
                tempfile.NamedTemporaryFile() as rss:
            p = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss.name, self.bin] + argv, cwd=cwd, env=env, stdin=subprocess.PIPE,
                                 stdout=out, stderr=err, preexec_fn=limits(self.vmem))
            try:
                p.stdin.write(stdin or b"")
            except BrokenPipeError:
                pass
            p.stdin.close()
            status, timed_out = None, False
            deadline = time.monotonic() + self.timeout
            while status is None:
                pid, st, usage = os.wait4(p.pid, os.WNOHANG)
                if pid:
                    status = os.waitstatus_to_exitcode(st)
                    try:
                        self.local.rss = int(open(rss.name).read().split()[-1]) // 1024
                    except (ValueError, IndexError):
                        self.local.rss = 0
                elif time.monotonic() > deadline:
                    timed_out = True
                    os.killpg(p.pid, 9)
                else:
                    time.sleep(0.01)
            p.returncode = status
            out.seek(0); err.seek(0)
            text = lambda f: f.read().decode("utf-8", "replace")
            return ("timeout" if timed_out else status), text(out), text(err)

    def judge(self, label, cmd, rc, err, kind):
        problems = []
        if rc == "timeout":
            return [f"timeout after {self.timeout}s"]
        if rc < 0 or rc >= 128:
            problems.append(f"exit status {rc}")
        elif rc not in (0, 1, 2):
            problems.append(f"exit status {rc}")
        for t in TRACES:
            if t in err:
                problems.append(f"stderr has {t!r}")
        lines = [l for l in err.splitlines() if l.strip()]
        errors = [l for l in lines if re.match(r"(line \d+: )?error:", l)]
        if rc not in (0, "timeout") and not (kind == "diff" and rc == 1):
            if len(errors) != 1:
                problems.append(f"{len(errors)} error lines")
            others = [l for l in lines if l not in errors]
            if kind == "check":
                others = [l for l in others if "is damaged" not in l]
            if kind == "studio":
                others = [l for l in others if not l.startswith(("line ", "opened "))]
            # every failed exec that set out to write says so after its error (README "Reliability")
            others = [l for l in others if not l.startswith("note: nothing was changed")]
            if others:
                problems.append(f"other stderr lines: {others[:2]!r}")
            if errors and errors[0].count(". ") > 1:
                problems.append("more than two sentences")
        return problems

    def one(self, fixture, label, damaged, orig, cls, key_args, key_file, cmd, grow=0):
        name, argv, kind, outputs = cmd
        work = tempfile.mkdtemp(prefix="fuzz-cmd-")
        try:
            src = os.path.join(work, "in.realm")
            with open(src, "wb") as f:
                f.write(damaged)
            if grow:
                os.truncate(src, grow)  # sparse: no disk used, but the size is the file's
            shutil.copy(orig, os.path.join(work, "orig.realm"))
            if key_file:
                shutil.copy(key_file, os.path.join(work, "k.key"))
            open(os.path.join(work, "empty.key"), "wb").close()
            with open(os.path.join(work, "short.key"), "wb") as f:
                f.write(b"\x01" * 63)
            os.makedirs(os.path.join(work, "cache"))
            env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache"), TMPDIR=work, TERM="dumb")
            subst = lambda a: a.replace("{in}", "in.realm").replace("{out}", "out").replace("{orig}", "orig.realm")
            before = listing(work)
            before.pop("cache")
            problems = []
            if kind == "studio":
                script = f".open in.realm {' '.join(key_args)}\n.classes\n" + (f"{cls}\ncount {cls}\n" if cls else "") + ".quit\n"
                rc, out, err = self.run([], work, env, stdin=script.encode())
                problems += self.judge(label, name, rc, err, kind)
            else:
                runs = 2 if kind == "read-twice" else 1
                for _ in range(runs):
                    rc, out, err = self.run([subst(a) for a in argv], work, env)
                    problems += self.judge(label, name, rc, err, kind)
                    if problems:
                        break
            self.runs += 1
            if self.runs % 500 == 0:
                print(f"fuzz-commands: {self.runs} runs so far, {len(self.findings)} flagged", flush=True)
            self.outcomes[(name, rc if isinstance(rc, str) else min(rc, 3))] += 1
            after = listing(work)
            after.pop("cache")
            failed = rc != 0 and not (kind == "diff" and rc == 1)
            expected_outputs = {subst(o) for o in outputs}
            for n in sorted(set(after) - set(before)):
                if n in expected_outputs and not failed:
                    continue
                problems.append(f"left {n!r} behind" + (" after a failure" if failed else ""))
            for n in sorted(set(before) - set(after)):
                problems.append(f"removed {n!r}")
            if after.get("in.realm") != before.get("in.realm") and (failed or kind != "write"):
                problems.append("input changed" + (" by a failed run" if failed else ""))
            if after.get("orig.realm") != before.get("orig.realm"):
                problems.append("the other input changed")
            if getattr(self.local, "rss", 0) > self.max_rss:
                problems.append(f"peak RSS {self.local.rss} MiB")
            if problems:
                line = f"{fixture}: {label}: {name}: {'; '.join(problems)} | rc={rc} | {err.strip()[:300]!r}"
                self.findings.append(line)
                print("FLAG " + line, flush=True)
                if self.keep:
                    os.makedirs(self.keep, exist_ok=True)
                    h = hashlib.sha1(damaged).hexdigest()[:10]
                    with open(os.path.join(self.keep, f"{fixture}-{h}.realm"), "wb") as f:
                        f.write(damaged)
        finally:
            shutil.rmtree(work, ignore_errors=True)


# MARK: - hostile paths

def path_campaign(runner, tmp):
    """Hostile paths where a genuine file or an output belongs; every run must refuse cleanly."""
    basic = os.path.join(FIXTURES, "basic.realm")
    d = tempfile.mkdtemp(prefix="fuzz-paths-", dir=tmp)
    os.mkfifo(os.path.join(d, "fifo.realm"))
    os.mkdir(os.path.join(d, "folder.realm"))
    for n, target in (("zero.realm", "/dev/zero"), ("null.realm", "/dev/null"), ("tofifo.realm", "fifo.realm"),
                      ("tofolder.realm", "folder.realm"), ("dangling.realm", "nowhere.realm"),
                      ("loop1.realm", "loop2.realm"), ("loop2.realm", "loop1.realm")):
        os.symlink(target, os.path.join(d, n))
    weird = os.path.join(d, "new\nline\x1b[2J.realm")
    shutil.copy(basic, weird)
    unreadable = os.path.join(d, "unreadable.realm")
    shutil.copy(basic, unreadable)
    os.chmod(unreadable, 0)
    lockfifo = os.path.join(d, "lockfifo.realm")
    shutil.copy(basic, lockfifo)
    os.mkfifo(lockfifo + ".lock")
    locklink = os.path.join(d, "locklink.realm")
    shutil.copy(basic, locklink)
    victim = os.path.join(d, "victim")
    with open(victim, "w") as f:
        f.write("someone else's file\n")
    os.chown(victim, 65534, 65534) if os.geteuid() == 0 else None
    os.symlink(victim, locklink + ".lock")
    stores = ["fifo.realm", "folder.realm", "/dev/zero", "/dev/null", "zero.realm", "null.realm", "tofifo.realm",
              "tofolder.realm", "dangling.realm", "loop1.realm"]
    cases = []
    for s in stores:
        for argv in (["info", s], ["schema", s], ["export", s], ["query", s, "Dog"], ["check", s],
                     ["convert", s, "o.store"], ["copy", s, "o.realm"], ["bundle", s, "o.realm"],
                     ["diff", s, basic], ["compact", s], ["exec", s, "-c", "count Dog"]):
            cases.append((argv, "refuse"))
    for o in ("fifo.realm", "folder.realm", "dangling.realm", "loop1.realm", "tofolder.realm"):
        for argv in (["convert", basic, o, "--to", "store"], ["convert", basic, o, "--to", "realm"],
                     ["convert", basic, o, "--to", "sqlite"], ["copy", basic, o], ["bundle", basic, o]):
            cases.append((argv, "refuse"))
    for argv in (["info", "lockfifo.realm"], ["query", "lockfifo.realm", "Dog"], ["exec", "lockfifo.realm", "-c", "delete Dog where age > 100"],
                 ["compact", "lockfifo.realm"], ["export", "lockfifo.realm"],
                 ["info", "locklink.realm"], ["exec", "locklink.realm", "-c", "delete Dog where age > 100"],
                 ["compact", "locklink.realm"], ["export", "locklink.realm"], ["query", "locklink.realm", "Dog"]):
        cases.append((argv, "any"))
    for argv in (["info", weird], ["export", weird], ["check", weird], ["query", weird, "Nope"],
                 ["convert", weird, weird + ".out"], ["compact", weird]):
        cases.append((argv, "any"))
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(d, "cache"), TERM="dumb")
    for argv, expect in cases:
        before = listing(d)
        vstate = file_state(victim)
        rc, out, err = runner.run(argv, d, env)
        problems = runner.judge("path", argv[0], rc, err, "read")
        if expect == "refuse" and rc == 0:
            problems.append("accepted")
        after = listing(d)
        for n in sorted(set(after) - set(before)):
            if rc == 0 and n.startswith(("o.", "new\n")) or n == "cache":
                continue
            problems.append(f"left {n!r}")
        if file_state(victim) != vstate:
            problems.append("another user's file changed")
        if "\x1b" in out or "\x1b" in err:
            problems.append("raw escape printed")
        runner.runs += 1
        if problems:
            line = f"paths: {argv!r}: {'; '.join(problems)} | rc={rc} | {err.strip()[:300]!r}"
            runner.findings.append(line)
            print("FLAG " + line, flush=True)
        for n in set(os.listdir(d)) - set(before):
            p = os.path.join(d, n)
            if n == "cache":
                continue
            shutil.rmtree(p) if os.path.isdir(p) and not os.path.islink(p) else os.unlink(p)
    # a file root may read, read by someone who may not
    if os.geteuid() == 0 and shutil.which("setpriv"):
        os.chmod(d, 0o755)
        for argv in (["info", unreadable], ["export", unreadable], ["check", unreadable], ["query", unreadable, "Dog"]):
            try:
                p = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", runner.bin] + argv,
                                   cwd="/", env=dict(env, HOME="/nonexistent"), stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, timeout=runner.timeout)
                rc, err = p.returncode, p.stderr.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                rc, err = "timeout", ""
            problems = runner.judge("path", argv[0], rc, err, "read")
            if rc == 0:
                problems.append("accepted")
            runner.runs += 1
            if problems:
                line = f"paths (as nobody): {argv!r}: {'; '.join(problems)} | rc={rc} | {err.strip()[:300]!r}"
                runner.findings.append(line)
                print("FLAG " + line, flush=True)
    # outputs on a full disk
    full = os.path.join(d, "full")
    os.mkdir(full)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", full], stderr=subprocess.DEVNULL).returncode == 0:
        try:
            big = os.path.join(FIXTURES, "compacted.realm")
            for argv in (["convert", big, "full/o.store", "--to", "store"], ["convert", big, "full/o.realm", "--to", "realm"],
                         ["convert", big, "full/o.sqlite", "--to", "sqlite"], ["copy", big, "full/o.realm"],
                         ["bundle", big, "full/o.realm"], ["export", big, "-o", "full/o.json"]):
                rc, out, err = runner.run(argv, d, env)
                problems = runner.judge("path", argv[0], rc, err, "read")
                if rc == 0:
                    problems.append("accepted on a full disk")
                left = os.listdir(full)
                if left:
                    problems.append(f"left {left!r} on the full disk")
                    for n in left:
                        p = os.path.join(full, n)
                        shutil.rmtree(p) if os.path.isdir(p) else os.unlink(p)
                runner.runs += 1
                if problems:
                    line = f"paths (full disk): {argv!r}: {'; '.join(problems)} | rc={rc} | {err.strip()[:300]!r}"
                    runner.findings.append(line)
                    print("FLAG " + line, flush=True)
            # compact a store that sits on a full disk
            shutil.copy(os.path.join(FIXTURES, "churn.realm"), full) if os.path.getsize(os.path.join(FIXTURES, "churn.realm")) < 1 << 20 else None
        finally:
            subprocess.run(["umount", full])
    else:
        print("paths: no tmpfs (mount refused): full-disk outputs skipped")
    os.chmod(unreadable, 0o600)
    shutil.rmtree(d, ignore_errors=True)


# MARK: - main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per", type=int, default=3)
    ap.add_argument("--fixtures", default="basic,links,emptyclasses,encrypted,test_upgrade_database_20")
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "realmlens"))
    ap.add_argument("--commands", default="")
    ap.add_argument("--paths", action="store_true")
    ap.add_argument("--only-paths", action="store_true")
    ap.add_argument("--keep", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--vmem", type=int, default=4096, help="MiB of address space per run")
    ap.add_argument("--max-rss", type=int, default=1024, help="MiB")
    ap.add_argument("--limit", type=int, default=0, help="at most this many mutations per fixture")
    ap.add_argument("--grow", type=lambda v: [] if v in ("", "none") else [int(x) for x in v.split(",")], default=[4096 * 700_000],
                    help="sizes (bytes) to grow each fixture to, sparsely; with --vmem below twice that")
    args = ap.parse_args()
    runner = Runner(args)
    tmp = tempfile.gettempdir()
    if args.paths or args.only_paths:
        path_campaign(runner, tmp)
    if not args.only_paths:
        wanted = set(filter(None, args.commands.split(",")))
        jobs = []
        for fixture in args.fixtures.split(","):
            path = os.path.join(FIXTURES, fixture + ".realm")
            if not os.path.exists(path):
                path = os.path.join(FIXTURES, "legacy", fixture + ".realm")
            with open(path, "rb") as f:
                data = f.read()
            rng = random.Random(f"{args.seed}:{fixture}")
            key_args, key_file = [], None
            if fixture == "encrypted":
                key_file = os.path.join(FIXTURES, "encrypted.key")
                key_args = ["--key", "@k.key"]
                muts = encrypted_mutations(data, rng, args.per)
            else:
                muts = mutations(fixture, bytearray(data), rng, args.per)
            if args.limit:
                muts = rng.sample(muts, min(args.limit, len(muts)))
            cmds = [c for c in commands(CLASSES.get(fixture), key_args) if not wanted or c[0] in wanted]
            for label, damaged in muts:
                for c in cmds:
                    jobs.append((fixture, label, damaged, path, CLASSES.get(fixture), key_args, key_file, c))
            for size in (args.grow or []):
                # the file grown sparsely past what memory holds (a multiple of the page size)
                for c in cmds:
                    jobs.append((fixture, f"grown to {size} bytes", data, path, CLASSES.get(fixture), key_args, key_file, c, size))
            if fixture == "encrypted":
                # the undamaged file with a wrong key, an empty key file, a short one
                bad_keys = {"wrong key": ["--key", "00" * 64], "empty key file": ["--key", "@empty.key"],
                            "short key file": ["--key", "@short.key"], "no key": []}
                for what, ka in bad_keys.items():
                    for c in commands(CLASSES.get(fixture), ka):
                        if not wanted or c[0] in wanted:
                            jobs.append((fixture, what, data, path, CLASSES.get(fixture), ka, None, c))
        print(f"fuzz-commands: {len(jobs)} runs", flush=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for f in concurrent.futures.as_completed([pool.submit(runner.one, *j) for j in jobs]):
                f.result()
    print(f"fuzz-commands: {runner.runs} runs, {len(runner.findings)} flagged")
    by_command = collections.defaultdict(dict)
    for (name, rc), n in runner.outcomes.items():
        by_command[name][rc] = n
    for name in sorted(by_command):
        print(f"  {name}: " + ", ".join(f"exit {rc}: {n}" for rc, n in sorted(by_command[name].items(), key=str)))
    sys.exit(1 if runner.findings else 0)


if __name__ == "__main__":
    main()
