"""What the pseudo-terminal drivers share: waiting for the program they
drive, within a bound, so that a program that never ends cannot hold the
test run (the driver kills it and says so)."""
import os, time


def wait_bounded(pid, timeout=10.0):
    """(exit status, whether it ended on its own) of `pid`, killing it
    first if it is still running after `timeout` seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status, True
        time.sleep(0.05)
    os.kill(pid, 9)
    return os.waitpid(pid, 0)[1], False
