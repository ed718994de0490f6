"""What .ci/mutate and .ci/climb share: patches applied to the clone itself
and put back however the script ends, and the fastest way to run a suite
that is already built."""
import os
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


class Kata:
    """One kata's places, all found from its folder `Katas/KataN…`: its
    tests in `Tests/KataN…/`, its chapter, answer, hints and ladder in
    `docs/kataN-…/`."""

    def __init__(self, folder):
        self.folder = folder
        self.number = int(re.match(r"Kata(\d+)", folder).group(1))
        self.tests = f"Tests/{folder}"
        self.docs = next((f"docs/{p.name}" for p in (ROOT / "docs").iterdir()
                          if p.is_dir() and p.name.startswith(f"kata{self.number}-")), None)
        self.learner = [f"Katas/{folder}", f"{self.tests}/Yours"]
        self.mutants = ROOT / (self.docs or "docs") / "mutants"

    def ladder(self):
        """The checkpoints, in order: docs/kataN-…/ladder/K-slug.patch."""
        folder = ROOT / (self.docs or "docs") / "ladder"
        return sorted(folder.glob("*.patch"), key=lambda p: int(re.match(r"\d+", p.name).group()))


def katas(numbers=None):
    """Every kata, by number, or those whose numbers are given (as text)."""
    found = sorted((Kata(p.name) for p in (ROOT / "Katas").iterdir() if re.match(r"Kata\d+", p.name)),
                   key=lambda kata: kata.number)
    if numbers:
        unknown = set(numbers) - {str(kata.number) for kata in found}
        if unknown:
            sys.exit(f"no kata numbered {', '.join(sorted(unknown))}; the katas are the folders Katas/KataN…")
        found = [kata for kata in found if str(kata.number) in numbers]
    return found


_stamped = {}


def stamp(paths):
    """SwiftPM compares modification times, to the second at worst: a file
    changed within a second of the last build may look unchanged. Stamps
    the files under `paths` (files or folders, from the clone's root) a few
    seconds ahead, and a whole second past the stamp each file got last, so
    that a file put back within a second of being changed never carries its
    changed self's time (a stale build after a revert, seen once)."""
    soon = int(time.time()) + 3
    for path in paths:
        target = ROOT / path
        files = [target] if target.is_file() else [f for f in target.rglob("*") if f.is_file()]
        for file in files:
            later = max(soon, _stamped.get(file, 0) + 1)
            _stamped[file] = later
            os.utime(file, (later, later))


def apply(patch, reverse=False):
    """git apply behaves the same on macOS and Linux (BSD and GNU patch take
    different flags), and applies all of a patch or none of it."""
    args = ["git", "apply", "--whitespace=nowarn"] + (["-R"] if reverse else []) + [str(patch)]
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True)


class Applied:
    """The patches in place now, each under a key (its kata), so that every
    exit puts the clone back. `stamped(key, patch)` names what to stamp
    after a patch goes in or out."""

    def __init__(self, stamped, script):
        self.patches = []
        self.stamped = stamped
        self.script = script

    def add(self, key, patch):
        """Applies `patch`; git's complaint when it does not apply, else None."""
        result = apply(patch)
        if result.returncode != 0:
            return result.stderr.strip() or "git apply failed"
        self.patches.append((key, patch))
        stamp(self.stamped(key, patch))
        return None

    def revert(self, key=None, last_only=False):
        """Reverts every patch in place, or those of `key` (its last one only,
        with `last_only`), newest first."""
        for entry in reversed(list(self.patches)):
            if key is None or entry[0] == key:
                if apply(entry[1], reverse=True).returncode != 0:
                    sys.exit(f"{self.script}: could not revert {entry[1]}; `git checkout -- Katas Solutions Tests` "
                             "and `git clean -fd Katas Solutions Tests` restore the clone")
                self.patches.remove(entry)
                stamp(self.stamped(*entry))
                if last_only:
                    return


def built_commands():
    """How a built suite and the progress view are run: the executables
    themselves where SwiftPM builds a test executable (Linux), a tenth of
    the time `swift test --skip-build` and `swift run` take to start; the
    swift commands elsewhere (a Mac's test bundle)."""
    folder = pathlib.Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                                         text=True).stdout.strip())
    for candidate in sorted(folder.glob("*PackageTests.xctest")):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate), "--testing-library", "swift-testing"], [str(folder / "katas")]
    return ["swift", "test", "--skip-build"], ["swift", "run", "--skip-build", "--quiet", "katas"]
