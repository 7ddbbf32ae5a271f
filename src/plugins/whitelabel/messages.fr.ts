// The white-label plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import type { EnglishLabels, EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  panel: 'Marque blanche',
  noProfile: "Ce compte n'a pas de profil de domaine",
  noProfileHint: 'Les profils de domaine appartiennent aux partenaires et aux revendeurs ; demandez à votre contact plateforme d’en créer un.',
  loadFailed: "Le profil de domaine n'a pas pu être chargé.",
  retry: 'Réessayer',

  sections: {
    plugins: 'Modules',
    pluginsHint: 'Activez ou désactivez des pans entiers de la console pour tous les comptes sous vous.',
    grants: 'Ce que les propriétaires d’organisation peuvent faire',
    grantsHint: 'Chaque interrupteur accorde ces permissions aux propriétaires (et, si autorisé, aux administrateurs) de vos organisations.',
    links: 'Liens',
    linksHint: 'Montrés à vos clients. Laissez un champ vide pour utiliser la valeur par défaut.',
  },

  switchedOffByPartner: 'Désactivé par votre partenaire',
  grants: 'Accorde',

  notify: {
    saved: 'Paramètre de marque blanche enregistré',
    saveFailed: (reason: string) => `Le paramètre n'a pas pu être enregistré : ${reason}`,
  },

  validation: {
    url: 'Saisissez un lien complet commençant par https:// ou http://, p. ex. https://example.com/help.',
    tooLong: 'Ce lien est trop long (2000 caractères au plus).',
  },

  preview: {
    title: "Ce que voit un propriétaire d'organisation sous vous",
    button: "Aperçu en tant que propriétaire d'organisation",
    overlayTitle: "Aperçu en tant que propriétaire d'organisation",
    hint: 'Calculé à partir des valeurs ci-dessus, enregistrées ou non.',
    plugins: 'Ses modules',
    menu: 'Menu',
    noMenu: 'Aucune entrée de menu en dehors du tableau de bord et des paramètres.',
    permissions: 'Permissions',
    allowed: 'Autorisé',
    denied: 'Non autorisé',
  },
};

export const frLabels: Translation<EnglishLabels> = {
  grants: {
    grantTrialEntry: 'Commencer à utiliser le produit sans forfait (essai)',
    showMembers: "Voir et inviter les membres de l'équipe",
    showBilling: 'Voir et gérer la facturation',
    allowSignup: "S'inscrire, et supprimer ou désactiver leur organisation",
    allowTasks: "Utiliser les listes d'appels",
    allowAddAgents: 'Ajouter des agents',
    allowAgentTakeover: "Prendre le contrôle de comptes d'agent",
    allowFullEditor: "Utiliser l'éditeur d'agent complet",
    allowEmbeds: 'Utiliser les intégrations',
    smsMessaging: 'Configurer la messagerie SMS',
    allowOrgNumberAssignment: 'Choisir leurs propres numéros de téléphone',
  },
  links: {
    talkToSalesUrl: 'Lien « Parler aux ventes »',
    supportUrl: "Lien d'assistance",
    privacyUrl: 'Lien de la politique de confidentialité',
    tosUrl: "Lien des conditions d'utilisation",
  },
  permissions: {
    canViewOrg: "Voir l'organisation",
    canEditOrg: "Modifier l'organisation",
    canOnboardWithoutPlan: 'Démarrer sans forfait',
    canManageUsers: "Gérer les membres de l'équipe",
    canInviteUsers: "Inviter des membres de l'équipe",
    canViewBilling: 'Voir la facturation',
    canManageBilling: 'Gérer la facturation',
    canDeleteOrg: "Supprimer l'organisation",
    canViewTasks: "Voir les listes d'appels",
    canAddAgents: 'Ajouter des agents',
    canTakeoverAgent: 'Prendre le contrôle des agents',
    canUseFullEditor: "Utiliser l'éditeur complet",
    canViewEmbeds: 'Voir les intégrations',
    canSetupSMS: 'Configurer les SMS',
    canSelectNumber: 'Choisir des numéros de téléphone',
    canInspectJSON: 'Inspecter le JSON brut',
    canDeactivateOrg: "Désactiver l'organisation",
  },
};

export default fr;
