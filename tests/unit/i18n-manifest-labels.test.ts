// The shell's words from plugin.manifest.json (menu, user menu, settings panels, app-bar actions) in
// French (issue 24 item 5): every labelled entry has a French label, differing from its English, and
// the French table names no entry the manifest lacks; English stays the manifest's own text.
import { describe, expect, it } from 'vitest';
import { manifestLabel, type ManifestLabelKind } from '../../src/kernel/i18n/manifestLabels';
import { MANIFEST_LABELS_FR } from '../../src/kernel/i18n/manifestLabels.fr';
import { manifest } from '../../src/shared/manifest';
// loading French registers its manifest labels, as i18nReady does in the console
import '../../src/kernel/i18n/locales/fr';

const labelled: { kind: ManifestLabelKind; id: string; english: string }[] = manifest.plugins.flatMap((p) => [
  ...p.menu.map((m) => ({ kind: 'menu' as const, id: m.id, english: m.label })),
  ...(p.userMenu ?? []).map((u) => ({ kind: 'userMenu' as const, id: u.id, english: u.label })),
  ...(p.settingsPanels ?? []).map((s) => ({ kind: 'settingsPanels' as const, id: s.id, english: s.title })),
  ...(p.appBarActions ?? []).map((a) => ({ kind: 'appBarActions' as const, id: a.id, english: a.label })),
]);

describe("the manifest's labels", () => {
  it('has every labelled entry in French, and only those', () => {
    expect(labelled.length).toBeGreaterThan(20);
    expect(Object.keys(MANIFEST_LABELS_FR).sort()).toEqual(labelled.map((l) => `${l.kind}.${l.id}`).sort());
  });

  it('reads French in French (a real translation where the words differ) and the manifest in English', () => {
    for (const l of labelled) {
      expect(manifestLabel(l.kind, l.id, l.english, 'en')).toBe(l.english);
      expect(manifestLabel(l.kind, l.id, l.english, 'fr')).toBe(MANIFEST_LABELS_FR[`${l.kind}.${l.id}`]);
    }
    const same = labelled.filter((l) => manifestLabel(l.kind, l.id, l.english, 'fr') === l.english).map((l) => l.english);
    // words French shares with English
    expect(same.sort()).toEqual(['Contacts', 'Webhooks']);
    expect(manifestLabel('menu', 'no-such-entry', 'Untranslated', 'fr')).toBe('Untranslated');
  });
});
