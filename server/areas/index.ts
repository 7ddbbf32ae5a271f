// Every server area, in registration order. A new plugin's server side is one file plus one line here.
import mobile from '../accounts/mobileRoutes';
import type { Area } from '../kit/area';
import account from '../routes/account';
import accounts from '../routes/accounts';
import audit from '../routes/audit';
import auth from '../routes/auth';
import contacts from '../routes/contacts';
import dev from '../routes/dev';
import domain from '../routes/domain';
import domainProfile from '../routes/domainProfile';
import internal from '../routes/internal';
import members from '../routes/members';

export const AREAS: readonly Area[] = [auth, account, domain, contacts, accounts, mobile, members, internal, domainProfile, audit, dev];
