// The kernel's own messages (kernelMessages.ts) in French: the same keys, checked by tsc.
import type { KERNEL_MESSAGES } from './kernelMessages';
import type { Translation } from './localized';
import { SIGNUP_MESSAGES_FR } from '../signin/signUpMessages.fr';

export const KERNEL_MESSAGES_FR: Translation<typeof KERNEL_MESSAGES> = {
  switchboard: {
    record: {
      notFound: "%{name} introuvable : il a peut-être été supprimé, ou le lien est erroné.",
      notFoundAny: 'Introuvable : il a peut-être été supprimé, ou le lien est erroné.',
      notOpen: "%{name} introuvable, ou non accessible pour vous : le lien est peut-être erroné.",
      notOpenAny: 'Introuvable, ou non accessible pour vous : le lien est peut-être erroné.',
    },
    menu: { home: 'Accueil', settings: 'Paramètres', help: 'Aide', toggleTheme: 'Changer de thème' },
    list: { rangeAtLeast: '%{offsetBegin}-%{offsetEnd} sur %{total}+' },
    busy: { retrying: 'Serveur occupé, nouvelle tentative…' },
    overlay: {
      unavailable: "Cet écran n'est pas disponible",
      unavailableDetail: "Il n'existe pas pour ce compte, ou vous ne pouvez pas l'ouvrir ici.",
    },
    bell: {
      label: 'Notifications et activité',
      labelUnread: 'Notifications et activité : %{count} non lues',
      empty: 'Rien de nouveau',
      notifications: 'Notifications',
      activity: 'Activité',
      clear: 'Effacer',
      clearItem: 'Effacer : %{text}',
      clearAll: 'Tout effacer',
      message: 'Message de %{from}',
      call: 'Appel avec %{from}',
      noAccountId: "pas d'identifiant de compte",
      failed: "Les notifications n'ont pas pu être chargées",
    },
    settings: {
      title: 'Paramètres',
      close: 'Fermer',
      profile: 'Profil',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      role: 'Rôle',
      account: 'Compte',
      none: 'Non renseigné',
      appearance: 'Apparence',
      theme: 'Thème',
      light: 'Clair',
      dark: 'Sombre',
      language: 'Langue',
      languageHint: 'La page se recharge dans la langue choisie.',
    },
    signup: SIGNUP_MESSAGES_FR,
  },
};
