#!/usr/bin/env python3
"""Build a tree of hostile Swift files from real ones, to bound what the audit costs on input nobody meant.

Each output file is one real source file mutated in one way that has stalled or bloated parsers and tree
walkers before: random byte flips (often invalid UTF-8), truncation at a random point, storms of opening
brackets, braces or parentheses, string interpolations nested inside each other, lines of a megabyte,
modifier chains tens of thousands of calls long, deeply nested closures, `if` chains and generic
arguments, and whole files repeated until they are large. The same seed gives the same tree.

    python3 Tests/Hostile/make_tree.py SOURCE_FOLDER OUT_FOLDER [--count 1000] [--seed 7]

SOURCE_FOLDER is any folder of real Swift files (an app, or this repository's Examples). Then compare,
in a release build, `native-a11y audit OUT_FOLDER` with `native-a11y-bench measure parse OUT_FOLDER`.
"""
import argparse
import os
import random


def swift_files(root):
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                found.append(os.path.join(folder, name))
    return sorted(found)


def insert(data, rng, piece):
    at = rng.randrange(len(data) + 1)
    return data[:at] + piece + data[at:]


def flip_bytes(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 40)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def truncate(data, rng):
    return data[: rng.randrange(len(data) + 1)]


def bracket_storm(data, rng):
    opener = rng.choice([b"[", b"(", b"{", b"<", b"[(", b"({"])
    depth = rng.choice([40, 200, 2000, 20000])
    closer = bytes(reversed(opener.translate(bytes.maketrans(b"[({<", b"])}>"))))
    balanced = rng.random() < 0.5
    return insert(data, rng, b"\nlet storm = " + opener * depth + (closer * depth if balanced else b"") + b"\n")


def nested_interpolation(data, rng):
    depth = rng.choice([50, 500, 3000])
    piece = b'"\\(' * depth + b"x" + b')"' * (depth if rng.random() < 0.5 else depth // 2)
    return insert(data, rng, b"\nlet text = " + piece + b"\n")


def megabyte_line(data, rng):
    kind = rng.randrange(4)
    size = 1_000_000
    if kind == 0:
        line = b'let blob = "' + b"a" * size + b'"'
    elif kind == 1:
        line = b"let sum = " + b"1 + " * (size // 4) + b"1"
    elif kind == 2:
        line = b"let " + b"x" * size + b" = 0"
    else:
        line = b"// " + bytes(rng.randrange(32, 127) for _ in range(size // 10)) * 10
    return insert(data, rng, b"\n" + line + b"\n")


def modifier_chain(data, rng):
    length = rng.choice([2000, 20000, 60000])
    call = rng.choice([b".padding()", b".font(.body)", b".accessibilityHidden(true)", b".onTapGesture { }"])
    body = b'Text("x")' + b"\n" + call * length
    return data + b"\nstruct Storm: View {\n    var body: some View {\n        " + body + b"\n    }\n}\n"


def nested_closures(data, rng):
    depth = rng.choice([300, 3000, 20000])
    return data + b"\nlet deep = " + b"{ " * depth + b"0" + b" }" * depth + b"\n"


def nested_ifs(data, rng):
    depth = rng.choice([300, 3000])
    body = b"if flag { " * depth + b"work()" + b" }" * depth
    chain = b"if a { } " + b"else if a { } " * depth
    return data + b"\nfunc storm() {\n" + rng.choice([body, chain]) + b"\n}\n"


def nested_generics(data, rng):
    depth = rng.choice([100, 1000, 5000])
    return data + b"\nvar g: " + b"Array<" * depth + b"Int" + b">" * depth + b"\n"


def nested_views(data, rng):
    depth = rng.choice([200, 2000])
    body = b"VStack { " * depth + b'Button("x") { }' + b" }" * depth
    return data + b"\nstruct Deep: View {\n    var body: some View {\n" + body + b"\n    }\n}\n"


def repeated(data, rng):
    times = max(2, min(200, 1_500_000 // max(1, len(data))))
    return data * rng.randint(2, times)


MUTATIONS = [
    flip_bytes, truncate, bracket_storm, nested_interpolation, megabyte_line, modifier_chain, nested_closures,
    nested_ifs, nested_generics, nested_views, repeated,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source")
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sources = swift_files(args.source)
    if not sources:
        raise SystemExit(f"no Swift files under {args.source}")
    os.makedirs(args.out, exist_ok=True)
    written = 0
    for index in range(args.count):
        path = rng.choice(sources)
        with open(path, "rb") as handle:
            data = handle.read()
        mutation = MUTATIONS[index % len(MUTATIONS)]
        mutated = mutation(data, rng)
        name = f"{index:04d}-{mutation.__name__}-{os.path.basename(path)}"
        with open(os.path.join(args.out, name), "wb") as handle:
            handle.write(mutated)
        written += len(mutated)
    print(f"wrote {args.count} files, {written / 1e6:.1f} MB, to {args.out}")


if __name__ == "__main__":
    main()
