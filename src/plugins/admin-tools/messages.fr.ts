// The super-admin tools' messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  menu: "Outils d'administration",
  title: 'Outils super-administrateur',
  needToken: "Obtenez d'abord un jeton super-administrateur : ces outils l'envoient à chaque appel.",
  busy: 'En cours…',

  token: {
    title: 'Jeton super-administrateur',
    none: "Aucun jeton n'est enregistré dans ce navigateur.",
    stored: (expiry: string) => `Un jeton est enregistré. Il expire ${expiry}.`,
    storedNoExpiry: 'Un jeton est enregistré.',
    expired: (expiry: string) => `Le jeton enregistré a expiré ${expiry}.`,
    rejected: 'Le serveur a refusé le jeton enregistré, qui a donc été oublié. Obtenez un nouveau jeton.',
    get: 'Obtenir un jeton',
    forget: 'Oublier le jeton',
    issued: 'Jeton super-administrateur enregistré.',
    failed: "Impossible d'obtenir un jeton super-administrateur.",
    forgotten: 'Jeton super-administrateur oublié.',
  },

  status: {
    title: 'Activer ou désactiver un compte',
    help: "Une organisation est activée ou désactivée avec ses membres et ses comptes d'agent, un revendeur avec tout ce qui est sous lui. Les comptes désactivés sont déconnectés et ne peuvent plus se connecter.",
    username: "Nom d'utilisateur",
    reason: 'Motif',
    reasonHelp: 'Requis pour désactiver',
    details: 'Détails',
    enable: 'Activer',
    disable: 'Désactiver',
    failed: "Le compte n'a pas pu être mis à jour.",
    confirmTitle: (username: string) => `Désactiver ${username} ?`,
    confirmDetails: "Le compte et tous les comptes sous lui sont désactivés, déconnectés et ne peuvent plus se connecter jusqu'à leur réactivation.",
    confirm: 'Désactiver',
  },

  refund: {
    title: 'Effectuer un remboursement',
    username: "Nom d'utilisateur",
    currency: 'Devise',
    usd: 'USD',
    sats: 'sats',
    amount: 'Montant',
    usdHelp: "Jusqu'à 10 000,00, 2 décimales au plus",
    satsHelp: "Un nombre entier, jusqu'à 100 000 000",
    submit: 'Rembourser',
  },

  calls: {
    title: 'Appels à examiner',
    loading: 'Chargement des appels…',
    empty: 'Aucun appel à examiner.',
    failed: "Les appels n'ont pas pu être chargés.",
    label: 'Appels à examiner',
    columns: {
      org: 'Organisation',
      from: 'De',
      to: 'Vers',
      duration: 'Durée',
      reason: 'Motif',
      excerpt: 'Extrait',
      date: 'Date',
    },
  },

  validation: {
    required: 'Requis',
    tooLong: (max: number) => `${max} caractères au plus`,
    usdFormat: 'Saisissez un montant comme 12.50 (2 décimales au plus)',
    satsFormat: 'Saisissez un nombre entier de sats',
    positive: 'Saisissez un montant supérieur à zéro',
    usdMax: '10 000,00 au plus',
    satsMax: '100 000 000 sats au plus',
  },
};

export default fr;
