import { addressKey } from '../src/security/clientAddress';

describe('addressKey: the key per-address limits count a client under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.81.71.5')).toBe('203.81.71.5');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.81.71.5')).toBe('203.81.71.5');
    expect(addressKey('::FFFF:cb51:4705')).toBe('203.81.71.5');
    expect(addressKey('0:0:0:0:0:ffff:203.81.71.5')).toBe('203.81.71.5');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:0:0:0:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('tells two /64s apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });

  it('keeps what is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
