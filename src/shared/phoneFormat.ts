// Phone formatting (spec 1 §5), shared by every screen that shows a number (contacts, numbers, calls).

/** Spec 5: the US or Canada check requires 11 digits starting with 1. */
export function isUsOrCanadaNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1');
}

/**
 * Spec 5: 11 digits render as +1 (xxx) xxx-xxxx; a value containing @ is left alone.
 * The leading digit is kept as the country code (it is 1 for every US or Canada number), so an
 * 11-digit number from elsewhere is not mislabelled as +1. Anything else is shown as stored.
 */
export function formatPhone(value: unknown): string {
  if (value == null) return '';
  const raw = String(value);
  if (raw.includes('@')) return raw;
  const digits = raw.replace(/\D/g, '');
  if (digits.length !== 11) return raw.trim();
  return `+${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}
