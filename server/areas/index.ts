// Every server area, in registration order; buildApp registers this list and nothing else. A new
// plugin's server side is one area file (defineArea + defineRoute, server/kit/) plus one line here.
import type { Area } from '../kit/area';
import accountHierarchy from './accountHierarchy';
import auditLog from './auditLog';
import contacts from './contacts';
import currentAccount from './currentAccount';
import demo from './demo';
import domainLookup from './domainLookup';
import members from './members';
import mobile from './mobile';
import signIn from './signIn';
import superAdmin from './superAdmin';
import whiteLabel from './whiteLabel';

export const AREAS: readonly Area[] = [
  signIn,
  currentAccount,
  domainLookup,
  contacts,
  accountHierarchy,
  mobile,
  members,
  superAdmin,
  whiteLabel,
  auditLog,
  demo,
];
