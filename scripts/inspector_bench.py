#!/usr/bin/env python3
"""Times a session inspector page in headless Chromium (see scripts/inspector-bench.sh).

Usage: inspector_bench.py PAGE.html [--jumps N] [--seed S]

Prints one line per measure: how long the page took to show its last action after the
navigation started (the page's own `fluxInspector.readyAt`, from performance.now(), plus the
wall-clock time of the WebDriver `get`), then N jumps to seeded random actions, each timed in
the page from the call of `fluxInspector.select(seq)` to the end of the layout it causes
(`select` renders synchronously; reading offsetHeight forces the layout), and to the next
animation frame. Nothing is asserted: the numbers go into the README's Performance section.
"""
import argparse
import json
import random
import statistics
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def browser(chromium, driver):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1280,900']:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(driver), options=options)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('page')
    parser.add_argument('--jumps', type=int, default=50)
    parser.add_argument('--seed', type=int, default=14)
    parser.add_argument('--chromium', default='/usr/bin/chromium')
    parser.add_argument('--chromedriver', default='/usr/bin/chromedriver')
    args = parser.parse_args()
    driver = browser(args.chromium, args.chromedriver)
    driver.set_page_load_timeout(120)
    try:
        started = time.monotonic()
        driver.get('file://' + args.page)
        wall = time.monotonic() - started
        state = driver.execute_script(
            'return {ready: document.documentElement.dataset.ready, readyAt: window.fluxInspector.readyAt,'
            ' selected: window.fluxInspector.selected(), title: document.getElementById("fx-sel").textContent,'
            ' heap: performance.memory ? performance.memory.usedJSHeapSize : null}')
        count = driver.execute_script('return JSON.parse(document.getElementById("fx-meta").textContent).count')
        print('open: last action shown %.0f ms after navigation start (WebDriver get %.0f ms); selected seq %s of %s: %s'
              % (state['readyAt'], wall * 1000, state['selected'], count, state['title']))
        if state['heap']:
            print('open: JS heap %.1f MB' % (state['heap'] / 1e6))
        rng = random.Random(args.seed)
        layout, frame = [], []
        for _ in range(args.jumps):
            seq = rng.randint(0, count)
            layout.append(driver.execute_script(
                'const t = performance.now(); window.fluxInspector.select(arguments[0]);'
                ' document.body.offsetHeight; return performance.now() - t;', seq))
            frame.append(driver.execute_async_script(
                'const done = arguments[arguments.length - 1]; const seq = arguments[0];'
                ' const t = performance.now(); window.fluxInspector.select(seq);'
                ' requestAnimationFrame(() => done(performance.now() - t));', rng.randint(0, count)))
        for name, values in [('jump to layout', layout), ('jump to next frame', frame)]:
            values.sort()
            print('%s: %d jumps, median %.1f ms, p95 %.1f ms, max %.1f ms'
                  % (name, len(values), statistics.median(values), values[int(len(values) * 0.95) - 1], values[-1]))
        started = time.monotonic()
        driver.execute_script(
            'const box = document.getElementById("fx-text"); box.value = "godfather";'
            ' box.dispatchEvent(new Event("input"));')
        driver.execute_async_script('const done = arguments[arguments.length - 1]; setTimeout(done, 150);')
        shown = driver.execute_script('return document.getElementById("fx-shown").textContent')
        print('text filter "godfather" (first use parses every chunk): %.0f ms incl. 120 ms debounce; %s'
              % ((time.monotonic() - started) * 1000, shown))
        print(json.dumps({'ready_ms': state['readyAt'], 'jump_layout_median_ms': statistics.median(layout),
                          'jump_layout_max_ms': max(layout), 'jump_frame_median_ms': statistics.median(frame),
                          'jump_frame_max_ms': max(frame)}))
    finally:
        driver.quit()


if __name__ == '__main__':
    main()
