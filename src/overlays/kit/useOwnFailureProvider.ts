// react-admin's data provider for calls whose screen shows the failure itself (an overlay's load
// error, an optimistic switch rolled back with the reason, the super-admin token refused). Read from
// react-admin's context, not through useDataProvider, which logs every failure to the console in
// development and takes any 401 for a signed-out session (the admin token's 401 is not one).
import { useContext } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';

export function useOwnFailureProvider<T = object>(): DataProvider & T {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('useOwnFailureProvider must be used inside react-admin');
  return dataProvider as DataProvider & T;
}
