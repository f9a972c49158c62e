"""Drives `realmlens STORE` through a pseudo-terminal, as a person would, and
prints what happened as JSON: Tab completion, history across sessions, and
Ctrl-C at the prompt and during `watch`. Used by TerminalSessionTests."""
import json, os, pty, select, sys, time
from pty_support import wait_bounded

binary, store, history = sys.argv[1], sys.argv[2], sys.argv[3]


def start():
    pending["text"] = b""
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, REALMLENS_HISTORY=history, TERM="xterm", NO_COLOR="1")
        os.execve(binary, [binary, store], env)
    return pid, fd


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
pid, fd = start()
_, result["prompt"] = read_until(fd, "dogs.realm> ")

# Tab completes a class name, then a property name after `where`.
send(fd, "Pers\t")
echo, result["class_completed"] = read_until(fd, "Person")
send(fd, " where na\t")
echo, result["property_completed"] = read_until(fd, "name")
send(fd, " == 'Tim'\n")
out, result["query_ran"] = read_until(fd, "| Tim ")
read_until(fd, "dogs.realm> ")

# Ctrl-C abandons the line being typed; the next statement runs normally.
send(fd, "Dog wh")
read_until(fd, "wh")
send(fd, "\x03")
# The handshake: the studio shows the Ctrl-C and prompts afresh before the next line is typed.
interrupted, _ = read_until(fd, "dogs.realm> ")
send(fd, "count Dog\n")
out, result["after_ctrl_c"] = read_until(fd, "\r4\r\n")  # (bracketed-paste escapes precede it)
result["abandoned_line_not_run"] = "error" not in interrupted + out and "^C" in interrupted
read_until(fd, "dogs.realm> ")

# Ctrl-C stops a running watch and returns to the prompt.
send(fd, "watch Dog\n")
_, result["watch_started"] = read_until(fd, "Ctrl-C to stop")
send(fd, "\x03")
_, result["watch_stopped"] = read_until(fd, "stopped watching Dog")
read_until(fd, "dogs.realm> ")

# Ctrl-D with a write transaction open asks whether to commit first.
send(fd, "begin\n")
read_until(fd, "dogs.realm*> ")
send(fd, "create Dog {name: 'Pty', age: 9}\n")
read_until(fd, "1 object created")
read_until(fd, "dogs.realm*> ")
send(fd, "\x04")
_, result["asked_to_commit"] = read_until(fd, "commit it before leaving? [y/N]")
send(fd, "y\n")
_, result["committed"] = read_until(fd, "committed")
result["quit"] = finish(pid)

# History survives the session: Up arrow recalls earlier statements (.quit, then watch Dog).
pid, fd = start()
read_until(fd, "dogs.realm> ")
send(fd, "\x1b[A\x1b[A\x1b[A")
_, result["history_recalled"] = read_until(fd, "watch Dog")
send(fd, "\x15count Dog\n")
_, result["commit_kept"] = read_until(fd, "\r5\r\n")
send(fd, "\x15.quit\n")
result["quit_again"] = finish(pid)
result["history_file"] = open(history).read() if os.path.exists(history) else ""
print(json.dumps(result))
