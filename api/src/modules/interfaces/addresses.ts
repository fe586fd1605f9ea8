// An instrument's allow-list holds plain IP addresses. A socket on a dual-stack listener reports an
// IPv4 peer as '::ffff:127.0.0.1': that is the same address as '127.0.0.1'.
import { isIP } from 'node:net';

const plain = (address: string) => {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
};

export const sameAddress = (allowed: string, remote: string | null | undefined) => !!remote && plain(allowed) === plain(remote);

/** Whether `value` is an IP address an allow-list may hold. */
export const isAddress = (value: string) => isIP(value.trim()) !== 0;
