// The overlays the kernel itself owns (spec 2.3: help, docsPage, info, search, settings, form,
// debug, mobile, legacyLogin, requestAccess), bound like any plugin's and guarded the same way, and
// the kernel's own data-provider resources they use (kernelResources.ts).
import { ContainerModule } from 'inversify';
import { TOKENS } from '../kernel/tokens';
import type { OverlayContribution, ResourceAdapterContribution } from '../kernel/contracts';
import { guardedScreen } from '../kernel/screenBoundary';
import { KERNEL_RESOURCES } from '../kernel/kernelResources';

export const KERNEL_OVERLAYS: OverlayContribution[] = [
  { name: 'help', component: guardedScreen('kernel:overlay:help', () => import('./HelpOverlay')) },
  { name: 'settings', component: guardedScreen('kernel:overlay:settings', () => import('./SettingsOverlay')) },
  { name: 'form', component: guardedScreen('kernel:overlay:form', () => import('./FormOverlay')) },
  { name: 'docsPage', component: guardedScreen('kernel:overlay:docsPage', () => import('./DocsPageOverlay')) },
  { name: 'info', component: guardedScreen('kernel:overlay:info', () => import('./InfoOverlay')) },
  { name: 'search', component: guardedScreen('kernel:overlay:search', () => import('./SearchOverlay')) },
  {
    name: 'debug',
    component: guardedScreen('kernel:overlay:debug', () => import('./DebugOverlay')),
    canAccess: (permissions) => permissions.canInspectJSON,
  },
  { name: 'mobile', component: guardedScreen('kernel:overlay:mobile', () => import('./MobileOverlay')) },
  { name: 'legacyLogin', component: guardedScreen('kernel:overlay:legacyLogin', () => import('./LegacyLoginOverlay')) },
  { name: 'requestAccess', component: guardedScreen('kernel:overlay:requestAccess', () => import('./RequestAccessOverlay')) },
];

const api = () => import('../kernel/kernelApi');
export const KERNEL_ADAPTERS: ResourceAdapterContribution[] = [
  { resource: KERNEL_RESOURCES.mobile, load: () => api().then((m) => m.mobileAdapter) },
  { resource: KERNEL_RESOURCES.search, load: () => api().then((m) => m.searchAdapter) },
  { resource: KERNEL_RESOURCES.domainProfile, load: () => api().then((m) => m.domainProfileAdapter) },
];

export const kernelOverlayModule = new ContainerModule(({ bind }) => {
  for (const overlay of KERNEL_OVERLAYS) bind<OverlayContribution>(TOKENS.Overlay.key).toConstantValue(overlay);
  for (const adapter of KERNEL_ADAPTERS) bind<ResourceAdapterContribution>(TOKENS.ResourceAdapter.key).toConstantValue(adapter);
});
