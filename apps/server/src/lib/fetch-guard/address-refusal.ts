import ipaddr from 'ipaddr.js';

// Which IP addresses the server refuses to connect to on someone's word (decision 0240): everything that
// is not a public unicast address. ipaddr.js names the ranges (RFC 6890's special-purpose registries);
// an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.

export type RefusalReason =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'metadata'
  | 'not-public';

/**
 * Cloud instance metadata services, refused by name in the message because they hand out credentials:
 * AWS, GCP, Azure, OpenStack and DigitalOcean at 169.254.169.254, AWS's IPv6 fd00:ec2::254, Alibaba's
 * 100.100.100.200, Oracle's 192.0.0.192. Every one is in a refused range anyway.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192']);

const REASON_OF_RANGE: Record<string, RefusalReason> = {
  loopback: 'loopback',
  private: 'private',
  // RFC 6598 shared address space sits behind carrier NAT: as private as RFC 1918 to us.
  carrierGradeNat: 'private',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  multicast: 'multicast',
  broadcast: 'multicast',
};

/** Why `address` (an IP address, without brackets) may not be connected to; undefined: it may. */
export function refusalOf(address: string): RefusalReason | undefined {
  if (!ipaddr.isValid(address)) return 'not-public';
  const parsed = ipaddr.process(address);
  // toString() is the canonical form: dotted IPv4, RFC 5952 compressed IPv6.
  if (METADATA_ADDRESSES.has(parsed.toString())) return 'metadata';
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  return REASON_OF_RANGE[range] ?? 'not-public';
}

const WHY: Record<RefusalReason, string> = {
  loopback: 'is this server itself (loopback)',
  private: 'is on a private network',
  'link-local': 'is a link-local address',
  'unique-local': 'is on a private network (unique-local)',
  multicast: 'is a multicast or broadcast address',
  metadata: 'is a cloud metadata service',
  'not-public': 'is not a public internet address',
};

/**
 * What a refusal says, naming the host as it was asked for and why: "127.0.0.1 is this server itself
 * (loopback), so Teewatch will not fetch it." A name says what it resolves to, never the address.
 */
export function refusalMessage(host: string, reason: RefusalReason, resolved: boolean): string {
  const subject = resolved ? `${host} resolves to an address that ${WHY[reason]}` : `${host} ${WHY[reason]}`;
  return `${subject}, so Teewatch will not fetch it.`;
}
