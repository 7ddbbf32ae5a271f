// Shared by the console and the server: where the live events stream is (issue 18 point 3). The
// server's timeouts and load shedding exempt this path, since a stream is meant to stay open.
export const EVENTS_STREAM_PATH = '/api/v2/events/stream';
