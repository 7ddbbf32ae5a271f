// French: react-admin's own messages (raFrench.ts, every key of ra-language-english), the kernel's
// (kernelMessages.fr.ts) and the kernel overlays' (overlays/overlayMessages.fr.ts). Plugins' French
// comes from their messages.fr.ts (localized()). Loading it also gives the shell the manifest's labels
// in French (manifestLabels.fr.ts).
import { KERNEL_MESSAGES_FR } from '../kernelMessages.fr';
import { registerManifestLabels } from '../manifestLabels';
import { MANIFEST_LABELS_FR } from '../manifestLabels.fr';
import { mergeMessages, type Messages } from '../messages';
import { RA_FRENCH } from '../raFrench';
import { OVERLAY_MESSAGES_FR } from '../../../overlays/overlayMessages.fr';

const fr: Messages = mergeMessages(
  RA_FRENCH as unknown as Messages,
  KERNEL_MESSAGES_FR as unknown as Messages,
  OVERLAY_MESSAGES_FR as unknown as Messages,
);

registerManifestLabels('fr', MANIFEST_LABELS_FR);

export default fr;
