// The browser's speech, feature-detected (the caller console): recognition where the browser offers
// it (Chrome's webkitSpeechRecognition), synthesis where speechSynthesis exists. Typing always works.
import { intlLocale } from '../../shared/intl';

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canListen = () => recognitionClass() !== null;
export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** Listens once; calls `heard` with what was said, `done` when listening stops. Returns a stopper. */
export function listenOnce(heard: (text: string) => void, done: () => void): () => void {
  const Class = recognitionClass();
  if (!Class) {
    done();
    return () => undefined;
  }
  const recognition = new Class();
  recognition.lang = intlLocale(); // the page's language (Settings → Language)
  recognition.interimResults = false;
  recognition.onresult = (event) => heard(event.results[0]?.[0]?.transcript ?? '');
  recognition.onend = done;
  recognition.onerror = done;
  recognition.start();
  return () => recognition.stop();
}

export function speak(text: string): void {
  if (!canSpeak() || !text) return;
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}
