// Numbers read from the environment at start. A bad value stops the server with a message naming
// the variable rather than falling back: a mistyped "5s" silently read as the default would hide
// the operator's intent.
export type Env = Record<string, string | undefined>;

/** `name` as a whole number in [min, max]; `fallback` when unset or empty. Throws on anything else. */
export function envInteger(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** `name` as a number in [min, max] (fractions allowed); `fallback` when unset or empty. */
export function envNumber(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_VALUE } = {}): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max) {
    throw new Error(`${name}: expected a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
