// The wallet plugin: declared in plugin.manifest.json; its screens land with issue 22.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'wallet',
});
