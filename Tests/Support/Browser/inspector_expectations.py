"""What the session inspector must show, computed from `flux-movies replay --print states`.

The differences follow `ActionLogJSON.differences` (FluxActionLog): objects walked by sorted keys,
arrays by index, any other unequal pair (or a side that is absent) is one difference; paths are
written as FluxTesting writes them, store name first: `search.pages[0].movies[3].title`.
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


def differences(store, a, b, path=(), out=None):
    """[(path text, before or ABSENT, after or ABSENT)] from `a` to `b`."""
    out = [] if out is None else out
    if a is not ABSENT and b is not ABSENT and same(a, b):
        return out
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            differences(store, a.get(key, ABSENT), b.get(key, ABSENT), path + (key,), out)
    elif isinstance(a, list) and isinstance(b, list):
        for index in range(max(len(a), len(b))):
            differences(store, a[index] if index < len(a) else ABSENT, b[index] if index < len(b) else ABSENT,
                        path + (index,), out)
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
