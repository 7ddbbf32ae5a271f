// The profile screens' pure rules (unit-tested): the email and phone codes (spec §5: exactly 6
// characters, or nothing is submitted; sent as an integer), new link ids, and moving a row.
export const CODE_LENGTH = 6;

/** The code as the call sends it (an integer), or null when it is not exactly 6 digits: nothing is submitted. */
export function codeToSubmit(code: string): number | null {
  const text = code.trim();
  if (text.length !== CODE_LENGTH || !/^\d+$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** A short id for a new link, unique among `taken`. */
export function newLinkId(taken: readonly string[], random: () => number = Math.random): string {
  for (;;) {
    const id = `l${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.includes(id)) return id;
  }
}

/** The list with item `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A picture's size after scaling it to fit `max` px on its longer side (never scaled up). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
