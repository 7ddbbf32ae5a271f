// Northwind's two demo templates (issue 9 point 11): fields of every type, one with `disabledIf`,
// one auto-prefilled, and `{key}` placeholders inside another field's value and in the prompt.

export const AFTER_HOURS_TEMPLATE = {
  name: 'After-hours answering',
  description: 'Answers when the office is closed: takes messages, and transfers urgent calls when allowed.',
  templateIntegrations: ['calendar'],
  templateFields: [
    { key: 'businessName', label: 'Business name', type: 'text', placeholder: 'Acme Dental', required: true },
    { key: 'greeting', label: 'Greeting', type: 'textarea', value: 'Thanks for calling {businessName}. We are closed right now.' },
    {
      key: 'services', label: 'What callers ask about', type: 'multi-select', value: ['support'],
      options: [{ value: 'billing', label: 'Billing' }, { value: 'support', label: 'Support' }, { value: 'sales', label: 'Sales' }],
    },
    { key: 'afterHours', label: 'Urgent calls', inputType: 'select', value: 'voicemail', options: [{ value: 'voicemail', label: 'Take a message' }, { value: 'transfer', label: 'Transfer' }] },
    { key: 'afterHoursNumber', label: 'On-call number', type: 'phone', placeholder: '+15551230100', disabledIf: 'afterHours=voicemail' },
    { key: 'callbackHours', label: 'Hours until call back', type: 'number', value: 12 },
    { key: 'textSummary', label: 'Text a summary to the caller', type: 'boolean', value: true },
    { key: 'timezoneName', label: 'Time zone', type: 'text', autoPrefilled: true, value: 'UTC' },
  ],
  campaign: {
    agentInstructions:
      'You answer calls for {businessName} outside office hours. Start with: "{greeting}" Callers usually ask about {services}. ' +
      'Take a message with their name and number and promise a call back within {callbackHours} hours. ' +
      'For urgent calls, transfer to {afterHoursNumber} when that number is set; otherwise take a message.',
    actions: [
      { name: 'Take a message', description: 'Write down name, number and reason', keywords: ['message', 'call back', 'callback'], app: 'crm:2', function: 'updateCustomer' },
      { name: 'Urgent transfer', description: 'The caller has an emergency', keywords: ['urgent', 'emergency', 'human', 'person'], transfer: { to: '{afterHoursNumber}' } },
    ],
    apps: [{ appId: 'crm', version: '2' }, { appId: 'transfer', version: '1' }],
    enabledFunctions: { 'crm:2': ['lookupCustomer', 'updateCustomer'], 'transfer:1': ['transferCall'] },
    confirmTransfers: true,
    voice: 'jenny',
  },
};

export const SALON_TEMPLATE = {
  name: 'Salon bookings',
  description: 'Books salon appointments and texts a confirmation.',
  templateIntegrations: ['calendar', 'sms'],
  templateFields: [
    { key: 'salonName', label: 'Salon name', type: 'text', required: true },
    { key: 'website', label: 'Website', type: 'url', placeholder: 'https://salon.example' },
    { key: 'contactEmail', label: 'Contact email', type: 'email' },
    { key: 'stylists', label: 'Stylists', type: 'multi-select', options: [{ value: 'Ana' }, { value: 'Ben' }, { value: 'Chloe' }], value: ['Ana'] },
    { key: 'deposit', label: 'Deposit required', type: 'select', options: [{ value: 'yes' }, { value: 'no' }], value: 'no' },
    { key: 'depositAmount', label: 'Deposit amount (USD)', type: 'number', disabledIf: 'deposit=no' },
  ],
  campaign: {
    agentInstructions:
      'You book appointments for {salonName}. Stylists: {stylists}. If a deposit is required ({deposit}), tell the caller it is {depositAmount} USD. ' +
      'Send the booking confirmation by text. More at {website}.',
    actions: [
      { name: 'Book appointment', description: 'Book with a stylist', keywords: ['book', 'appointment', 'haircut', 'color'], app: 'calendar:1', function: 'bookAppointment' },
      { name: 'Text confirmation', description: 'Send the booking by text', keywords: ['text', 'confirm'], app: 'sms:1', function: 'sendFollowUp' },
    ],
    apps: [{ appId: 'calendar', version: '1' }, { appId: 'sms', version: '1' }],
    enabledFunctions: { 'calendar:1': ['findSlots', 'bookAppointment'], 'sms:1': ['sendFollowUp'] },
    voice: 'sonia',
    timezone: 'Europe/London',
    language: 'en-GB',
  },
};
