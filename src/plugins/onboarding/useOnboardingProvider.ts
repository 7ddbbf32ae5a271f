// The onboarding resource's provider methods, typed (screens reach the API through react-admin only).
import { useDataProvider, type DataProvider } from 'react-admin';
import type { OnboardingActions } from './api/onboardingAdapter';

export const RESOURCE = 'onboarding';
export const useOnboardingProvider = () => useDataProvider<DataProvider & OnboardingActions>();
