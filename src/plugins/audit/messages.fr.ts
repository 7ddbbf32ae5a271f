// The audit-log plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  menu: "Journal d'audit",
  resource: "Journal d'audit",
  title: "Journal d'audit",
  empty: 'Aucune modification administrative enregistrée pour le moment.',
  emptyHint: 'Les comptes créés ou supprimés, les prises de contrôle, les invitations, les remboursements et les changements de paramètres apparaissent ici.',
  listFailed: "Le journal d'audit n'a pas pu être chargé.",
  readOnly: "Les entrées d'audit ne peuvent pas être modifiées",
  notFound: "Entrée d'audit introuvable",
  export: 'Exporter en CSV',

  fields: {
    at: 'Heure',
    action: 'Action',
    actor: 'Auteur',
    actingAs: 'Au nom de',
    target: 'Cible',
    before: 'Avant',
    after: 'Après',
  },

  filters: {
    q: 'Rechercher',
    qPlaceholder: "Rechercher le nom de l'auteur ou de la cible",
    action: 'Action',
    actorId: "Identifiant de l'auteur",
    targetAccountId: 'Identifiant du compte cible',
    from: 'Du',
    to: 'Au',
  },

  noValue: '(aucun)',
  accountRef: (name: string | null, id: number | null) => (id == null ? '' : name ? `${name} (n° ${id})` : `n° ${id}`),

  validation: {
    accountId: 'Saisissez un identifiant de compte : un nombre entier à partir de 1.',
    date: 'Saisissez une date (AAAA-MM-JJ).',
    toBeforeFrom: 'La date de fin précède la date de début.',
    q: '200 caractères au plus.',
  },
  resourceNames: { auditLog: "Journal d'audit" },
};

export default fr;
