import type { LookupFunction } from 'node:net';
import { AddressRefusedError, checkUrlAddresses, guardedLookup, privateKindOf } from './url-guard';

describe('addresses a lab may not have (unless allowed)', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['0.0.0.0', 'an unspecified ("this network") address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT (shared) address'],
    ['::1', 'an unspecified, loopback or IPv4-compatible address'],
    ['::', 'an unspecified, loopback or IPv4-compatible address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address'],
    ['fc00::1', 'a private (unique local) address'],
    ['fd12:3456::1', 'a private (unique local) address'],
    ['fe80::1', 'a link-local address'],
    ['[fe80::1%eth0]', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
  ])('%s is %s', (address, kind) => {
    expect(privateKindOf(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '172.32.0.1', '192.169.0.1', '8.8.8.8', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(privateKindOf(address)).toBeNull();
  });
});

/** A DNS that answers from a table. */
const dnsOf = (table: Record<string, string[]>): LookupFunction =>
  ((host: string, _options: unknown, callback: (error: Error | null, addresses?: { address: string; family: number }[]) => void) => {
    const found = table[host];
    if (!found) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    callback(null, found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  }) as unknown as LookupFunction;

describe('checking a URL and the connection', () => {
  const lookup = dnsOf({ 'lab.example': ['93.184.216.34'], 'mixed.example': ['93.184.216.34', '10.0.0.5'], 'inside.example': ['fd00::5'] });

  it('checks every address a name resolves to', async () => {
    await expect(checkUrlAddresses(new URL('https://lab.example/fhir'), { allowPrivateNetwork: false, lookup })).resolves.toBeUndefined();
    await expect(checkUrlAddresses(new URL('https://mixed.example/fhir'), { allowPrivateNetwork: false, lookup })).rejects.toThrow('The address of mixed.example (10.0.0.5) is a private address');
    await expect(checkUrlAddresses(new URL('https://inside.example/fhir'), { allowPrivateNetwork: true, lookup })).resolves.toBeUndefined();
    await expect(checkUrlAddresses(new URL('https://nowhere.example/fhir'), { allowPrivateNetwork: true, lookup })).rejects.toThrow('The host name nowhere.example could not be resolved (ENOTFOUND)');
    await expect(checkUrlAddresses(new URL('http://[::ffff:127.0.0.1]/fhir'), { allowPrivateNetwork: false, lookup })).rejects.toThrow(AddressRefusedError);
    await expect(checkUrlAddresses(new URL('http://2130706433/fhir'), { allowPrivateNetwork: false, lookup })).rejects.toThrow('The address 127.0.0.1 is a loopback address');
  });

  it('the connection lookup refuses as the name resolves', (done) => {
    guardedLookup({ allowPrivateNetwork: false, lookup })('mixed.example', { all: true }, (error) => {
      expect(error).toBeInstanceOf(AddressRefusedError);
      guardedLookup({ allowPrivateNetwork: false, lookup })('lab.example', {}, (error2, address, family) => {
        expect([error2, address, family]).toEqual([null, '93.184.216.34', 4]);
        done();
      });
    });
  });
});
