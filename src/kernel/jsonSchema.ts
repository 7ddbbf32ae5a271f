// A small JSON-schema validator for the subset the plugin manifest schema uses (type, required,
// properties, additionalProperties: false, items, enum, pattern, minLength, uniqueItems). Pure.
export interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  uniqueItems?: boolean;
  [other: string]: unknown;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(actual: string, expected: string): boolean {
  return actual === expected || (expected === 'number' && actual === 'integer');
}

/** Returns one message per violation, each prefixed with the JSON path; [] when valid. */
export function validateJsonSchema(value: unknown, schema: JsonSchema, path = '$'): string[] {
  const errors: string[] = [];
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const expected = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!expected.some((t) => typeMatches(actual, t))) {
      return [`${path}: expected ${expected.join(' or ')}, got ${actual}`];
    }
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) errors.push(`${path}: not one of ${schema.enum.join(', ')}`);
  if (actual === 'string') {
    const s = value as string;
    if (schema.minLength !== undefined && s.length < schema.minLength) errors.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.pattern && !new RegExp(schema.pattern).test(s)) errors.push(`${path}: does not match ${schema.pattern}`);
  }
  if (actual === 'array') {
    const list = value as unknown[];
    if (schema.uniqueItems) {
      const seen = new Set(list.map((v) => JSON.stringify(v)));
      if (seen.size !== list.length) errors.push(`${path}: items are not unique`);
    }
    if (schema.items) list.forEach((item, i) => errors.push(...validateJsonSchema(item, schema.items!, `${path}[${i}]`)));
  }
  if (actual === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in obj)) errors.push(`${path}: missing ${key}`);
    }
    for (const [key, child] of Object.entries(obj)) {
      const sub = schema.properties?.[key];
      if (sub) errors.push(...validateJsonSchema(child, sub, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unknown property ${key}`);
    }
  }
  return errors;
}
