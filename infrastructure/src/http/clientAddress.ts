import type { Request } from 'express';
import { isIPv6 } from 'node:net';

/**
 * The client's address as rate limits count it (guest sessions, sign-ins, lookups, links): its
 * IPv4 address, or the /64 network of its IPv6 one. A single IPv6 subscriber is given a whole /64
 * and can use a new address of it for every request; counted one by one, no limit would hold.
 * The address is Express's `req.ip`: the client's as the trusted proxies (TRUST_PROXY) say it.
 */
export function limitedAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.split('%')[0].toLowerCase();
  if (!isIPv6(bare)) return ip;
  const [head, tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** `limitedAddress` of a request. */
export const limitedAddressOf = (req: Request): string => limitedAddress(req.ip);
