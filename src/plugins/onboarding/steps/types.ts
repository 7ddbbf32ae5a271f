import type { OnboardingState } from '../rules/machine';
import type { OnboardingApi } from '../useOnboarding';

/** What every step screen gets: the wizard (apply, ctx, facts) and its current state. */
export interface StepProps {
  api: OnboardingApi;
  state: OnboardingState;
}
