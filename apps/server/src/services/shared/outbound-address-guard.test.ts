import { describe, expect, it } from 'vitest';
import {
  type HostResolver,
  isPublicAddress,
  OutboundAddressGuard,
} from './outbound-address-guard.js';

// A resolver that answers from a table, so no test depends on the machine's DNS.
const fakeResolver =
  (table: Record<string, string[]>): HostResolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const guard = (table: Record<string, string[]> = {}, allowPrivate = false) =>
  new OutboundAddressGuard({ allowPrivate, resolve: fakeResolver(table) });

/** The hostname a URL's parser hands the guard (it normalises decimal, octal and hex IPv4). */
const hostOf = (url: string) => new URL(url).hostname;

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '198.18.0.1',
    '192.0.2.10',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('OutboundAddressGuard', () => {
  it.each([
    ['http://127.0.0.1/hook'],
    ['http://localhost/hook'],
    ['http://[::1]:8080/hook'],
    ['http://0.0.0.0/hook'],
    ['http://[::ffff:127.0.0.1]/hook'],
    ['http://2130706433/hook'],
    ['http://0177.0.0.1/hook'],
    ['http://0x7f.1/hook'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://[fd00::1]/hook'],
  ])('refuses %s', async (url) => {
    const target = await guard({ localhost: ['127.0.0.1', '::1'] }).target(hostOf(url));
    expect(target).toMatchObject({ ok: false, reason: 'private-address' });
  });

  it('refuses a name that resolves only to private addresses, and says which', async () => {
    const target = await guard({ 'rebind.example': ['127.0.0.1', '10.0.0.7'] }).target(
      'rebind.example',
    );
    expect(target).toEqual({
      ok: false,
      reason: 'private-address',
      detail: 'rebind.example resolves only to private or local addresses (127.0.0.1, 10.0.0.7)',
    });
  });

  it('connects a name with public and private addresses to a public one only', async () => {
    const target = await guard({ 'mixed.example': ['10.0.0.7', '93.184.215.14'] }).target(
      'mixed.example',
    );
    expect(target).toEqual({ ok: true, address: '93.184.215.14', family: 4 });
  });

  it('answers the checked address of a public name and a public literal', async () => {
    expect(
      await guard({ 'hooks.example': ['2606:4700::6810:84e5'] }).target('hooks.example'),
    ).toEqual({ ok: true, address: '2606:4700::6810:84e5', family: 6 });
    expect(await guard().target('[2606:4700:4700::1111]')).toEqual({
      ok: true,
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });

  it('tells an unresolvable name apart from a private one', async () => {
    expect(await guard().target('nowhere.invalid')).toEqual({
      ok: false,
      reason: 'unresolvable',
      detail: 'nowhere.invalid did not resolve (ENOTFOUND)',
    });
  });

  it('asks the system resolver by default: localhost is refused', async () => {
    const target = await new OutboundAddressGuard({ allowPrivate: false }).target('localhost');
    expect(target).toMatchObject({ ok: false, reason: 'private-address' });
  });

  it('lets private addresses through only when the setting allows them', async () => {
    const allowing = guard({ localhost: ['127.0.0.1'] }, true);
    expect(await allowing.target('localhost')).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
    expect(await allowing.target('[::1]')).toEqual({ ok: true, address: '::1', family: 6 });
  });
});
