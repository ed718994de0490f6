#!/usr/bin/env python3
"""Fails when the docs drift from the code: CI runs it, a learner never needs to.

1. Every relative link in docs/ and README.md leads to a file that exists.
2. Every ```swift block in docs/ is preceded by `<!-- from: PATH -->` and
   appears, line for line, in PATH; or it is marked `<!-- sketch -->`.
4. Every line of test output quoted in a ```text block (the lines that
   start with ◇ ━ ↳ ✔ ✘ or "ACME bill") appears in a real run of the kata
   suites now, timings aside; a block preceded by
   `<!-- output of a changed version -->` (a mutation, a half-done step) is
   exempt.
3. Every verdict table between `<!-- verdicts: KataN -->` and
   `<!-- /verdicts -->` equals the table a real run of `swift test --filter
   KataNTests` prints now (see scripts/verdicts.py).

    python3 scripts/check-docs.py
"""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import verdicts  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"(<!-- (from: (\S+)|sketch) -->\n)?```swift\n(.*?)```", re.S)
TABLE = re.compile(r"<!-- verdicts: Kata(\d) -->\n(.*?)\n<!-- /verdicts -->", re.S)


def check_excerpts(doc, text, problems):
    for match in BLOCK.finditer(text):
        marker, source, code = match.group(2), match.group(3), match.group(4)
        line = text[: match.start()].count("\n") + 1
        if marker == "sketch":
            continue
        if not source:
            problems.append(f"{doc}:{line}: a Swift block needs <!-- from: PATH --> or <!-- sketch -->")
            continue
        path = ROOT / source
        if not path.is_file():
            problems.append(f"{doc}:{line}: {source} does not exist")
        elif code not in path.read_text():
            problems.append(f"{doc}:{line}: this excerpt no longer matches {source}")


def check_links(doc_path, name, text, problems):
    for match in re.finditer(r"\]\(([^)#\s]+)(#[^)]*)?\)", text):
        link = match.group(1)
        if link.startswith(("http://", "https://", "mailto:")):
            continue
        if not (doc_path.parent / link).exists():
            line = text[: match.start()].count("\n") + 1
            problems.append(f"{name}:{line}: the link {link} leads nowhere")


OUTPUT = re.compile(r"(<!-- output of a changed version -->\n)?```text\n(.*?)```", re.S)
TIMING = re.compile(r"after [0-9.]+ seconds")
QUOTED = ("◇", "━", "↳", "✔", "✘", "ACME bill")


def check_tables(doc, text, logs, problems):
    for match in TABLE.finditer(text):
        number, written = match.group(1), match.group(2).strip()
        line = text[: match.start()].count("\n") + 1
        actual = verdicts.table(logs[number])
        if written != actual:
            problems.append(
                f"{doc}:{line}: the Kata {number} verdict table differs from a real run; a real run says:\n"
                + actual)


def check_output(doc, text, seen, problems):
    for match in OUTPUT.finditer(text):
        if match.group(1):
            continue
        line = text[: match.start()].count("\n") + 1
        for quoted in match.group(2).splitlines():
            if quoted.startswith(QUOTED) and TIMING.sub("", quoted) not in seen:
                problems.append(f"{doc}:{line}: this output is not in a real run now: {quoted[:100]}")


def main():
    problems = []
    logs = {number: verdicts.run(number) for number in "12345"}
    seen = TIMING.sub("", "\n".join(logs.values()))
    for doc in sorted((ROOT / "docs").rglob("*.md")) + [ROOT / "README.md"]:
        text = doc.read_text()
        name = str(doc.relative_to(ROOT))
        check_excerpts(name, text, problems)
        check_links(doc, name, text, problems)
        check_tables(name, text, logs, problems)
        check_output(name, text, seen, problems)
        chapter = re.match(r"kata(\d)-", doc.name) if doc.parent.name == "docs" else None
        if chapter and f"<!-- verdicts: Kata{chapter.group(1)} -->" not in text:
            problems.append(f"{name}: a kata's chapter needs its verdict table, marked <!-- verdicts: KataN -->")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print("docs: excerpts match their files, links lead somewhere, verdict tables and quoted output match a real run")


if __name__ == "__main__":
    main()
