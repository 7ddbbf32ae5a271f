// Issue 21 point 2: the outbound route's SIP URI parser (src/shared/sip/uri.ts).
import { describe, expect, it } from 'vitest';
import { parseHostPort, parseSipUri, SIP_URI_MESSAGES as M, sipUriError } from '../../src/shared/sip/uri';

describe('SIP URIs', () => {
  it.each([
    ['sip:alice@example.com', 'sip:alice@example.com', 'domain', null],
    ['SIPS:Alice@Trunk.Example.COM:5061', 'sips:Alice@trunk.example.com:5061', 'domain', 5061],
    ['sip:+15551230004@203.0.113.10:5060;transport=udp', 'sip:+15551230004@203.0.113.10:5060;transport=udp', 'ipv4', 5060],
    ['sip:bob@[2001:DB8::0:1]:5060', 'sip:bob@[2001:db8::1]:5060', 'ipv6', 5060],
    ['sip:pbx@sip.example.org;lr;Transport=TLS', 'sip:pbx@sip.example.org;lr;transport=TLS', 'domain', null],
    ['sip:a%20b@example.com', 'sip:a%20b@example.com', 'domain', null],
    ['sip:x@localhost:1', 'sip:x@localhost:1', 'domain', 1],
  ])('accepts %s', (raw, canonical, hostKind, port) => {
    const r = parseSipUri(raw);
    expect(r).toMatchObject({ ok: true, value: { canonical, hostKind, port } });
  });

  it.each([
    ['', M.required],
    ['http://example.com', M.scheme],
    ['alice@example.com', M.scheme],
    ['sip:example.com', M.user],
    ['sip:@example.com', M.user],
    ['sip:alice:secret@example.com', M.password],
    ['sip:al<ice@example.com', M.badUser],
    ['sip:alice@', M.host],
    ['sip:alice@exa_mple.com', M.host],
    ['sip:alice@-bad.com', M.host],
    ['sip:alice@10.0.0.256', M.host],
    ['sip:alice@127.1', M.host],
    ['sip:alice@[2001:db8::1', M.host],
    ['sip:alice@2001:db8::1', M.brackets],
    ['sip:alice@[fe80::1%25eth0]', M.host],
    ['sip:alice@example.com:0', M.port],
    ['sip:alice@example.com:65536', M.port],
    ['sip:alice@example.com:05060', M.port],
    ['sip:alice@example.com:', M.port],
    ['sip:alice@example.com;=x', M.params],
    ['sip:alice@example.com;a=b c', M.spaces],
    ['sip:alice@example.com;a=<x>', M.params],
    ['sip:alice@example.com?Subject=x', M.headers],
    [`sip:a@${'a'.repeat(520)}.com`, M.tooLong],
    [`sip:a@${'a'.repeat(64)}.com`, M.host],
  ])('refuses %j: %s', (raw, message) => {
    expect(sipUriError(raw)).toBe(message);
  });

  it('reads a server as host[:port]', () => {
    expect(parseHostPort('sip.example.com:5080')).toEqual({ host: 'sip.example.com', kind: 'domain', port: 5080 });
    expect(parseHostPort('[::1]')).toEqual({ host: '[::1]', kind: 'ipv6', port: null });
    expect(parseHostPort('sip.example.com:99999')).toBe(M.port);
  });
});
