// react-admin saves a list page's query parameters in its store and puts them back when the user
// returns to the list. Overlay parameters must not come back that way: this wrapper strips catalogue
// names from every `*.listParams` value (and from its `filter`) before it is stored or read. The
// theme key is kept in the console's own storage so the choice survives reload in one place.
import { localStorageStore, type Store } from 'react-admin';
import { isOverlayName } from './catalogue';
import { storage as defaultStorage, STORAGE_KEYS, type Storage } from '../adapters/storage';

function withoutOverlays(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !isOverlayName(key)));
}

/** Pure: the list params without overlay parameters. Other values pass through. */
export function stripOverlayParams<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const stripped: Record<string, unknown> = withoutOverlays(value as Record<string, unknown>);
  const filter = stripped.filter;
  if (filter && typeof filter === 'object' && !Array.isArray(filter)) {
    stripped.filter = withoutOverlays(filter as Record<string, unknown>);
  }
  return stripped as T;
}

const isListParamsKey = (key: string) => key.endsWith('.listParams');

export function createOverlaySafeStore(inner: Store = localStorageStore(undefined, 'Switchboard'), storage: Storage = defaultStorage): Store {
  const clean = <T>(key: string, value: T): T => (isListParamsKey(key) ? stripOverlayParams(value) : value);
  const themeListeners = new Set<(value: unknown) => void>();
  return {
    ...inner,
    getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
      if (key === 'theme') return (storage.get(STORAGE_KEYS.theme) as T | null) ?? defaultValue;
      return clean(key, inner.getItem(key, defaultValue));
    },
    setItem<T = unknown>(key: string, value: T): void {
      if (key === 'theme') {
        if (value == null) storage.remove(STORAGE_KEYS.theme);
        else storage.set(STORAGE_KEYS.theme, String(value));
        themeListeners.forEach((l) => l(value));
        return;
      }
      inner.setItem(key, clean(key, value));
    },
    removeItem(key: string) {
      if (key === 'theme') return this.setItem(key, undefined);
      inner.removeItem(key);
    },
    subscribe(key: string, callback: (value: any) => void) {
      if (key === 'theme') {
        themeListeners.add(callback);
        return () => void themeListeners.delete(callback);
      }
      return inner.subscribe(key, callback);
    },
  };
}
