import { type LinkSecrets, linkMac, macMatchesAny } from '../../email/signed-link';

// A group invitation (decision 0210) is a link anyone holding it may open, so it names one request and an
// end, signed with the app's secret under its own purpose: it cannot be re-pointed at another request,
// extended, or replayed as any other kind of link. Who may join is then checked on the request itself.

const VERSION = 'v1';
const PURPOSE = 'group-invite';
/** A week: long enough for friends to answer, short enough that an old link in a chat stops working. */
export const INVITATION_DAYS = 7;

function signature(secret: string, requestId: number, expiresAtSeconds: number): Buffer {
  return linkMac({ secret, version: VERSION, purpose: PURPOSE, payload: `${requestId}.${expiresAtSeconds}` });
}

export function createGroupInvitationToken(options: {
  secret: string;
  requestId: number;
  expiresAt: Date;
}): string {
  const seconds = Math.floor(options.expiresAt.getTime() / 1000);
  const mac = signature(options.secret, options.requestId, seconds).toString('base64url');
  return `${VERSION}.${options.requestId}.${seconds}.${mac}`;
}

/** The request a token invites to, or undefined when malformed, forged or past its end at `now`. */
export function verifyGroupInvitationToken(
  options: LinkSecrets & { token: string; now: Date },
): { requestId: number } | undefined {
  const parts = options.token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, id, expires, mac] = parts as [string, string, string, string];
  if (version !== VERSION || !/^[1-9]\d{0,9}$/.test(id) || !/^[1-9]\d{0,11}$/.test(expires)) return undefined;
  const requestId = Number(id);
  const expiresAtSeconds = Number(expires);
  if (!macMatchesAny(mac, options, (secret) => signature(secret, requestId, expiresAtSeconds))) {
    return undefined;
  }
  if (expiresAtSeconds * 1000 <= options.now.getTime()) return undefined;
  return { requestId };
}
