#!/usr/bin/env python3
"""Records the "error and cancel" session of flux-movies on a pseudo-terminal.

A cancel needs the interactive timing of a terminal (in a script each command waits for the
previous one's work), so this runs the app on a pty, types each command only after the app has
printed what the previous one must show, and fails if it does not appear within 30 seconds.
The TMDB source is the repository's loopback stub server (Tests/Support/.../stub_tmdb.py) on a
fixed port, so the recorded poster URL is the same on every run: "boom" answers HTTP 500, "love"
answers two pages, "slow" answers after 60 seconds (it is cancelled long before, and the "love"
list comes back).

usage: record_tty_session.py FLUX_MOVIES_BINARY LOG_FILE DATA_DIR [PORT]
"""
import os
import pty
import select
import subprocess
import sys
import time

STEPS = [
    (None, "> "),
    ("search boom", "TMDB server error (HTTP 500)"),
    ("search love", 'Type "more" for page 2.'),
    ("search slow", 'Searching "slow"...'),
    ("cancel", 'Cancelled.\r\nMovies - "love": page 1 of'),
    ("open 1", "Poster: http"),  # not "Poster: loading...", shown while it loads
    ("back", 'Type "more" for page 2.'),
]


def read_until(fd, text, timeout=30):
    """Reads the app's output until `text` appears in it; returns what was read."""
    seen = ""
    deadline = time.monotonic() + timeout
    while text not in seen:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise SystemExit("record_tty_session: timed out waiting for %r; output so far:\n%s" % (text, seen))
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                raise SystemExit("record_tty_session: the app exited early; output:\n%s" % seen)
            seen += chunk.decode("utf-8", "replace")
    return seen


def main():
    binary, log, data = sys.argv[1], sys.argv[2], sys.argv[3]
    port = sys.argv[4] if len(sys.argv) > 4 else "47613"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    stub = os.path.join(root, "Tests", "Support", "MoviesTestSupport", "Fixtures", "stub_tmdb.py")
    server = subprocess.Popen([sys.executable, stub, "--port", port, "--slow", "60", "--lifetime", "120"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        server.stdout.readline()
        base = "http://127.0.0.1:%s" % port
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": data, "TERM": "dumb", "LANG": "C",
               "COLUMNS": "80", "TMDB_API_KEY": "test-key"}
        primary, secondary = pty.openpty()
        app = subprocess.Popen([binary, "--source", "tmdb", "--tmdb-base-url", base, "--tmdb-image-base-url", base,
                                "--data-dir", data, "--record", log, "--force"],
                               stdin=secondary, stdout=secondary, stderr=subprocess.DEVNULL, env=env, close_fds=True)
        os.close(secondary)
        for command, expected in STEPS:
            if command is not None:
                os.write(primary, (command + "\n").encode("utf-8"))
            read_until(primary, expected)
        os.write(primary, b"quit\n")
        status = app.wait(timeout=30)
        os.close(primary)
        if status != 0:
            raise SystemExit("record_tty_session: flux-movies exited with %d" % status)
    finally:
        server.stdin.close()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
