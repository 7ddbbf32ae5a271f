// The overlays the kernel itself owns (help, settings, form), bound like any plugin's and guarded
// the same way.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../kernel/tokens';
import type { OverlayContribution } from '../kernel/contracts';
import { guardedScreen } from '../kernel/screenBoundary';

export const KERNEL_OVERLAYS: OverlayContribution[] = [
  { name: 'help', component: guardedScreen('kernel:overlay:help', () => import('./HelpOverlay')) },
  { name: 'settings', component: guardedScreen('kernel:overlay:settings', () => import('./SettingsOverlay')) },
  { name: 'form', component: guardedScreen('kernel:overlay:form', () => import('./FormOverlay')) },
];

export const kernelOverlayModule = new ContainerModule(({ bind }) => {
  for (const overlay of KERNEL_OVERLAYS) bind<OverlayContribution>(TOKENS.Overlay.key).toConstantValue(overlay);
});
