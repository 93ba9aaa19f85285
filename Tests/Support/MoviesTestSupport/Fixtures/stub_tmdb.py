#!/usr/bin/env python3
"""Stub TMDB server for tests, loopback only.

Binds 127.0.0.1 on a free port (or --port), answers one request of its own (GET /__ready), then
prints the port as its first stdout line (so a client never connects before it is serving), and
exits when its stdin closes or after --lifetime seconds, so it can never outlive the test that
started it.

Data-driven: `search/movie` answers `search-<query>-page<N>.json` from --fixtures (default: this
script's folder) when that file exists. Special queries:
  unauthorized -> 401 with TMDB's error body     boom    -> 500 with TMDB's error body
  notfound     -> 404 with TMDB's error body     ratelimited -> 429 with TMDB's error body
  unavailable  -> 503 without a body             forbidden   -> 403 without a body
  garbage      -> 200 with malformed JSON        empty   -> 200 with an empty body
  nofield      -> 200 without "total_pages"      badfield -> 200 with a string "id" in results[0]
  brokenposter -> one movie whose poster is missing (poster path /missing.jpg)
  slowposter   -> one movie, a two-paragraph overview, its poster answered after --slow seconds
  slow         -> answers after --slow seconds   (any other query) -> page N of 0, no results
  endless      -> 200 with a chunked body that never ends (until the client hangs up, or 256 MiB)
  huge         -> 200 declaring Content-Length 8589934592, then bytes until the client hangs up
A missing or wrong api_key (not --api-key) also gives the 401.
Posters: /t/p/w<width><path> -> 200, bytes b"POSTER w<width><path>"; a path containing
"missing" -> 404 with a TMDB error body, "endless" -> an endless chunked body. Every request line is logged to stderr, and
GET /__requests returns the paths received so far as a JSON array.
"""
import argparse
import json
import os
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

WIDTHS = {92, 154, 185, 342, 500, 780}
ERR_401 = {"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": False}
ERR_404 = {"status_code": 34, "status_message": "The resource you requested could not be found.", "success": False}
ERR_429 = {"status_code": 25, "status_message": "Your request count (41) is over the allowed limit of 40.", "success": False}
ERR_500 = {"status_code": 11, "status_message": "Internal error: Something went wrong, contact TMDb.", "success": False}


def make_handler(options, received):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, fmt, *args):
            sys.stderr.write("stub_tmdb: " + (fmt % args) + "\n")

        def send(self, status, body, content_type="application/json"):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def send_endless(self, chunked):
            """Bytes until the client hangs up (at most 256 MiB): chunked, or under a huge Content-Length."""
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
            else:
                self.send_header("Content-Length", "8589934592")
            self.end_headers()
            block = b"[" * 65536
            piece = (b"%x\r\n" % len(block)) + block + b"\r\n" if chunked else block
            try:
                for _ in range(4096):
                    self.wfile.write(piece)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True

        def send_json(self, status, value):
            self.send(status, json.dumps(value).encode("utf-8"))

        def do_GET(self):
            received.append(self.path)
            url = urlsplit(self.path)
            if url.path == "/__ready":
                received.pop()
                return self.send_json(200, "ready")
            if url.path == "/__requests":
                return self.send_json(200, received[:-1])
            if url.path == "/3/search/movie":
                return self.search(parse_qs(url.query, keep_blank_values=True))
            if url.path.startswith("/t/p/w"):
                return self.poster(url.path[len("/t/p/w"):])
            return self.send_json(404, ERR_404)

        def search(self, params):
            query = params.get("query", [""])[0]
            page = params.get("page", ["1"])[0]
            if params.get("api_key", [""])[0] != options.api_key or query == "unauthorized":
                return self.send_json(401, ERR_401)
            if query == "boom":
                return self.send_json(500, ERR_500)
            if query == "notfound":
                return self.send_json(404, ERR_404)
            if query == "ratelimited":
                return self.send_json(429, ERR_429)
            if query == "unavailable":
                return self.send(503, b"", "text/plain")
            if query == "forbidden":
                return self.send(403, b"", "text/plain")
            if query == "nofield":
                return self.send_json(200, {"page": 1, "results": [], "total_results": 0})
            if query == "badfield":
                movie = {"id": "seven", "title": "Seven"}
                return self.send_json(200, {"page": 1, "results": [movie], "total_pages": 1, "total_results": 1})
            if query == "brokenposter":
                movie = {"id": 1, "title": "Broken", "poster_path": "/missing.jpg", "release_date": ""}
                return self.send_json(200, {"page": 1, "results": [movie], "total_pages": 1, "total_results": 1})
            if query == "slowposter":
                movie = {"id": 7, "title": "Slow Poster", "poster_path": "/slowposter.jpg", "release_date": "",
                         "overview": "First paragraph.\nSecond paragraph."}
                return self.send_json(200, {"page": 1, "results": [movie], "total_pages": 1, "total_results": 1})
            if query == "garbage":
                return self.send(200, b'{"page": 1, "results": [{"id": ')
            if query == "empty":
                return self.send(200, b"")
            if query in ("endless", "huge"):
                return self.send_endless(chunked=query == "endless")
            if query == "slow":
                time.sleep(options.slow)
            path = os.path.join(options.fixtures, "search-%s-page%s.json" % (query, page))
            if "/" not in query + page and ".." not in query + page and os.path.isfile(path):
                with open(path, "rb") as f:
                    return self.send(200, f.read())
            number = int(page) if page.isdigit() else 1
            return self.send_json(200, {"page": number, "results": [], "total_pages": 0, "total_results": 0})

        def poster(self, rest):
            digits = ""
            while rest and rest[0].isdigit():
                digits, rest = digits + rest[0], rest[1:]
            if not digits or int(digits) not in WIDTHS or not rest.startswith("/") or "missing" in rest:
                return self.send_json(404, ERR_404)
            if "endless" in rest:
                return self.send_endless(chunked=True)
            if "slowposter" in rest:
                time.sleep(options.slow)
            return self.send(200, ("POSTER w%s%s" % (digits, rest)).encode("utf-8"), "image/jpeg")

    return Handler


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--api-key", default="test-key")
    parser.add_argument("--fixtures", default=here)
    parser.add_argument("--slow", type=float, default=5.0, help="seconds before answering 'slow'")
    parser.add_argument("--lifetime", type=float, default=120.0, help="hard limit on the server's life")
    options = parser.parse_args()

    received = []
    ThreadingHTTPServer.request_queue_size = 128  # parallel tests on a loaded machine: no dropped connects
    server = ThreadingHTTPServer(("127.0.0.1", options.port), make_handler(options, received))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # Readiness is explicit: the port is printed only once a request has been answered.
    port = server.server_address[1]
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with direct.open(f"http://127.0.0.1:{port}/__ready", timeout=60) as answer:
        answer.read()
    print(port, flush=True)

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        finally:
            os._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(options.lifetime, lambda: os._exit(0)).start()
    threading.Event().wait()


if __name__ == "__main__":
    main()
