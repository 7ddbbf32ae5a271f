// The kernel's overlays: which catalogue names still open no screen, the docs topics against the
// guide, the URL helpers and the form helper of spec 1 §5, and the overlays' pure rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../plugin.manifest.json';
import { OVERLAY_NAMES } from '../../src/overlays/catalogue';
import { DOCS_TOPICS } from '../../src/overlays/docsTopics';
import { KERNEL_OVERLAYS } from '../../src/overlays/kernelOverlays';
import { contactLabel, infoLinks, inspectJson, oneTimeTokenOf, roomLabel, searchPhrase, supportMailto, SUPPORT_FORM } from '../../src/overlays/overlayRules';
import { REQUIRED_MESSAGE, parseFieldValue, validateAll, validateField, type FormField } from '../../src/shared/formHelper';
import { hostOf, stripUrl } from '../../src/shared/urlHelpers';

describe('overlay catalogue coverage', () => {
  const withScreen = new Set<string>([
    ...KERNEL_OVERLAYS.map((o) => o.name),
    ...(manifest.plugins as { overlays?: string[] }[]).flatMap((p) => p.overlays ?? []),
  ]);
  const withoutScreen = OVERLAY_NAMES.filter((name) => !withScreen.has(name));

  it('the kernel opens its own names of the plugin map', () => {
    const kernelNames = ['help', 'docsPage', 'info', 'search', 'settings', 'form', 'debug', 'mobile', 'legacyLogin', 'requestAccess'];
    expect(KERNEL_OVERLAYS.map((o) => o.name).sort()).toEqual([...kernelNames].sort());
  });

  it('names without a screen are only those other plugins deliver (profile, onboarding, integrations, wallet)', () => {
    // Each of these belongs to a plugin of ARCHITECTURE.md's map whose screens land on their own
    // branches; once they have merged, this list is empty and every catalogue name opens a screen.
    const pendingElsewhere = [
      // profile
      'editAvatar', 'editEmail', 'editFullName', 'editPage', 'editPageProfile', 'editSocial', 'editSlug', 'shareProfile',
      // onboarding
      'onboard',
      // integrations
      'integrations', 'install', 'schedule', 'workflowAutomation',
      // wallet and billing
      'balances', 'checkout', 'transactions', 'wallet',
    ];
    for (const name of withoutScreen) expect(pendingElsewhere, `${name} has no screen and no owner`).toContain(name);
  });
});

describe('docs topics', () => {
  it('each is a heading of the user guide, with the id the /docs page gives it', () => {
    const guide = readFileSync(new URL('../../docs/user-guide.md', import.meta.url), 'utf8');
    const headings = [...guide.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim());
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    for (const topic of DOCS_TOPICS) {
      expect(headings, topic.title).toContain(topic.title);
      expect(slug(topic.title)).toBe(topic.id);
    }
  });
});

describe('URL helpers (spec 1 §5)', () => {
  it.each([
    ['https://example.com/', 'example.com'],
    ['HTTP://Example.com/a/b//', 'Example.com/a/b'],
    ['example.com', 'example.com'],
    ['  https://example.com/path?q=1 ', 'example.com/path?q=1'],
    ['ftp://example.com/', 'ftp://example.com'],
  ])('stripUrl(%j) → %j', (url, expected) => {
    expect(stripUrl(url)).toBe(expected);
  });

  it.each([
    ['https://Example.COM/a', 'example.com'],
    ['example.com/path', 'example.com'],
    ['http://localhost:8080/app', 'localhost:8080'],
    ['https://example.com:443/', 'example.com'],
    ['javascript:alert(1)', null],
    ['', null],
    ['exa mple.com', null],
  ])('hostOf(%j) → %j', (url, expected) => {
    expect(hostOf(url)).toBe(expected);
  });
});

describe('form helper (spec 1 §5)', () => {
  const fields: FormField[] = [
    { name: 'name', required: true },
    { name: 'count', type: 'integer', required: true },
    { name: 'ratio', type: 'float' },
    { name: 'ok', type: 'boolean' },
    { name: 'day', type: 'date' },
  ];

  it("a required field that is null or empty gives 'This field is required'", () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    for (const raw of [null, undefined, '', '   ']) expect(validateField(fields[0], parseFieldValue('string', raw))).toBe(REQUIRED_MESSAGE);
    expect(validateField(fields[0], 'Ada')).toBeNull();
    expect(validateField({ name: 'free' }, null)).toBeNull();
  });

  it('parses and checks integer, float, boolean and date values', () => {
    expect(parseFieldValue('integer', ' 42 ')).toBe(42);
    expect(parseFieldValue('integer', '4.2')).toBe('4.2');
    expect(parseFieldValue('float', '4.25')).toBe(4.25);
    expect(parseFieldValue('float', '1e3')).toBe(1000);
    expect(parseFieldValue('float', '4,2')).toBe('4,2');
    expect(parseFieldValue('boolean', 'true')).toBe(true);
    expect(parseFieldValue('boolean', undefined)).toBe(false);
    expect(parseFieldValue(undefined, 'text')).toBe('text');
    expect(validateField(fields[1], '4.2')).toBe('Enter a whole number');
    expect(validateField(fields[2], '4,2')).toBe('Enter a number');
    expect(validateField(fields[4], '2026-02-30')).toBe('Enter a date');
    expect(validateField(fields[4], '2026-02-28')).toBeNull();
  });

  it('a custom validator overrides the required check', () => {
    const field: FormField = { name: 'code', required: true, validate: (v) => (v === 'x' ? 'Not x' : null) };
    expect(validateField(field, null)).toBeNull();
    expect(validateField(field, 'x')).toBe('Not x');
  });

  it('validate-all fails when any field has an error, and passes the typed values', () => {
    const bad = validateAll(fields, { name: '', count: 'many', ratio: '0.5', ok: true, day: '' });
    expect(bad.valid).toBe(false);
    expect(bad.errors).toEqual({ name: REQUIRED_MESSAGE, count: 'Enter a whole number' });
    const good = validateAll(fields, { name: 'Ada', count: '3', ratio: '', ok: false, day: '2026-12-02' });
    expect(good).toEqual({ valid: true, errors: {}, values: { name: 'Ada', count: 3, ratio: null, ok: false, day: '2026-12-02' } });
  });
});

describe('overlay rules', () => {
  it('searches 2 to 100 characters, trimmed', () => {
    expect(searchPhrase(' a ')).toBeNull();
    expect(searchPhrase(' Maria ')).toBe('Maria');
    expect(searchPhrase('x'.repeat(150))).toHaveLength(100);
  });

  it('names results', () => {
    expect(contactLabel({ id: 1, firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(contactLabel({ id: 2, phoneNumber: '+15550001111' })).toBe('+15550001111');
    expect(roomLabel({ roomId: 'r', name: null, externalNumber: '+15550002222' })).toBe('+15550002222');
  });

  it('lists only http(s) links of the settings, in order', () => {
    const links = infoLinks(
      { tosUrl: 'https://x.example/terms', supportUrl: 'javascript:alert(1)', privacyUrl: 'http://x.example/privacy', talkToSalesUrl: 42 },
      'https://console.example',
    );
    expect(links).toEqual([
      { key: 'privacy', url: 'http://x.example/privacy' },
      { key: 'terms', url: 'https://x.example/terms' },
    ]);
    expect(infoLinks(undefined, 'https://console.example')).toEqual([]);
  });

  it('shows JSON with its secrets hidden', () => {
    const text = inspectJson({ id: 1, token: 'secret-value', nested: { adminToken: 'x', name: 'Ada' } });
    expect(text).not.toContain('secret-value');
    expect(JSON.parse(text)).toEqual({ id: 1, token: '[hidden]', nested: { adminToken: '[hidden]', name: 'Ada' } });
  });

  it("takes a one-time token only from this console's own sign-in link", () => {
    const origin = 'https://console.example';
    expect(oneTimeTokenOf('https://console.example/app?oneTimeToken=abcDEF123_-x', origin)).toBe('abcDEF123_-x');
    expect(oneTimeTokenOf('/app/org/4?oneTimeToken=abcdefgh12', origin)).toBe('abcdefgh12');
    expect(oneTimeTokenOf('https://evil.example/app?oneTimeToken=abcdefgh12', origin)).toBeNull();
    expect(oneTimeTokenOf('https://console.example/docs?oneTimeToken=abcdefgh12', origin)).toBeNull();
    expect(oneTimeTokenOf('https://console.example/app?oneTimeToken=short', origin)).toBeNull();
    expect(oneTimeTokenOf('https://console.example/app?oneTimeToken=a%22b%3Cscript%3E', origin)).toBeNull();
  });

  it('writes the get-support email from the validated form', () => {
    const { valid, values, errors } = validateAll(SUPPORT_FORM, { subject: 'Calls drop', message: 'Since noon', callsAffected: '3', urgent: true });
    expect(errors).toEqual({});
    expect(valid).toBe(true);
    const link = supportMailto('help@acme.example', values);
    expect(link.startsWith('mailto:help@acme.example?')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('subject')).toBe('Calls drop');
    expect(params.get('body')).toBe('Since noon\nCalls affected: 3\nUrgent: yes');
    expect(validateAll(SUPPORT_FORM, { subject: '', message: 'x', callsAffected: '-1' }).errors).toEqual({ subject: REQUIRED_MESSAGE, callsAffected: 'Enter a whole number' });
  });
});
