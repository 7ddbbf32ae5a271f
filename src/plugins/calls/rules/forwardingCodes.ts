// Call forwarding codes of the major US carriers, dialled on the cell phone that forwards to the
// agent's number (the forwardingInstructions overlay). One table, so a carrier is added in one row.
// `{10}` is the agent's number as 10 national digits, `{11}` with the leading 1: T-Mobile's codes
// want the 1, the others take 10 digits.

export type ForwardingMode = 'always' | 'unanswered';

export interface ForwardingCodes {
  /** dial to turn forwarding on */
  on: string;
  /** dial to turn it off again */
  off: string;
}

export interface CarrierForwarding {
  id: string;
  name: string;
  codes: Record<ForwardingMode, ForwardingCodes>;
}

export const FORWARDING_CARRIERS: readonly CarrierForwarding[] = [
  {
    id: 'att',
    name: 'AT&T',
    codes: { always: { on: '*21*{10}#', off: '#21#' }, unanswered: { on: '*004*{10}#', off: '##004#' } },
  },
  {
    id: 'verizon',
    name: 'Verizon',
    codes: { always: { on: '*72{10}', off: '*73' }, unanswered: { on: '*71{10}', off: '*73' } },
  },
  {
    id: 'tmobile',
    name: 'T-Mobile',
    codes: { always: { on: '**21*{11}#', off: '##21#' }, unanswered: { on: '**004*{11}#', off: '##004#' } },
  },
  {
    id: 'uscellular',
    name: 'US Cellular',
    codes: { always: { on: '*72{10}', off: '*720' }, unanswered: { on: '*92{10}', off: '*920' } },
  },
  {
    id: 'cricket',
    name: 'Cricket Wireless',
    codes: { always: { on: '*21*{10}#', off: '#21#' }, unanswered: { on: '*004*{10}#', off: '##004#' } },
  },
  {
    id: 'metro',
    name: 'Metro by T-Mobile',
    codes: { always: { on: '**21*{11}#', off: '##21#' }, unanswered: { on: '**004*{11}#', off: '##004#' } },
  },
];

/** The 10 national digits of a North American number (E.164 +1NXXNXXXXXX or 10/11 digits), or null. */
export function nationalDigits(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** The code to dial for `carrierId`, with the agent's number filled in; null for an unknown carrier or a number outside North America. */
export function forwardingCode(carrierId: string, mode: ForwardingMode, agentNumber: string): ForwardingCodes | null {
  const carrier = FORWARDING_CARRIERS.find((c) => c.id === carrierId);
  const ten = nationalDigits(agentNumber);
  if (!carrier || !ten) return null;
  const fill = (code: string) => code.replace('{10}', ten).replace('{11}', `1${ten}`);
  const { on, off } = carrier.codes[mode];
  return { on: fill(on), off: fill(off) };
}
