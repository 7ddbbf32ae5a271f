// A spoken preview of a voice with the browser's speech synthesis, where there is one.

/** Says `text` in `language`; false when the browser cannot speak. */
export function speakPreview(text: string, language?: string): boolean {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  const utterance = new SpeechSynthesisUtterance(text);
  if (language) utterance.lang = language;
  synth.cancel();
  synth.speak(utterance);
  return true;
}
