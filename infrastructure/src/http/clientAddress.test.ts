import { limitedAddress } from './clientAddress';

describe('the address rate limits count', () => {
  it('is an IPv4 address as it is, and one mapped into IPv6 as the IPv4 one', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress(undefined)).toBe('unknown');
  });

  it("is an IPv6 address's /64, however it is written", () => {
    const network = '2001:db8:a:b::/64';
    expect(limitedAddress('2001:db8:a:b::1')).toBe(network);
    expect(limitedAddress('2001:0db8:000a:000b:ffff:1:2:3')).toBe(network);
    expect(limitedAddress('2001:DB8:A:B:0:0:0:9')).toBe(network);
    expect(limitedAddress('2001:db8:a:b::1%eth0')).toBe(network);
    expect(limitedAddress('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
