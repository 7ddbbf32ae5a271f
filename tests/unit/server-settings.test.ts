import { describe, expect, it } from 'vitest';
import { CONTROLLED_KEYS, resolveSettings } from '../../server/rules/settings';

describe('resolveSettings', () => {
  it('later levels win for ordinary keys, objects merge', () => {
    expect(
      resolveSettings({
        partner: { supportUrl: 'https://p', walkthrough: { version: 1 } },
        reseller: { supportUrl: 'https://r' },
        organization: { walkthrough: { completed: ['SETUP_AGENT'] } },
        own: { theme: 'dark' },
      }),
    ).toEqual({ supportUrl: 'https://r', walkthrough: { version: 1, completed: ['SETUP_AGENT'] }, theme: 'dark' });
  });

  it.each(CONTROLLED_KEYS)('%s: a partner or reseller false cannot be undone below', (key) => {
    expect(resolveSettings({ partner: { [key]: false }, own: { [key]: true } })[key]).toBe(false);
    expect(resolveSettings({ reseller: { [key]: false }, organization: { [key]: true } })[key]).toBe(false);
    // a level below may still switch it off for itself
    expect(resolveSettings({ reseller: { [key]: true }, organization: { [key]: false } })[key]).toBe(false);
    expect(resolveSettings({ partner: { [key]: false }, reseller: { [key]: true } })[key]).toBe(false);
  });

  it('knows the permission grants and the plugin toggles', () => {
    expect(CONTROLLED_KEYS).toEqual(expect.arrayContaining(['showBilling', 'allowTasks', 'smsMessaging', 'enableContacts']));
  });
});
