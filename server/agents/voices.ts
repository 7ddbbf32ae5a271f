// The voice catalogue (spec 1 §3 Onboarding state: "a fixed default voice id exists"). The console
// previews voices with the browser's speech synthesis; the ids are what a campaign stores.

export const VOICE_DEFAULT_ID = 'aria';

export interface Voice {
  id: string;
  name: string;
  language: string;
  gender: 'female' | 'male' | 'neutral';
  description: string;
}

export const VOICES: readonly Voice[] = [
  { id: 'aria', name: 'Aria', language: 'en-US', gender: 'female', description: 'Warm, clear' },
  { id: 'davis', name: 'Davis', language: 'en-US', gender: 'male', description: 'Calm, low' },
  { id: 'jenny', name: 'Jenny', language: 'en-US', gender: 'female', description: 'Bright, friendly' },
  { id: 'ryan', name: 'Ryan', language: 'en-GB', gender: 'male', description: 'British, measured' },
  { id: 'sonia', name: 'Sonia', language: 'en-GB', gender: 'female', description: 'British, crisp' },
  { id: 'elena', name: 'Elena', language: 'es-ES', gender: 'female', description: 'Spanish, warm' },
  { id: 'remy', name: 'Rémy', language: 'fr-FR', gender: 'male', description: 'French, relaxed' },
  { id: 'sam', name: 'Sam', language: 'en-US', gender: 'neutral', description: 'Even, neutral' },
];

export const isVoiceId = (id: string): boolean => VOICES.some((v) => v.id === id);
