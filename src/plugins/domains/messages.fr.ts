// The domains plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  fields: { domain: 'Domaine', status: 'État', txtName: 'Nom', txtValue: 'Valeur', checkedAt: 'Dernière vérification' },
  status: { pending: 'En attente du DNS', verified: 'Vérifié', failed: 'Non vérifié' },
  title: 'Domaines personnalisés',
  intro: "Servez la console sur votre propre domaine. Ajoutez-le ici, créez l'enregistrement TXT indiqué chez votre fournisseur DNS, puis vérifiez-le. Une fois vérifié, la console sur ce domaine affiche votre marque.",
  txtTitle: 'Créez cet enregistrement TXT chez votre fournisseur DNS :',
  txtType: 'Type : TXT',
  defaultChip: 'Par défaut',
  actions: { add: 'Ajouter un domaine', check: 'Vérifier à nouveau', makeDefault: 'Définir par défaut', delete: 'Supprimer', copy: 'Copier', retry: 'Réessayer' },
  copied: 'Copié',
  never: 'Jamais vérifié',
  checked: (when: string) => `Dernière vérification ${when}`,
  empty: 'Aucun domaine personnalisé pour le moment.',
  loading: 'Chargement des domaines personnalisés…',
  listFailed: "Les domaines personnalisés n'ont pas pu être chargés.",
  addFailed: "Le domaine n'a pas pu être ajouté.",
  actionFailed: "Cela n'a pas fonctionné. Réessayez.",
  invalidData: 'Données de domaine invalides',
  confirmDelete: (domain: string) => `Supprimer le domaine ${domain} ?`,
  confirmDeleteDetails: "La console cesse d'y répondre avec votre marque. Pour le réutiliser, il faudra l'ajouter et le vérifier à nouveau.",
  notify: {
    added: 'Domaine ajouté : créez son enregistrement TXT, puis vérifiez-le',
    verified: 'Domaine vérifié',
    failed: 'Domaine pas encore vérifié',
    defaultSet: 'Domaine par défaut défini',
    deleted: 'Domaine supprimé',
  },
  resourceNames: { customDomains: 'Domaine personnalisé |||| Domaines personnalisés' },
};

export default fr;
