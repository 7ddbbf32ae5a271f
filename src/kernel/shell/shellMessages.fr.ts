// The shell's words (shellMessages.ts) in French: the same keys, checked by tsc.
import type { Translation } from '../i18n/localized';
import type { ShellMessages } from './shellMessages';

export const SHELL_MESSAGES_FR: Translation<ShellMessages> = {
  backToAccount: 'Retour à mon compte',
  signOut: 'Se déconnecter',
  returnToAccount: 'Revenir à mon compte',
  actingOn: 'Vous agissez sur',
  actingOnDetail: '. Chaque modification s’applique à ce compte.',
  account: 'Compte',
  myAccount: 'Mon compte',
  home: 'Accueil',
  welcome: (name: string) => `Bienvenue, ${name}`,
  areas: 'Espaces',
  noAreas: 'Aucun espace n’est encore activé pour ce compte.',
  loading: 'Chargement',
  loadingPage: 'Chargement de la page',
  switchView: 'Changer de vue',
  viewingAs: (view: string) => `Vue : ${view}`,
  whatEachViewShows: 'Ce que montre chaque vue…',
  close: 'Fermer',
  documentation: 'documentation',
};
