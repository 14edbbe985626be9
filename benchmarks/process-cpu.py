#!/usr/bin/env python3
"""Whole-process CPU of commands, measured side by side (docs/performance.md).

    python3 benchmarks/process-cpu.py N 'command A' 'command B' ...

Runs every command N times, alternating (A B .. B A ..), each through the shell with its
output discarded, and prints for each the median and quartiles of user+sys CPU seconds of the
process and its children (getrusage), and the median's ratio to the first command's.
"""
import resource
import statistics
import subprocess
import sys


def cpu_seconds(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    runs, commands = int(sys.argv[1]), sys.argv[2:]
    samples = [[] for _ in commands]
    for i in range(runs):
        order = range(len(commands)) if i % 2 == 0 else reversed(range(len(commands)))
        for k in order:
            samples[k].append(cpu_seconds(commands[k]))
    first = statistics.median(samples[0])
    for command, s in zip(commands, samples):
        q1, _, q3 = statistics.quantiles(s, n=4)
        median = statistics.median(s)
        print(f"{median:7.3f} s  (quartiles {q1:.3f}-{q3:.3f})  {median / first:5.2f}x  {command}")


if __name__ == "__main__":
    main()
