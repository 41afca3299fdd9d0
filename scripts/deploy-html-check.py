#!/usr/bin/env python3
"""make deploy-html-check: the page `treaty can-i-deploy --format html` writes, opened in a real
headless Chromium (Debian's `chromium` package), which this script starts itself.

1. Builds a usage store with the CLI: contract Shelf 1.0.0, app 1.0.0 calls an endpoint that
   Shelf 1.1.0 removes, app 1.1.0 does not. Then writes into the store what an attacker with
   write access could (a store is a folder or a git branch): a record whose file name (the app
   version) and `contract` are markup, and a record that is not JSON; and an install file whose
   version is markup.
2. Renders the page with `treaty can-i-deploy --format html --output`, and asks Chromium for the
   DOM it built (--dump-dom) and a screenshot, with a network log and the console on stderr.
3. Checks the DOM: the title is the page's own (an injected handler would have set it to
   'pwned'), the version table has a row per version with its verdict text, the hostile texts
   are text in their cells and no element of theirs exists; the network log holds no request
   from the page, and the console no policy violation.
4. Checks the checks, so none can pass by seeing nothing: the same page with markup injected
   and its policy removed must run the handler and request a URL; with the policy kept, neither.

Fails (exit 1), never skips, when Chromium is missing: install it with `apt-get install chromium`.
Its files stay in .build/deploy-html-check (page.html, page.png, the DOMs and logs)."""
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREATY = os.path.join(ROOT, ".build/debug/treaty")
OUT = os.path.join(ROOT, ".build/deploy-html-check")
HOSTILE_VERSION = "<img src=x onerror=document.title='pwned'>"
HOSTILE_CONTRACT = "Shelf\"><script>document.title='pwned'</script>"
HOSTILE_INSTALL = "<b onmouseover=alert(1)>0.9</b>"
CANARY = "http://127.0.0.1:9/deploy-html-check-canary"

CONTRACT = """treaty: 1
name: Shelf
version: {version}
baseURL: https://api.shelf.example
stubHost: api.shelf.test.invalid
endpoints:
  listBooks:
    method: GET
    path: /books
    responses:
      200: {{ body: {{ type: array, items: {{ type: integer }} }} }}
    scenarios:
      some: {{ status: 200, body: [1] }}
{extra}"""
DELETE_BOOK = """  deleteBook:
    method: DELETE
    path: /books/{bookId}
    request:
      path:
        bookId: { type: integer, example: 1 }
    responses:
      204: {}
    scenarios:
      gone: { status: 204, request: { path: { bookId: 1 } } }
"""


def fail(message):
    print(f"deploy-html-check: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def ok(message):
    print(f"deploy-html-check: ok: {message}")


def write(name, text):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def endpoint(identifier, method, path, scenario, status):
    return {
        "body": [], "headers": [], "id": identifier, "method": method, "path": path, "query": [],
        "scenarios": [{"name": scenario, "outcome": "success", "status": status}],
    }


def record(endpoints):
    return json.dumps({"contract": "Shelf", "endpoints": endpoints, "treatyUsage": 1, "version": "1.0.0"}, indent=2)


def treaty(*arguments, expect):
    run = subprocess.run([TREATY, *arguments], cwd=OUT, capture_output=True, text=True)
    if run.returncode != expect:
        fail(f"treaty {' '.join(arguments)} exited {run.returncode}, expected {expect}\n{run.stdout}{run.stderr}")
    return run


def make_page():
    """The store, the installs and the page; returns the page's path."""
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    write("a.yaml", CONTRACT.format(version="1.0.0", extra=DELETE_BOOK))
    write("b.yaml", CONTRACT.format(version="1.1.0", extra=""))
    listing = endpoint("listBooks", "GET", "/books", "some", 200)
    write("old.json", record([endpoint("deleteBook", "DELETE", "/books/{bookId}", "gone", 204), listing]))
    write("new.json", record([listing]))
    for name, version in (("old.json", "1.0.0"), ("new.json", "1.1.0")):
        treaty("usage", "publish", name, "--app-version", version, "--store", "store", "--contract", "a.yaml", expect=0)
    folder = os.path.join(OUT, "store", "shelf")
    with open(os.path.join(folder, "1.0.0.json"), encoding="utf-8") as file:
        stored = json.load(file)
    with open(os.path.join(folder, HOSTILE_VERSION + ".json"), "w", encoding="utf-8") as file:
        json.dump(stored, file)
    stored["contract"] = HOSTILE_CONTRACT
    with open(os.path.join(folder, "1.2.0.json"), "w", encoding="utf-8") as file:
        json.dump(stored, file)
    write("store/shelf/2.0.0.json", "<not json>")
    write("installs.csv", f"version,share\n1.0.0,30%\n1.1.0,50%\n{HOSTILE_INSTALL},5%\n")
    run = treaty(
        "can-i-deploy", "b.yaml", "--usage", "store", "--installs", "installs.csv", "--format", "html",
        "--output", "page.html", expect=1)
    ok(f"treaty can-i-deploy --format html exited 1: {run.stderr.strip().splitlines()[0]}")
    return os.path.join(OUT, "page.html")


def chromium(binary, page, name, screenshot=False):
    """Opens `page` in a fresh headless Chromium; returns its DOM, the page's network requests and
    its console lines. Chromium's own background requests (updates, accounts) are told apart from
    the page's by their isolation key, which names the file:// page for the page's own."""
    netlog = os.path.join(OUT, name + ".netlog.json")
    arguments = [
        binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-sync", "--disable-background-networking", "--disable-component-update", "--disable-default-apps",
        f"--user-data-dir={os.path.join(OUT, 'profile-' + name)}", f"--log-net-log={netlog}",
        "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000", "--window-size=1280,1100",
    ]
    arguments.append(f"--screenshot={os.path.join(OUT, name + '.png')}" if screenshot else "--dump-dom")
    try:
        run = subprocess.run(arguments + ["file://" + page], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        fail(f"chromium did not finish {name} in 120 s")
    if run.returncode != 0:
        fail(f"chromium exited {run.returncode} on {name}\n{run.stderr[-3000:]}")
    write(name + ".dom.html", run.stdout)
    write(name + ".stderr.txt", run.stderr)
    with open(netlog, encoding="utf-8") as file:
        log = json.load(file)
    start = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    requests = [
        event["params"]["url"] for event in log["events"]
        if event["type"] == start and "url" in event.get("params", {})
        and "file://" in event["params"].get("network_isolation_key", "")
    ]
    console = [line for line in run.stderr.splitlines() if "CONSOLE" in line or "Content Security Policy" in line]
    return run.stdout, requests, console


class Document(html.parser.HTMLParser):
    """The DOM Chromium serialized: every element's name and attributes, the title, and the text
    of each cell of the version table, row by row."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.elements, self.title, self.rows, self.text = [], "", [], []
        self.open, self.in_versions, self.cell = [], False, None
        self.feed(text)

    def handle_starttag(self, tag, attributes):
        self.elements.append((tag, dict(attributes)))
        self.open.append(tag)
        if tag == "table" and dict(attributes).get("class") == "versions":
            self.in_versions = True
        elif self.in_versions and tag == "tr" and self.open.count("tbody"):
            self.rows.append([])
        elif self.in_versions and tag in ("th", "td") and self.rows and self.open.count("tbody"):
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell is not None:
            self.rows[-1].append(" ".join(self.cell.split()))
            self.cell = None
        if tag == "table":
            self.in_versions = False
        while self.open and self.open.pop() != tag:
            pass

    def handle_data(self, data):
        self.text.append(data)
        if self.open and self.open[-1] == "title":
            self.title += data
        if self.cell is not None:
            self.cell += data


def check_page(binary, page):
    dom, requests, console = chromium(binary, page, "page")
    document = Document(dom)
    if "pwned" in document.title or not document.title.startswith("Can Shelf 1.1.0 be deployed?"):
        fail(f"the title Chromium shows is {document.title!r}: markup in the store ran")
    ok(f"title: {document.title!r}")
    versions = [row[0] for row in document.rows]
    expected = ["1.0.0", "1.1.0", "1.2.0", "2.0.0", HOSTILE_VERSION]
    if sorted(versions) != sorted(expected):
        fail(f"the version table's rows are {versions}, expected {expected}")
    by_version = {row[0]: row for row in document.rows}
    if not by_version["1.0.0"][3].endswith("breaks: 1 finding") or by_version["1.0.0"][2] != "30.0 %":
        fail(f"app 1.0.0's row reads {by_version['1.0.0']}")
    if not by_version["1.1.0"][3].startswith("✓ safe"):
        fail(f"app 1.1.0's row reads {by_version['1.1.0']}")
    if not by_version["2.0.0"][3].startswith("? unknown"):
        fail(f"app 2.0.0's row reads {by_version['2.0.0']}")
    if not by_version["1.2.0"][1].startswith(HOSTILE_CONTRACT):
        fail(f"the hostile contract name reads {by_version['1.2.0'][1]!r}, not as the text it is")
    ok(f"{len(versions)} rows with their verdicts; hostile app version and contract name show as text")
    text = "".join(document.text)
    for needle in ("endpoint-removed", "Shelf deleteBook", "Installs without a usage record", HOSTILE_INSTALL):
        if needle not in text:
            fail(f"the page's text lacks {needle!r}")
    foreign = {tag for tag, _ in document.elements} & {"img", "script", "b", "iframe", "svg", "object", "embed", "link"}
    handlers = [(tag, name) for tag, attributes in document.elements for name in attributes if name.startswith("on")]
    if foreign or handlers:
        fail(f"the DOM holds elements {sorted(foreign)} and handlers {handlers} the store put there")
    ok("findings and unrecorded installs present; no element or handler from the store in the DOM")
    ids = {attributes["id"] for _, attributes in document.elements if "id" in attributes}
    links = [attributes.get("href", "") for tag, attributes in document.elements if tag == "a"]
    if len(links) != 3 or any(not link.startswith("#") or link[1:] not in ids for link in links):
        fail(f"the verdicts link {links}; expected one link per breaking version, each to its findings {sorted(ids)}")
    unscoped = [attributes for tag, attributes in document.elements if tag == "th" and "scope" not in attributes]
    if unscoped:
        fail(f"{len(unscoped)} header cells have no scope")
    ok("each breaking verdict links to its findings; every header cell has a scope")
    if requests:
        fail(f"the page requested {requests}")
    if console:
        fail("Chromium's console reports:\n" + "\n".join(console))
    ok("no request from the page, no policy violation in the console")
    chromium(binary, page, "page", screenshot=True)
    with open(os.path.join(OUT, "page.png"), "rb") as file:
        png = file.read()
    if not png.startswith(b"\x89PNG") or len(png) < 20_000:
        fail(f"the screenshot is {len(png)} bytes, not a rendered page")
    ok(f"screenshot: .build/deploy-html-check/page.png ({len(png)} bytes)")


def check_checks(binary, page):
    """The same page with markup injected: without its policy the handler must run and the image
    be requested (else the checks above prove nothing); with it, neither may happen."""
    with open(page, encoding="utf-8") as file:
        text = file.read()
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n', text)
    if not policy:
        fail("the page has no Content-Security-Policy meta")
    injection = f"<main>\n<img src=x onerror=\"document.title='pwned'\"><img src=\"{CANARY}\">"
    injected = text.replace("<main>", injection, 1)
    bare = write("control-bare.html", injected.replace(policy.group(0), ""))
    dom, requests, _ = chromium(binary, bare, "control-bare")
    if Document(dom).title != "pwned" or CANARY not in requests:
        fail(f"without its policy, injected markup did not run or load (title {Document(dom).title!r}, "
             f"requests {requests}): the checks cannot see what they look for")
    ok("control: without the policy, injected markup runs and loads, and the checks see it")
    guarded = write("control-guarded.html", injected)
    dom, requests, console = chromium(binary, guarded, "control-guarded")
    if "pwned" in Document(dom).title or requests:
        fail(f"the policy let injected markup run or load (title {Document(dom).title!r}, requests {requests})")
    if not any("Content Security Policy" in line for line in console):
        fail("the policy refused injected markup without a console line: the console check cannot see violations")
    ok("control: the policy stops injected markup from running or loading, and says so in the console")


def main():
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if not binary:
        fail("no chromium on PATH; install Debian's: apt-get install chromium")
    if not os.access(TREATY, os.X_OK):
        fail(f"no {os.path.relpath(TREATY, ROOT)}; run swift build first")
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    ok(f"using {version}")
    page = make_page()
    check_page(binary, page)
    check_checks(binary, page)
    print("deploy-html-check: passed")


if __name__ == "__main__":
    main()
