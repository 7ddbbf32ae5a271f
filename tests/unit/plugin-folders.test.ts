// The plugin folder template (README "How to write a plugin"): each catalogue overlay a plugin
// declares is `overlays/<CatalogueName>Overlay.tsx`, so the file of `?logFilterBuilder=` is found by
// its name; no production folder or file is named so that test tools take it for a test.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import type { Manifest } from '../../src/shared/manifest';

const manifest = manifestJson as unknown as Manifest;
const root = join(import.meta.dirname, '../..');
const plugins = join(root, 'src/plugins');

const overlayFile = (plugin: string, name: string) =>
  `src/plugins/${plugin}/overlays/${name[0]!.toUpperCase()}${name.slice(1)}Overlay.tsx`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? [relative(root, join(dir, d.name)) + '/', ...walk(join(dir, d.name))] : [relative(root, join(dir, d.name))],
  );
}

describe('plugin folders', () => {
  it('every overlay of a manifest entry is overlays/<CatalogueName>Overlay.tsx', () => {
    const missing = manifest.plugins.flatMap((p) => (p.overlays ?? []).map((name) => overlayFile(p.id, name))).filter((f) => !existsSync(join(root, f)));
    expect(missing).toEqual([]);
  });

  it('no overlay component lives outside an overlays/ folder', () => {
    expect(walk(plugins).filter((f) => f.endsWith('Overlay.tsx') && !f.includes('/overlays/'))).toEqual([]);
  });

  it('nothing under src/plugins looks like a test to test tools', () => {
    const testLike = /(^|\/)(tests?|__tests__|spec|__mocks__)\/$|\.(test|spec)\.[cm]?[jt]sx?$/;
    expect(walk(plugins).filter((f) => testLike.test(f))).toEqual([]);
  });
});
