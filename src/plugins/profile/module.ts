// The profile plugin (issue 24 items 1–2): the overlays that edit the signed-in user's name, email and
// phone number (editPhone: beyond the spec's overlay list) and the viewed organization's or agent's
// public page (picture, title and bio, address, links and their config, social links), and share it.
// Reached from the user menu (the manifest's userMenu); the public page itself is served by the
// server (server/areas/profile/public.ts).
import { definePlugin } from '@kernel/sdk';

const edits = (p: { canEditOrg: boolean }) => p.canEditOrg;

export default definePlugin({
  id: 'profile',
  resources: { profile: { adapter: { load: () => import('./api').then((m) => m.profileAdapter) } } },
  overlays: {
    editFullName: () => import('./overlays/EditFullNameOverlay'),
    editEmail: () => import('./overlays/EditEmailOverlay'),
    editPhone: () => import('./overlays/EditPhoneOverlay'),
    editAvatar: { load: () => import('./overlays/EditAvatarOverlay'), canAccess: edits },
    editPageProfile: { load: () => import('./overlays/EditPageProfileOverlay'), canAccess: edits },
    editSlug: { load: () => import('./overlays/EditSlugOverlay'), canAccess: edits },
    editPage: { load: () => import('./overlays/EditPageOverlay'), canAccess: edits },
    editSocial: { load: () => import('./overlays/EditSocialOverlay'), canAccess: edits },
    shareProfile: () => import('./overlays/ShareProfileOverlay'),
  },
});
