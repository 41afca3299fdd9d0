#!/usr/bin/env bash
# Runs a command with a time limit, for test runs that must never hang CI.
# Past the limit it prints every thread's stack of the command and its child processes (with
# gdb, when installed), so the log says where the run hung, then stops them and fails with 124.
# Usage: scripts/watchdog.sh SECONDS COMMAND [ARGUMENT...]
set -uo pipefail
limit=$1
shift
"$@" &
pid=$!
started=$SECONDS

descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
    echo "$child"
    descendants "$child"
  done
}

# A background command ignores Ctrl-C in a script: pass the stop on to it and everything it started.
stop() {
  kill -TERM $(descendants "$pid") "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 130
}
trap stop INT TERM

while kill -0 "$pid" 2>/dev/null; do
  if ((SECONDS - started >= limit)); then
    # One line of process ids, however many there are.
    processes=$(echo "$pid" $(descendants "$pid"))
    echo "watchdog: '$*' still running after $limit s; its processes and their threads' stacks follow" >&2
    ps -o pid,ppid,etime,args -p "${processes// /,}" >&2
    if command -v gdb >/dev/null; then
      for process in $processes; do
        echo "== stacks of $process: $(ps -o args= -p "$process" 2>/dev/null)" >&2
        # Bounded: a process gdb cannot attach to must not keep the watchdog from stopping the run.
        timeout 60 gdb -p "$process" -batch -ex "thread apply all bt" 2>&1 | grep -E '^(Thread|#)|ptrace' >&2
      done
    fi
    kill -KILL $processes 2>/dev/null
    wait "$pid" 2>/dev/null
    exit 124
  fi
  sleep 1
done
wait "$pid"
