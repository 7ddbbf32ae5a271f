// The developer plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  fields: { description: 'Description', type: 'Accès', expiresInDays: 'Expire après', prefix: 'Jeton', createdAt: 'Créé le', expiresAt: 'Expire le', lastUsedAt: 'Dernière utilisation' },
  types: { read: 'Lecture seule (appels GET)', write: 'Lecture et écriture' },
  typeChips: { read: 'Lecture', write: 'Écriture' },
  expiries: { 7: '7 jours', 30: '30 jours', 90: '90 jours', 365: '1 an' },
  titles: { panel: "Jetons d'API", create: "Créer un jeton d'API", value: "Votre nouveau jeton d'API" },
  intro: "Un jeton d'API agit sur ce compte uniquement, en lecture ou en lecture-écriture, jusqu'à son expiration ou sa révocation. Envoyez-le comme jeton de n'importe quel appel d'API.",
  actions: { create: 'Créer un jeton', revoke: 'Révoquer', copy: 'Copier', done: 'Terminé', retry: 'Réessayer' },
  valueOnce: "Copiez ce jeton maintenant : il n'est affiché qu'une fois. Quiconque le détient peut appeler l'API au nom de ce compte jusqu'à son expiration ou sa révocation.",
  copied: 'Copié',
  never: 'Jamais',
  expired: 'Expiré',
  empty: "Aucun jeton d'API pour le moment.",
  emptyHint: "Créez-en un pour appeler l'API depuis votre propre code.",
  loading: "Chargement des jetons d'API…",
  listFailed: "Les jetons d'API n'ont pas pu être chargés.",
  createFailed: "Le jeton d'API n'a pas pu être créé.",
  revokeFailed: "Le jeton d'API n'a pas pu être révoqué.",
  confirmRevoke: (description: string) => `Révoquer le jeton d'API « ${description} » ?`,
  confirmRevokeDetails: 'Les appels faits avec lui sont refusés immédiatement. Cette action est irréversible.',
  notify: { created: "Jeton d'API créé", revoked: "Jeton d'API révoqué" },
  validation: { required: 'Requis', tooLong: '200 caractères au plus' },
  resourceNames: { apiTokens: "Jeton d'API |||| Jetons d'API" },
};

export default fr;
