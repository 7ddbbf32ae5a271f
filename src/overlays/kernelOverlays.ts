// The overlays the kernel itself owns (help, settings, form), bound like any plugin's.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../kernel/tokens';
import type { OverlayContribution } from '../kernel/contracts';

export const KERNEL_OVERLAYS: OverlayContribution[] = [
  { name: 'help', component: lazy(() => import('./HelpOverlay')) },
  { name: 'settings', component: lazy(() => import('./SettingsOverlay')) },
  { name: 'form', component: lazy(() => import('./FormOverlay')) },
];

export const kernelOverlayModule = new ContainerModule(({ bind }) => {
  for (const overlay of KERNEL_OVERLAYS) bind<OverlayContribution>(TOKENS.Overlay).toConstantValue(overlay);
});
