// The calls plugin's data provider, with its extra methods typed.
import { useDataProvider, type DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { CallActions } from './api';
import type { LiveActions } from './liveApi';

export const useCallsProvider = () => useDataProvider<DataProvider & CallActions & LiveActions>();

/** The same methods for calls whose screen shows the failure itself (no development console log). */
export const useCallsOwnFailures = () => useOwnFailureProvider<CallActions & LiveActions>();
