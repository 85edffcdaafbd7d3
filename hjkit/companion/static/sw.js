/* Service worker: static files from the cache; pages, cards and table reads from the
   network, falling back to the last copy so a brief wifi drop does not blank the screen.
   Actions (POST) and the event stream always go to the network. */
"use strict";

const CACHE = "hjkit-__STATIC_VERSION__";  // filled in by the server: a hash of the static files
const STATIC = ["__STATIC_FILES__"];  // filled in by the server: the kit's and games' files
const PAGES = ["/rules", "/"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...STATIC, ...PAGES])).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.endsWith("/events") || (request.headers.get("Accept") || "").includes("text/event-stream")) return;
  if (STATIC.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => {
      const fresh = fetch(request).then((response) => {
        if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, response.clone()));
        return response;
      });
      return hit || fresh;
    }));
    return;
  }
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  }).catch(() => caches.match(request).then((hit) => hit || new Response(
    "<!doctype html><meta name=viewport content='width=device-width'><title>Offline</title>" +
    "<p style='font:18px system-ui;padding:1rem'>No connection. This page will work again when the wifi is back.</p>",
    { status: 503, headers: { "Content-Type": "text/html" } }))));
});
