// The permission set the console uses today. Issue 3 replaces this with the full rules of spec
// section 6; callers only depend on the signature.
import { PERMISSION_KEYS, type PermissionSet } from './access';

export interface PermissionSubject {
  superAdmin?: boolean;
}

export function computePermissions(user: PermissionSubject | null | undefined): PermissionSet {
  const set = {} as PermissionSet;
  for (const key of PERMISSION_KEYS) set[key] = !!user;
  set.canInspectJSON = !!user?.superAdmin;
  return set;
}
