// The sign-in form's and page's words (signInMessages.ts) in French: the same keys, checked by tsc.
import type { Translation } from '../i18n/localized';
import type { SignInMessages } from './signInMessages';

export const SIGNIN_MESSAGES_FR: Translation<SignInMessages> = {
  signInTo: (brand: string) => `Se connecter à ${brand}`,
  signIn: 'Se connecter',
  email: 'E-mail',
  phone: 'Numéro de téléphone',
  sendCode: 'Envoyer le code',
  verifyCode: 'Vérifier le code',
  codeSent: (length: number, to: string) => `Nous avons envoyé un code à ${length} chiffres à ${to}. Il est valable 10 minutes.`,
  code: 'Code de vérification',
  codeIncomplete: (length: number) => `Saisissez les ${length} chiffres`,
  verify: 'Vérifier',
  changeEmail: 'Modifier l’e-mail',
  changePhone: 'Modifier le numéro de téléphone',
  usePhone: 'Utiliser plutôt un numéro de téléphone',
  useEmail: 'Utiliser plutôt une adresse e-mail',
};
