#!/usr/bin/env python3
"""Usage: dead_ib.py APPS LABELS [--others]. Which IB labels sit in a storyboard scene or xib that no code shows: an independent grep check (not the tool).
Prints them as a JSON list, or with --others prints every other label as JSON lines."""
import json, re, os, subprocess, sys, functools
root, labels = sys.argv[1], sys.argv[2]
@functools.lru_cache(None)
def mentioned(app, name, own):
    r = subprocess.run(['grep', '-rlw', '--include=*.swift', '--include=*.m', '--include=*.h', name, os.path.join(root, app)], capture_output=True, text=True)
    files = [f for f in r.stdout.split('\n') if f and not f.endswith('/' + own + '.swift')]
    return bool(files)
@functools.lru_cache(None)
def doc(path): return open(path, encoding='utf-8', errors='replace').read().split('\n')
def dead(app, path, line):
    lines = doc(os.path.join(root, app, path))
    if path.endswith('.xib'):
        base = os.path.basename(path)[:-4]
        classes = set(re.findall(r'customClass="([A-Za-z0-9_]+)"', '\n'.join(lines))) - {'UIResponder'}
        top = [c for c in classes]
        return not mentioned(app, base, base) and not any(mentioned(app, c, c) for c in top)
    text = '\n'.join(lines)
    initial = re.search(r'initialViewController="([^"]+)"', text)
    for i in range(line - 1, -1, -1):
        if 'sceneMemberID="viewController"' in lines[i]:
            tag = lines[i]
            cid = re.search(r' id="([^"]+)"', tag).group(1)
            if initial and initial.group(1) == cid: return False
            if re.search(r"<segue [^>]*destination=\"%s\"" % re.escape(cid), text): return False
            ident = re.search(r'storyboardIdentifier="([^"]+)"', tag); cc = re.search(r'customClass="([^"]+)"', tag)
            names = [n.group(1) for n in (ident, cc) if n]
            own = cc.group(1) if cc else ''
            if ident and not re.fullmatch(r'[A-Z][A-Za-z0-9_]*', ident.group(1)): return False
            return not any(mentioned(app, n, own) for n in names)
    return False
others = '--others' in sys.argv
flagged = []
for l in open(labels):
    d = json.loads(l)
    app = d['repo'].replace('/', '+')
    hit = d['path'].endswith(('.storyboard', '.xib')) and dead(app, d['path'], d['line'])
    if hit: flagged.append(d)
    elif others: sys.stdout.write(l)
if not others: json.dump(flagged, sys.stdout)
