// The prompt modal's rules: how a variable is written in the prompt (`{{name}}`, the server's
// fillVariables syntax, distinct from a template's `{key}` placeholders) and inserting it at the
// cursor. Pure.

export const variableToken = (name: string) => `{{${name}}}`;

/** `text` with `insert` replacing the selection [start, end); the caret goes after the insert. */
export function insertAtCursor(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/** The variables the prompt names ({{name}}) that the campaign does not define. */
export function unknownVariables(prompt: string, variables: Readonly<Record<string, string>>): string[] {
  const names = [...prompt.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g)].map((m) => m[1]);
  return [...new Set(names)].filter((name) => !Object.hasOwn(variables, name));
}
