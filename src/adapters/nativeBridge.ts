// The mobile app embeds the console in a React Native webview. Messages both ways are JSON; both
// directions are validated (spec 5: contact search needs contact name and request id; opening a
// URL needs the URL, and only http(s) is let through).
export type NativeMessage =
  | { type: 'contactSearch'; contactName: string; requestId: string }
  | { type: 'openUrl'; url: string }
  | { type: 'logout' }
  | { type: 'checkIn' };

/** A contact as the app's answer carries it (the mobile picker's shape: GET /api/v1/mobileContacts). */
export interface NativeContact {
  id: string;
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/** What the web app answers the native side: the request's id comes back with the result. */
export type NativeAnswer =
  | { type: 'contactSearchResult'; requestId: string; contacts: NativeContact[]; error?: string }
  | { type: 'checkInResult'; at: number | null; error?: string };

const nonEmpty = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

function isHttpUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A well-formed message or null. Accepts the JSON string the webview delivers or an object. */
export function parseNativeMessage(raw: unknown): NativeMessage | null {
  let data: any = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  switch (data.type) {
    case 'contactSearch':
      if (!nonEmpty(data.contactName) || !nonEmpty(data.requestId)) return null;
      return { type: 'contactSearch', contactName: String(data.contactName), requestId: String(data.requestId) };
    case 'openUrl':
      return isHttpUrl(data.url) ? { type: 'openUrl', url: data.url } : null;
    case 'logout':
    case 'checkIn':
      return { type: data.type };
    default:
      return null;
  }
}

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

const nativeWindow = (): NativeWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as NativeWindow);

export function hasNativeBridge(): boolean {
  return !!nativeWindow()?.ReactNativeWebView;
}

/** Sends a validated message to the app; false when invalid or not inside the app. */
export function postNativeMessage(message: NativeMessage): boolean {
  const valid = parseNativeMessage(message);
  const bridge = nativeWindow()?.ReactNativeWebView;
  if (!valid || !bridge) return false;
  bridge.postMessage(JSON.stringify(valid));
  return true;
}

const isAnswer = (answer: NativeAnswer): boolean =>
  answer.type === 'contactSearchResult'
    ? nonEmpty(answer.requestId) && Array.isArray(answer.contacts)
    : answer.type === 'checkInResult' && (answer.at === null || Number.isInteger(answer.at));

/** Answers a message of the app (a search's result carries its request id); false outside the app. */
export function postNativeAnswer(answer: NativeAnswer): boolean {
  const bridge = nativeWindow()?.ReactNativeWebView;
  if (!bridge || !isAnswer(answer)) return false;
  bridge.postMessage(JSON.stringify(answer));
  return true;
}

/** Listens to messages from the app (window on iOS, document on Android). Returns the unsubscribe. */
export function onNativeMessage(handler: (message: NativeMessage) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const message = parseNativeMessage((event as MessageEvent).data);
    if (message) handler(message);
  };
  window.addEventListener('message', listener);
  document.addEventListener('message', listener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener);
  };
}
