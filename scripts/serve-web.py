#!/usr/bin/env python3
"""Serves the web build's folder (scripts/build-web.sh) on localhost, for playing and testing.

By default every response carries the cross-origin isolation headers (COOP: same-origin,
COEP: require-corp) that SharedArrayBuffer, and so the threaded build, needs. --plain leaves
them out, as an ordinary static host would: the page then picks the build without threads.

Usage: scripts/serve-web.py [--port N] [--plain] [FOLDER]   (default FOLDER: build-web/xiangqi-web)
The first line printed is the page's address.
"""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    isolate = True

    # .wasm must be served as application/wasm for streaming compilation.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript",
                      ".data": "application/octet-stream"}

    def end_headers(self):
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # quiet: the tests read stdout
        pass


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=os.path.join(root, "build-web", "xiangqi-web"))
    parser.add_argument("--port", type=int, default=8000, help="0: any free port")
    parser.add_argument("--plain", action="store_true",
                        help="no COOP/COEP headers (an ordinary static host)")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.folder, "index.html")):
        sys.exit(f"serve-web: no index.html in {args.folder}: run scripts/build-web.sh first")
    Handler.isolate = not args.plain
    handler = functools.partial(Handler, directory=args.folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
