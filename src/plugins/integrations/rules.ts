// Pure rules of the integrations screens: the settings form an app's auth parameters make
// (dependencies.providers.auth.parameters.properties), what an install or update sends (a secret left
// empty is kept by the server), the `install` overlay's value, and links shown only when http(s).

export interface AuthParameter {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  writeOnly?: boolean;
}

export interface AppView {
  appId: string;
  appVersion: string;
  name: string;
  description: string;
  functions: string[];
  dependencies: { providers?: { auth?: { parameters?: { properties?: Record<string, AuthParameter>; required?: string[] } } }; calendar?: boolean };
  installed: boolean;
  enabled: boolean;
  settings: Record<string, unknown>;
  secretsSet: string[];
  installedAt: string | null;
}

export interface FormField {
  name: string;
  label: string;
  help: string;
  secret: boolean;
  required: boolean;
  /** a secret the server already holds: may be left empty */
  stored: boolean;
  inputType: 'password' | 'url' | 'email' | 'text';
}

export const appKey = (app: Pick<AppView, 'appId' | 'appVersion'>) => `${app.appId}:${app.appVersion}`;

/** `?install=crm:2` → { appId: 'crm', appVersion: '2' }, or null. */
export function parseAppKey(value: string): { appId: string; appVersion: string } | null {
  const match = /^([A-Za-z0-9_.-]{1,64}):([A-Za-z0-9_.-]{1,32})$/.exec(value);
  return match ? { appId: match[1]!, appVersion: match[2]! } : null;
}

export function formFields(app: AppView): FormField[] {
  const parameters = app.dependencies.providers?.auth?.parameters;
  const required = new Set(parameters?.required ?? []);
  return Object.entries(parameters?.properties ?? {}).map(([name, p]) => {
    const secret = p.writeOnly === true || p.format === 'password';
    const stored = secret && app.secretsSet.includes(name);
    return {
      name,
      label: p.title || name,
      help: p.description ?? '',
      secret,
      // a stored secret need not be typed again
      required: required.has(name) && !stored,
      stored,
      inputType: secret ? 'password' : p.format === 'uri' ? 'url' : p.format === 'email' ? 'email' : 'text',
    };
  });
}

/** The form's first values: the settings as saved, secrets always empty (never sent back). */
export function initialValues(app: AppView): Record<string, string> {
  return Object.fromEntries(formFields(app).map((f) => [f.name, f.secret ? '' : String(app.settings[f.name] ?? '')]));
}

/** What to send: every setting, and only the secrets typed (an empty one keeps the stored value). */
export function valuesToSend(fields: readonly FormField[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.secret && !value) continue;
    out[field.name] = value;
  }
  return out;
}

/** The first required field left empty, or null. */
export function missingField(fields: readonly FormField[], values: Record<string, string>): string | null {
  return fields.find((f) => f.required && !(values[f.name] ?? '').trim())?.name ?? null;
}

/** Only http(s) addresses become links. */
export const safeLink = (url: string | null | undefined): string | null => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

/** The server's `field: message` refusal for one of the form's fields, as [field, message]; null otherwise. */
export function fieldRefusal(message: string): [string, string] | null {
  const match = /^app\.([A-Za-z0-9_]+): (.+)$/.exec(message);
  return match ? [match[1]!, match[2]!] : null;
}
