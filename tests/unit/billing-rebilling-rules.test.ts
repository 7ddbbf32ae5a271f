// Reseller rebilling's pure rules (issue 22 point 7): the one parser the server and the form share
// (hostile values refused naming the field), stored ↔ API forms, the client's price, and the edit
// form's values ↔ body.
import { describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, parseRebilling, rebilledPrice, settingsOf, REBILLING_ERRORS } from '../../src/shared/billing/rebilling';
import { formValues, ledgerRange, pricingSummary, quotaSummary, toBody, validateForm } from '../../src/plugins/billing/rebilling/rules';

describe('parseRebilling', () => {
  it.each([
    [{ marginPercent: -0.01 }, 'marginPercent'],
    [{ marginPercent: Number.NaN }, 'marginPercent'],
    [{ marginPercent: Infinity }, 'marginPercent'],
    [{ marginPercent: 1000.01 }, 'marginPercent'],
    [{ marginPercent: '25.001' }, 'marginPercent'],
    [{ marginPercent: true }, 'marginPercent'],
    [{ keys: { sms: { marginPercent: 1 } } }, 'keys.sms'],
    [{ keys: { voice: { unitPriceUsd: 1, marginPercent: 1 } } }, 'keys.voice'],
    [{ keys: { voice: 'cheap' } }, 'keys.voice'],
    [{ keys: { voice: { unitPriceUsd: 1000.000001 } } }, 'keys.voice.unitPriceUsd'],
    [{ keys: { voice: { unitPriceUsd: 1e-7 } } }, 'keys.voice.unitPriceUsd'],
    [{ quotas: { maxConcurrentCalls: 10_001 } }, 'quotas.maxConcurrentCalls'],
    [{ quotas: { maxAgents: '3.0' } }, 'quotas.maxAgents'],
    [{ quotas: 5 }, 'quotas'],
    [{ extra: 1 }, 'extra'],
  ])('%j is refused naming %s', (input, field) => {
    const parsed = parseRebilling(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.startsWith(`${field}: `)).toBe(true);
  });

  it('stores USD as micro-dollars and % as basis points, and reads them back', () => {
    const parsed = parseRebilling({ marginPercent: '12.5', keys: { voice: { unitPriceUsd: '0.12' }, tokens: { marginPercent: 40 }, number: null }, quotas: { maxAgents: '3', minutesPerMonth: 0 } });
    expect(parsed).toEqual({ ok: true, value: { marginBasisPoints: 1250, prices: { voice: 120_000 }, keyMargins: { tokens: 4000 }, minutesPerMonth: 0, maxAgents: 3, maxConcurrentCalls: null } });
    if (!parsed.ok) return;
    expect(settingsOf(parsed.value)).toEqual({ marginPercent: 12.5, keys: { voice: { unitPriceUsd: 0.12 }, tokens: { marginPercent: 40 } }, quotas: { minutesPerMonth: 0, maxAgents: 3, maxConcurrentCalls: null } });
    expect(settingsOf(null)).toBe(EMPTY_SETTINGS);
    expect(parseRebilling({ marginPercent: 1000 }).ok).toBe(true);
  });

  it('prices a key by its unit price, else its own margin, else the default margin, else the platform cost', () => {
    const row = { marginBasisPoints: 2500, prices: { voice: 120_000 }, keyMargins: { tokens: 4000 } };
    expect(rebilledPrice(row, 'voice', 10, 900_000n)).toBe(1_200_000n);
    expect(rebilledPrice(row, 'tokens', 10, 1_000n)).toBe(1_400n);
    expect(rebilledPrice(row, 'number', 1, 50_000n)).toBe(62_500n);
    expect(rebilledPrice({ ...row, marginBasisPoints: null }, 'number', 1, 50_000n)).toBe(50_000n);
    expect(rebilledPrice(null, 'voice', 10, 900_000n)).toBe(900_000n);
    expect(rebilledPrice({ marginBasisPoints: 2500, prices: {}, keyMargins: {} }, 'voice', 1, 3n)).toBe(4n); // 3.75 rounded half up
    // a token price is per 1,000 tokens, like the platform's
    expect(rebilledPrice({ marginBasisPoints: null, prices: { tokens: 3_000 }, keyMargins: {} }, 'tokens', 2_500, 5_000n)).toBe(7_500n);
  });
});

describe('the edit form', () => {
  it('turns settings into flat values and back into the same body', () => {
    const settings = { marginPercent: 25, keys: { voice: { unitPriceUsd: 0.12 }, tokens: { marginPercent: 40 } }, quotas: { minutesPerMonth: 1000, maxAgents: null, maxConcurrentCalls: 3 } };
    const values = formValues(settings);
    expect(values).toMatchObject({ marginPercent: '25', mode_voice: 'price', value_voice: '0.12', mode_tokens: 'margin', mode_number: 'default', maxAgents: '', maxConcurrentCalls: '3' });
    const parsed = parseRebilling(toBody(values));
    expect(parsed.ok && settingsOf(parsed.value)).toEqual(settings);
  });

  it('puts the shared parser\'s message on the field that shows it', () => {
    expect(validateForm({ marginPercent: '1001' })).toEqual({ marginPercent: REBILLING_ERRORS.margin });
    expect(validateForm({ mode_voice: 'price', value_voice: '-1' })).toEqual({ value_voice: REBILLING_ERRORS.unitPrice });
    expect(validateForm({ mode_voice: 'margin', value_voice: '' })).toEqual({ value_voice: REBILLING_ERRORS.margin });
    expect(validateForm({ maxAgents: '2.5' })).toEqual({ maxAgents: REBILLING_ERRORS.quota(100_000) });
    expect(validateForm({ marginPercent: '25', mode_voice: 'default', value_voice: 'ignored' })).toEqual({});
  });

  it('summarises pricing and quotas for the list', () => {
    expect(pricingSummary(EMPTY_SETTINGS)).toBe('Platform price');
    expect(pricingSummary({ ...EMPTY_SETTINGS, marginPercent: 25, keys: { voice: { unitPriceUsd: 0.12 } } })).toBe('25% margin · voice $0.12/unit');
    expect(quotaSummary({ ...EMPTY_SETTINGS, quotas: { minutesPerMonth: 500, maxAgents: 2, maxConcurrentCalls: null } })).toBe('500 min/month · 2 agents');
  });

  it('reads the ledger range from the URL, the last 30 days otherwise', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(ledgerRange(new URLSearchParams('from=2026-11-01&to=2026-11-30'), now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(ledgerRange(new URLSearchParams('from=2026-12-05&to=2026-11-30'), now)).toEqual({ from: '2026-10-31', to: '2026-11-30' });
    expect(ledgerRange(new URLSearchParams('from=junk'), now)).toEqual({ from: '2026-11-02', to: '2026-12-02' });
  });
});
