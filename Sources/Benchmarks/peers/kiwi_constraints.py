#!/usr/bin/env python3
"""kiwisolver peer of the constraint rows of pinframe-bench.

Builds the benchmark's grid of views (4 variables each: left, top, width, height; rows of 10)
with the same constraints in the same order as Tests/PinframeConstraintsFixtures/
ConstraintGrid.swift, then times only the solve: adding the prebuilt constraints to a new
Solver and updateVariables(). Python objects (variables, expressions, constraints) are built
before the clock starts.

    kiwi_constraints.py solve VIEWS ROWS_PER_SCREEN RUNS   prints: median_seconds checksum
    kiwi_constraints.py edit VIEWS RUNS

`edit` times one constant change in the solved grid: Kiwi cannot change a constraint's
constant, so the first view's `left == 16` is an edit variable there (strength "strong"),
moved by suggestValue between 17 and 16, then updateVariables(). ROWS_PER_SCREEN 0 means one
screen. The checksum is the sum of every variable's value, to compare with pinframe's.
"""
import sys
import time

import kiwisolver as kiwi


def grid(views, rows_per_screen=0):
    names = ("left", "top", "width", "height")
    variables = [kiwi.Variable(f"{names[k]}{i}") for i in range(views) for k in range(4)]
    constraints = []
    for i in range(views):
        left, top, width, height = variables[4 * i:4 * i + 4]
        column = i % 10
        if column == 0:
            constraints.append(left == 16)
        else:
            constraints.append(left == variables[4 * (i - 1)] + variables[4 * (i - 1) + 2] + 8)
        row = i // 10
        if rows_per_screen == 0 and row == 0 or rows_per_screen and row % rows_per_screen == 0:
            screen = row // rows_per_screen if rows_per_screen else 0
            constraints.append(top == 16 + 1000 * screen)
        else:
            constraints.append(top == variables[4 * (i - 10) + 1] + variables[4 * (i - 10) + 3] + 8)
        if column == 9:
            constraints.append((width == 60) | 250)
        else:
            constraints.append((width == 24 + 2 * (i % 5)) | 750)
        constraints.append(height == 0.75 * width)
        if column == 9:
            constraints.append(left + width <= 359)
    return variables, constraints


def median(samples):
    return sorted(samples)[len(samples) // 2]


def solve(views, rows_per_screen, runs):
    variables, constraints = grid(views, rows_per_screen)
    samples = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        samples.append(time.perf_counter() - start)
    return median(samples[1:]), sum(v.value() for v in variables)


def edit(views, runs):
    variables, constraints = grid(views)
    solver = kiwi.Solver()
    for constraint in constraints[1:]:
        solver.addConstraint(constraint)
    solver.addEditVariable(variables[0], "strong")
    solver.suggestValue(variables[0], 16)
    solver.updateVariables()
    samples = []
    for run in range(runs + 1):
        start = time.perf_counter()
        solver.suggestValue(variables[0], 17 if run % 2 == 0 else 16)
        solver.updateVariables()
        samples.append(time.perf_counter() - start)
    return median(samples[1:]), sum(v.value() for v in variables)


def main(arguments):
    if len(arguments) == 4 and arguments[1] == "edit":
        seconds, checksum = edit(int(arguments[2]), int(arguments[3]))
    elif len(arguments) == 5 and arguments[1] == "solve":
        seconds, checksum = solve(int(arguments[2]), int(arguments[3]), int(arguments[4]))
    else:
        sys.exit(__doc__)
    print(f"{seconds:.9f} {checksum:.6f}")


if __name__ == "__main__":
    main(sys.argv)
