"""Drives `realmlens STORE` through a pseudo-terminal for the terminal-only
fixes of issue 10 and prints what happened as JSON: Ctrl-C at a `...>`
continuation prompt, `.open OTHER` with a write transaction open, and Tab
completion of `.mode` values and RQL operators. Used by TerminalSessionTests."""
import json, os, pty, select, sys, time
from pty_support import wait_bounded

binary, store, other, history = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
pending = {"text": b""}


def read_until(fd, token, timeout=10.0):
    """Reads until `token` appears after what earlier calls consumed; keeps the rest."""
    needle = token.encode()
    deadline = time.time() + timeout
    while True:
        at = pending["text"].find(needle)
        if at >= 0:
            seen = pending["text"][: at + len(needle)]
            pending["text"] = pending["text"][at + len(needle):]
            return seen.decode(errors="replace"), True
        if time.time() >= deadline:
            seen, pending["text"] = pending["text"], b""
            return seen.decode(errors="replace"), False
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                chunk = b""
            if not chunk:
                deadline = 0
            pending["text"] += chunk


def finish(pid, timeout=10.0):
    """Waits for the studio to exit; kills it (and says so) if it does not."""
    return wait_bounded(pid, timeout)[1]


def send(fd, text):
    os.write(fd, text.encode())


result = {}
pid, fd = pty.fork()
if pid == 0:
    env = dict(os.environ, REALMLENS_HISTORY=history, TERM="xterm", NO_COLOR="1")
    env.pop("PAGER", None)
    os.execve(binary, [binary, store], env)
_, result["prompt"] = read_until(fd, "dogs.realm> ")

# Ctrl-C at a continuation prompt drops the pending statement.
send(fd, "Dog where name == 'Rex\n")
_, result["continuation_prompt"] = read_until(fd, "...> ")
# A typed character's echo is the handshake that readline has the terminal
# (raw mode): a Ctrl-C sent before that is the tty's SIGINT, not a key.
send(fd, "x")
read_until(fd, "x")
send(fd, "\x03")
_, result["back_to_prompt"] = read_until(fd, "dogs.realm> ")
send(fd, "count Dog\n")
out, result["next_statement_ran"] = read_until(fd, "\r4\r\n")
result["pending_dropped"] = "error" not in out and "Rex" not in out
read_until(fd, "dogs.realm> ")

# Tab completes .mode values and RQL operators.
send(fd, ".mode js\t")  # json and jsonl: readline adds their common "on"
_, result["mode_value_listed"] = read_until(fd, "on", timeout=3)
send(fd, "l\n")  # .mode jsonl, shown by the query below
read_until(fd, "dogs.realm> ")
send(fd, "Dog where name BEGIN\t")
_, result["operator_completed"] = read_until(fd, "BEGINSWITH")
send(fd, " 'R'\n")
_, result["completed_query_ran"] = read_until(fd, '{"name":"Rex"')
read_until(fd, "dogs.realm> ")

# .open OTHER with a write transaction open asks, as leaving does.
send(fd, "begin\n")
read_until(fd, "dogs.realm*> ")
send(fd, "update Dog[0] set age = 7\n")
read_until(fd, "dogs.realm*> ")
send(fd, ".open " + other + "\n")
_, result["asked_before_open"] = read_until(fd, "commit it before opening " + other + "? [y/N]")
send(fd, "y\n")
_, result["committed_before_open"] = read_until(fd, "committed")
_, result["other_opened"] = read_until(fd, "other.realm> ")
send(fd, ".quit\n")
result["quit"] = finish(pid)
print(json.dumps(result))
