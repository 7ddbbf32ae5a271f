// viewingAsLabels.ts in French: the same keys, checked by tsc.
import type { VIEWING_AS_LABELS } from '../../shared/permissionSet';
import type { Translation } from './localized';

export const VIEWING_AS_LABELS_FR: Translation<typeof VIEWING_AS_LABELS> = {
  superAdmin: 'Super administrateur',
  partner: 'Partenaire',
  reseller: 'Revendeur',
  owner: 'Propriétaire',
  admin: 'Administrateur',
};
