// The audit actions, as the areas declare them (defineArea's `auditActions`): each area names the
// actions its routes record, with their labels. registerAreas declares them before any route runs;
// recording an undeclared action is a programming error, caught by the area's own tests.
const labels = new Map<string, { label: string; area: string }>();

export function declareAuditActions(area: string, actions: Readonly<Record<string, string>>): void {
  for (const [action, label] of Object.entries(actions)) {
    const known = labels.get(action);
    if (known && known.area !== area) throw new Error(`audit action ${action} declared by ${known.area} and ${area}`);
    labels.set(action, { label, area });
  }
}

export function isDeclaredAction(action: string): boolean {
  return labels.has(action);
}

/** The label of an action; an action no area declares any more shows as its key. */
export function actionLabel(action: string): string {
  return labels.get(action)?.label ?? action;
}

export function declaredActions(): { action: string; label: string }[] {
  return [...labels].map(([action, { label }]) => ({ action, label }));
}
