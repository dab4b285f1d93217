import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Where an address is, without an outside look-up service: `local` for private, loopback and
 * link-local addresses, else the country of a small table of ranges (large blocks the regional
 * registries allocated to mobile and broadband operators of the merchants' markets), null for the
 * rest. A bundled geolocation database would weigh tens of megabytes and need a licence and
 * regular updates; this answers the question the session list asks ("is that one of mine?") for
 * the common cases and says "unknown" otherwise.
 */
const LOCAL_RANGES: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/** [first address, prefix length, ISO 3166-1 alpha-2 country]. */
const COUNTRY_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['112.198.0.0', 15, 'PH'],
  ['120.28.0.0', 15, 'PH'],
  ['124.104.0.0', 13, 'PH'],
  ['175.176.0.0', 14, 'PH'],
  ['180.190.0.0', 15, 'PH'],
  ['36.64.0.0', 11, 'ID'],
  ['114.120.0.0', 13, 'ID'],
  ['180.240.0.0', 13, 'ID'],
  ['113.160.0.0', 11, 'VN'],
  ['171.224.0.0', 11, 'VN'],
  ['1.0.128.0', 17, 'TH'],
  ['171.96.0.0', 13, 'TH'],
  ['175.136.0.0', 13, 'MY'],
  ['117.192.0.0', 10, 'IN'],
  ['49.32.0.0', 11, 'IN'],
  ['37.111.192.0', 18, 'BD'],
  ['153.128.0.0', 9, 'JP'],
  ['175.192.0.0', 10, 'KR'],
  ['177.0.0.0', 11, 'BR'],
];

const local = new BlockList();
for (const [address, prefix, family] of LOCAL_RANGES) local.addSubnet(address, prefix, family);

const countries = COUNTRY_RANGES.map(([address, prefix, country]) => {
  const list = new BlockList();
  list.addSubnet(address, prefix, 'ipv4');
  return { list, country };
});

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4) is read as the IPv4 one. */
const unmapped = (ip: string) => (ip.toLowerCase().startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

export function placeOfAddress(address: string | null): string | null {
  if (!address) return null;
  const ip = unmapped(address);
  const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  if (!family) return null;
  if (local.check(ip, family)) return 'local';
  if (family === 'ipv6') return null;
  return countries.find(({ list }) => list.check(ip, 'ipv4'))?.country ?? null;
}
