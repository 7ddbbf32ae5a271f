// SIP captures (issue 21 point 2; spec doc 2 "Developer": GET /api/v2/sip/captures, optional
// sipCallId and format; reads json, text or binary). Without sipCallId: the organization's recent
// captured calls, newest first, paged. With it: that call's messages as JSON, as raw SIP text, or as
// a pcap file (application/vnd.tcpdump.pcap, an attachment). Another organization's call id is 404.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { captureObject, captureOf, listCaptures, messageObject } from '../../sip/captures';
import { sipGuard } from '../../sip/guard';
import { CAPTURE_NOT_FOUND } from '../../sip/messages';
import { captureText, capturePcap } from '../../sip/wire';

const captureDoc = reply('A captured call: sipCallId, from, to, startedAt, finalStatus, finalReason, messageCount');
const messageDoc = reply('A SIP message: seq, at, source and destination ({name, ip, port}), method or statusCode + reason, requestUri, headers ([name, value]), body (SDP), raw (the message as sent)');

const query = z.object({
  sipCallId: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters').optional().describe('The call\'s SIP Call-ID; without it, the list'),
  format: z.enum(['json', 'text', 'binary'], 'Expected json, text or binary').default('json').describe('json | text (raw SIP) | binary (pcap)'),
  page: z.coerce.number('Expected a page number').int('Expected a page number').min(1, 'Expected a page number').max(10_000, 'At most 10000').default(1),
  perPage: z.coerce.number('Expected a number').int('Expected a whole number').min(1, 'At least 1').max(100, 'At most 100').default(20),
});

/** A file name made of the call id's safe characters only. */
const fileName = (sipCallId: string, ext: string) => `sip-${sipCallId.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80)}.${ext}`;

export default defineArea({
  tag: 'SIP',
  routes: ({ db, demo }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/sip/captures',
      download: true,
      ...sipGuard(db),
      summary: 'SIP captures: the recent captured calls (paged), or one call\'s messages as json, text or a pcap file',
      query,
      produces: ['application/json', 'text/plain', 'application/vnd.tcpdump.pcap'],
      response: z.union([
        reply('The list (no sipCallId); demoCalls: whether POST /api/v2/sip/demoCalls is served (demo mode)', { success, captures: z.array(captureDoc), total: z.number().int(), page: z.number().int(), perPage: z.number().int(), demoCalls: z.boolean() }),
        reply('One call (format json)', { success, capture: captureDoc, messages: z.array(messageDoc) }),
        z.string().describe('format text: the raw SIP messages; format binary: a pcap file (LINKTYPE_RAW, one IPv4/UDP packet per message)'),
      ]),
      errors: { 404: CAPTURE_NOT_FOUND },
      handler: async ({ query: q, subject: org, reply: res }) => {
        if (q.sipCallId === undefined) {
          const { rows, total } = await listCaptures(db, org.id, q.page, q.perPage);
          return { success: true, captures: rows.map(captureObject), total, page: q.page, perPage: q.perPage, demoCalls: demo };
        }
        const found = await captureOf(db, org.id, q.sipCallId);
        if (!found) fail(404, CAPTURE_NOT_FOUND);
        if (q.format === 'text') {
          return res
            .header('Content-Type', 'text/plain; charset=utf-8')
            .header('Content-Disposition', `inline; filename="${fileName(q.sipCallId, 'txt')}"`)
            .header('Cache-Control', 'no-store')
            .send(captureText(found.messages));
        }
        if (q.format === 'binary') {
          return res
            .header('Content-Type', 'application/vnd.tcpdump.pcap')
            .header('Content-Disposition', `attachment; filename="${fileName(q.sipCallId, 'pcap')}"`)
            .header('Cache-Control', 'no-store')
            .send(capturePcap(found.messages));
        }
        return { success: true, capture: captureObject(found.capture), messages: found.messages.map(messageObject) };
      },
    }),
  ],
});
