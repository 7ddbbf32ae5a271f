// One failed test as `npm test` prints it in its closing summary (scripts/test.ts): where, what, and
// the first three lines of the error, ANSI colours removed.
const MAX_ERROR_LINES = 3;

export function failureLine(step: string, where: string, error: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = error.replace(/\u001b\[[0-9;]*m/g, '');
  const head = plain.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, MAX_ERROR_LINES);
  return `[${step}] ${where}\n${head.map((line) => `    ${line.slice(0, 300)}\n`).join('')}`;
}
