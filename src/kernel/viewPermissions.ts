// The permission set of the signed-in user for the viewed account: spec section 6 rules
// (permissionSet.ts) applied to the stored viewingAs, restored only if the user has the right to it.
import type { PermissionSet } from '../shared/permissionKeys';
import { NONE_ALLOWED, computePermissions, resolveViewingAs, type AccessUser } from '../shared/permissionSet';

export function permissionsFor(
  user: AccessUser | null | undefined,
  storedViewingAs?: unknown,
  settings?: Record<string, unknown> | null,
): PermissionSet {
  if (!user) return NONE_ALLOWED;
  return computePermissions(user, resolveViewingAs(user, storedViewingAs), settings ?? {});
}
