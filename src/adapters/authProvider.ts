// react-admin's auth provider over the kernel session. Sign-in itself happens outside react-admin
// (the kernel's landing), so login only accepts an already-obtained token.
import type { AuthProvider } from 'react-admin';
import type { PermissionKey, PermissionSet } from '../shared/permissionKeys';
import type { AccessCheck, AccessView } from '../kernel/contracts';
import type { Session } from '../kernel/session';
import { displayName } from '../kernel/account';

/** The access rule a resource's own `canAccess` is registered under. */
export const resourceRuleName = (resource: string) => `resource:${resource}`;

/** A named access check react-admin's canAccess answers for (a resource's, by resourceRuleName). */
export interface NamedAccessCheck {
  name: string;
  check: AccessCheck;
}

export function createAuthProvider(
  session: Session,
  getPermissions: () => PermissionSet,
  /** the access rules by name, or how to read them now (they grow as plugins load) */
  rules: readonly NamedAccessCheck[] | (() => readonly NamedAccessCheck[]) = [],
  getView: () => AccessView = () => ({ account: session.user, user: session.user }),
): AuthProvider {
  return {
    async login(params: { token?: string }) {
      if (!params?.token) throw new Error('A session token is required');
      await session.signIn(params.token);
    },
    async logout() {
      if (session.token) await session.logout();
      // the kernel root shows the landing; react-admin must not redirect on its own
      return false;
    },
    async checkAuth() {
      if (!session.token) throw { redirectTo: false, message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        await session.logout();
        throw { redirectTo: false, logoutUser: false, message: false };
      }
    },
    async getIdentity() {
      const user = session.user;
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: displayName(user), avatar: (user.details?.image as string | undefined) ?? undefined };
    },
    async getPermissions() {
      return getPermissions();
    },
    async canAccess({ action, resource }: { action: string; resource: string }) {
      const permissions = getPermissions();
      // permission checks by key: canAccess({ action: 'canInspectJSON', resource: '*' }); plugins'
      // access rules by name
      if (action in permissions) return permissions[action as PermissionKey];
      const current = typeof rules === 'function' ? rules() : rules;
      const rule = current.find((r) => r.name === action) ?? current.find((r) => r.name === resourceRuleName(resource));
      if (rule) return rule.check(permissions, getView());
      return !!session.token;
    },
  };
}
