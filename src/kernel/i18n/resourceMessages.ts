// Plugins' English messages for their resources (`resources.<name>.*`), declared next to the spec's
// strings in each plugin's messages.ts: the plugin stays the one place for its strings, and the
// kernel never imports a plugin. A plugin's screens import its messages, so the declaration has run
// before any of its labels is translated.
import { mergeMessages, type Messages, type ResourceMessages } from './messages';

const declared = new Map<string, ResourceMessages>();
let version = 0;

/** Declares (or replaces) the English messages of resource `name`; returns them for the plugin's own use. */
export function defineResourceMessages<M extends ResourceMessages>(name: string, english: M): M {
  declared.set(name, english);
  version += 1;
  return english;
}

/** `{ resources: { <name>: … } }` of every declaration so far. */
export function declaredResourceMessages(): Messages {
  const resources: Messages = {};
  for (const [name, english] of declared) resources[name] = mergeMessages(english as Messages);
  return { resources };
}

/** Changes whenever a declaration is made (the provider rebuilds its phrases then). */
export const declarationsVersion = (): number => version;
