// Issue 23 point 4, pure rules: when a booking is for (day and time words in the agent's time zone),
// the Demo calendar's hours, the job tracker's targetDate (day-month-year), and the settings form an
// app's auth parameters make (secrets write-only: an empty one is kept, never sent back).
import { describe, expect, it } from 'vitest';
import { bookingLabel, demoHoursAllow, parseDay, parseDayMonthYear, parseTime, slotFrom, SLOT_MESSAGES, toDayMonthYear, zonedInstant } from '../../src/shared/integrations/slots';
import { fieldRefusal, formFields, initialValues, missingField, parseAppKey, safeLink, valuesToSend, type AppView } from '../../src/plugins/integrations/rules';

// Wednesday 2 December 2026, 15:00 UTC (10:00 in New York)
const NOW = new Date('2026-12-02T15:00:00Z');
const NY = 'America/New_York';

describe('booking slots', () => {
  it.each([
    ['9 am', [9, 0]],
    ['9:30pm', [21, 30]],
    ['12 am', [0, 0]],
    ['12 pm', [12, 0]],
    ['14:30', [14, 30]],
    ['9', [9, 0]],
    ['13 pm', null],
    ['25:00', null],
    ['9:75', null],
    ['noon', null],
  ])('reads the time %s', (text, expected) => expect(parseTime(text)).toEqual(expected));

  it.each([
    ['today', { year: 2026, month: 12, day: 2 }],
    ['tomorrow', { year: 2026, month: 12, day: 3 }],
    ['Monday', { year: 2026, month: 12, day: 7 }],
    ['wednesday', { year: 2026, month: 12, day: 9 }],
    ['2026-12-31', { year: 2026, month: 12, day: 31 }],
    ['2026-02-30', null],
    ['someday', null],
  ])('reads the day %s from a Wednesday', (text, expected) => expect(parseDay(text, NOW, NY)).toEqual(expected));

  it('places the wall-clock time in the agent\'s time zone, across a DST change', () => {
    expect(zonedInstant({ year: 2026, month: 12, day: 7, hour: 9, minute: 0 }, NY).toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 7, day: 7, hour: 9, minute: 0 }, NY).toISOString()).toBe('2026-07-07T13:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 12, day: 7, hour: 9, minute: 0 }, 'UTC').toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('answers the start, or why not', () => {
    expect(slotFrom({ date: 'monday', time: '9 am' }, NOW, NY)).toEqual({ start: new Date('2026-12-07T14:00:00Z') });
    expect(slotFrom({ time: '9 am' }, NOW, NY)).toEqual({ problem: SLOT_MESSAGES.noDate });
    expect(slotFrom({ date: 'monday' }, NOW, NY)).toEqual({ problem: SLOT_MESSAGES.noTime });
    expect(slotFrom({ date: 'someday', time: '9' }, NOW, NY)).toEqual({ problem: SLOT_MESSAGES.badDate });
    expect(slotFrom({ date: 'today', time: 'noon' }, NOW, NY)).toEqual({ problem: SLOT_MESSAGES.badTime });
    expect(slotFrom({ date: 'today', time: '9 am' }, NOW, NY)).toEqual({ problem: SLOT_MESSAGES.past });
  });

  it('keeps the Demo calendar to weekdays, 09:00 to 17:00 local, the whole slot inside', () => {
    expect(demoHoursAllow(new Date('2026-12-07T14:00:00Z'), NY)).toBe(true); // Mon 09:00
    expect(demoHoursAllow(new Date('2026-12-07T21:30:00Z'), NY)).toBe(true); // Mon 16:30
    expect(demoHoursAllow(new Date('2026-12-07T21:45:00Z'), NY)).toBe(false); // Mon 16:45 + 30 min
    expect(demoHoursAllow(new Date('2026-12-07T13:30:00Z'), NY)).toBe(false); // Mon 08:30
    expect(demoHoursAllow(new Date('2026-12-05T15:00:00Z'), NY)).toBe(false); // Sat 10:00
  });

  it('labels a booking in the agent\'s time zone', () => {
    expect(bookingLabel(new Date('2026-12-07T14:00:00Z'), NY)).toBe('Mon, 7 Dec 2026, 09:00');
  });

  it('reads targetDate as day-month-year', () => {
    expect(parseDayMonthYear('24-11-2026')).toEqual({ day: 24, month: 11, year: 2026 });
    expect(parseDayMonthYear('4-1-2026')).toEqual({ day: 4, month: 1, year: 2026 });
    expect(parseDayMonthYear('31-02-2026')).toBeNull();
    expect(parseDayMonthYear('2026-11-24')).toBeNull();
    expect(toDayMonthYear(new Date('2026-01-04T00:00:00Z'))).toBe('04-01-2026');
  });
});

const crm: AppView = {
  appId: 'crm',
  appVersion: '2',
  name: 'CRM lookup',
  description: '',
  functions: [],
  dependencies: {
    providers: {
      auth: {
        parameters: {
          properties: { apiKey: { type: 'string', title: 'API key', format: 'password', writeOnly: true }, baseUrl: { type: 'string', title: 'CRM address', format: 'uri' } },
          required: ['apiKey'],
        },
      },
    },
  },
  installed: false,
  enabled: false,
  settings: {},
  secretsSet: [],
  installedAt: null,
};

describe('app settings form', () => {
  it('makes a field per auth parameter; a secret is a password, required until stored', () => {
    expect(formFields(crm)).toEqual([
      { name: 'apiKey', label: 'API key', help: '', secret: true, required: true, stored: false, inputType: 'password' },
      { name: 'baseUrl', label: 'CRM address', help: '', secret: false, required: false, stored: false, inputType: 'url' },
    ]);
    const installed = { ...crm, installed: true, settings: { baseUrl: 'https://crm.example' }, secretsSet: ['apiKey'] };
    expect(formFields(installed)[0]).toMatchObject({ required: false, stored: true });
    expect(initialValues(installed)).toEqual({ apiKey: '', baseUrl: 'https://crm.example' });
    expect(formFields({ ...crm, dependencies: {} })).toEqual([]);
  });

  it('sends every setting and only the secrets typed', () => {
    const fields = formFields(crm);
    expect(valuesToSend(fields, { apiKey: '', baseUrl: ' https://x.example ' })).toEqual({ baseUrl: 'https://x.example' });
    expect(valuesToSend(fields, { apiKey: 'k', baseUrl: '' })).toEqual({ apiKey: 'k', baseUrl: '' });
    expect(missingField(fields, { apiKey: ' ', baseUrl: '' })).toBe('apiKey');
    expect(missingField(fields, { apiKey: 'k' })).toBeNull();
  });

  it('reads the install value, the server\'s field refusals, and links only http(s)', () => {
    expect(parseAppKey('crm:2')).toEqual({ appId: 'crm', appVersion: '2' });
    expect(parseAppKey('true')).toBeNull();
    expect(fieldRefusal('app.apiKey: Required')).toEqual(['apiKey', 'Required']);
    expect(fieldRefusal('App not found')).toBeNull();
    expect(safeLink('https://calendly.com/ada')).toBe('https://calendly.com/ada');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
