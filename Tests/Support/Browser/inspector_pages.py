"""One inspector page in a WebDriver session, and the checks of what it shows."""
import json
import time

from inspector_expectations import ABSENT, same
from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Everything the checks read, in one call (textContent: hidden panels are read too).
READ = """
const q = (s) => Array.from(document.querySelectorAll(s));
const text = (e, s) => { const x = e.querySelector(s); return x ? x.textContent : null; };
return {
  selected: window.fluxInspector.selected(), hash: location.hash,
  title: document.getElementById('fx-sel').textContent,
  note: document.getElementById('fx-sel-note').textContent,
  tab: document.getElementById('fx-panel-diff').hidden ? 'state' : 'diff',
  stateHidden: document.getElementById('fx-panel-state').hidden,
  action: document.getElementById('fx-action').textContent,
  changed: q('#fx-panel-state .chg').map((e) => ({path: e.dataset.path, leaf: e.classList.contains('leaf'),
    value: e.classList.contains('leaf') ? text(e, '.v') : text(e, 'summary .prev')})),
  removed: q('#fx-panel-state .removed').map((e) => e.textContent),
  top: q('#fx-panel-state .store').map((s) => ({store: s.dataset.store,
    paths: Array.from(s.querySelector('.tree').children).map((c) => c.dataset.path)})),
  diff: q('#fx-panel-diff .change').map((c) => ({path: text(c, '.path'), old: text(c, '.old'), new: text(c, '.new')})),
  rows: q('#fx-rows .row').map((r) => ({seq: Number(r.dataset.seq), selected: r.classList.contains('sel'),
    diverged: r.classList.contains('diverged'), type: text(r, '.type'), sum: text(r, '.sum'), text: r.textContent})),
  shown: document.getElementById('fx-shown').textContent,
};
"""


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


class Page:
    def __init__(self, driver, path, session):
        self.driver = driver
        self.url = 'file://' + path
        self.session = session
        self.open('')

    def open(self, fragment):
        self.driver.get('about:blank')
        self.driver.get(self.url + fragment)
        for _ in range(100):
            if self.driver.execute_script('return document.documentElement.dataset.ready') == 'true':
                return
            time.sleep(0.05)
        raise AssertionError('the page did not get ready (is its script blocked?)')

    def ui(self):
        return self.driver.execute_script(READ)

    def text(self, selector):
        return self.driver.execute_script('return document.querySelector(arguments[0]).textContent', selector)

    def press(self, *keys):
        for key in keys:
            ActionChains(self.driver).send_keys(key).perform()

    def focus_timeline(self):
        self.driver.execute_script("document.getElementById('fx-timeline').focus()")

    def raw_states(self):
        """Each store's state as the page's JSON view shows it."""
        buttons = self.driver.find_elements(By.CSS_SELECTOR, '#fx-panel-state .raw-toggle')
        if self.ui()['tab'] != 'state':
            self.driver.find_element(By.ID, 'fx-tab-state').click()
        for button in buttons:
            button.click()
        raw = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#fx-panel-state .store')).map((s) => [s.dataset.store, s.querySelector('pre.raw').textContent])")
        for button in self.driver.find_elements(By.CSS_SELECTOR, '#fx-panel-state .raw-toggle'):
            button.click()
        return {store: json.loads(text) for store, text in raw}

    # What a selection must show.
    def verify(self, seq, tab=None, raw=True):
        ui = self.ui()
        session = self.session
        expect(ui['selected'] == seq, 'selected %s, expected %s' % (ui['selected'], seq))
        expect(ui['hash'] == '#seq=%d&tab=%s' % (seq, tab or ui['tab']), 'hash %r at seq %d' % (ui['hash'], seq))
        if tab:
            expect(ui['tab'] == tab, 'tab %s, expected %s' % (ui['tab'], tab))
        head = 'seq 0 \u00b7 the initial states' if seq == 0 else 'seq %d \u00b7 %s' % (seq, session.type(seq))
        expect(ui['title'].startswith(head), 'title %r, expected %r...' % (ui['title'], head))
        if seq > 0:
            expect(same(json.loads(ui['action']), session.action(seq)), 'the action JSON of seq %d' % seq)
        expect([r['seq'] for r in ui['rows'] if r['selected']] == [seq], 'the selected row is not %d' % seq)
        changes = session.changes(seq)
        expect([d['path'] for d in ui['diff']] == [c[0] for c in changes],
               'diff paths %s, expected %s' % ([d['path'] for d in ui['diff']], [c[0] for c in changes]))
        for shown, (path, before, after) in zip(ui['diff'], changes):
            check_side(shown['old'], '- ', before, path)
            check_side(shown['new'], '+ ', after, path)
        added = {c[0]: c[2] for c in changes if c[2] is not ABSENT}
        expect(sorted(c['path'] for c in ui['changed']) == sorted(added),
               'highlighted %s, expected %s' % (sorted(c['path'] for c in ui['changed']), sorted(added)))
        for node in ui['changed']:
            value = added[node['path']]
            if node['leaf']:
                expect(same(json.loads(node['value']), value), 'the highlighted value of %s' % node['path'])
            else:
                size = len(value)
                expected = ('[%d]' % size) if isinstance(value, list) else ('{%d key%s}' % (size, '' if size == 1 else 's'))
                expect(node['value'].strip() == expected, '%s shows %r' % (node['path'], node['value']))
        removed = sorted(c[0] for c in changes if c[2] is ABSENT)
        shown_removed = sorted(p for line in ui['removed'] for p in line[len('removed: '):].split(', '))
        expect(shown_removed == removed, 'removed %s, expected %s' % (shown_removed, removed))
        for store in ui['top']:
            state = session.states(seq)[store['store']]
            if isinstance(state, dict):
                expected = ['%s.%s' % (store['store'], key) for key in sorted(state)]
                expect(store['paths'] == expected, 'the tree of %s shows %s' % (store['store'], store['paths']))
        if raw:
            shown = self.raw_states()
            expect(list(shown) == session.stores, 'stores %s' % list(shown))
            for store in session.stores:
                expect(same(shown[store], session.states(seq)[store]), 'the state of %s after seq %d' % (store, seq))

    # Checks.
    def check_load(self):
        ui = self.ui()
        expect(ui['selected'] == self.session.count, 'not at the last action')
        title = self.driver.title
        expect(title.endswith('\u00b7 Session inspector'), 'title %r' % title)
        facts = self.text('#fx-facts')
        expect('Actions%d' % self.session.count in facts, 'facts %r' % facts)

    def check_no_network(self):
        entries = self.driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        expect(entries == [], 'resource entries: %s' % entries)
        requests = []
        for entry in self.driver.get_log('performance'):
            message = json.loads(entry['message'])['message']
            if message['method'] == 'Network.requestWillBeSent':
                requests.append(message['params']['request']['url'])
        others = [url for url in requests if url.split('#')[0] not in (self.url, 'about:blank')]
        expect(others == [], 'requests: %s' % others)

    def check_console_clean(self):
        problems = [e for e in self.driver.get_log('browser') if e['level'] in ('SEVERE', 'WARNING')]
        expect(problems == [], 'console: %s' % problems)

    def check_opens_at_last(self):
        self.open('')
        self.verify(self.session.count, tab='state')

    def check_click_every_row(self):
        self.open('#seq=0')
        for seq in range(self.session.count + 1):
            self.driver.execute_script(
                "const t = document.getElementById('fx-timeline'); t.scrollTop = Math.max(0, arguments[0] * 24 - 48);"
                " t.dispatchEvent(new Event('scroll'));", seq)
            time.sleep(0.05)
            self.click_row(seq)
            self.verify(seq)

    def check_blame(self, blame):
        """Clicks a field's name in the state tree: the "changed by" box lists what `replay --blame`
        printed for it, and its first link selects that action."""
        self.open('#seq=%d&tab=state' % self.session.count)
        selector = 'section.store[data-store="%s"] [data-path="%s"] .k' % (blame['store'], blame['field'])
        self.driver.find_element(By.CSS_SELECTOR, selector).click()
        lines = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#fx-blame li'), (li) => li.textContent)")
        expect(lines == blame['lines'], 'changed by: %r, replay --blame: %r' % (lines, blame['lines']))
        expect(self.text('#fx-blame h3').startswith('Changed by: ' + blame['field']), 'the box names no field')
        self.driver.find_element(By.CSS_SELECTOR, '#fx-blame li a').click()
        first = int(blame['lines'][0].split(' ')[1])
        for _ in range(40):
            if self.ui()['selected'] == first:
                return
            time.sleep(0.05)
        expect(False, 'the first link did not select seq %d' % first)

    def click_row(self, seq):
        """Clicks the timeline row of `seq`, finding it again when the timeline re-rendered its
        rows (after the scroll) between finding and clicking it."""
        for attempt in range(20):
            try:
                self.driver.find_element(By.CSS_SELECTOR, '#fx-rows .row[data-seq="%d"]' % seq).click()
                return
            except StaleElementReferenceException:
                time.sleep(0.05)
        expect(False, 'row %d kept being re-rendered: it could not be clicked' % seq)

    def check_keys(self):
        self.open('#seq=1&tab=diff')
        self.focus_timeline()
        last = self.session.count
        self.press(Keys.END)
        self.verify(last, tab='diff', raw=False)
        self.press(Keys.HOME)
        self.verify(0, tab='diff', raw=False)
        for seq in range(1, last + 1):
            self.press('j' if seq % 2 else Keys.ARROW_RIGHT)
            self.verify(seq, tab='diff', raw=False)
        self.press('j')
        expect(self.ui()['selected'] == last, 'j moved past the end')
        for seq in range(last - 1, -1, -1):
            self.press('k' if seq % 2 else Keys.ARROW_LEFT)
            self.verify(seq, tab='diff', raw=False)
        self.driver.find_element(By.ID, 'fx-next').click()
        expect(self.ui()['selected'] == 1, 'the next button')
        self.driver.find_element(By.ID, 'fx-prev').click()
        expect(self.ui()['selected'] == 0, 'the previous button')

    def check_deep_links(self):
        last = self.session.count
        for seq, tab in [(1, 'diff'), (last // 2, 'state'), (last, 'diff')]:
            self.open('#seq=%d&tab=%s' % (seq, tab))
            self.verify(seq, tab=tab)
        self.open('#seq=9999&tab=diff')
        ui = self.ui()
        expect(ui['selected'] == last and 'There is no seq 9999' in ui['note'], 'seq 9999: %r' % ui['note'])
        self.driver.execute_script("location.hash = '#seq=1&tab=state'")
        time.sleep(0.2)
        self.verify(1, tab='state', raw=False)

    def check_tabs(self):
        self.open('#seq=1&tab=state')
        self.driver.find_element(By.ID, 'fx-tab-diff').click()
        ui = self.ui()
        expect(ui['tab'] == 'diff' and ui['stateHidden'] and ui['hash'] == '#seq=1&tab=diff', 'the Diff tab: %s' % ui['hash'])
        self.driver.find_element(By.ID, 'fx-tab-state').click()
        ui = self.ui()
        expect(ui['tab'] == 'state' and not ui['stateHidden'] and ui['hash'] == '#seq=1&tab=state', 'the State tab')

    def check_filters(self, query):
        self.open('#seq=0')
        counts = self.session.type_counts()
        shown = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#fx-types label')).map((l) => [l.querySelector('.tname').textContent, l.querySelector('.count').textContent])")
        expect(dict(shown) == {t: '(%d)' % n for t, n in counts.items()}, 'type counts %s, expected %s' % (shown, counts))
        all_rows = {r['seq']: r for r in self.ui()['rows']}
        expect(sorted(all_rows) == list(range(self.session.count + 1)), 'rows %s' % sorted(all_rows))
        self.driver.find_element(By.ID, 'fx-types-none').click()
        expect([r['seq'] for r in self.ui()['rows']] == [0], 'rows with no type')
        expect(self.ui()['shown'] == '0 of %d actions shown' % self.session.count, self.ui()['shown'])
        kind = sorted(counts, key=lambda t: (-counts[t], t))[0]
        self.driver.find_element(By.CSS_SELECTOR, '#fx-types input[data-type="%s"]' % kind).click()
        wanted = [0] + [s for s in range(1, self.session.count + 1) if self.session.type(s) == kind]
        expect([r['seq'] for r in self.ui()['rows']] == wanted, 'rows of %s: %s' % (kind, self.ui()['rows']))
        self.focus_timeline()
        self.press('j')
        expect(self.ui()['selected'] == wanted[1], 'j does not go to the next %s' % kind)
        self.driver.find_element(By.ID, 'fx-types-all').click()
        self.type_filter(query)
        # The filter reads the type name and the notation, which a row shows as its type and the rest.
        matching = [0] + [s for s, r in all_rows.items()
                          if s > 0 and query.lower() in (r['type'] + ' ' + r['type'] + r['sum']).lower()]
        expect([r['seq'] for r in self.ui()['rows']] == sorted(matching), 'rows for %r: %s' % (query, self.ui()['rows']))
        expect(len(matching) > 1, 'the query %r matches nothing' % query)
        self.type_filter('')
        expect(len(self.ui()['rows']) == self.session.count + 1, 'clearing the text filter')

    def type_filter(self, text):
        box = self.driver.find_element(By.ID, 'fx-text')
        box.clear()
        box.send_keys(text)
        if not text:
            self.driver.execute_script("document.getElementById('fx-text').dispatchEvent(new Event('input'))")
        time.sleep(0.4)

    def check_chart(self):
        bars = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#fx-chart-types rect title')).map((t) => t.textContent)")
        expect(sorted(bars) == sorted('%s: %d' % item for item in self.session.type_counts().items()), 'bars %s' % bars)
        bins = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#fx-chart-time rect title')).map((t) => t.textContent)")
        total = sum(int(b.split(' ')[0]) for b in bins)
        expect(total == self.session.count, 'the time bins hold %d actions' % total)
        self.driver.execute_script("document.querySelector('#fx-chart-time rect').dispatchEvent(new MouseEvent('click'))")
        expect(self.ui()['selected'] == 1, 'the first bin does not select seq 1')

    def check_divergence(self, seq):
        self.open('')
        verdict = self.text('#fx-verdict')
        expect(verdict.startswith('First divergence at seq %d' % seq), 'verdict %r' % verdict)
        expect([r['seq'] for r in self.ui()['rows'] if r['diverged']] == [seq], 'diverged rows')
        expect('\u2260 diverged' in [r for r in self.ui()['rows'] if r['seq'] == seq][0]['text'], 'no marker text')
        expect(self.driver.execute_script("return !document.getElementById('fx-scrub-mark').hidden"), 'no scrubber mark')
        self.driver.find_element(By.CSS_SELECTOR, '#fx-verdict button').click()
        ui = self.ui()
        expect(ui['selected'] == seq and 'The replay diverged here' in ui['note'] and 'store details' in ui['note'],
               'at seq %d: %r' % (seq, ui['note']))

    def check_markup(self, titles, query):
        for seq in range(self.session.count + 1):
            self.open('#seq=%d&tab=state' % seq)
            self.verify(seq)
        state = json.dumps(self.raw_states(), ensure_ascii=False)
        for title in titles:
            expect(json.dumps(title, ensure_ascii=False)[1:-1] in state, 'the raw state does not show %r' % title)
        self.open('#seq=1')
        expect(query in self.ui()['action'], 'the action does not show the query')
        expect(self.driver.execute_script("return document.querySelectorAll('img, b, iframe').length") == 0, 'markup was inserted')
        expect(self.driver.execute_script('return window.__pwned === undefined'), 'the onerror handler ran')
        expect(self.driver.execute_script('return document.scripts.length') == 3, 'a script element was added')
        try:
            self.driver.switch_to.alert
            raise AssertionError('an alert is open')
        except NoAlertPresentException:
            pass


def check_side(text, sign, value, path):
    if value is ABSENT:
        expect(text is None, '%s: a %s line for an absent value' % (path, sign.strip()))
    else:
        expect(text is not None and text.startswith(sign), '%s: no %s line' % (path, sign.strip()))
        expect(same(json.loads(text[len(sign):]), value), '%s: %s shows %r' % (path, sign.strip(), text))
