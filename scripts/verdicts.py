#!/usr/bin/env python3
"""Prints a kata's verdict table, scenario by version, from a real run.

    python3 scripts/verdicts.py 1          # runs `swift test --filter Kata1`
    python3 scripts/verdicts.py 1 LOG      # reads the output of such a run

A cell lists the rules the run broke (known issues on the Katas version),
"clean" when none broke, and "FAILS" when the run recorded a real failure.
"""
import re
import subprocess
import sys

RULES = ["controllable", "observable", "hermetic", "isolated"]


def run(number):
    result = subprocess.run(
        ["swift", "test", "--filter", f"Kata{number}Tests"],
        capture_output=True, text=True)
    return result.stdout + result.stderr


def table(output):
    started = re.compile(r'Test case passing 1 argument driver → (\w+) to "(.*)" started\.')
    issue = re.compile(r'Test "(.*)" recorded (a known issue|an issue) with 1 argument driver → (\w+) at')
    rows, cells, pending = [], {}, None
    for line in output.splitlines():
        if m := started.search(line):
            version, name = m.group(1), m.group(2)
            if name not in rows:
                rows.append(name)
            cells.setdefault((name, version), set())
            continue
        if m := issue.search(line):
            pending = (m.group(1), m.group(3), m.group(2) == "a known issue")
            if not pending[2]:
                cells.setdefault((pending[0], pending[1]), set()).add("FAILS")
            continue
        if pending and line.startswith("↳ "):
            word = line[2:].split(",")[0].strip().lower()
            if pending[2] and word in RULES:
                cells.setdefault((pending[0], pending[1]), set()).add(word)
            pending = None
    lines = ["| scenario | Katas | Solutions |", "|---|---|---|"]
    for name in rows:
        shown = []
        for version in ["Katas", "Solutions"]:
            found = cells.get((name, version), set())
            ordered = [r for r in RULES + ["FAILS"] if r in found]
            shown.append(", ".join(ordered) if ordered else "clean")
        lines.append(f"| {name} | {shown[0]} | {shown[1]} |")
    return "\n".join(lines)


if __name__ == "__main__":
    number = sys.argv[1]
    output = open(sys.argv[2]).read() if len(sys.argv) > 2 else run(number)
    print(table(output))
