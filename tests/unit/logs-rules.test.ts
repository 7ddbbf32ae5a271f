import { describe, expect, it } from 'vitest';
import { ALWAYS_LOG_FIELDS, OPERATOR_LABELS, operatorsFor } from '../../src/shared/calls';
import { dateFilterParam, logsQuery, logsWindow, requestedFields } from '../../src/plugins/logs/rules/logsQuery';
import { DEFAULT_VIEW, type LogsView } from '../../src/plugins/logs/rules/logsUrl';
import { moveField, orderedChoices } from '../../src/plugins/logs/rules/columns';
import { filtersOf, newRow, rowOf, toLocalInput, withField } from '../../src/plugins/logs/rules/filterRows';
import { formatCell, parseTranscriptKey, transcriptKey, transcriptLines } from '../../src/plugins/logs/rules/cells';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const nowS = NOW / 1000;

describe('logsQuery: the view as GET /api/v2/logs parameters', () => {
  it('the default view: the last 30 days, the first 10 fields plus the five always requested', () => {
    const query = logsQuery(DEFAULT_VIEW, NOW);
    expect(query).toEqual({ dateFilter: 'last 30 days', fields: requestedFields(DEFAULT_VIEW.fields) });
    for (const field of ALWAYS_LOG_FIELDS) expect(query.fields.split(',')).toContain(field);
  });

  it('filters become field__operator, defaults by type, booleans send true, lists comma-joined, empties dropped', () => {
    const view: LogsView = {
      ...DEFAULT_VIEW,
      dateFilter: 'last 7 days',
      fields: ['duration'],
      filters: [
        { field: 'cnam', value: 'smith' },
        { field: 'duration', op: 'gt', value: 60 },
        { field: 'direction', op: 'in', value: ['inbound', 'outbound'] },
        { field: 'transfer', op: 'isnull', value: true },
        { field: 'toNumber', value: '  ' },
        { field: 'agentId', op: 'contains', value: '4' },
      ],
      orgId: 12,
    };
    expect(logsQuery(view, NOW)).toEqual({
      cnam__contains: 'smith',
      duration__gt: '60',
      direction__in: 'inbound,outbound',
      transfer__isnull: 'true',
      accountId__eq: '12',
      dateFilter: 'last 7 days',
      fields: 'duration,uuid,callId,accountId,agentId,roomId',
    });
  });

  it('test calls are asked for only when the switch is on (the server leaves them out otherwise)', () => {
    expect(logsQuery(DEFAULT_VIEW, NOW)).not.toHaveProperty('includeTest');
    expect(logsQuery({ ...DEFAULT_VIEW, includeTest: true }, NOW)).toEqual({ ...logsQuery(DEFAULT_VIEW, NOW), includeTest: 'true' });
  });

  it('the window is sent as the view has it; an unreadable one as the default', () => {
    expect(dateFilterParam({ dateFilter: { start: 100, end: 200 } }, NOW)).toBe('{"start":100,"end":200}');
    expect(dateFilterParam({ dateFilter: 'last 2 weeks' }, NOW)).toBe('last 2 weeks');
    expect(dateFilterParam({ dateFilter: 'someday' }, NOW)).toBe('last 30 days');
  });

  it('an unreadable window falls back to the default 30 days', () => {
    expect(logsWindow({ dateFilter: 'yesterday-ish' }, NOW)).toEqual({ start: nowS - 2_592_000, end: nowS });
    expect(logsWindow({ dateFilter: { start: 100, end: 200 } }, NOW)).toEqual({ start: 100, end: 200 });
  });
});

describe('filter builder rows', () => {
  it('a new row takes the type default: contains for strings, eq otherwise', () => {
    expect(newRow('cnam').op).toBe('contains');
    expect(newRow('duration').op).toBe('eq');
    expect(newRow('timestamp').op).toBe('eq');
  });

  it('changing the field keeps an allowed operator, else the new default', () => {
    expect(withField({ field: 'cnam', op: 'eq', text: 'x' }, 'duration')).toEqual({ field: 'duration', op: 'eq', text: 'x' });
    expect(withField({ field: 'cnam', op: 'regex', text: 'x' }, 'duration').op).toBe('eq');
    expect(withField({ field: 'duration', op: 'gt', text: '' }, 'cnam').op).toBe('contains');
  });

  it.each([
    [[{ field: 'cnam', op: 'contains', text: ' Ann ' }], [{ field: 'cnam', value: 'Ann' }]],
    [[{ field: 'duration', op: 'gt', text: '60' }], [{ field: 'duration', op: 'gt', value: 60 }]],
    [[{ field: 'toNumber', op: 'in', text: '+1555, ,+1666' }], [{ field: 'toNumber', op: 'in', value: ['+1555', '+1666'] }]],
    [[{ field: 'toNumber', op: 'in', text: ' , ' }], []],
    [[{ field: 'cnam', op: 'isnull', text: '' }], [{ field: 'cnam', op: 'isnull', value: true }]],
    [[{ field: 'cnam', op: 'contains', text: '' }], []],
    [[{ field: 'duration', op: 'regex', text: 'x' }], []],
    [[{ field: 'duration', op: 'in', text: '1,2' }], [{ field: 'duration', op: 'in', value: [1, 2] }]],
    [
      [
        { field: 'cnam', op: 'contains', text: 'a' },
        { field: 'cnam', op: 'eq', text: 'b' },
      ],
      [{ field: 'cnam', op: 'eq', value: 'b' }],
    ],
  ])('%j → %j', (rows, filters) => expect(filtersOf(rows)).toEqual(filters));

  it('a date value is unix seconds, shown back as local date and time', () => {
    const [filter] = filtersOf([{ field: 'timestamp', op: 'gte', text: toLocalInput(nowS) }]);
    expect(filter).toEqual({ field: 'timestamp', op: 'gte', value: nowS });
    expect(rowOf(filter!)).toEqual({ field: 'timestamp', op: 'gte', text: toLocalInput(nowS) });
  });

  it('rows round-trip through filters', () => {
    const filters = [
      { field: 'cnam', value: 'Ann' },
      { field: 'direction', op: 'in', value: ['inbound'] },
      { field: 'transfer', op: 'present', value: true },
    ];
    expect(filtersOf(filters.map(rowOf))).toEqual(filters);
  });

  it('every operator the builder offers has the spec label', () => {
    for (const type of ['string', 'integer', 'date']) for (const op of operatorsFor(type)) expect(OPERATOR_LABELS[op]).toBeTruthy();
    expect(operatorsFor('string').map((op) => OPERATOR_LABELS[op])).toEqual(expect.arrayContaining(['is', 'is not', 'contains', 'starts with', 'ends with', 'matches regex', 'is null', 'is set', 'is empty', 'is present']));
  });
});

describe('columns', () => {
  it('chosen first in order, then the rest', () => expect(orderedChoices(['b', 'x'], ['a', 'b', 'c'])).toEqual(['b', 'x', 'a', 'c']));
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'z', 1, ['a', 'b', 'c']],
  ] as const)('%j move %s by %i → %j', (order, field, by, expected) => expect(moveField(order, field, by)).toEqual(expected));
});

describe('cells and transcripts', () => {
  it('dates from unix seconds, ms or ISO; the rest as text', () => {
    expect(formatCell(nowS, 'date')).toBe(formatCell(NOW, 'date'));
    expect(formatCell(new Date(NOW).toISOString(), 'date')).toBe(formatCell(nowS, 'date'));
    expect(formatCell(null, 'string')).toBe('');
    expect(formatCell('<b>x</b>', 'string')).toBe('<b>x</b>');
    expect(formatCell(42, 'integer')).toBe('42');
  });

  it('the transcript key carries accountId, roomId and uuid, whatever they contain', () => {
    const row = { accountId: 12, roomId: 'room:1/a', uuid: 'u-1' };
    expect(parseTranscriptKey(transcriptKey(row))).toEqual({ accountId: '12', roomId: 'room:1/a', uuid: 'u-1' });
    expect(parseTranscriptKey('12:room')).toBeNull();
    expect(parseTranscriptKey('12::u')).toBeNull();
    expect(parseTranscriptKey('%E0%A4%A:r:u')).toBeNull();
  });

  it.each([
    [{ conversation: { messages: [{ role: 'agent', text: 'Hi' }] } }, [{ speaker: 'agent', text: 'Hi', at: undefined }]],
    [{ transcript: [{ speaker: 'caller', content: 'Yo', timestamp: 5 }] }, [{ speaker: 'caller', text: 'Yo', at: 5 }]],
    [{ success: true, conversation: { roomId: 'r', transcript: [{ role: 'caller', text: 'Hello', offset: 12 }] } }, [{ speaker: 'caller', text: 'Hello', at: 12 }]],
    [{ transcript: 'plain text' }, [{ speaker: '', text: 'plain text' }]],
    [{ transcript: '' }, []],
    [{}, []],
  ])('%j → %j', (answer, lines) => expect(transcriptLines(answer)).toEqual(lines));

  it("keeps an agent line's knowledge-base citations, leaving out malformed ones", () => {
    const citations = [
      { chunkId: 7, documentId: 'd', url: 'https://acme.example/hours', title: 'Hours', score: 0.4, snippet: 'Open 9 to 5' },
      { url: '' },
      'junk',
      { url: 'javascript:alert(1)', title: 'Bad' },
    ];
    const [caller, agent] = transcriptLines({ transcript: [{ role: 'caller', text: 'Hours?' }, { role: 'agent', text: 'Nine to five', citations }] });
    expect(caller).not.toHaveProperty('citations');
    expect(agent!.citations).toEqual([
      { chunkId: 7, url: 'https://acme.example/hours', title: 'Hours', snippet: 'Open 9 to 5' },
      { chunkId: 'citation-3', url: 'javascript:alert(1)', title: 'Bad', snippet: '' },
    ]);
  });
});
