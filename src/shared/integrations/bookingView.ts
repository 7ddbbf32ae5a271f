// An agent line's booking as the call's transcript carries it (server/integrations/booking.ts): read
// defensively from the conversation answer, shown as text (never as HTML).
export interface BookingLine {
  ok: boolean;
  /** `Mon, 7 Dec 2026, 09:00` when booked */
  label: string;
  providerLabel: string;
  /** why not, when not booked */
  problem: string;
}

export function bookingOf(value: unknown): BookingLine | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : '');
  if (b.ok === true) return { ok: true, label: str(b.label), providerLabel: str(b.providerLabel), problem: '' };
  if (b.ok === false) return { ok: false, label: '', providerLabel: str(b.providerLabel), problem: str(b.problem) };
  return null;
}

export const bookingText = (b: BookingLine) => (b.ok ? `Appointment booked: ${b.label} (${b.providerLabel})` : `Not booked: ${b.problem}`);
