// The calls plugin: the spec's call, calling, callVerify and forwardingInstructions overlays, the
// Live page (calls and SMS conversations in progress) and the demo-only caller console. Labels,
// paths, permissions and the enableCalls toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin, type AccessCheck } from '@kernel/sdk';

const canManageNumbers: AccessCheck = (p) => p.canSelectNumber;

export default definePlugin({
  id: 'calls',
  resources: {
    liveCalls: { adapter: { load: () => import('./api').then((m) => m.callsAdapter) } },
  },
  overlays: {
    call: () => import('./overlays/CallOverlay'),
    calling: () => import('./overlays/CallingOverlay'),
    callVerify: { load: () => import('./overlays/CallVerifyOverlay'), canAccess: canManageNumbers },
    forwardingInstructions: { load: () => import('./overlays/ForwardingInstructionsOverlay'), canAccess: canManageNumbers },
  },
  routes: {
    live: { load: () => import('./LivePage') },
    callerConsole: { load: () => import('./CallerConsolePage') },
  },
});
