// Every string the onboarding plugin shows, in one place (its French is in messages.fr.ts).
import { defineResourceMessages, localizedLater } from '@kernel/sdk';
import type { WalkthroughTask } from './constants';
import type { Step } from './rules/steps';

const english = {
  title: 'Set up your agent',
  loading: 'Loading your setup…',
  loadFailed: 'Your setup could not be loaded.',
  progress: 'Setup progress',
  exitDetails: 'Your answers so far are discarded. Anything already created (an agent, a number) stays.',
  steps: {
    WELCOME: 'Welcome',
    SELECT_TEMPLATE: 'Choose a template',
    SETUP_TEMPLATE: 'About your business',
    SETUP_INTEGRATIONS: 'Connect your tools',
    SELECT_TIMEZONE: 'Time zone',
    SELECT_VOICE: 'Voice',
    GENERATE_AGENT: 'Create the agent',
    EDIT_AGENT: 'Review the agent',
    TEST_AGENT: 'Try your agent',
    CHOOSE_NUMBER: 'Get a phone number',
    SCHEDULE_CALL: 'Talk with an expert',
  } satisfies Record<Step, string>,
  actions: {
    next: 'Next',
    back: 'Back',
    skip: 'Skip',
    restart: 'Start over',
    exit: 'Exit and discard',
    discardTemplate: 'Choose another template',
    finish: 'Finish',
    markComplete: 'Mark setup as complete',
  },
  welcome: {
    lead: 'Let\'s get an AI agent answering your calls. How would you like to start?',
    fromTemplate: 'Start from a template',
    fromTemplateHint: 'Answer a few questions about your business; the template writes the agent.',
    fromScratch: 'Build from scratch',
    fromScratchHint: 'Describe what the agent should do; you can edit everything afterwards.',
  },
  templates: {
    empty: 'No template is offered to this account yet. Ask your provider, or build from scratch.',
    failed: 'The templates could not be loaded.',
    preview: 'Preview',
    previewOf: (name: string) => `Preview: ${name}`,
    use: 'Use this template',
    useOf: (name: string) => `Use this template: ${name}`,
    fields: (n: number) => (n === 1 ? '1 question' : `${n} questions`),
    integrations: (names: string) => `Connects to: ${names}`,
    notFound: 'This template is no longer offered. Choose another one.',
    stale: 'This template changed since you started; your answers that still fit were kept.',
  },
  site: {
    title: 'Build from your website',
    lead: 'Paste your website: we read your business name, phone, email, hours and prices and fill in the template for you.',
    url: 'Your website',
    urlHint: 'For example https://www.example.com',
    read: 'Read my site',
    failed: 'Your site could not be read.',
    found: (n: number, model: string) => `${n} facts found (${model}). Choose a template to use them.`,
    none: 'Nothing usable was found on this page.',
    facts: {
      businessName: 'Business name',
      phone: 'Phone',
      email: 'Email',
      website: 'Website',
      hours: 'Opening hours',
      prices: 'Prices',
      summary: 'About',
    } as Record<string, string>,
    confirm: 'to confirm',
    unconfirmed: (labels: string) => `Confirm what we read from your site first: ${labels}`,
    review: 'Review',
  },
  fields: {
    counter: (n: number, total: number) => `Question ${n} of ${total}`,
    required: 'Required',
    fromSite: 'From your site',
    confirm: 'Please confirm: prices and opening hours change often.',
    yes: 'Yes',
    no: 'No',
  },
  integrations: {
    lead: (name: string) => `Connect ${name} so the agent can use it.`,
    connect: (name: string) => `Connect ${name}`,
    connected: 'Connected',
    later: 'Later',
    names: { calendar: 'your calendar', sms: 'text messages' } as Record<string, string>,
  },
  timezone: {
    label: 'Time zone',
    hint: 'A city, a zone name or an offset such as UTC+5.',
    matched: (zone: string) => `Saved as ${zone}`,
  },
  voice: {
    label: 'Voice',
    failed: 'The voices could not be loaded; the default voice will be used.',
    defaultVoice: 'default',
  },
  generate: {
    lead: 'Everything is ready. Create the agent now.',
    template: 'Template',
    name: 'Agent name',
    description: 'What should the agent do?',
    descriptionHint: 'For example: answer questions about our opening hours and book appointments.',
    business: 'Business name',
    create: 'Create the agent',
    failed: 'The agent could not be created.',
    missing: (keys: string) => `Fill in first: ${keys}`,
    prompt: (business: string, description: string) =>
      `You are the phone assistant of ${business}. ${description.trim()}\nBe friendly and brief. If you cannot help, offer to take a message.`,
  },
  edit: {
    lead: 'Your agent is live in staging. Review what it says; open the full editor to change anything.',
    prompt: 'Instructions',
    voice: 'Voice',
    timezone: 'Time zone',
    open: 'Open the editor',
    failed: 'The agent could not be loaded.',
  },
  number: {
    lead: 'Give the agent a phone number callers can reach.',
    prefix: 'Area code',
    prefixHint: '1 to 10 digits, e.g. 415',
    search: 'Search',
    none: 'No number matches this area code. Try another.',
    get: 'Get this number',
    got: (n: string) => `Your agent answers ${n}.`,
    failed: 'The number could not be assigned.',
    searchFailed: 'The search failed.',
    invalid: 'Enter 1 to 10 digits.',
  },
  test: {
    lead: (n: string) => `Place a test call to ${n} and hear what callers hear.`,
    noNumber: 'Get a number first to place a test call.',
    call: 'Place a test call',
    failed: 'The test call could not be placed.',
    demoOnly: 'Test calls run on the demo carrier here. Try the agent in the test chat instead.',
    openChat: 'Open the test chat',
    agent: 'Agent',
    caller: 'Caller',
    carrier: (c: string) => `Carrier: ${c}`,
    turns: ['Hello, are you open tomorrow?', 'Thank you, goodbye.'],
  },
  schedule: {
    lead: 'Your agent is ready. Want a walkthrough of what else it can do? Book a call with our team, or finish now.',
    book: 'Book a call',
  },
  walkthrough: {
    title: 'Get started',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    done: 'Done',
    next: 'Next step',
    failed: 'Your checklist could not be loaded.',
    allDone: 'All set: your agent answers calls.',
    tasks: {
      SETUP_AGENT: 'Set up your agent',
      TEST_AGENT: 'Test your agent',
      ADD_NUMBER: 'Get a phone number',
      FORWARD_CALLS: 'Forward your calls',
    } satisfies Record<WalkthroughTask, string>,
    open: (task: string) => `Open: ${task}`,
    // the highlighted button shows "Next step": its name starts with what it shows (axe label-content-name-mismatch)
    openNext: (task: string) => `Next step: ${task}`,
  },
  // react-admin's resource name
  resourceNames: { onboarding: 'Onboarding' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

// French is a chunk of its own, downloaded by French pages only (this plugin's widget is on the home)
export const messages = await localizedLater(english, { fr: () => import('./messages.fr') });

defineResourceMessages('onboarding', { name: messages.resourceNames.onboarding, fields: {} });
