#!/usr/bin/python3
"""Tests the web build in headless Chromium, driven through the DevTools protocol (CDP).

It serves the folder with scripts/serve-web.py, opens the page at 1280x800 on a fresh browser
profile, waits until the game runs (the time is printed: "first move possible"), closes the
welcome dialog, plays h2e2 by clicking the board, waits for the engine's reply, reloads the page
and checks that the game came back from the browser's storage. Then it opens the page in a
390x844 phone window and taps a move. Screenshots of each step go to --out. Before all that it
runs the engine's bench at depth 7 in the page and natively (--engine): the node counts must be
equal, so an evaluation that differs in the browser (its WebAssembly SIMD kernels) fails.
With --plain the same runs on a host without the COOP/COEP headers: the page's service worker
(isolate-sw.js) must add them.

Usage: scripts/test-web.py [--folder DIR] [--out DIR] [--engine PATH] [--plain]
                           [--bench DEPTH | --depth-at MS]
  --plain     serve without the COOP/COEP headers, as an ordinary static host
  --engine    the native engine (default build/xiangqi-engine, the release preset's)
  --bench     only run the engine's bench in the page: nodes (checked against the native
              engine's) and nodes per second
  --depth-at  only search each bench position for MS milliseconds (go movetime), one thread and
              16 MB as the bench, in the page and then in the native engine over UCI: the depth
              and nodes of the last iteration per position, and their medians
Needs Debian's chromium and python3-websockets (scripts/setup.sh --web): run with /usr/bin/python3.
"""
import argparse
import asyncio
import base64
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import websockets

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SIGNATURE_DEPTH = 7  # the bench depth whose node count the page must share with the native engine


class Page:
    """One browser tab over CDP: commands by id, events kept for the waits below."""

    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0
        self.console = []

    async def call(self, method, **params):
        self.next_id += 1
        my_id = self.next_id
        await self.ws.send(json.dumps({"id": my_id, "method": method, "params": params}))
        while True:
            msg = json.loads(await self.ws.recv())
            if msg.get("method") == "Runtime.consoleAPICalled":
                args = msg["params"]["args"]
                self.console.append(" ".join(str(a.get("value", a.get("description", ""))) for a in args))
            elif msg.get("method") == "Runtime.exceptionThrown":
                details = msg["params"]["exceptionDetails"]
                text = details.get("exception", {}).get("description") or details.get("text")
                self.console.append(f"exception: {text}"[:1500])
            if msg.get("id") == my_id:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})

    async def eval(self, expression):
        try:
            r = await self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                                awaitPromise=True)
        except RuntimeError:  # the page navigated meanwhile (index.html picks the build)
            return None
        if "exceptionDetails" in r:
            return None
        return r["result"].get("value")

    async def wait_for(self, expression, timeout, what):
        t0 = time.monotonic()
        while time.monotonic() - t0 < timeout:
            v = await self.eval(expression)
            if v:
                return v
            await asyncio.sleep(0.1)
        raise AssertionError(f"timed out after {timeout} s waiting for {what}; console:\n  " +
                             "\n  ".join(self.console[-20:]))

    async def size(self, width, height, mobile):
        await self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                        deviceScaleFactor=1, mobile=mobile)
        await self.call("Emulation.setTouchEmulationEnabled", enabled=mobile)

    async def screenshot(self, path):
        r = await self.call("Page.captureScreenshot", format="png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(r["data"]))
        print(f"test-web: screenshot {path}")

    async def click(self, x, y, touch=False):
        if touch:
            point = [{"x": x, "y": y}]
            await self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=point)
            await asyncio.sleep(0.05)
            await self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        else:
            await self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
            await asyncio.sleep(0.05)
            for kind in ("mousePressed", "mouseReleased"):
                await self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                                clickCount=1)
                await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)

    async def hook(self, name, arg=None):
        if arg is None:
            return await self.eval(f"Module._{name}()")
        return await self.eval(f"Module.ccall('{name}', 'number', ['string'], [{json.dumps(arg)}])")

    async def click_square(self, iccs, touch=False):
        x = await self.hook("xq_web_square_x", iccs)
        y = await self.hook("xq_web_square_y", iccs)
        assert x is not None and x >= 0, f"no position for square {iccs}"
        await self.click(x, y, touch)

    async def click_widget(self, labels, touch=False):
        for label in labels:
            x = await self.hook("xq_web_widget_x", label)
            if x is not None and x >= 0:
                y = await self.hook("xq_web_widget_y", label)
                await self.click(x, y, touch)
                return True
        return False


RUNNING = "typeof Module !== 'undefined' && Module._xq_web_game_length && Module._xq_web_game_length() >= 0"


async def open_game(page, url, timeout=30):
    t0 = time.monotonic()
    await page.call("Page.navigate", url=url)
    await page.wait_for(RUNNING, timeout, "the game to start")
    return time.monotonic() - t0


def native_bench_nodes(engine, depth):
    out = subprocess.run([engine, "bench", str(depth)], capture_output=True, text=True,
                         timeout=600)
    match = re.search(r"^nodes (\d+) ", out.stdout, re.M)
    assert out.returncode == 0 and match, f"{engine} bench {depth} failed:\n{out.stdout}{out.stderr}"
    return int(match.group(1))


async def page_bench(page, depth):
    return json.loads(await page.eval(
        f"Module.ccall('xq_web_bench', 'string', ['number'], [{depth}])"))


async def check_bench_signature(page, engine, depth):
    """The page's bench visits as many nodes as the native engine's: the same search and
    evaluation, whatever vector instructions each uses."""
    web = (await page_bench(page, depth))["nodes"]
    native = native_bench_nodes(engine, depth)
    assert web == native, (f"bench {depth}: {web} nodes in the page, {native} in {engine}: the "
                           "browser's evaluation or search differs from the native one")
    print(f"test-web: bench {depth} visits {web} nodes in the page and natively")


def native_depth_at(engine, fens, movetime):
    """go movetime on each position over UCI, as the page's xq_web_search: one thread, 16 MB,
    a new game each; the depth and nodes of the last `info depth` line."""
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def until(prefix):
        lines = []
        while True:
            line = proc.stdout.readline()
            assert line, f"{engine} ended"
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    send("uci")
    until("uciok")
    send("setoption name Threads value 1")
    send("setoption name Hash value 16")
    results = []
    for fen in fens:
        send("ucinewgame")
        send(f"position fen {fen}")
        send("isready")
        until("readyok")
        send(f"go movetime {movetime}")
        depth = nodes = 0
        for line in until("bestmove"):
            m = re.match(r"info depth (\d+) .*? nodes (\d+)", line)
            if m:
                depth, nodes = int(m.group(1)), int(m.group(2))
        results.append({"depth": depth, "nodes": nodes})
    send("quit")
    proc.wait(timeout=10)
    return results


def print_depths(where, fens, results):
    for i, (fen, r) in enumerate(zip(fens, results), 1):
        print(f"test-web: {where} position {i:2}: depth {r['depth']:2} nodes {r['nodes']:9}  {fen}")
    depth = statistics.median(r["depth"] for r in results)
    nodes = statistics.median(r["nodes"] for r in results)
    print(f"test-web: {where}: median depth {depth}, median nodes {nodes:.0f}")


async def depth_at(page, engine, movetime):
    fens = [f for f in (await page.eval("Module.ccall('xq_web_bench_positions', 'string', [], [])")
                        ).split("\n") if f]
    web = []
    for fen in fens:
        web.append(json.loads(await page.eval(
            f"Module.ccall('xq_web_search', 'string', ['string', 'number'], [{json.dumps(fen)}, "
            f"{movetime}])")))
    print_depths(f"page, go movetime {movetime}", fens, web)
    print_depths(f"native, go movetime {movetime}", fens, native_depth_at(engine, fens, movetime))


async def run(args, url, out, port):
    shot = lambda name: os.path.join(out, ("plain-" if args.plain else "") + name)
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as r:
        targets = [t for t in json.load(r) if t["type"] == "page"]
    async with websockets.connect(targets[0]["webSocketDebuggerUrl"], max_size=None) as ws:
        page = Page(ws)
        await page.call("Runtime.enable")
        await page.call("Page.enable")
        await page.size(1280, 800, False)
        seconds = await open_game(page, url)
        print(f"test-web: first move possible {seconds:.2f} s after navigation")
        if args.depth_at:
            await depth_at(page, args.engine, args.depth_at)
            return
        if args.bench:
            r = await page_bench(page, args.bench)
            native = native_bench_nodes(args.engine, args.bench)
            assert r["nodes"] == native, f"{r['nodes']} nodes in the page, {native} natively"
            print(f"test-web: bench depth {args.bench}: {r['nodes']} nodes (as native), "
                  f"{r['nps']} nps in the browser")
            return
        await check_bench_signature(page, args.engine, SIGNATURE_DEPTH)
        await asyncio.sleep(0.5)
        await page.screenshot(shot("start-1280x800.png"))
        assert await page.click_widget(["开始", "Start"]), "no welcome dialog to close"
        await asyncio.sleep(0.3)
        await page.click_square("h2")
        await page.click_square("e2")
        await page.wait_for("Module._xq_web_game_length() >= 1", 5, "the move h2e2 to be played")
        await page.wait_for("Module._xq_web_game_length() >= 2", 30, "the engine's reply")
        print("test-web: played h2e2 by clicking, the engine replied")
        await asyncio.sleep(0.5)
        await page.screenshot(shot("reply-1280x800.png"))
        await asyncio.sleep(1.5)  # the state reaches IndexedDB within a second (pre.js)
        await open_game(page, url)
        await asyncio.sleep(0.5)
        length = await page.hook("xq_web_game_length")
        assert length >= 2, f"after a reload the game has {length} moves, not the 2 played"
        print(f"test-web: after a reload the game is back ({length} moves)")
        await page.screenshot(shot("reloaded-1280x800.png"))
        # A phone: portrait, touch. The board is on top, the panel below.
        await page.size(390, 844, True)
        await open_game(page, url)
        await asyncio.sleep(0.5)
        before = await page.hook("xq_web_game_length")
        await page.click_square("b0", touch=True)
        await page.click_square("c2", touch=True)
        await page.wait_for(f"Module._xq_web_game_length() > {before}", 5, "a tapped move")
        print("test-web: a tap selects and a tap moves on a 390x844 phone screen")
        await asyncio.sleep(0.5)
        await page.screenshot(shot("phone-390x844.png"))
        errors = [c for c in page.console if c.startswith("exception")]
        assert not errors, "exceptions on the page:\n" + "\n".join(errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folder", default=os.path.join(ROOT, "build-web", "xiangqi-web"))
    parser.add_argument("--out", default=os.path.join(ROOT, "build-web", "screenshots"))
    parser.add_argument("--engine", default=os.path.join(ROOT, "build", "xiangqi-engine"),
                        help="the native engine the page's bench must match")
    parser.add_argument("--plain", action="store_true", help="serve without COOP/COEP")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--bench", type=int, metavar="DEPTH",
                      help="only measure the engine's bench at DEPTH in the page (nodes, nps)")
    mode.add_argument("--depth-at", type=int, metavar="MS",
                      help="only search the bench positions for MS each, page and native")
    args = parser.parse_args()
    if not os.access(args.engine, os.X_OK):
        sys.exit(f"test-web: no native engine {args.engine} to compare the page's bench with "
                 "(build the release preset, or give --engine)")
    os.makedirs(args.out, exist_ok=True)
    browser = shutil.which("chromium")
    if not browser:
        sys.exit("test-web: no chromium (scripts/setup.sh --web installs it)")
    serve = [sys.executable, os.path.join(ROOT, "scripts", "serve-web.py"), "--port", "0",
             args.folder] + (["--plain"] if args.plain else [])
    server = subprocess.Popen(serve, stdout=subprocess.PIPE, text=True)
    profile = tempfile.mkdtemp(prefix="xq-web-test-")
    chrome = None
    try:
        url = server.stdout.readline().strip()
        if not url:
            sys.exit("test-web: the server did not start")
        # SwiftShader draws WebGL without a GPU; the sandbox needs user namespaces (not as root).
        chrome = subprocess.Popen(
            [browser, "--headless=new", "--no-sandbox", "--remote-debugging-port=0",
             f"--user-data-dir={profile}", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
             "--no-first-run", "--window-size=1280,800", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(200):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.1)
        port = int(open(port_file).read().split()[0])
        asyncio.run(run(args, url, args.out, port))
        print("test-web: passed" + (" (plain host)" if args.plain else ""))
    finally:
        if chrome:
            chrome.terminate()
            chrome.wait()
        server.terminate()
        server.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
