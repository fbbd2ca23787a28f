"""What the tools/check_*.py scripts share: a tally of named checks and a
way to run the program under test on bytes."""
import subprocess


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


def run_program(program, args, stdin=b""):
    """Exit status, stdout and stderr (bytes) of `program args`."""
    result = subprocess.run([program] + list(args), input=stdin, capture_output=True, timeout=300, check=False)
    return result.returncode, result.stdout, result.stderr
