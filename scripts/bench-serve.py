#!/usr/bin/env python3
"""`make bench-serve`: requests per second of `treaty serve` on loopback with keep-alive, beside a
minimal Python `http.server` answering the same bytes and the in-process stubs, in one run.

Starts the release `treaty serve contracts/projects.yaml` and a ThreadingHTTPServer (HTTP/1.1,
keep-alive, Nagle off, one write per response) on free ports, then has `treaty-bench` send the
same GET /v1/projects/42 (Accept and Authorization set, so the served request is verified) N
times in a row on one connection: from a bare socket client, and through URLSession. The
in-process figure is URLSession over a StubSession with the same contract. Each figure is the
median of ROUNDS interleaved rounds. Run from the package root after building in release mode.
"""
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREATY = os.path.join(ROOT, ".build", "release", "treaty")
BENCH = os.path.join(ROOT, ".build", "release", "treaty-bench")
CONTRACT = "contracts/projects.yaml"
FIXTURE = "Fixtures/API/v1/project-success.json"
PATH = "/v1/projects/42"
REQUESTS = int(os.environ.get("REQUESTS", "5000"))
ROUNDS = int(os.environ.get("ROUNDS", "5"))

PYTHON_SERVER = r"""
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BODY = open(sys.argv[1], "rb").read()
HEAD = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
        "Connection: keep-alive\r\n\r\n" % len(BODY)).encode()

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def do_GET(self):
        self.wfile.write(HEAD + BODY)

    def log_message(self, *args):
        pass

server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print("http://127.0.0.1:%d" % server.server_address[1], flush=True)
server.serve_forever()
"""


def start(command):
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline().strip()
    if not line:
        process.kill()
        sys.exit("bench-serve: %s printed no URL" % command[0])
    return process, line.split()[-1]


def measure(*arguments):
    output = subprocess.run([BENCH, *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return float(output.split()[0])


def main():
    python = os.path.join(ROOT, ".build", "venv", "bin", "python")
    if not os.access(python, os.X_OK):
        python = sys.executable
    served, served_url = start([TREATY, "serve", CONTRACT, "--port", "0"])
    peer, peer_url = start([python, "-c", PYTHON_SERVER, FIXTURE])
    variants = [
        ("treaty serve, socket client", lambda: measure("--keep-alive", served_url, PATH, str(REQUESTS))),
        ("python http.server, socket client", lambda: measure("--keep-alive", peer_url, PATH, str(REQUESTS))),
        ("treaty serve, URLSession", lambda: measure("--urlsession", served_url, PATH, str(REQUESTS))),
        ("python http.server, URLSession", lambda: measure("--urlsession", peer_url, PATH, str(REQUESTS))),
        ("in-process StubSession, URLSession", lambda: measure("--in-process", CONTRACT, "getProject", PATH, str(REQUESTS))),
    ]
    rates = {name: [] for name, _ in variants}
    try:
        for _ in range(ROUNDS):
            for name, run in variants:
                rates[name].append(run())
    finally:
        served.terminate()
        peer.terminate()
        served.wait()
        peer.wait()
    print("serve: %d sequential keep-alive GET %s per variant, median of %d interleaved rounds" % (REQUESTS, PATH, ROUNDS))
    reference = statistics.median(rates["python http.server, socket client"])
    for name, _ in variants:
        rate = statistics.median(rates[name])
        print("  %-36s %8.0f req/s   %.2fx python http.server (socket client)" % (name, rate, rate / reference))
    goal = statistics.median(rates["treaty serve, socket client"])
    print("  goal: treaty serve >= 5000 req/s: %s" % ("met" if goal >= 5000 else "NOT met"))
    # The served session found no client regression: the run exits with 0.
    if served.returncode not in (0, -15):
        sys.exit("bench-serve: treaty serve exited with %d (findings?)" % served.returncode)


if __name__ == "__main__":
    main()
