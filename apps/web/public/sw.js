// Teewatch's service worker: shows the server's push alerts and opens their link (issue 28, decision 0131).
// A plain file, not a Vite entry: it must sit at /sw.js (root scope) under a name that never changes, it
// imports nothing, and the server sends it with `Cache-Control: no-cache`, so a new deploy reaches every
// device on its next check. It caches nothing: Teewatch is live data, not an offline app.

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's JSON (server: features/push/push-payload.ts); a push that is not JSON still shows its text. */
function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

/** The link to open: an http(s) url (relative ones are ours); anything else opens the dashboard. */
function linkOf(value) {
  const dashboard = new URL('/dashboard', self.location.origin).href;
  try {
    const url = new URL(typeof value === 'string' ? value : dashboard, self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : dashboard;
  } catch {
    return dashboard;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Teewatch';
  // The tag is the slot: later news about it (a second opening, "taken") replaces the notification.
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  // A "taken" notice replaces the alert quietly; an alert that replaces an older one buzzes again.
  const isQuiet = payload.silent === true || payload.kind === 'taken';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag,
      renotify: Boolean(tag) && !isQuiet,
      silent: isQuiet,
      icon: ICON,
      badge: BADGE,
      data: { url: linkOf(payload.url) },
    }),
  );
});

// A tab already showing the link is focused; otherwise the link opens in a new window (the installed app
// when it is in scope), so a tab the golfer is using (a half-filled form) is never navigated away.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? linkOf(undefined);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = tabs.find((tab) => tab.url === url);
      if (showing) return showing.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
