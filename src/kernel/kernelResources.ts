// The data-provider resources the kernel itself contributes (its overlays and the mobile bridge
// reach the API through react-admin's data provider like any screen). Names only: the adapters
// (kernelApi.ts) load with their first call.
export const KERNEL_RESOURCES = {
  /** POST /api/v1/mobileCheckIn (`checkIn`), GET /api/v1/checkIn/{kind} (getOne, id = kind) */
  mobile: 'kernel.mobile',
  /** GET /api/v1/search/{target} and /api/v1/enhancedSearch/{target} (`search`) */
  search: 'kernel.search',
  /** POST /api/v1/domain/lookup by account id (getOne, id = account id) */
  domainProfile: 'kernel.domainProfile',
} as const;
