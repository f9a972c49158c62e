"""Runs a command at a pseudo-terminal, waits for a [y/N] question, answers it,
and prints what the terminal showed and the exit status as JSON. A program
still running a second after the answer (the studio) gets Ctrl-D.

usage: pty_answer.py ANSWER PROGRAM ARGS...
"""
import json, os, pty, select, sys, time
from pty_support import wait_bounded

answer, argv = sys.argv[1], sys.argv[2:]
os.environ["REALMLENS_HISTORY"] = ""  # never touch the user's history file
pid, fd = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)
shown = b""
answered = False
deadline = time.time() + 20
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.2)
    if ready:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    if not answered and b"[y/N]" in shown:
        os.write(fd, (answer + "\n").encode())
        answered = True
        answered_at = time.time()
    if answered and time.time() - answered_at > 1.0:
        # A studio left running at its prompt: end its input (Ctrl-D).
        try:
            os.write(fd, b"\x04")
        except OSError:
            pass
        answered_at = time.time()
status, _ = wait_bounded(pid)
print(json.dumps({"shown": shown.decode("utf-8", "replace"), "answered": answered, "status": os.waitstatus_to_exitcode(status)}))
