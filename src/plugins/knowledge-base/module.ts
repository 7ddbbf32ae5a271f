// The knowledge-base plugin: declared in plugin.manifest.json; its screens land with issue 21.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'knowledge-base',
});
