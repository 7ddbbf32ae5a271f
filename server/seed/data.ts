// The demo world: one partner (own brand on localhost), one white-label reseller, two tenant orgs.

export const PARTNER_PROFILE_ID = 2286;
export const RESELLER_PROFILE_ID = 5001;

export const PERSONAS = {
  superAdmin: { email: 'super@example.com', phoneNumber: '+15551230001', name: 'Sam Super', username: 'super' },
  partner: { email: 'partner@example.com', phoneNumber: '+15551230002', name: 'Pat Partner', username: 'switchboard' },
  reseller: { email: 'reseller@example.com', phoneNumber: '+15551230003', name: 'Rita Reseller', username: 'northwind' },
  acmeOwner: { email: 'owner@acme.example', phoneNumber: '+15551230004', name: 'Ada Owner', username: 'acme' },
  acmeAdmin: { email: 'admin@acme.example', phoneNumber: '+15551230005', name: 'Alan Admin', username: 'acme-admin' },
  globexOwner: { email: 'owner@globex.example', phoneNumber: '+15551230006', name: 'Grace Owner', username: 'globex' },
} as const;

export type PersonaKey = keyof typeof PERSONAS;

export const AGENT_NAMES = ['Front Desk', 'After Hours', 'Sales Line'];

export const PARTNER_SETTINGS = {
  supportUrl: 'https://support.switchboard.example',
  privacyUrl: 'https://switchboard.example/privacy',
  tosUrl: 'https://switchboard.example/terms',
  talkToSalesUrl: 'https://switchboard.example/sales',
  smsMessaging: true,
  allowEmbeds: true,
  allowSignup: true,
  showMembers: true,
  showBilling: true,
  allowTasks: true,
  allowAddAgents: true,
  allowAgentTakeover: true,
  allowFullEditor: true,
  grantTrialEntry: true,
  allowOrgNumberAssignment: true,
  appScripts: [],
  favorites: [],
};

export const RESELLER_SETTINGS = {
  supportUrl: 'https://help.northwind-voice.example',
  privacyUrl: 'https://northwind-voice.example/privacy',
  tosUrl: 'https://northwind-voice.example/terms',
  talkToSalesUrl: 'https://northwind-voice.example/contact',
  // The white-label reseller hides billing and the full editor from its customers.
  showBilling: false,
  allowFullEditor: false,
  smsMessaging: true,
  allowEmbeds: false,
};

type ContactSeed = Record<string, unknown>;

export const ACME_CONTACTS: ContactSeed[] = [
  { firstName: 'Maria', lastName: 'Garcia', phoneNumber: '+14155550101', email: 'maria.garcia@example.com', company: 'Garcia Plumbing', tags: ['customer', 'vip'], address: { street: '12 Mission St', city: 'San Francisco', state: 'CA', zip: '94105' } },
  { firstName: 'James', lastName: 'Chen', phoneNumber: '+14155550102', email: 'james.chen@example.com', company: 'Chen Dental', tags: ['lead'], address: { street: '400 Castro St', city: 'Mountain View', state: 'CA', zip: '94041' } },
  { firstName: 'Priya', lastName: 'Patel', phoneNumber: '+14155550103', email: 'priya@patel-law.example', company: 'Patel Law', tags: ['customer'], address: { street: '88 King St', city: 'Seattle', state: 'WA', zip: '98104' } },
  { firstName: 'Tom', lastName: 'Becker', phoneNumber: '+14155550104', email: 'tom.becker@example.com', company: 'Becker Roofing', tags: ['lead', 'callback'], address: { street: '7 Elm Ave', city: 'Portland', state: 'OR', zip: '97205' } },
  { firstName: 'Aisha', lastName: 'Johnson', phoneNumber: '+14155550105', email: 'aisha.j@example.com', company: 'Johnson Realty', tags: ['customer'], address: { street: '150 Peachtree Rd', city: 'Atlanta', state: 'GA', zip: '30303' } },
  { firstName: 'Luca', lastName: 'Rossi', phoneNumber: '+14155550106', email: 'luca.rossi@example.com', company: 'Rossi Catering', tags: [], address: { street: '21 Hanover St', city: 'Boston', state: 'MA', zip: '02113' } },
  { firstName: 'Hannah', lastName: 'Schmidt', phoneNumber: '+14155550107', email: 'hannah@schmidt-vet.example', company: 'Schmidt Veterinary', tags: ['vip'], address: { street: '9 Lake Dr', city: 'Chicago', state: 'IL', zip: '60601' } },
];

export const GLOBEX_CONTACTS: ContactSeed[] = [
  { firstName: 'Oliver', lastName: 'Smith', phoneNumber: '+13125550201', email: 'oliver.smith@example.com', company: 'Smith Logistics', tags: ['customer'], address: { street: '300 Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' } },
  { firstName: 'Sofia', lastName: 'Martins', phoneNumber: '+13125550202', email: 'sofia.martins@example.com', company: 'Martins Bakery', tags: ['lead'], address: { street: '5 Bay St', city: 'Miami', state: 'FL', zip: '33131' } },
  { firstName: 'Kenji', lastName: 'Tanaka', phoneNumber: '+13125550203', email: 'kenji@tanaka-auto.example', company: 'Tanaka Auto', tags: ['customer', 'service'], address: { street: '1200 Main St', city: 'Dallas', state: 'TX', zip: '75201' } },
  { firstName: 'Emma', lastName: 'Wilson', phoneNumber: '+13125550204', email: 'emma.wilson@example.com', company: 'Wilson Fitness', tags: [], address: { street: '44 Pine St', city: 'Denver', state: 'CO', zip: '80202' } },
  { firstName: 'Noah', lastName: 'Brown', phoneNumber: '+13125550205', email: 'noah.brown@example.com', company: 'Brown & Sons HVAC', tags: ['callback'], address: { street: '18 Oak Ln', city: 'Phoenix', state: 'AZ', zip: '85004' } },
  { firstName: 'Zara', lastName: 'Ahmed', phoneNumber: '+13125550206', email: 'zara.ahmed@example.com', company: 'Ahmed Pharmacy', tags: ['vip'], address: { street: '77 Grand Ave', city: 'Minneapolis', state: 'MN', zip: '55403' } },
];

export const FIRST_NAMES = ['Alex', 'Blake', 'Casey', 'Dana', 'Eli', 'Frankie', 'Gale', 'Harper', 'Indy', 'Jules', 'Kai', 'Lane', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Tatum'];
export const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Diaz', 'Evans', 'Foster', 'Gray', 'Hughes', 'Ito', 'Jensen', 'Kim', 'Lopez', 'Moore', 'Nguyen', 'Owens', 'Price', 'Reyes', 'Silva', 'Turner', 'Vega'];

/** Generated organizations under the white-label reseller, so lists page and search filters have data. */
export const GENERATED_ORG_COUNT = 22;
export const PLAN_IDS = ['starter', 'growth', 'scale'];

export const REVIEW_CALLS = [
  { fromNumber: '+14155550199', toNumber: '+15551230004', durationSeconds: 412, reason: 'Caller asked for a human three times', excerpt: 'Can I please talk to a real person?' },
  { fromNumber: '+13125550288', toNumber: '+15551230006', durationSeconds: 38, reason: 'Negative rating', excerpt: 'That is not what I asked for.' },
  { fromNumber: '+12065550377', toNumber: '+15551230004', durationSeconds: 905, reason: 'Unusually long call', excerpt: 'Let me read you the whole list again.' },
];
