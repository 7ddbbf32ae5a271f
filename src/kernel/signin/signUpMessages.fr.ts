// The sign-up form's English (signUpMessages.ts) in French: the same keys, checked by tsc. Read by
// signUpText on the landing, and under `switchboard.signup` in the kernel's French (kernelMessages.fr.ts).
import type { Translation } from '../i18n/localized';
import type { SIGNUP_MESSAGES } from './signUpMessages';

export const SIGNUP_MESSAGES_FR: Translation<typeof SIGNUP_MESSAGES> = {
  createAccount: 'Créer un compte',
  haveAccount: 'Vous avez déjà un compte ? Connectez-vous',
  title: 'Créez votre compte %{brand}',
  name: 'Votre nom',
  businessName: "Nom de l'entreprise",
  email: 'E-mail professionnel',
  number: 'Numéro de téléphone (facultatif)',
  submit: 'Continuer',
  required: 'Obligatoire',
  tooLong: '%{max} caractères au maximum',
  invalidEmail: 'Saisissez une adresse e-mail, par exemple vous@entreprise.com',
  invalidNumber: 'Saisissez un numéro de téléphone avec son indicatif pays, par exemple +33 1 23 45 67 89',
  codeSent:
    "Nous avons envoyé un code à %{length} chiffres à %{email}. Saisissez-le pour terminer ; il est valable 10 minutes. Si cette adresse e-mail a déjà un compte, le code vous y connecte.",
  code: 'Code de vérification',
  codeIncomplete: 'Saisissez les %{length} chiffres',
  verify: 'Vérifier et continuer',
  changeDetails: 'Modifier mes informations',
  failed: "Une erreur s'est produite.",
};
