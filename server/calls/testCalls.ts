// Test conversations (direction `test`, written by the agent editor's test chat: testCallRecord.ts)
// are nobody's call: counting them moved "Calls Answered" and the appointment rate each time someone
// tried an agent (issue 16 point 8). The metrics (so the home's summary and the scheduled reports,
// which are computed by computeMetrics) and the default logs view leave them out through this one
// condition; the logs show them on request (`includeTest=true`).
import { ne, type SQL } from 'drizzle-orm';
import { calls } from '../db/schema';
import { TEST_DIRECTION } from './testCallRecord';

/** The calls that count: all but test conversations (`direction` is never null). */
export const countedCalls = (): SQL => ne(calls.direction, TEST_DIRECTION);

/** The logs' condition: no test conversations unless the request asks for them. */
export const testCallsCondition = (includeTest: boolean): SQL | undefined => (includeTest ? undefined : countedCalls());
