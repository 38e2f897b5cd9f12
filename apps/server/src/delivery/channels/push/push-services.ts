// The push services a production server sends to (decision 0241): the ones browsers subscribe with.
// A push endpoint is an address a golfer hands us, so in production it must be one of these, at
// subscription and again at send time; outside production the tests' push service on loopback is taken.

/** Exact hosts, and the parents whose subdomains a service hands out per region or device. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_PARENTS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Whether `endpoint` is an https address of Google FCM, Mozilla, Apple or Windows (WNS). */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_PARENTS.some((parent) => host.endsWith(parent));
}
