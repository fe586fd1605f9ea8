// No server-side request forgery through a lab's connection: its address must not be private,
// link-local or loopback (the API's own host, the cloud metadata service, the office network)
// unless a super_admin allowed it for that lab. Checked when the URL is saved and again at every
// call, on the addresses the connection is actually opened to (the `lookup` the HTTP request
// uses), so a DNS answer that changes after the check cannot slip through.
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { LAB_CONNECTION_MESSAGES as M } from '@lab/shared';

const ranges: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'an unspecified ("this network") address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a carrier-grade NAT (shared) address'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback address'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local address'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.0.0.0', 24, 'ipv4', 'a protocol assignment address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved address'],
  // ::/96 holds :: (unspecified), ::1 (loopback) and the old IPv4-compatible addresses
  ['::', 96, 'ipv6', 'an unspecified, loopback or IPv4-compatible address'],
  ['fc00::', 7, 'ipv6', 'a private (unique local) address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fec0::', 10, 'ipv6', 'a site-local address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
];

const lists = ranges.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, kind };
});

/** 64:ff9b::a.b.c.d (NAT64) reaches the IPv4 address it embeds: judge that one. */
function embeddedIpv4(address: string): string | null {
  const nat64 = /^64:ff9b::(.+)$/i.exec(address)?.[1];
  if (!nat64) return null;
  if (isIP(nat64) === 4) return nat64;
  const groups = nat64.split(':');
  if (groups.length !== 2) return null;
  const [high, low] = groups.map((g) => parseInt(g, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * What kind of non-public address this is ('a loopback address'), or null for a public one.
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function privateKindOf(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0];
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  const v4 = family === 6 ? embeddedIpv4(bare) : null;
  const [checked, type] = v4 ? [v4, 'ipv4' as const] : [bare, family === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  // BlockList compares an IPv4-mapped IPv6 address with the IPv4 ranges too
  return lists.find(({ list }) => list.check(checked, type))?.kind ?? null;
}

/** A refused address or an unresolvable name: the call does not go out. */
export class AddressRefusedError extends Error {
  readonly code = 'EXTERNAL_LAB_ADDRESS_REFUSED';
}

export interface AddressPolicy {
  allowPrivateNetwork: boolean;
  /** dns.lookup, or a stand-in (tests). */
  lookup?: LookupFunction;
}

type Address = { address: string; family: number };

function resolveAll(lookup: LookupFunction, host: string): Promise<Address[]> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(Array.isArray(addresses) ? addresses : [{ address: addresses as unknown as string, family: 0 }]);
    });
  });
}

/** Every address must pass (a name with one public and one private address is refused). */
function refusal(host: string, addresses: readonly Address[], allowPrivate: boolean): AddressRefusedError | null {
  if (allowPrivate) return null;
  for (const { address } of addresses) {
    const kind = privateKindOf(address);
    if (kind) return new AddressRefusedError(M.addressRefused(host, address, kind));
  }
  return null;
}

/** The host of a URL as a name or a bare IP address ([::1] → ::1). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Checks the URL's host now: resolves a name (every address) or judges a literal address. */
export async function checkUrlAddresses(url: URL, policy: AddressPolicy): Promise<void> {
  const host = hostOf(url);
  let addresses: Address[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolveAll(policy.lookup ?? dns.lookup, host);
    } catch (error) {
      throw new AddressRefusedError(M.unresolvable(host, (error as NodeJS.ErrnoException).code ?? (error as Error).message));
    }
  }
  const refused = refusal(host, addresses, policy.allowPrivateNetwork);
  if (refused) throw refused;
}

/**
 * The `lookup` of the connection itself: it resolves as dns.lookup does and refuses when any
 * address is not allowed, so the address connected to is the address checked.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  const lookup = policy.lookup ?? dns.lookup;
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = (Array.isArray(found) ? found : []) as Address[];
      const refused = refusal(hostname, addresses, policy.allowPrivateNetwork);
      if (refused) return callback(refused, '', 0);
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: Address[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
