// Which panels an editor shows (spec 1 §2.3): the full editor's five, or template mode's (the
// template's fields, voice and timezone) for users without canUseFullEditor and template agents.
export const FULL_PANELS = ['settings', 'prompt', 'template', 'variables', 'advanced'] as const;
export const TEMPLATE_PANELS = ['template', 'settings'] as const;
export type Panel = (typeof FULL_PANELS)[number];

export function panelsFor(fullEditor: boolean): readonly Panel[] {
  return fullEditor ? FULL_PANELS : TEMPLATE_PANELS;
}

/** The panel to open: the one asked for when shown, else the first. */
export function startPanel(asked: Panel | undefined, shown: readonly Panel[]): Panel {
  return asked && shown.includes(asked) ? asked : shown[0];
}
