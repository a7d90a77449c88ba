// A service worker that makes the page cross-origin isolated on any static host: it answers
// every request of the folder from the network, adding the COOP/COEP headers that the host does
// not send. Threads (SharedArrayBuffer) need them. index.html registers it and reloads once.
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) { event.waitUntil(self.clients.claim()); });
self.addEventListener('fetch', function (event) {
  var request = event.request;
  // A request the browser may only answer from its cache cannot be fetched again here.
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(fetch(request).then(function (response) {
    if (response.status === 0) return response;  // opaque: its headers cannot change
    var headers = new Headers(response.headers);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    return new Response(response.body, {
      status: response.status, statusText: response.statusText, headers: headers,
    });
  }));
});
