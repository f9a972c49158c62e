"""Starts the studio at a pseudo-terminal with REALMLENS_READLINE_LIBRARY naming
a library that cannot be loaded, enters `.quit` after its first line, and
prints the output and exit status as JSON. Used by TerminalSessionTests."""
import json, os, pty, select, sys, time
from pty_support import wait_bounded
binary, library = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.execve(binary, [binary], dict(os.environ, REALMLENS_READLINE_LIBRARY=library, REALMLENS_HISTORY="", TERM="xterm", NO_COLOR="1"))
out, sent, deadline = b"", False, time.time() + 30
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.1)
    if ready:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    if not sent and b"\n" in out:
        os.write(fd, b".quit\n")
        sent = True
status, _ = wait_bounded(pid)
print(json.dumps({"output": out.decode(errors="replace"), "status": os.waitstatus_to_exitcode(status)}))
