#!/usr/bin/env python3
"""Drives session inspector pages (`flux-movies replay FILE --html OUT`) in headless Chromium.

Usage: inspector_browser_test.py PLAN.json   (written by InspectorBrowserTests.swift)

PLAN: {"chromium", "chromedriver", "artifacts": DIR, "pages": [{"name", "kind": example|tampered|hostile,
"html", "states" (the `replay --print states` output), "export" (the `--export redux-devtools` file),
"divergence" (seq, tampered only), "shot" (the seq of the screenshot)}]}.

Prints `ok PAGE: CHECK` or `FAIL PAGE: CHECK: why` per check, in the plan's order, and exits 1 if
any failed. Every expectation comes from the --print states lines (see inspector_expectations.py),
not from the page. The pages are checked WORKERS at a time, each in a browser of its own: a check
mostly waits on WebDriver's round trips, so one page at a time left a core idle (50 seconds alone
on an idle 2-core machine, against 36 two at a time; more at a time took as long).
"""
import concurrent.futures
import json
import os
import sys
import time
import traceback

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inspector_expectations import ABSENT, Session, same  # noqa: E402
from inspector_pages import Page  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

STUB = """
window.__devtoolsCalls = [];
window.__REDUX_DEVTOOLS_EXTENSION__ = {
  connect(options) {
    window.__devtoolsCalls.push({call: 'connect', options: options});
    return {
      init(state, lifted) { window.__devtoolsCalls.push({call: 'init', state: state, lifted: lifted}); },
      send(action, state) { window.__devtoolsCalls.push({call: 'send', action: action, state: state}); },
      subscribe(listener) { window.__devtoolsCalls.push({call: 'subscribe'}); window.__devtoolsListener = listener; return () => {}; },
      unsubscribe() {}, error() {},
    };
  },
};
"""


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


WORKERS = 2


class Run:
    """The checks of one page group, with the lines and tracebacks they report (printed when every
    group is done, in the plan's order)."""

    def __init__(self, plan):
        self.plan = plan
        self.failures = 0
        self.lines = []
        self.tracebacks = []

    def fail(self, page, name, error):
        self.failures += 1
        self.lines.append('FAIL %s: %s: %s' % (page, name, str(error).replace('\n', ' ')[:2000]))
        self.tracebacks.append(traceback.format_exc())

    def check(self, page, name, function):
        try:
            function()
            self.lines.append('ok %s: %s' % (page, name))
        except Exception as error:  # a failed check is reported, the others still run
            self.fail(page, name, error)

    def browser(self, width=1280, height=900, stub=False):
        options = webdriver.ChromeOptions()
        options.binary_location = self.plan['chromium']
        for argument in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                         '--window-size=%d,%d' % (width, height)]:
            options.add_argument(argument)
        options.set_capability('goog:loggingPrefs', {'browser': 'ALL', 'performance': 'ALL'})
        driver = webdriver.Chrome(service=Service(self.plan['chromedriver']), options=options)
        if stub:
            driver.execute_cdp_cmd('Page.addScriptToEvaluateOnNewDocument', {'source': STUB})
        return driver

    def shot(self, driver, name):
        os.makedirs(self.plan['artifacts'], exist_ok=True)
        expect(driver.save_screenshot(os.path.join(self.plan['artifacts'], name + '.png')), 'no screenshot')


def page_checks(run, spec):
    session = Session(spec['states'])
    name = spec['name']
    driver = run.browser()
    page = Page(driver, spec['html'], session)
    try:
        run.check(name, 'load', page.check_load)
        run.check(name, 'no-network', page.check_no_network)
        run.check(name, 'opens-at-last', page.check_opens_at_last)
        run.check(name, 'no-extension', lambda: expect(page.text('#fx-devtools') == '', 'a DevTools note without the extension'))
        run.check(name, 'click', page.check_click_every_row)
        run.check(name, 'keys', page.check_keys)
        run.check(name, 'deep-link', page.check_deep_links)
        run.check(name, 'tabs', page.check_tabs)
        run.check(name, 'filters', lambda: page.check_filters(spec.get('query')))
        run.check(name, 'chart', page.check_chart)
        if spec.get('blame'):
            run.check(name, 'blame', lambda: page.check_blame(spec['blame']))
        if spec['kind'] == 'tampered':
            run.check(name, 'divergence', lambda: page.check_divergence(spec['divergence']))
        if spec['kind'] == 'hostile':
            run.check(name, 'markup-as-text', lambda: page.check_markup(spec['titles'], spec['query']))
        run.check(name, 'console', page.check_console_clean)

        def screenshots():
            page.open('#seq=%d&tab=state' % spec['shot'])
            run.shot(driver, name)
            page.open('#seq=%d&tab=diff' % spec['shot'])
            run.shot(driver, name + '-diff')
        run.check(name, 'screenshot', screenshots)
    finally:
        driver.quit()


def devtools_checks(run, spec):
    session = Session(spec['states'])
    driver = run.browser(stub=True)
    page = Page(driver, spec['html'], session)
    try:
        def handed_over():
            page.open('')
            time.sleep(0.2)
            calls = driver.execute_script('return JSON.parse(JSON.stringify(window.__devtoolsCalls))')
            expect([c['call'] for c in calls] == ['connect', 'init', 'subscribe'], 'calls: %s' % [c['call'] for c in calls])
            options = calls[0]['options']
            expect(os.path.basename(spec['html']).replace('.html', '') in options['name'] or spec['name'] in options['name'],
                   'connect name %r' % options['name'])
            expect(options['maxAge'] == session.count + 1, 'maxAge %r' % options['maxAge'])
            with open(spec['export'], encoding='utf-8') as export:
                expected = json.load(export)
            lifted = calls[1]['lifted']
            expect(same(lifted, expected), 'the lifted state differs from --export redux-devtools')
            expect(same(calls[1]['state'], expected['committedState']), 'init state is not the committed state')
            expect(page.text('#fx-devtools') == 'Sent to Redux DevTools: %d actions.' % session.count,
                   'footer %r' % page.text('#fx-devtools'))
            driver.execute_script("window.__devtoolsListener({type: 'DISPATCH', payload: {type: 'JUMP_TO_ACTION', actionId: 2}})")
            expect(page.ui()['selected'] == 2, 'a DevTools jump did not select seq 2')
        run.check(spec['name'], 'devtools-stub', handed_over)
        run.check(spec['name'], 'devtools-console', page.check_console_clean)
    finally:
        driver.quit()


def narrow_checks(run, spec):
    driver = run.browser(width=500, height=900)
    page = Page(driver, spec['html'], Session(spec['states']))
    try:
        def narrow():
            page.open('#seq=2&tab=state')
            width = driver.execute_script('return [document.documentElement.scrollWidth, window.innerWidth]')
            expect(width[0] <= width[1], 'wider than the window: %s' % width)
            page.focus_timeline()
            page.press('j')
            expect(page.ui()['selected'] == 3, 'j did not move to seq 3 in a narrow window')
            run.shot(driver, spec['name'] + '-narrow')
        run.check(spec['name'], 'narrow', narrow)
    finally:
        driver.quit()


def run_group(run, page, checks):
    """Runs one group's checks; a browser that does not start (or a page that does not load) is
    that group's failure, reported as `FAIL PAGE: browser: why`, and the other groups still run."""
    try:
        checks(run)
    except Exception as error:
        run.fail(page, 'browser', error)


def main():
    with open(sys.argv[1], encoding='utf-8') as plan_file:
        plan = json.load(plan_file)
    first = plan['pages'][0]
    groups = [(spec['name'], lambda run, spec=spec: page_checks(run, spec)) for spec in plan['pages']]
    groups += [(first['name'], lambda run: devtools_checks(run, first)),
               (first['name'], lambda run: narrow_checks(run, first))]
    runs = [Run(plan) for _ in groups]
    with concurrent.futures.ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for future in [pool.submit(run_group, run, page, checks) for (page, checks), run in zip(groups, runs)]:
            future.result()
    for run in runs:
        for line in run.lines:
            print(line, flush=True)
        for text in run.tracebacks:
            sys.stderr.write(text)
    failures = sum(run.failures for run in runs)
    print('done: %d failed' % failures, flush=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
