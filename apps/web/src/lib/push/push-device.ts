// This browser's side of Web Push (issue 28, decision 0131): can it take pushes, the service worker, and its
// subscription. Loaded only by the pages that use push (the account page, the waitlist form's channel choice),
// never by the home page, whose JavaScript has a budget.

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * What this browser can do: `supported`; `needs-install` on an iPhone or iPad, where Safari offers push only
 * to a site added to the home screen; `unsupported` (no service worker, PushManager or Notification).
 */
export type PushSupport = 'supported' | 'needs-install' | 'unsupported';

type BrowserFacts = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  maxTouchPoints: number;
  isStandalone: boolean;
};

/** iOS and iPadOS (an iPad asks for the desktop site: "Macintosh" with a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The rule, on facts a test can give. */
export function pushSupportOf(facts: BrowserFacts): PushSupport {
  const hasPush = facts.hasServiceWorker && facts.hasPushManager && facts.hasNotification;
  if (isAppleMobile(facts.userAgent, facts.maxTouchPoints) && !facts.isStandalone) return 'needs-install';
  return hasPush ? 'supported' : 'unsupported';
}

/** This browser's support, read once per call. */
export function pushSupport(): PushSupport {
  return pushSupportOf({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    isStandalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as { standalone?: boolean }).standalone === true,
  });
}

/** The notification permission now: 'default' (not asked yet), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** A VAPID public key (base64url, as GET /api/push/public-key answers it) as the bytes subscribe() takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Registers /sw.js at the root scope (again is harmless: the browser keeps one) and waits until it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return registration.pushManager.getSubscription();
}

/**
 * Asks for the permission (only from a click: browsers ignore or penalise asking unprompted) and subscribes
 * with the server's key. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const registration = await registerServiceWorker();
  const key = applicationServerKeyOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameKey(existing.options.applicationServerKey, key)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held || held.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === wanted[index]);
}

/** The golfer said no (or dismissed the prompt): nothing more can be asked until they change it. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(
      permission === 'denied'
        ? 'Notifications are blocked for Teewatch in this browser. Allow them in the site settings, then try again.'
        : 'Notifications were not allowed. Choose Allow when your browser asks.',
    );
  }
}
