"""What the test drivers in tests/drivers share: the repository's root, a
tally of named checks, a way to run the program under test on bytes, and
where two sequences first differ."""
import os
import subprocess

# This file is tests/drivers/check_support.py.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Checks:
    """Named checks, each printed as it is made; `report` ends a script."""

    def __init__(self):
        self.failures = 0

    def expect(self, name, condition, detail=""):
        if condition:
            print(f"ok   {name}")
        else:
            self.failures += 1
            print(f"FAIL {name}\n{str(detail)[:3000]}")

    def report(self):
        print(f"{self.failures} failed")
        return 1 if self.failures else 0


def run_program(program, args, stdin=b"", cwd=None, text=False):
    """Exit status, stdout and stderr of `program args`: bytes, or with
    text=True strings (UTF-8, a bad byte shown as U+FFFD). `stdin` is the
    bytes (or, with text=True, the string) to send, or a file descriptor
    to read from."""
    if isinstance(stdin, int):
        source = {"stdin": stdin}
    else:
        source = {"input": stdin.encode("utf-8") if isinstance(stdin, str) else stdin}
    result = subprocess.run([program] + list(args), capture_output=True, timeout=300, check=False, cwd=cwd, **source)
    if text:
        return result.returncode, result.stdout.decode("utf-8", "replace"), result.stderr.decode("utf-8", "replace")
    return result.returncode, result.stdout, result.stderr


def run_example(directory, args, stdin=b"", text=False):
    """run_program for the example named by args[0], built in `directory`."""
    return run_program(os.path.join(directory, args[0]), args[1:], stdin, text=text)


def example_names(directory):
    """The example programs built in `directory`: every executable file
    there, so that a check of them all cannot forget a new one."""
    return sorted(name for name in os.listdir(directory)
                  if os.path.isfile(os.path.join(directory, name)) and os.access(os.path.join(directory, name), os.X_OK))


def first_difference(ours, theirs):
    """The first index where two sequences differ: where one ends, if it is
    the other's beginning."""
    return next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b), min(len(ours), len(theirs)))
