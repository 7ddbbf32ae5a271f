// The mobile bridge's and the pages /mobile/start and /install's English (messages.ts) in French:
// the same keys, checked by tsc.
import type { Translation } from '../i18n/localized';
import type { MobileMessages } from './messages';

export const MOBILE_MESSAGES_FR: Translation<MobileMessages> = {
  notSignedIn: 'Non connecté',
  contactsUnavailable: 'Les contacts ne sont pas disponibles pour ce compte',
  searchFailed: 'La recherche de contacts a échoué',
  checkInFailed: 'Le signalement de l’application a échoué',
  signedOutTitle: 'Vous êtes déconnecté',
  signedOutText: 'Vous vous êtes déconnecté de %{brand} sur cet appareil.',
  signInAgain: 'Se reconnecter',
  openConsole: 'Ouvrir %{brand}',
  installTitle: 'Téléchargez l’application %{brand}',
  installText: 'Installez l’application sur votre téléphone depuis son store.',
  appStore: 'Télécharger dans l’App Store',
  playStore: 'Disponible sur Google Play',
  redirecting: 'Ouverture du store…',
  backToConsole: 'Retour à la console',
};
