#!/usr/bin/env python3
"""Scans the runtime modules, the code a user's test target links, for what would not build at
the declared Apple deployment targets (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1) or on
Apple platforms at all, and for public declarations without a `///` doc comment.

We cannot compile for Apple platforms on the Linux CI machine, so this list stands in for that
compiler. Each entry names what it catches and why; extend it when a new API bites. A line may
opt out with a trailing `// runtime-scan: allow <reason>` when it is guarded (`if #available`).

Prints `file:line: [rule] message` for each finding and exits 1 when there is any.
Run from the package root: `scripts/runtime-scan.py` (CI runs it through `make runtime-scan`).
"""
import os
import re
import sys

RUNTIME = ["Sources/TreatyContract", "Sources/TreatyStubs", "Sources/TreatyStubsTesting"]

# (rule, pattern, why). Patterns apply to code with comments and string literals blanked out.
TOO_NEW = [
    ("mutex", r"\bMutex\b", "Synchronization.Mutex needs macOS 15 / iOS 18; use Protected (NSLock)"),
    ("synchronization", r"^\s*(public |internal |package )?import\s+Synchronization\b",
     "the Synchronization module needs macOS 15 / iOS 18"),
    ("string-replacing", r"\.replacing\(", "String.replacing needs macOS 13 / iOS 16"),
    ("string-split", r"\.split\(separator:\s*\"[^\"]{2,}\"",
     "split(separator:) with a multi-character separator needs macOS 13 / iOS 16"),
    ("string-processing", r"\.(firstRange|ranges)\(of:|\.trimmingPrefix\(|\.wholeMatch\(|\.firstMatch\(of:|\.prefixMatch\(",
     "string-processing algorithms need macOS 13 / iOS 16"),
    ("regex", r"\bRegex\s*[<(]|\bimport\s+RegexBuilder\b|#/.*/#", "Swift Regex and regex literals need macOS 13 / iOS 16"),
    ("url-13", r"\.(path|query|fragment|host|user|password)\(percentEncoded:|URL\(filePath:|\.appending\((path|component|components|queryItems):|URL\.homeDirectory\b|\.currentDirectory\(\)",
     "these URL APIs need macOS 13 / iOS 16; use URLComponents' percentEncodedPath, URL(fileURLWithPath:), appendingPathComponent"),
    ("clock", r"\b(ContinuousClock|SuspendingClock|Duration)\b|Task\.sleep\(for:",
     "clocks and Duration need macOS 13 / iOS 16; use Date or DispatchTime"),
]

# Modules that exist only on Linux: importing them needs a `#if canImport(...)` guard.
LINUX_ONLY = ["Glibc", "Musl", "FoundationNetworking"]

# Protocol witnesses whose meaning the protocol documents (Equatable, Hashable, Comparable,
# Codable, the ExpressibleBy…Literal initializers, Collection's indices).
UNDOCUMENTED_WITNESSES = re.compile(
    r"func\s+(==|<|hash\(into|encode\(to)|init\(from decoder|init\((string|integer|float|boolean|array|dictionary)Literal|"
    r"init\(nilLiteral|var (startIndex|endIndex)\b")


def blank_strings_and_comments(lines):
    """The lines with string literal contents and comments replaced by spaces, multi-line strings included."""
    out = []
    in_multiline = None
    for line in lines:
        result = []
        i = 0
        while i < len(line):
            if in_multiline:
                end = line.find(in_multiline, i)
                if end < 0:
                    i = len(line)
                    continue
                i = end + len(in_multiline)
                in_multiline = None
                continue
            if line.startswith("//", i):
                break
            match = re.match(r'(#*)"""', line[i:])
            if match:
                in_multiline = '"""' + match.group(1)
                i += len(match.group(0))
                continue
            match = re.match(r'(#*)"', line[i:])
            if match:
                closing = '"' + match.group(1)
                interpolation = "\\" + match.group(1) + "("
                j = i + len(match.group(0))
                kept = []  # interpolated code stays: `"\(url.path(percentEncoded: true))"` is code
                while j < len(line) and not line.startswith(closing, j):
                    if line.startswith(interpolation, j):
                        depth, k = 1, j + len(interpolation)
                        while k < len(line) and depth:
                            depth += {"(": 1, ")": -1}.get(line[k], 0)
                            k += 1
                        kept.append(line[j + len(interpolation) : k - 1])
                        j = k
                        continue
                    j += 2 if line[j] == "\\" and not match.group(1) else 1
                result.append('"' + " ".join(kept) + '"')
                i = j + len(closing)
                continue
            result.append(line[i])
            i += 1
        out.append("".join(result))
    return out


def scan_file(path):
    with open(path, encoding="utf-8") as handle:
        raw = handle.read().split("\n")
    code = blank_strings_and_comments(raw)
    findings = []
    guards = []  # the open `#if` conditions
    for number, (line, text) in enumerate(zip(raw, code), start=1):
        if "runtime-scan: allow" in line:
            continue
        stripped = text.strip()
        if stripped.startswith("#if"):
            guards.append(stripped)
        elif stripped.startswith(("#elseif", "#else")) and guards:
            guards[-1] += " " + stripped  # `#elseif canImport(Musl)` guards what follows it
        elif stripped.startswith("#endif") and guards:
            guards.pop()
        for rule, pattern, why in TOO_NEW:
            if re.search(pattern, text):
                findings.append((path, number, rule, why))
        imported = re.match(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |internal |package |private |fileprivate )?import\s+(\w+)", text)
        if imported and imported.group(1) in LINUX_ONLY:
            module = imported.group(1)
            if not any(f"canImport({module})" in guard for guard in guards):
                findings.append((path, number, "linux-only", f"import {module} outside '#if canImport({module})'"))
        if re.match(r"^\s*(@[\w()\s,]+\s+)*(public|open)\s", text) and not re.match(r"^\s*(@[\w()]+\s+)*public\s+import\s", text):
            if UNDOCUMENTED_WITNESSES.search(text):
                continue
            previous = number - 2
            while previous >= 0 and raw[previous].strip().startswith("@"):
                previous -= 1
            if previous < 0 or not raw[previous].strip().startswith("///"):
                findings.append((path, number, "undocumented", "public declaration without a '///' doc comment"))
    return findings


def main():
    findings = []
    for root in RUNTIME:
        for folder, _, files in sorted(os.walk(root)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    findings += scan_file(os.path.join(folder, name))
    for path, line, rule, message in findings:
        print(f"{path}:{line}: [{rule}] {message}")
    if findings:
        print(f"runtime-scan: {len(findings)} finding(s) in the runtime modules ({', '.join(RUNTIME)})")
        return 1
    print("runtime-scan: the runtime modules use nothing newer than the declared platforms, and every public declaration is documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
