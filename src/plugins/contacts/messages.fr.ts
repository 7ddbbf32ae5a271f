// The contacts plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  menu: 'Contacts',
  resource: 'Contacts',
  unnamed: 'Contact sans nom',

  fields: {
    name: 'Nom',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    phoneNumber: 'Numéro de téléphone',
    email: 'E-mail',
    company: 'Entreprise',
    notes: 'Notes',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    extraFields: 'Autres champs',
    extraKey: 'Nom du champ',
    extraValue: 'Valeur',
  },

  titles: {
    list: 'Contacts',
    create: 'Nouveau contact',
    edit: 'Modifier le contact',
    delete: 'Supprimer le contact',
    preview: 'Contact',
    picker: 'Contacts',
  },

  actions: {
    create: 'Créer un contact',
    addField: 'Ajouter un champ',
    removeField: 'Retirer le champ',
  },

  search: 'Rechercher',
  searchPlaceholder: 'Rechercher un nom, un téléphone ou un e-mail',
  empty: 'Aucun contact pour le moment.',
  emptyHint: 'Ajoutez les personnes que vos agents appellent et à qui ils écrivent.',
  noMatch: 'Aucun contact ne correspond à cette recherche.',
  noExtraFields: 'Aucun autre champ.',
  loading: 'Chargement du contact…',
  loadFailed: "Le contact n'a pas pu être chargé.",
  listFailed: "Les contacts n'ont pas pu être chargés.",
  saveFailed: "Le contact n'a pas pu être enregistré.",
  deleteFailed: "Le contact n'a pas pu être supprimé.",

  notify: {
    created: 'Contact créé',
    updated: 'Contact mis à jour',
    deleted: 'Contact supprimé',
  },

  confirmDelete: (name: string) => `Supprimer ${name} ? Cette action est irréversible.`,

  validation: {
    atLeastOne: 'Saisissez un nom, un numéro de téléphone ou un e-mail.',
    email: 'Saisissez une adresse e-mail valide.',
    phone: 'Saisissez un numéro de téléphone valide : 7 à 15 chiffres, éventuellement précédés de +.',
    keyRequired: 'Saisissez un nom de champ.',
    keyFormat: 'Utilisez des lettres, des chiffres et des tirets bas, en commençant par une lettre (64 au plus).',
    keyReserved: 'Ce nom est déjà un champ de contact.',
    keyDuplicate: 'Ce nom de champ est utilisé deux fois.',
  },
  resourceNames: { contacts: 'Contact |||| Contacts' },
};

export default fr;
