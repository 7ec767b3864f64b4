/**
 * The key a client's network address is counted under by every per-address limit.
 *
 * - An IPv4 address is itself; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as a dual-stack
 *   socket reports IPv4 clients) is the IPv4 address it maps, so one client is one counter
 *   whichever way it arrived.
 * - An IPv6 address is its /64: a carrier hands each subscriber a whole /64 (RFC 6177), so one
 *   phone can take a fresh address from it for every request. Counting the /64 counts the
 *   subscriber, not the address.
 *
 * Anything that is not an IP address (a test's `inject` without a remote address) is kept as it
 * is, so it still counts as one client.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function groupsOf(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text =
      text.slice(0, text.length - tail[1].length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) =>
    part === undefined || part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...new Array<number>(Math.max(0, missing)).fill(0), ...rest];
  return groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)
    ? undefined
    : groups;
}

export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = groupsOf(ip);
  if (groups === undefined) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
