// Fills the container's confirm, notify and open-overlay slots (services.ts) with the shell's own
// implementations while the layout is mounted, so code reached through the container calls them.
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useKernel } from '../KernelContext';
import { SHELL_SLOTS, type ShellSlots } from '../services';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { useConfirm } from './ConfirmProvider';

export function ShellServices() {
  const { container } = useKernel();
  const confirm = useConfirm();
  const notify = useNotify();
  const openOverlay = useOpenOverlay();
  const slots = container.get<ShellSlots>(SHELL_SLOTS);
  useEffect(() => slots.confirm.attach(confirm), [slots, confirm]);
  useEffect(() => slots.notify.attach((message, options) => notify(message, options)), [slots, notify]);
  useEffect(() => slots.openOverlay.attach(openOverlay), [slots, openOverlay]);
  return null;
}
