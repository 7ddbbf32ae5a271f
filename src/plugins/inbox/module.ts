// The inbox plugin (issues 19 and 20): its screens, overlays and resources are declared here and in
// plugin.manifest.json as they land; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({ id: 'inbox' });
