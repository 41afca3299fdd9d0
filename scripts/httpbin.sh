#!/usr/bin/env bash
# Starts or stops a local httpbin (PyPI 'httpbin' under gunicorn) for live-check tests.
#   scripts/httpbin.sh start   install if missing, start on 127.0.0.1 with a free port, wait until
#                              it answers, write its URL to .build/httpbin.url
#   scripts/httpbin.sh stop    stop the server this script started (by its pid file)
# Versions known to work together: httpbin 0.10.4, gunicorn 27.0.1, Flask 3.1, Werkzeug 3.1.
set -euo pipefail
cd "$(dirname "$0")/.."

STATE=.build
URL_FILE="$STATE/httpbin.url"
PID_FILE="$STATE/httpbin.pid"
VENV="$STATE/venv"
# Python tools live in a virtual environment under .build, never in the system Python.
PYTHON="${PYTHON:-$VENV/bin/python}"

install() {
  if [ ! -x "$PYTHON" ] && [ "$PYTHON" = "$VENV/bin/python" ]; then
    echo "creating $VENV" >&2
    python3 -m venv "$VENV"
  fi
  if ! "$PYTHON" -c 'import httpbin, gunicorn' >/dev/null 2>&1; then
    echo "installing httpbin and gunicorn from PyPI" >&2
    "$PYTHON" -m pip install --quiet 'httpbin==0.10.4' 'gunicorn==27.0.1' >&2
  fi
}

free_port() {
  "$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

wait_ready() {
  local url="$1"
  for _ in $(seq 1 100); do
    if "$PYTHON" -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1] + '/get', timeout=1)" "$url" >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.1
  done
  echo "error: httpbin did not answer at '$url' within 10 s; see $STATE/httpbin.log" >&2
  return 1
}

start() {
  mkdir -p "$STATE"
  if [ -f "$PID_FILE" ] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null; then
    echo "httpbin already running at $(cat "$URL_FILE")" >&2
    return 0
  fi
  install
  local port url
  port="$(free_port)"
  url="http://127.0.0.1:$port"
  "$PYTHON" -m gunicorn --bind "127.0.0.1:$port" --workers 4 --daemon --pid "$PID_FILE" \
    --log-file "$STATE/httpbin.log" httpbin:app
  wait_ready "$url"
  echo "$url" > "$URL_FILE"
  echo "httpbin running at $url" >&2
}

stop() {
  if [ -f "$PID_FILE" ]; then
    local pid
    pid="$(cat "$PID_FILE")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$PID_FILE" "$URL_FILE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: scripts/httpbin.sh start|stop" >&2; exit 2 ;;
esac
