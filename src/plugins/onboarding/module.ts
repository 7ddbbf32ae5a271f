// The onboarding plugin (issue 23 items 1–3): the `onboard` overlay (with activeStep, fieldIndex and
// integrationIndex: the wizard of spec 1 §4.6 that ends in an agent, a number and a test call) and
// the walkthrough of §4.7 as the home's checklist. Its `onboarding` resource has no screen: it carries
// the calls (account settings, templates, voices, agent creation, numbers, test call).
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'onboarding',
  resources: {
    onboarding: { adapter: { load: () => import('./api/onboardingAdapter').then((m) => m.onboardingAdapter) } },
  },
  overlays: {
    onboard: { load: () => import('./overlays/OnboardOverlay'), canAccess: (p) => p.canEditOrg },
  },
  dashboardWidgets: {
    walkthrough: { load: () => import('./home/WalkthroughWidget'), reads: ['onboarding'] },
  },
});
