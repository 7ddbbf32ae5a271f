// Every string the calls plugin shows, in one place.
import { localized } from '@kernel/sdk';
import fr from './messages.fr';
import { formatPhone } from '../../shared/phoneFormat';

const english = {
  titles: {
    forwarding: 'Forward your cell phone',
    verify: 'Test call forwarding',
    call: 'Live call',
    calling: 'Calling',
    live: 'Live',
    callerConsole: 'Caller console',
  },
  forwarding: {
    intro: (number: string) => `Calls to your cell phone can ring your agent at ${formatPhone(number)}. Dial the code of your carrier on the cell phone, then place a test call.`,
    carrier: 'Your cell phone carrier',
    mode: 'Forward',
    modes: { always: 'Every call', unanswered: 'Calls you do not answer' },
    dialOn: 'Dial to turn forwarding on',
    dialOff: 'Dial to turn it off',
    notNorthAmerican: 'These codes are for US numbers; ask your carrier how to forward to this number.',
    otherCarrier: 'Another carrier? Its support pages give its forwarding code.',
    test: 'Place a test call',
  },
  verify: {
    cell: 'Your cell phone number',
    cellHelp: 'The phone you forward, as +1 and 10 digits',
    start: 'Call my cell phone',
    again: 'Call again',
    ringing: 'Calling your cell phone… the call should come back to your agent\'s number.',
    proven: (when: string) => `Forwarding works: the test call came through on ${when}.`,
    failed: 'The test call did not come through. Check the code you dialled, then call again.',
    lastProven: (when: string) => `Forwarding last proven on ${when}.`,
    never: 'Forwarding has not been proven yet.',
    startFailed: 'The test call could not be placed.',
  },
  load: { loading: 'Loading number…', failed: 'The number could not be loaded.' },
  calling: {
    to: (who: string) => `Calling ${who}`,
    audio: 'Voice',
    video: 'Video',
    type: 'Call type',
    end: 'End call',
    ended: 'Call ended.',
  },
  demoCarrier: 'Demo carrier',
};

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });
