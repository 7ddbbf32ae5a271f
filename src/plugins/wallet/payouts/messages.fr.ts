// The payouts panel's and the operator's queue's messages in French: the shape of messages.ts,
// checked by tsc. The amount and address refusals translate the shared rules' (src/shared/money/payouts.ts).
import type { Translation } from '@kernel/sdk';
import { MAX_PAYOUT_USD, MIN_PAYOUT_USD } from '../../../shared/money/payouts';
import type { EnglishPayoutMessages } from './messages';

const fr: Translation<EnglishPayoutMessages> = {
  title: 'Versements',
  intro:
    "Envoyez de l'argent du portefeuille vers votre propre compte. Les versements PayPal et Venmo sont envoyés par notre équipe ; le montant quitte le portefeuille immédiatement et y revient si un versement est refusé.",
  tabs: { stripe: 'Banque (Stripe)', paypal: 'PayPal', venmo: 'Venmo' },
  methods: { stripe: 'Stripe', paypal: 'PayPal', venmo: 'Venmo' },
  status: { pending: 'En attente', completed: 'Envoyé', rejected: 'Refusé' },
  fields: { amount: 'Montant (USD)', paypal: 'E-mail PayPal', venmo: '@identifiant Venmo ou téléphone', note: 'Note' },
  hints: {
    amount: 'En cents entiers, de 1 à 10000 USD, au plus le solde du portefeuille',
    paypal: "L'adresse e-mail de votre compte PayPal",
    venmo: "@identifiant, ou le numéro de téléphone américain de votre compte Venmo",
  },
  validation: {
    address: {
      paypal: "Saisissez l'adresse e-mail d'un compte PayPal",
      venmo: 'Saisissez un @identifiant Venmo (5 à 30 lettres, chiffres, - ou _) ou un numéro de téléphone américain',
    },
    amount: {
      notAmount: 'Un montant en USD est attendu',
      cents: '2 décimales au plus',
      positive: 'Un montant positif est attendu',
      min: `Au moins ${MIN_PAYOUT_USD} USD`,
      max: `Au plus ${MAX_PAYOUT_USD} USD`,
    },
    required: 'Requis',
  },
  stripe: {
    checking: 'Vérification de votre compte de versement…',
    checkFailed: "Le compte de versement n'a pas pu être vérifié.",
    notConnected:
      "Aucun compte de versement n'est encore connecté. Connectez-en un avec Stripe pour recevoir des virements depuis le portefeuille.",
    unfinished:
      "Votre compte de versement est connecté mais ne peut pas encore recevoir de virements : terminez l'inscription.",
    ready: (accountId: string) => `Les virements vont sur votre compte connecté ${accountId}.`,
    connect: 'Connecter un compte de versement',
    resume: "Terminer l'inscription",
    connecting: 'Ouverture…',
    transfer: 'Virer',
    connectFailed: "L'inscription n'a pas pu être lancée.",
  },
  request: { paypal: 'Demander un versement PayPal', venmo: 'Demander un versement Venmo', sending: 'Envoi…' },
  confirm: {
    title: (amount: string, to: string) => `Verser ${amount} à ${to} ?`,
    details: 'Le montant quitte le portefeuille maintenant.',
    stripeTo: 'votre compte connecté',
    confirm: 'Verser',
  },
  notify: {
    requested: (amount: string) => `Versement de ${amount} demandé : notre équipe l'envoie sous peu.`,
    sent: (amount: string) => `${amount} envoyés sur votre compte connecté.`,
  },
  failed: "Le versement n'a pas pu être demandé.",
  list: {
    title: 'Vos demandes de versement',
    label: 'Demandes de versement',
    loading: 'Chargement des demandes de versement…',
    failed: "Les demandes de versement n'ont pas pu être chargées.",
    empty: 'Aucune demande de versement pour le moment.',
    more: 'Afficher plus',
    retry: 'Réessayer',
  },
  columns: {
    date: 'Demandé le',
    method: 'Moyen',
    to: 'Destinataire',
    amount: 'Montant',
    status: 'État',
    note: 'Note',
    account: 'Compte',
  },
  queue: {
    title: 'Demandes de versement à envoyer',
    label: 'File des versements',
    filter: 'État',
    all: 'Toutes',
    loading: 'Chargement de la file des versements…',
    failed: "La file des versements n'a pas pu être chargée.",
    tokenNeeded:
      "Émettez un jeton super-administrateur (outils d'administration) pour voir et traiter les demandes de versement.",
    empty: 'Aucune demande de versement ici.',
    complete: 'Marquer comme envoyé',
    reject: 'Refuser',
    completeTitle: (amount: string, to: string) => `Marquer le versement de ${amount} à ${to} comme envoyé ?`,
    completeDetails:
      "Envoyez-le d'abord chez le prestataire. La note (par exemple la référence du paiement) est conservée avec la demande.",
    rejectTitle: (amount: string, to: string) => `Refuser le versement de ${amount} à ${to} ?`,
    rejectDetails: 'Le montant retourne dans le portefeuille. La note (le motif) est montrée au client.',
    notePlaceholder: 'Référence ou motif (facultatif)',
    completed: 'Versement marqué comme envoyé',
    rejected: 'Versement refusé : le montant est de retour dans le portefeuille',
    decideFailed: "La demande de versement n'a pas pu être traitée.",
  },
};

export default fr;
