// Generated calls' transcripts: a few lines that tell the call's story (a hang-up, a question
// answered, an appointment booked, a transfer). Told on read from the call's own facts and a PRNG
// seeded by its uuid, so they are the same every time and a million seeded calls store none.
import type { TranscriptLine } from '../db/tables/calls';
import { prng } from './generator';

interface CallFacts {
  uuid: string;
  accountName: string;
  direction: string;
  duration: number;
  appointmentBooked: number;
  transferMade: number;
}

const QUESTIONS = [
  'What are your opening hours on Saturday?',
  'Do you have anything available next week?',
  'I wanted to ask about the price of a consultation.',
  'Can I change the time of my booking?',
  'Is parking available near you?',
];
const ANSWERS = [
  'We are open from nine to five, and until one on Saturdays.',
  'Let me check the calendar for you.',
  'A first consultation is free of charge.',
  'Of course, I can help with that.',
  'Yes, there is free parking behind the building.',
];

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function generatedTranscript(call: CallFacts): TranscriptLine[] {
  const random = prng(seedOf(call.uuid));
  const orgName = call.accountName;
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  const lines: TranscriptLine[] = [];
  const say = (role: TranscriptLine['role'], text: string) => {
    const offset = Math.min(call.duration, lines.length ? lines[lines.length - 1]!.offset + 3 + Math.floor(random() * 12) : 0);
    lines.push({ role, text, offset });
  };
  if (call.direction === 'inbound') say('agent', `Thank you for calling ${orgName}, how can I help you today?`);
  else say('agent', `Hello, this is ${orgName} calling about your recent enquiry.`);
  if (call.duration < 15) return lines;
  say('caller', pick(QUESTIONS));
  say('agent', pick(ANSWERS));
  if (call.appointmentBooked) {
    say('caller', 'Great, can you book me in?');
    say('agent', 'Done: you are booked, and you will get a confirmation by text.');
  } else if (call.transferMade) {
    say('caller', 'I would rather speak to someone in person.');
    say('agent', 'Of course, I am transferring you now.');
  } else {
    say('caller', 'Thanks, that is all I needed.');
  }
  say('agent', 'Thank you for calling, goodbye.');
  return lines;
}
