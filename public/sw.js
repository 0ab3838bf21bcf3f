// Starshift's service worker: the whole app in one cache per build, so it works with the network off.
//
// scripts/postbuild.mjs (a Trunk post-build hook) writes this file to the site's root with VERSION (a hash
// of every built file) and ASSETS (every built file) filled in. A new build is therefore a new worker
// byte for byte, which the browser installs beside the running one; it waits until the page asks it to
// take over ("a new version is ready — reload"), so a page never mixes files from two builds:
// - install: every file of this build goes into the cache `starshift-<VERSION>`;
// - activate: caches of other builds are deleted;
// - fetch: a navigation (any path; the fragment that holds a game never reaches a server) gets this
//   build's index.html; other files come from this build's cache, else the network.
const VERSION = "__STARSHIFT_VERSION__";
const ASSETS = ["__STARSHIFT_ASSETS__"];
const CACHE = "starshift-" + VERSION;

self.addEventListener("install", (e) => {
  e.waitUntil(
    caches.open(CACHE).then((c) => c.addAll(ASSETS.map((a) => new Request(a, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("starshift-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (e) => {
  if (e.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  e.respondWith(
    caches.open(CACHE).then(async (c) => {
      const hit = req.mode === "navigate" ? await c.match("./") : await c.match(req, { ignoreSearch: true });
      return hit || fetch(req);
    }),
  );
});
