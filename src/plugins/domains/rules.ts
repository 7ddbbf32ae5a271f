// The domains plugin's pure rules (issue 21 point 3): the server's domain objects read strictly
// (the error catalogue: an invalid domain result raises "Invalid domain data"), the status chip.
import { messages } from './messages';

export type DomainStatus = 'pending' | 'verified' | 'failed';

export interface CustomDomain {
  /** react-admin's id: the domain itself */
  id: string;
  domain: string;
  status: DomainStatus;
  reason: string | null;
  txtName: string;
  txtValue: string;
  isDefault: boolean;
  checkedAt: string | null;
}

const STATUSES: readonly string[] = ['pending', 'verified', 'failed'];

/** One domain of a server reply, or the catalogue's "Invalid domain data". */
export function parseDomain(raw: unknown): CustomDomain {
  const d = raw as Partial<CustomDomain> | null;
  if (!d || typeof d.domain !== 'string' || !d.domain || !STATUSES.includes(String(d.status)) || typeof d.txtName !== 'string' || typeof d.txtValue !== 'string') {
    throw new Error(messages.invalidData);
  }
  return {
    id: d.domain,
    domain: d.domain,
    status: d.status as DomainStatus,
    reason: typeof d.reason === 'string' ? d.reason : null,
    txtName: d.txtName,
    txtValue: d.txtValue,
    isDefault: d.isDefault === true,
    checkedAt: typeof d.checkedAt === 'string' ? d.checkedAt : null,
  };
}

export function parseDomains(reply: unknown): CustomDomain[] {
  const list = (reply as { domains?: unknown } | null)?.domains;
  if (!Array.isArray(list)) throw new Error(messages.invalidData);
  return list.map(parseDomain);
}

export function statusColor(status: DomainStatus): 'success' | 'warning' | 'error' {
  return status === 'verified' ? 'success' : status === 'failed' ? 'error' : 'warning';
}

/** Make default is offered on a verified domain that is not already the default. */
export function canMakeDefault(d: Pick<CustomDomain, 'status' | 'isDefault'>): boolean {
  return d.status === 'verified' && !d.isDefault;
}
