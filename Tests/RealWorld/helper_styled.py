#!/usr/bin/env python3
"""Usage: helper_styled.py APPS LABELS [--others] [--font-assignments]. IB fixed-font labels whose element's outlet the app's Swift code hands to a style helper that sets a font
(`lblTitle.setStyle(.title)`, `[a, b].forEach { $0.setStyle(.txt) }`), or, with --font-assignments, gives a font
itself (`titleLabel.font = Fonts.title`): an independent grep check.
Prints them as a JSON list, or with --others prints every other label as JSON lines."""
import json, re, os, sys, glob, functools
root, labels = sys.argv[1], sys.argv[2]
@functools.lru_cache(None)
def swift_text(app):
    out = []
    for p in glob.glob(os.path.join(root, app, '**/*.swift'), recursive=True):
        out.append(open(p, encoding='utf-8', errors='replace').read())
    return '\n'.join(out)
@functools.lru_cache(None)
def styled_names(app):
    text = swift_text(app)
    names = set(re.findall(r'\b(\w+)\??\.setStyle\(', text))
    for group in re.findall(r'\[([\w\s,.?!]+)\]\.forEach\s*\{\s*\$0\??\.setStyle', text):
        names |= set(n.strip().rstrip('?!') for n in group.split(','))
    if '--font-assignments' in sys.argv:
        names |= set(re.findall(r'\b(\w+)[?!]?\.font\s*=[^=]', text))
    return names
@functools.lru_cache(None)
def lines_of(path): return open(path, encoding='utf-8', errors='replace').read().split('\n')
def styled(d):
    if d['rule'] != 'fixed-font-size' or d['verdict'] != 'report' or not d['path'].endswith(('.storyboard', '.xib')): return False
    app = d['repo'].replace('/', '+'); path = os.path.join(root, app, d['path'])
    tag = lines_of(path)[d['line'] - 1]
    m = re.search(r' id="([^"]+)"', tag)
    if not m: return False
    props = re.findall(r'<outlet(?:Collection)? property="(\w+)" destination="%s"' % re.escape(m.group(1)), '\n'.join(lines_of(path)))
    return any(p in styled_names(app) for p in props)
others = '--others' in sys.argv
flagged = []
for l in open(labels):
    d = json.loads(l)
    if styled(d): flagged.append(d)
    elif others: sys.stdout.write(l)
if not others: json.dump(flagged, sys.stdout)
