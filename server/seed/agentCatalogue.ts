// The demo app catalogue (issue 9 point 11): calendar booking, CRM lookup, call transfer and SMS
// follow-up, each with the functions an agent can enable.

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });
const str = (description: string) => ({ type: 'string', description });

export const DEMO_APPS = [
  {
    appId: 'calendar', version: '1', name: 'Calendar booking', description: 'Find free slots and book, move or cancel appointments.',
    functions: [
      { name: 'findSlots', description: 'List free appointment slots on a day', parameters: obj({ date: str('Day, e.g. 2026-11-24 or "tomorrow"') }, ['date']) },
      { name: 'bookAppointment', description: 'Book an appointment', parameters: obj({ date: str('Day'), time: str('Time, e.g. 14:30'), name: str('Caller name'), email: str('Caller email address (Calendly needs it to book)') }, ['date', 'time']) },
      { name: 'cancelAppointment', description: 'Cancel an appointment', parameters: obj({ date: str('Day'), name: str('Caller name') }, ['date']) },
    ],
  },
  {
    appId: 'crm', version: '2', name: 'CRM lookup', description: 'Look up and update the caller in the CRM.',
    functions: [
      { name: 'lookupCustomer', description: 'Find the caller by phone number or name', parameters: obj({ phoneNumber: str('E.164 number'), name: str('Name') }) },
      { name: 'updateCustomer', description: 'Save a note on the caller', parameters: obj({ note: str('What to note') }, ['note']) },
    ],
  },
  {
    appId: 'transfer', version: '1', name: 'Call transfer', description: 'Hand the call to a person.',
    functions: [{ name: 'transferCall', description: 'Transfer the call to a number', parameters: obj({ to: str('Number to transfer to') }, ['to']) }],
  },
  {
    appId: 'sms', version: '1', name: 'SMS follow-up', description: 'Text the caller after the call.',
    functions: [{ name: 'sendFollowUp', description: 'Send a text message to the caller', parameters: obj({ message: str('Text to send') }, ['message']) }],
  },
];
