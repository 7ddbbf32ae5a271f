import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseNativeMessage, postNativeMessage } from '../../src/adapters/nativeBridge';

describe('parseNativeMessage', () => {
  it.each([
    ['contact search with name and request id', { type: 'contactSearch', contactName: 'Ada', requestId: 'r1' }, { type: 'contactSearch', contactName: 'Ada', requestId: 'r1' }],
    ['contact search as a JSON string', JSON.stringify({ type: 'contactSearch', contactName: 'Ada', requestId: 7 }), { type: 'contactSearch', contactName: 'Ada', requestId: '7' }],
    ['contact search without a request id', { type: 'contactSearch', contactName: 'Ada' }, null],
    ['contact search without a name', { type: 'contactSearch', requestId: 'r1' }, null],
    ['contact search with a blank name', { type: 'contactSearch', contactName: '  ', requestId: 'r1' }, null],
    ['open an https URL', { type: 'openUrl', url: 'https://example.com/a' }, { type: 'openUrl', url: 'https://example.com/a' }],
    ['open an http URL', { type: 'openUrl', url: 'http://example.com' }, { type: 'openUrl', url: 'http://example.com' }],
    ['open without a URL', { type: 'openUrl' }, null],
    ['open a javascript: URL', { type: 'openUrl', url: 'javascript:alert(1)' }, null],
    ['open a file: URL', { type: 'openUrl', url: 'file:///etc/passwd' }, null],
    ['open a relative URL', { type: 'openUrl', url: '/app' }, null],
    ['logout', { type: 'logout' }, { type: 'logout' }],
    ['check in', '{"type":"checkIn"}', { type: 'checkIn' }],
    ['an unknown type', { type: 'selfDestruct' }, null],
    ['not JSON', '{nope', null],
    ['null', null, null],
    ['a number', 42, null],
  ])('%s', (_name, raw, expected) => {
    expect(parseNativeMessage(raw)).toEqual(expected);
  });
});

describe('postNativeMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends valid messages to the webview as JSON', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage } });
    expect(postNativeMessage({ type: 'logout' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"logout"}');
  });

  it('refuses invalid messages', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage } });
    expect(postNativeMessage({ type: 'openUrl', url: 'javascript:void 0' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing outside the app', () => {
    vi.stubGlobal('window', {});
    expect(postNativeMessage({ type: 'logout' })).toBe(false);
  });
});
