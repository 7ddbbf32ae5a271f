// Pure column rules of editConvoColumns.

/** The chosen fields first in their order, then every other known field. */
export function orderedChoices(chosen: readonly string[], known: readonly string[]): string[] {
  return [...new Set([...chosen, ...known])];
}

/** `field` moved one place up (-1) or down (1); unchanged at either end or when absent. */
export function moveField(order: readonly string[], field: string, by: -1 | 1): string[] {
  const from = order.indexOf(field);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
