// Demo agents (issue 9 point 11): the app catalogue, a campaign for every agent of Acme and Globex
// (published, with realistic prompts, actions and apps; Acme's Front Desk also has unpublished
// changes and a saved version), and Northwind's two templates with fields of every type; the
// After Hours agents follow the first template.
import { eq } from 'drizzle-orm';
import { accounts, agentApps, agentCampaigns, agentScenarios, agentTemplates, agentVersions } from '../db/schema';
import type { Db } from '../db/store';
import { completePayload, type CampaignPayload } from '../agents/payload';
import { renderTemplate } from '../agents/renderTemplate';
import type { TemplateField, TemplateValues } from '../agents/templateFields';
import { DEMO_APPS } from './agentCatalogue';
import { AFTER_HOURS_TEMPLATE, SALON_TEMPLATE } from './agentTemplates';

const transferAction = (to: string) => ({
  name: 'Transfer to a human', description: 'The caller asks for a person or is upset',
  keywords: ['human', 'person', 'someone', 'representative', 'manager'], transfer: { to, message: 'Let me connect you with a colleague.' },
});
const scoreAction = { name: 'Score interaction', description: 'At the end, rate how well the call went from 1 to 5', scoreInteraction: true };

function frontDesk(business: string, phone: string): CampaignPayload {
  return completePayload({}, {
    agentInstructions:
      `You are the friendly front desk of {{businessName}}. Greet callers, answer questions about opening hours ` +
      `({{openingHours}}) and services, and book appointments with the calendar. Confirm the day and time back to the ` +
      `caller before booking. If the caller asks for a person, transfer the call. Keep answers short: this is a phone call.`,
    actions: [
      { name: 'Book appointment', description: 'The caller wants an appointment', keywords: ['book', 'appointment', 'schedule', 'visit'], app: 'calendar:1', function: 'bookAppointment' },
      { name: 'Look up caller', description: 'Find the caller in the CRM', keywords: ['account', 'my file', 'last visit'], app: 'crm:2', function: 'lookupCustomer' },
      transferAction(phone),
      scoreAction,
    ],
    apps: [{ appId: 'calendar', version: '1' }, { appId: 'crm', version: '2' }, { appId: 'transfer', version: '1' }],
    enabledFunctions: { 'calendar:1': ['findSlots', 'bookAppointment', 'cancelAppointment'], 'crm:2': ['lookupCustomer'], 'transfer:1': ['transferCall'] },
    timezone: 'America/New_York',
    variables: { businessName: business, openingHours: 'Monday to Friday, 8 am to 6 pm' },
    links: [{ label: 'Booking page', url: `https://${business.toLowerCase().replace(/\s+/g, '')}.example/book` }],
  });
}

function salesLine(business: string, phone: string): CampaignPayload {
  return completePayload({}, {
    agentInstructions:
      `You answer the sales line of {{businessName}}. Find out what the caller needs, their company size and timeline. ` +
      `Offer a demo call and book it. Text the caller a summary afterwards. Never quote prices: a person does that.`,
    actions: [
      { name: 'Book demo', description: 'The caller wants a demo', keywords: ['demo', 'meeting', 'call back'], app: 'calendar:1', function: 'bookAppointment' },
      { name: 'Send summary', description: 'Text a summary after the call', keywords: ['text', 'sms', 'send'], app: 'sms:1', function: 'sendFollowUp' },
      { ...transferAction(phone), keywords: ['price', 'pricing', 'human', 'person'] },
    ],
    apps: [{ appId: 'calendar', version: '1' }, { appId: 'sms', version: '1' }],
    enabledFunctions: { 'calendar:1': ['findSlots', 'bookAppointment'], 'sms:1': ['sendFollowUp'] },
    confirmTransfers: true,
    voice: 'davis',
    variables: { businessName: business },
  });
}

async function addCampaign(t: Db, agentId: number, organizationId: number, payload: CampaignPayload, extra: Partial<typeof agentCampaigns.$inferInsert> = {}) {
  await t.insert(agentCampaigns).values({ agentId, organizationId, staging: payload, production: payload, revision: 2, publishedAt: new Date('2026-11-01T12:00:00Z'), ...extra });
}

/**
 * Harbor Dental's agents. Northwind (Acme, Globex) switches the full editor off for its customers
 * (allowFullEditor: false), so Harbor Dental, under Blue Harbor, is the demo org whose owner has it.
 */
export const HARBOR_AGENTS = [
  { username: 'harbor-dental-reception', name: 'Reception' },
  { username: 'harbor-dental-recall-line', name: 'Recall Line' },
];

async function seedHarborDental(t: Db, harborDental: number): Promise<void> {
  const [org] = await t.select().from(accounts).where(eq(accounts.id, harborDental));
  const rows = await t
    .insert(accounts)
    .values(HARBOR_AGENTS.map((a) => ({ ...a, accountName: a.name, accountType: 'agent' as const, organizationId: org.id, partnerId: org.partnerId, resellerId: org.resellerId })))
    .returning({ id: accounts.id });
  await addCampaign(t, rows[0].id, org.id, frontDesk('Harbor Dental', '+15551230300'));
  await addCampaign(t, rows[1].id, org.id, salesLine('Harbor Dental', '+15551230300'));
}

interface SeedInput {
  ids: { reseller: number };
  orgs: { acme: number; globex: number };
  agents: { acme: number[]; globex: number[] };
  harborDental: number;
}

export async function seedAgents(t: Db, { ids, orgs, agents, harborDental }: SeedInput) {
  await t.insert(agentApps).values(DEMO_APPS);
  const [afterHours, salon] = await t
    .insert(agentTemplates)
    .values([AFTER_HOURS_TEMPLATE, SALON_TEMPLATE].map((tpl) => ({ ...tpl, ownerAccountId: ids.reseller })))
    .returning();
  const orgData = [
    { org: orgs.acme, agents: agents.acme, business: 'Acme', phone: '+15551230100' },
    { org: orgs.globex, agents: agents.globex, business: 'Globex', phone: '+15551230200' },
  ];
  for (const { org, agents: [desk, after, sales], business, phone } of orgData) {
    const published = frontDesk(business, phone);
    await addCampaign(t, desk, org, published);
    await addCampaign(t, sales, org, salesLine(business, phone));
    const values: TemplateValues = { businessName: business, afterHours: 'transfer', afterHoursNumber: phone, services: ['billing', 'support'] };
    const rendered = renderTemplate({ templateFields: afterHours.templateFields as unknown as TemplateField[], campaign: afterHours.campaign }, values);
    await addCampaign(t, after, org, rendered, { mode: 'TEMPLATE', templateId: afterHours.id, templateValues: values });
    await t.insert(agentVersions).values({ agentId: desk, title: 'Launch version', source: 'production', data: published, createdAt: new Date('2026-11-01T12:00:00Z') });
  }
  // Acme's Front Desk has a draft not yet published, so the editor opens on "Unpublished changes".
  const draft = frontDesk('Acme', '+15551230100');
  draft.agentInstructions += ' On public holidays, say that the office is closed and offer to book for the next working day.';
  draft.published = false;
  await t.update(agentCampaigns).set({ staging: draft, revision: 3 }).where(eq(agentCampaigns.agentId, agents.acme[0]));
  await seedHarborDental(t, harborDental);
  // Two test scenarios on Acme's Front Desk (issue 9 point 10), so the test panel has something to run.
  await t.insert(agentScenarios).values([
    { agentId: agents.acme[0], name: 'Books an appointment', turns: ['Hi, I would like to book an appointment for tomorrow at 10 am'], expect: [{ kind: 'action', name: 'Book appointment' }, { kind: 'function', name: 'bookAppointment' }] },
    { agentId: agents.acme[0], name: 'Hands over to a person', turns: ['Can I talk to a real person please?'], expect: [{ kind: 'transfer', made: true }, { kind: 'replyNotContains', text: 'price' }] },
  ]);
  return { templates: { afterHours: afterHours.id, salon: salon.id } };
}
