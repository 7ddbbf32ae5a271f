// The kernel's help overlay (?help=true): where the docs live.
import type { OverlayProps } from '../kernel/contracts';
import { DocsLink, InfoDialog } from './InfoDialog';

export default function HelpOverlay({ close }: OverlayProps) {
  return (
    <InfoDialog id="help-overlay" title="Help" onClose={() => close()}>
      The user guide and the API reference are in the <DocsLink />.
    </InfoDialog>
  );
}
