// serverMessages.ts in French: the same keys, checked by tsc.
import type { Translation } from '../kernel/i18n/localized';
import type { SERVER_MESSAGES } from './serverMessages';

export const SERVER_MESSAGES_FR: Translation<typeof SERVER_MESSAGES> = {
  catalogue: {
    couldNotVerifyCode: 'Impossible de vérifier le code.',
    noAuthTokenProvided: "Aucun jeton d'authentification fourni",
    couldNotAuthenticateWithToken: "Impossible de s'authentifier avec ce jeton",
    unableToAuthenticateUser: "Impossible d'authentifier l'utilisateur",
    tempSessionError: 'Erreur lors de la récupération de la session temporaire',
    noTokenOrOrg: 'Ni jeton ni orgAccountId',
    invalidDomainData: 'Données de domaine invalides',
    somethingWentWrong: "Une erreur s'est produite.",
    notSignedIn: 'Non connecté',
    forbidden: 'Accès refusé',
  },
  notFound: 'Introuvable',
  badRequest: 'Requête invalide',
  internal: 'Erreur interne du serveur',
  accountNotFound: 'Compte introuvable',
  readOnlyToken: "Ce jeton d'API est en lecture seule",
  tooManyCodes: 'Trop de demandes de code. Réessayez dans quelques minutes.',
  signupClosed: "L'inscription est fermée ici : demandez à votre fournisseur de créer votre compte.",
  signupNoBrand: "L'inscription n'est pas disponible à cette adresse.",
  invalidEmail: 'Adresse e-mail invalide',
  invalidPhone: 'Numéro de téléphone invalide',
  invalidE164: 'Numéro de téléphone invalide : format E.164 attendu, par exemple +14155550123',
  sixDigits: 'Un code à 6 chiffres est attendu',
  alreadyUsed: 'Déjà utilisé par un autre compte',
  sameEmail: "C'est déjà votre adresse e-mail",
  samePhone: "C'est déjà votre numéro de téléphone",
  phoneRefused: "L'opérateur ne peut pas envoyer de SMS à ce numéro",
  phoneSendFailed: "L'opérateur n'a pas pu envoyer le code ; réessayez plus tard",
  chooseImage: 'Choisissez une image à envoyer',
  imageType: 'Seules les images PNG, JPEG, GIF ou WebP sont acceptées',
  imageTooLarge: "L'image dépasse 2 Mo",
  imageUnreadable: "L'image n'a pas pu être lue",
};
