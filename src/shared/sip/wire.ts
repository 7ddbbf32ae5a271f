// A SIP message as the wire carried it, in the one shape the server's Demo carrier (server/sip/demoFlow.ts),
// the capture exports (server/sip/wire.ts, its text and pcap) and the console's ladder
// (src/plugins/sip/rules.ts) all build on: which endpoint sent it to which, the start line (a
// request's method and URI, or a reply's status and reason), the headers and the body. Each adds its
// own notion of time (an offset, a Date, an ISO string).

/** One side of a SIP exchange: a PBX, the SBC, a carrier. */
export interface SipEndpoint {
  name: string;
  ip: string;
  port: number;
}

export interface SipWireFields {
  source: SipEndpoint;
  destination: SipEndpoint;
  /** a request's method (INVITE, ACK, BYE…); null for a reply */
  method: string | null;
  /** a reply's status code; null for a request */
  statusCode: number | null;
  reason: string | null;
  requestUri: string | null;
  /** in wire order; Content-Length is computed when the message is written out */
  headers: [string, string][];
  body: string;
}
