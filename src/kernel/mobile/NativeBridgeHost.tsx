// Mounted with every account view: gives the mobile bridge (bridge.ts) its signed-in part over the
// data provider — the contact search through the contacts API, the check-in — and, inside the app,
// checks in once when the view opens.
import { useEffect } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { hasNativeBridge } from '../../adapters/nativeBridge';
import type { KernelActions } from '../kernelApi';
import { useKernel } from '../KernelContext';
import { KERNEL_RESOURCES } from '../kernelResources';
import { registerSignedInBridge, toNativeContact } from './bridge';
import { MOBILE_MESSAGES } from './messages';

/** At most this many contacts answer one search (the contacts API's page). */
export const NATIVE_SEARCH_LIMIT = 20;

export function NativeBridgeHost() {
  const dataProvider = useDataProvider<DataProvider & KernelActions>();
  const { enabledPlugins, session } = useKernel();
  const contactsOn = enabledPlugins.includes('contacts');

  useEffect(
    () =>
      registerSignedInBridge({
        async searchContacts(contactName) {
          if (!contactsOn) throw new Error(MOBILE_MESSAGES.contactsUnavailable);
          const { data } = await dataProvider.getList('contacts', {
            filter: { q: contactName },
            pagination: { page: 1, perPage: NATIVE_SEARCH_LIMIT },
            sort: { field: 'firstName', order: 'ASC' },
          });
          return data.map((record) => toNativeContact(record as Record<string, unknown>));
        },
        async checkIn() {
          return (await dataProvider.checkIn(KERNEL_RESOURCES.mobile)).at;
        },
      }),
    [dataProvider, contactsOn],
  );

  // the app's check-in when the console opens inside it (once per account view)
  useEffect(() => {
    if (!hasNativeBridge() && !session.inMobileApp()) return;
    dataProvider.checkIn(KERNEL_RESOURCES.mobile).catch((error: unknown) => console.warn('[kernel] mobile check-in failed', error));
  }, [dataProvider, session]);

  return null;
}
