import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createOverlaySafeStore, stripOverlayParams } from '../../src/overlays/overlayStore';
import { createStorage, memoryStorage } from '../../src/adapters/storage';

describe('stripOverlayParams', () => {
  it.each([
    ['keeps list params', { sort: 'createdAt', order: 'DESC', page: 2, perPage: 25, filter: { q: 'ada' } }, { sort: 'createdAt', order: 'DESC', page: 2, perPage: 25, filter: { q: 'ada' } }],
    ['drops an overlay parameter', { page: 1, createContact: 'true' }, { page: 1 }],
    ['drops several', { page: 1, editContact: '12', previewContact: '3', help: 'true' }, { page: 1 }],
    ['drops overlay names from the filter', { filter: { q: 'x', contacts: 'true' } }, { filter: { q: 'x' } }],
    ['keeps unknown names', { page: 1, teleport: 'true' }, { page: 1, teleport: 'true' }],
    ['passes non-objects through', 'text', 'text'],
    ['passes null through', null, null],
  ])('%s', (_name, value, expected) => {
    expect(stripOverlayParams(value)).toEqual(expected);
  });
});

describe('createOverlaySafeStore', () => {
  const make = () => {
    const storage = createStorage(memoryStorage());
    const inner = memoryStore();
    const store = createOverlaySafeStore(inner, storage);
    store.setup();
    return { store, inner, storage };
  };

  it('strips overlay parameters from saved list params', () => {
    const { store, inner } = make();
    store.setItem('contacts.listParams', { page: 2, createContact: 'true', filter: { q: 'a', editContact: '1' } });
    expect(inner.getItem('contacts.listParams')).toEqual({ page: 2, filter: { q: 'a' } });
    expect(store.getItem('contacts.listParams')).toEqual({ page: 2, filter: { q: 'a' } });
  });

  it('strips values saved before the wrapper existed on read', () => {
    const { store, inner } = make();
    inner.setItem('contacts.listParams', { page: 3, previewContact: '9' });
    expect(store.getItem('contacts.listParams')).toEqual({ page: 3 });
  });

  it('leaves other keys alone', () => {
    const { store } = make();
    store.setItem('sidebar.open', { createContact: 'true' });
    expect(store.getItem('sidebar.open')).toEqual({ createContact: 'true' });
  });

  it('keeps the theme in the console storage and notifies subscribers', () => {
    const { store, storage } = make();
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('theme', (v) => seen.push(v));
    store.setItem('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    expect(store.getItem('theme', 'light')).toBe('dark');
    store.removeItem('theme');
    expect(store.getItem('theme', 'light')).toBe('light');
    unsubscribe();
    store.setItem('theme', 'dark');
    expect(seen).toEqual(['dark', undefined]);
  });
});
