// The Rebilling screens' messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishRebillingMessages } from './messages';

const fr: Translation<EnglishRebillingMessages> = {
  title: 'Refacturation',
  ledgerTitle: 'Registre des marges',
  intro:
    'Définissez ce que paie chaque client : un prix unitaire ou une marge sur le prix de la plateforme, ainsi que ses quotas.',
  empty: 'Aucun client pour le moment',
  emptyHint: 'Les organisations que vous créez apparaissent ici.',
  listFailed: "Les clients n'ont pas pu être chargés.",
  ledgerFailed: "Le registre des marges n'a pas pu être chargé.",
  ledgerEmpty: 'Aucune consommation facturée sur cette période.',
  saveFailed: "La refacturation n'a pas pu être enregistrée.",
  saved: 'Refacturation enregistrée',
  loadFailed: "La refacturation du client n'a pas pu être chargée.",
  none: 'Prix de la plateforme',
  noQuota: 'Aucun quota',
  columns: {
    client: 'Client',
    pricing: 'Tarification',
    quotas: 'Quotas',
    updated: 'Modifié',
    day: 'Jour',
    platformCost: 'Coût plateforme',
    resellerPrice: 'Prix revendeur',
    clientPrice: 'Prix client',
    margin: 'Marge',
    unpaid: 'Impayé',
    total: 'Total',
  },
  fields: {
    marginPercent: 'Marge par défaut (%)',
    mode: 'Tarification',
    value: 'Valeur',
    minutesPerMonth: 'Minutes par mois',
    maxAgents: 'Agents',
    maxConcurrentCalls: 'Appels simultanés',
    from: 'Du',
    to: 'Au',
  },
  modes: { default: 'Marge par défaut', price: 'Prix unitaire (USD)', margin: 'Marge propre (%)' },
  hints: {
    marginPercent:
      "S'applique à chaque clé de consommation sans prix ni marge propres ; vide : le prix de la plateforme.",
    quotas:
      'Vide : aucun quota. Une fois le quota de minutes atteint, les appels sortants et les campagnes s’arrêtent ; les appels entrants sont toujours pris.',
    resellerPrice:
      'Le prix revendeur est ce que la plateforme vous facture : son prix catalogue sur le forfait du client.',
  },
  actions: {
    edit: 'Modifier la refacturation',
    save: 'Enregistrer',
    ledger: 'Registre des marges',
    export: 'Exporter en CSV',
    back: 'Refacturation',
    apply: 'Afficher',
  },
  sections: { prices: 'Prix par clé de consommation', quotas: 'Quotas' },
  marginLabel: (percent: number) => `Marge de ${percent} %`,
  unitPrice: (usd: number) => `${usd} $/unité`,
  quotaLabels: { minutesPerMonth: 'min/mois', maxAgents: 'agents', maxConcurrentCalls: 'appels simultanés' },
  keys: {
    number: 'Numéros (par numéro et par jour)',
    tokens: 'Jetons du modèle (par 1k)',
    voice: 'Voix (par minute)',
    advancedVoice: 'Voix avancée (par minute)',
    'outbound-message': 'Messages sortants',
    'inbound-message': 'Messages entrants',
  },
  editTitle: (name: string) => `Refacturation de ${name}`,
};

export default fr;
