// The mobile bridge's answers (src/kernel/mobile/bridge.ts), the answers' validation, and /install's
// store redirect (src/kernel/mobile/install.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postNativeAnswer, type NativeAnswer } from '../../src/adapters/nativeBridge';
import { consolePath, handleNativeMessage, registerSignedInBridge, signedInBridge, toNativeContact, type BridgeDeps, type SignedInBridge } from '../../src/kernel/mobile/bridge';
import { installRedirect, platformOf, storeUrl, variantFor } from '../../src/kernel/mobile/install';
import { bootPageFor } from '../../src/kernel/mobile/bootPages';

const ORIGIN = 'https://console.example';

function harness(signedIn: SignedInBridge | null) {
  const answers: NativeAnswer[] = [];
  const logout = vi.fn<() => void>();
  const navigate = vi.fn<(path: string) => void>();
  const deps = {
    signedIn: () => signedIn,
    logout,
    navigate,
    origin: ORIGIN,
    answer: (a: NativeAnswer) => void answers.push(a),
  } satisfies BridgeDeps;
  return { deps, answers };
}

const ada = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+15550001111', email: 'ada@example.com', company: 'Engines' };

describe('contact search', () => {
  it('answers the matching contacts with the same request id, searching the trimmed name', async () => {
    const searchContacts = vi.fn(async () => [toNativeContact(ada)]);
    const { deps, answers } = harness({ searchContacts, checkIn: vi.fn() });
    await handleNativeMessage({ type: 'contactSearch', contactName: '  Ada ', requestId: 'r-9' }, deps);
    expect(searchContacts).toHaveBeenCalledWith('Ada');
    expect(answers).toEqual([
      { type: 'contactSearchResult', requestId: 'r-9', contacts: [{ id: 'c1', name: 'Ada Lovelace', phoneNumber: '+15550001111', email: 'ada@example.com' }] },
    ]);
  });

  it('answers an empty list with the reason when nobody is signed in, or when the search fails', async () => {
    const signedOut = harness(null);
    await handleNativeMessage({ type: 'contactSearch', contactName: 'Ada', requestId: 'r1' }, signedOut.deps);
    expect(signedOut.answers).toEqual([{ type: 'contactSearchResult', requestId: 'r1', contacts: [], error: 'Not signed in' }]);

    const failing = harness({ searchContacts: async () => Promise.reject(new Error('No token or orgAccountId')), checkIn: vi.fn() });
    await handleNativeMessage({ type: 'contactSearch', contactName: 'Ada', requestId: 'r2' }, failing.deps);
    expect(failing.answers).toEqual([{ type: 'contactSearchResult', requestId: 'r2', contacts: [], error: 'No token or orgAccountId' }]);
  });
});

describe('check-in, logout and open URL', () => {
  it('a check-in is recorded and its time answered; signed out, it is refused', async () => {
    const { deps, answers } = harness({ searchContacts: vi.fn(), checkIn: async () => 1_700_000_000 });
    await handleNativeMessage({ type: 'checkIn' }, deps);
    expect(answers).toEqual([{ type: 'checkInResult', at: 1_700_000_000 }]);
    const out = harness(null);
    await handleNativeMessage({ type: 'checkIn' }, out.deps);
    expect(out.answers).toEqual([{ type: 'checkInResult', at: null, error: 'Not signed in' }]);
  });

  it('logout signs out and answers nothing', async () => {
    const { deps, answers } = harness(null);
    await handleNativeMessage({ type: 'logout' }, deps);
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([]);
  });

  it('opens pages of the console in place and never loads another site', async () => {
    const { deps } = harness(null);
    await handleNativeMessage({ type: 'openUrl', url: `${ORIGIN}/app/contacts?previewContact=c1#x` }, deps);
    await handleNativeMessage({ type: 'openUrl', url: 'https://evil.example/app/contacts' }, deps);
    await handleNativeMessage({ type: 'openUrl', url: `${ORIGIN}/docs` }, deps);
    expect(deps.navigate.mock.calls).toEqual([['/app/contacts?previewContact=c1#x']]);
  });

  it.each([
    [`${ORIGIN}/app`, '/app'],
    [`${ORIGIN}/app/org/4/logs?page=2`, '/app/org/4/logs?page=2'],
    [`${ORIGIN}/application`, null],
    ['http://console.example/app', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('consolePath(%s) → %s', (url, expected) => {
    expect(consolePath(url, ORIGIN)).toBe(expected);
  });

  it('registers one signed-in part at a time; a stale unregister leaves the newer one', () => {
    const first = { searchContacts: vi.fn(), checkIn: vi.fn() };
    const second = { searchContacts: vi.fn(), checkIn: vi.fn() };
    const offFirst = registerSignedInBridge(first);
    const offSecond = registerSignedInBridge(second);
    offFirst();
    expect(signedInBridge()).toBe(second);
    offSecond();
    expect(signedInBridge()).toBeNull();
  });
});

describe('toNativeContact', () => {
  it.each([
    [ada, { id: 'c1', name: 'Ada Lovelace', phoneNumber: '+15550001111', email: 'ada@example.com' }],
    [{ id: 7, company: 'Engines', phoneNumber: ' ' }, { id: '7', name: 'Engines', phoneNumber: null, email: null }],
    [{ id: 'x', lastName: 'Hopper', firstName: 42 }, { id: 'x', name: 'Hopper', phoneNumber: null, email: null }],
    [{ id: 'y' }, { id: 'y', name: null, phoneNumber: null, email: null }],
  ])('%j', (record, expected) => {
    expect(toNativeContact(record as Record<string, unknown>)).toEqual(expected);
  });
});

describe('postNativeAnswer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends answers as JSON inside the app, refuses malformed ones, does nothing outside the app', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage } });
    expect(postNativeAnswer({ type: 'contactSearchResult', requestId: 'r1', contacts: [] })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"contactSearchResult","requestId":"r1","contacts":[]}');
    expect(postNativeAnswer({ type: 'contactSearchResult', requestId: ' ', contacts: [] })).toBe(false);
    expect(postNativeAnswer({ type: 'checkInResult', at: 1.5 })).toBe(false);
    expect(postMessage).toHaveBeenCalledTimes(1);
    vi.stubGlobal('window', {});
    expect(postNativeAnswer({ type: 'checkInResult', at: 1 })).toBe(false);
  });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const WINDOWS_PHONE = 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.14977';

describe('/install', () => {
  it.each([
    [IPHONE, 0, 'ios'],
    [IPAD_DESKTOP, 5, 'ios'],
    [IPAD_DESKTOP, 0, 'other'],
    [ANDROID, 5, 'android'],
    [WINDOWS, 0, 'other'],
    [WINDOWS_PHONE, 5, 'other'],
    ['', 0, 'other'],
  ])('platformOf(%s, %d) → %s', (ua, touch, expected) => {
    expect(platformOf(ua, touch)).toBe(expected);
  });

  const urls = { ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=app.x' };

  it('sends a phone to its store with the variant flag: the own brand or the white-label build', () => {
    expect(installRedirect(IPHONE, 0, true, urls)).toBe('https://apps.apple.com/app/id1?variant=brand');
    expect(installRedirect(ANDROID, 5, false, urls)).toBe('https://play.google.com/store/apps/details?id=app.x&variant=generic');
    expect(installRedirect(WINDOWS, 0, true, urls)).toBeNull();
    expect(variantFor(true)).toBe('brand');
    expect(variantFor(false)).toBe('generic');
    expect(storeUrl('ios', 'generic', { ...urls, ios: 'https://apps.apple.com/app/id1?variant=old' })).toBe('https://apps.apple.com/app/id1?variant=generic');
  });

  it.each([
    ['/mobile/start', '/mobile/start'],
    ['/mobile/start/', '/mobile/start'],
    ['/install', '/install'],
    ['/app', null],
    ['/mobile', null],
    ['/install/x', null],
    ['/', null],
  ])('bootPageFor(%s) → %s', (path, expected) => {
    expect(bootPageFor(path)).toBe(expected);
  });
});
