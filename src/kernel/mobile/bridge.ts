// The web app's side of the mobile bridge (spec 1 §1, §4.5, §5): every message the app sends is
// validated (adapters/nativeBridge.ts) and then answered here. A contact search gets the matching
// contacts (through the contacts API) with the same request id; a check-in records one
// (POST /api/v1/mobileCheckIn) and answers its time; logout signs out (which sends the native
// logout command and keeps the mobile and generic flags); an open-URL message for a page of the
// console opens it in place. The signed-in part (data provider) registers while an account view is
// mounted (NativeBridgeHost); signed out, searches and check-ins are answered with an error.
import type { NativeAnswer, NativeContact, NativeMessage } from '../../adapters/nativeBridge';
import { MOBILE_MESSAGES } from './messages';

export interface SignedInBridge {
  searchContacts(contactName: string): Promise<NativeContact[]>;
  checkIn(): Promise<number>;
}

export interface BridgeDeps {
  /** the signed-in part, or null when nobody is signed in (or no account view is mounted yet) */
  signedIn(): SignedInBridge | null;
  logout(): Promise<void> | void;
  /** opens a path of the console (same origin) */
  navigate(path: string): void;
  origin: string;
  answer(answer: NativeAnswer): void;
}

let registered: SignedInBridge | null = null;

/** Registers the signed-in part of the bridge; returns the unregister. */
export function registerSignedInBridge(bridge: SignedInBridge): () => void {
  registered = bridge;
  return () => {
    if (registered === bridge) registered = null;
  };
}

export const signedInBridge = (): SignedInBridge | null => registered;

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Pure but for deps: what the console does with one validated message of the app. */
export async function handleNativeMessage(message: NativeMessage, deps: BridgeDeps): Promise<void> {
  switch (message.type) {
    case 'contactSearch': {
      const { requestId, contactName } = message;
      const bridge = deps.signedIn();
      if (!bridge) return deps.answer({ type: 'contactSearchResult', requestId, contacts: [], error: MOBILE_MESSAGES.notSignedIn });
      try {
        const contacts = await bridge.searchContacts(contactName.trim());
        return deps.answer({ type: 'contactSearchResult', requestId, contacts });
      } catch (error) {
        return deps.answer({ type: 'contactSearchResult', requestId, contacts: [], error: failure(error, MOBILE_MESSAGES.searchFailed) });
      }
    }
    case 'checkIn': {
      const bridge = deps.signedIn();
      if (!bridge) return deps.answer({ type: 'checkInResult', at: null, error: MOBILE_MESSAGES.notSignedIn });
      try {
        return deps.answer({ type: 'checkInResult', at: await bridge.checkIn() });
      } catch (error) {
        return deps.answer({ type: 'checkInResult', at: null, error: failure(error, MOBILE_MESSAGES.checkInFailed) });
      }
    }
    case 'logout':
      return void (await deps.logout());
    case 'openUrl': {
      // a page of the console opens in the webview; another site is never loaded into it
      const path = consolePath(message.url, deps.origin);
      if (path) deps.navigate(path);
      return;
    }
  }
}

/** The path (with query and hash) of an http(s) URL of the console's own /app pages, else null. */
export function consolePath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return null;
    if (parsed.pathname !== '/app' && !parsed.pathname.startsWith('/app/')) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A contact record of the contacts API in the shape the app's picker reads (mobileContacts'). */
export function toNativeContact(record: Record<string, unknown>): NativeContact {
  const name = [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ') || text(record.company);
  return { id: String(record.id), name, phoneNumber: text(record.phoneNumber), email: text(record.email) };
}
