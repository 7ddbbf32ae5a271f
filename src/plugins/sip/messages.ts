// Every string the SIP plugin shows, in one place (issue 21 point 2).
import { localized } from '@kernel/sdk';
import fr from './messages.fr';
const english = {
  titles: {
    page: 'SIP trunking',
    whitelist: 'IP whitelist',
    routes: 'Outbound routes',
    registration: 'Registration',
    captures: 'SIP captures',
    capture: (callId: string) => `Capture ${callId}`,
    ladder: 'Ladder',
    details: 'Message',
  },
  hints: {
    whitelist: 'Only these addresses may send calls into your trunk. IPv4, IPv6 or a CIDR network such as 203.0.113.0/24.',
    routes: 'Where calls to your PBX are sent: a SIP URI such as sip:pbx@sip.example.com:5060.',
    registration: 'The registrar your PBX registers with. The password is write-only: it is never shown again.',
    passwordKept: 'A password is set. Type a new one to replace it.',
    captures: 'The SIP messages of your recent trunk calls. Open one to see its ladder and what went wrong.',
    ladder: 'Endpoints are columns; each arrow is a message, in time order. Focus an arrow to read the message.',
    demoCall: 'Demo carrier: place a call through the trunk. A number ending in 401, 403, 404, 407, 408, 480, 486, 488 or 503 fails with that code.',
  },
  fields: { ip: 'IP or network', label: 'Label', route: 'SIP URI', server: 'Server', username: 'Username', password: 'Password', status: 'Status', to: 'Number to dial' },
  columns: { started: 'Started', from: 'From', to: 'To', result: 'Result', messages: 'Messages' },
  actions: {
    add: 'Add',
    delete: 'Delete',
    save: 'Save',
    remove: 'Remove registration',
    captures: 'SIP captures',
    trunk: 'Trunk settings',
    downloadPcap: 'Download pcap',
    downloadText: 'Download text',
    placeCall: 'Place demo call',
    back: 'All captures',
  },
  confirm: {
    deleteIp: (ip: string) => `Remove ${ip} from the IP whitelist? Calls from it will be refused.`,
    deleteRoute: (route: string) => `Delete the route ${route}?`,
    deleteRegistration: 'Remove the registration? Its password is deleted too.',
  },
  status: { registered: 'Registered', failed: 'Failed' } as Record<string, string>,
  empty: {
    whitelist: 'No addresses yet: no calls can come in through the trunk.',
    routes: 'No outbound routes yet.',
    registration: 'No registration.',
    captures: 'No captured calls yet.',
  },
  loading: 'Loading…',
  failed: {
    load: 'This could not be loaded.',
    captures: 'The captures could not be loaded.',
    capture: 'This capture could not be loaded.',
  },
  saved: 'Saved',
  deleted: 'Deleted',
  answered: 'Answered',
  noDiagnosis: 'The call was answered: nothing failed.',
  diagnosis: {
    heading: 'What went wrong',
    checkHeading: 'What to check',
    known: {
      401: {
        title: '401 Unauthorized: the credentials were refused',
        explanation: 'The server asked your PBX to prove who it is, and the username or password it answered with was not accepted.',
        check: ['The registration username and password here match the ones set on your PBX.', 'Your PBX authenticates with the same realm and username it registers with.'],
      },
      407: {
        title: '407 Proxy Authentication Required: the credentials were refused',
        explanation: 'The proxy asked your PBX for credentials, and the ones sent were not accepted.',
        check: ['The registration username and password here match the ones set on your PBX.', 'Your PBX answers proxy challenges (Proxy-Authorization) with those credentials.'],
      },
      403: {
        title: '403 Forbidden: the call was refused',
        explanation: 'The call was not allowed: its source address is not on the IP whitelist, or the credentials are not allowed to make this call.',
        check: ['The public address your PBX sends from is on the IP whitelist (behind NAT it is the router\'s address).', 'The registration username and password are right.'],
      },
      404: {
        title: '404 Not Found: the number does not exist',
        explanation: 'The carrier does not know the number that was dialled.',
        check: ['The number dialled is complete and in E.164 form (+ and the country code).', 'Your PBX does not add or strip a prefix before sending it.'],
      },
      408: {
        title: '408 Request Timeout: no answer',
        explanation: 'The other side never answered the INVITE, even after it was sent again: it could not be reached.',
        check: ['The outbound route\'s host and port are right and reachable.', 'A firewall lets SIP (UDP/TCP 5060, TLS 5061) through in both directions.'],
      },
      488: {
        title: '488 Not Acceptable Here: no common codec',
        explanation: 'The other side could not accept the media offered in the SDP: none of the codecs matched.',
        check: ['Your PBX offers G.711 (PCMU or PCMA) in its SDP.', 'No codec is forced on the trunk that the carrier does not support (G.729 here).'],
      },
      503: {
        title: '503 Service Unavailable: no capacity',
        explanation: 'The service could not take the call now: the trunk\'s call limit is reached or the server is overloaded.',
        check: ['How many calls run at once against the trunk\'s limit.', 'Retry after the time the Retry-After header gives.'],
      },
    },
    generic: {
      title: (code: number) => `${code}: the call failed`,
      explanation: (code: number) => `The other side answered ${code}: the call could not be completed.`,
      check: ['The reason phrase and any Warning header of the reply.', 'The same call\'s other messages, in order.'],
    },
  },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });
