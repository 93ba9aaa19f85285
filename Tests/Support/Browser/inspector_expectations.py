"""What the session inspector must show, computed from `flux-movies replay --print states`.

The differences follow `ActionLogJSON.differences` (FluxActionLog): objects walked by sorted keys,
arrays as `array_steps` lines them up (SequenceAlignment.swift's rules: index by index when the
lengths are equal, else by their longest common subsequence; Tests/DiffParity holds the cases),
any other unequal pair (or a side that is absent) is one difference; paths are written as
FluxTesting writes them, store name first: `search.pages[0].movies[3].title`.
"""
import json

ABSENT = object()


def same(a, b):
    """JSON equality that keeps true apart from 1 and 1 apart from "1"."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def path_text(store, path):
    text = store
    for segment in path:
        text += '[%d]' % segment if isinstance(segment, int) else '.' + segment
    return text


ALIGNMENT_LIMIT = 1000000


def array_steps(n, m, equal):
    """The steps comparing arrays of `n` and `m` elements, as SequenceAlignment.steps gives them:
    ('same', i, j), ('changed', i, j), ('removed', i), ('inserted', j)."""
    if n == m or n * m > ALIGNMENT_LIMIT:
        common = min(n, m)
        return ([('changed', i, i) for i in range(common)] + [('removed', i) for i in range(common, n)]
                + [('inserted', j) for j in range(common, m)])
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if equal(i, j) else max(table[i + 1][j], table[i][j + 1])
    steps, removed, inserted = [], [], []

    def pair():
        pairs = min(len(removed), len(inserted))
        steps.extend(('changed', removed[k], inserted[k]) for k in range(pairs))
        steps.extend(('removed', i) for i in removed[pairs:])
        steps.extend(('inserted', j) for j in inserted[pairs:])
        del removed[:], inserted[:]

    i = j = 0
    while i < n or j < m:
        if i < n and j < m and equal(i, j):
            pair()
            steps.append(('same', i, j))
            i, j = i + 1, j + 1
        elif j < m and (i == n or table[i][j + 1] >= table[i + 1][j]):
            inserted.append(j)
            j += 1
        else:
            removed.append(i)
            i += 1
    pair()
    return steps


def differences(store, a, b, path=(), out=None):
    """[(path text, before or ABSENT, after or ABSENT)] from `a` to `b`."""
    out = [] if out is None else out
    if a is not ABSENT and b is not ABSENT and same(a, b):
        return out
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            differences(store, a.get(key, ABSENT), b.get(key, ABSENT), path + (key,), out)
    elif isinstance(a, list) and isinstance(b, list):
        for step in array_steps(len(a), len(b), lambda i, j: same(a[i], b[j])):
            if step[0] == 'changed':
                differences(store, a[step[1]], b[step[2]], path + (step[2],), out)
            elif step[0] == 'removed':
                out.append((path_text(store, path + (step[1],)), a[step[1]], ABSENT))
            elif step[0] == 'inserted':
                out.append((path_text(store, path + (step[1],)), ABSENT, b[step[1]]))
    else:
        out.append((path_text(store, path), a, b))
    return out


class Session:
    """The states after every seq (index 0: the initial states) and the actions, from the lines."""

    def __init__(self, states_file):
        with open(states_file, encoding='utf-8') as lines:
            self.lines = [json.loads(line) for line in lines if line.strip()]
        self.count = len(self.lines) - 1
        self.stores = list(self.lines[0]['states'].keys())

    def states(self, seq):
        return self.lines[seq]['states']

    def action(self, seq):
        return self.lines[seq].get('action')

    def type(self, seq):
        return self.lines[seq]['action']['type'] if seq > 0 else '(start)'

    def changes(self, seq):
        """The differences seq made, store by store in reduce order (none at seq 0)."""
        if seq == 0:
            return []
        out = []
        for store in self.stores:
            differences(store, self.states(seq - 1)[store], self.states(seq)[store], (), out)
        return out

    def type_counts(self):
        counts = {}
        for seq in range(1, self.count + 1):
            counts[self.type(seq)] = counts.get(self.type(seq), 0) + 1
        return counts
