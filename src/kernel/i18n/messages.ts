// The shape of translation messages and how layers of them combine (react-admin's, then the
// plugins' English, then a locale file's translations). Pure.
import type { TranslationMessages } from 'react-admin';

/** Nested message keys, as react-admin's `ra.*` and `resources.<name>.fields.*`. */
export interface Messages {
  [key: string]: string | Messages;
}

/** What a plugin says about one react-admin resource: its name (`Contact |||| Contacts`) and field labels. */
export interface ResourceMessages {
  name?: string;
  fields?: Record<string, string>;
  [key: string]: string | Messages | undefined;
}

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later layers win key by key; nested objects merge. Inputs are left as they are. */
export function mergeMessages(...layers: readonly (Messages | TranslationMessages | undefined)[]): Messages {
  const out: Messages = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      const current = out[key];
      out[key] = isMessages(value) && isMessages(current) ? mergeMessages(current, value) : isMessages(value) ? mergeMessages(value) : (value as string);
    }
  }
  return out;
}
