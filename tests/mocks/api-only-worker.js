/* global importScripts */
// `npm run dev:mock`'s service worker: MSW's own, after a listener that sends every request outside the API straight
// to the network. MSW's worker asks the page about each request it sees, scripts and styles included; a request the
// mocks never answer then waits for a round trip through the page for nothing.
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith('/api/')) event.stopImmediatePropagation();
});
importScripts('/mockServiceWorker.js');
