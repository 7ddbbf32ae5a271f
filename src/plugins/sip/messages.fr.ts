// The SIP plugin's messages in French: the shape of messages.ts, checked by tsc. SIP reason phrases
// (401 Unauthorized…) are the protocol's own words and stay as they are.
import type { Translation } from '@kernel/sdk';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  titles: {
    page: 'Trunk SIP',
    whitelist: 'Liste blanche IP',
    routes: 'Routes sortantes',
    registration: 'Enregistrement',
    captures: 'Captures SIP',
    capture: (callId: string) => `Capture ${callId}`,
    ladder: 'Diagramme',
    details: 'Message',
  },
  hints: {
    whitelist: 'Seules ces adresses peuvent envoyer des appels dans votre trunk. IPv4, IPv6 ou un réseau CIDR comme 203.0.113.0/24.',
    routes: 'Où sont envoyés les appels vers votre PBX : une URI SIP comme sip:pbx@sip.example.com:5060.',
    registration: "Le registrar auprès duquel votre PBX s'enregistre. Le mot de passe est en écriture seule : il n'est plus jamais affiché.",
    passwordKept: 'Un mot de passe est défini. Saisissez-en un nouveau pour le remplacer.',
    captures: "Les messages SIP des appels récents de votre trunk. Ouvrez-en un pour voir son diagramme et ce qui n'a pas fonctionné.",
    ladder: 'Les extrémités sont en colonnes ; chaque flèche est un message, dans l’ordre chronologique. Placez le focus sur une flèche pour lire le message.',
    demoCall: 'Opérateur de démonstration : passez un appel par le trunk. Un numéro finissant par 401, 403, 404, 407, 408, 480, 486, 488 ou 503 échoue avec ce code.',
  },
  fields: { ip: 'IP ou réseau', label: 'Libellé', route: 'URI SIP', server: 'Serveur', username: "Nom d'utilisateur", password: 'Mot de passe', status: 'État', to: 'Numéro à composer' },
  columns: { started: 'Début', from: 'De', to: 'Vers', result: 'Résultat', messages: 'Messages' },
  actions: {
    add: 'Ajouter',
    delete: 'Supprimer',
    save: 'Enregistrer',
    remove: "Retirer l'enregistrement",
    captures: 'Captures SIP',
    trunk: 'Paramètres du trunk',
    downloadPcap: 'Télécharger le pcap',
    downloadText: 'Télécharger le texte',
    placeCall: "Passer un appel de démonstration",
    back: 'Toutes les captures',
  },
  confirm: {
    deleteIp: (ip: string) => `Retirer ${ip} de la liste blanche IP ? Ses appels seront refusés.`,
    deleteRoute: (route: string) => `Supprimer la route ${route} ?`,
    deleteRegistration: "Retirer l'enregistrement ? Son mot de passe est supprimé aussi.",
  },
  status: { registered: 'Enregistré', failed: 'Échec' },
  empty: {
    whitelist: 'Aucune adresse pour le moment : aucun appel ne peut entrer par le trunk.',
    routes: 'Aucune route sortante pour le moment.',
    registration: 'Aucun enregistrement.',
    captures: 'Aucun appel capturé pour le moment.',
  },
  loading: 'Chargement…',
  failed: {
    load: "Ceci n'a pas pu être chargé.",
    captures: "Les captures n'ont pas pu être chargées.",
    capture: "Cette capture n'a pas pu être chargée.",
  },
  saved: 'Enregistré',
  deleted: 'Supprimé',
  answered: 'Décroché',
  noDiagnosis: "L'appel a été décroché : rien n'a échoué.",
  diagnosis: {
    heading: "Ce qui n'a pas fonctionné",
    checkHeading: 'À vérifier',
    known: {
      401: {
        title: '401 Unauthorized : les identifiants ont été refusés',
        explanation: "Le serveur a demandé à votre PBX de s'authentifier, et le nom d'utilisateur ou le mot de passe fourni n'a pas été accepté.",
        check: [
          "Le nom d'utilisateur et le mot de passe de l'enregistrement ici correspondent à ceux de votre PBX.",
          "Votre PBX s'authentifie avec le même realm et le même nom d'utilisateur que pour son enregistrement.",
        ],
      },
      407: {
        title: '407 Proxy Authentication Required : les identifiants ont été refusés',
        explanation: "Le proxy a demandé des identifiants à votre PBX, et ceux envoyés n'ont pas été acceptés.",
        check: [
          "Le nom d'utilisateur et le mot de passe de l'enregistrement ici correspondent à ceux de votre PBX.",
          'Votre PBX répond aux défis du proxy (Proxy-Authorization) avec ces identifiants.',
        ],
      },
      403: {
        title: "403 Forbidden : l'appel a été refusé",
        explanation: "L'appel n'était pas autorisé : son adresse source n'est pas dans la liste blanche IP, ou les identifiants ne permettent pas cet appel.",
        check: [
          "L'adresse publique d'où émet votre PBX est dans la liste blanche IP (derrière un NAT, c'est l'adresse du routeur).",
          "Le nom d'utilisateur et le mot de passe de l'enregistrement sont corrects.",
        ],
      },
      404: {
        title: "404 Not Found : le numéro n'existe pas",
        explanation: "L'opérateur ne connaît pas le numéro composé.",
        check: ['Le numéro composé est complet et au format E.164 (+ et l’indicatif du pays).', "Votre PBX n'ajoute ni ne retire de préfixe avant de l'envoyer."],
      },
      408: {
        title: '408 Request Timeout : pas de réponse',
        explanation: "L'autre partie n'a jamais répondu à l'INVITE, même renvoyé : elle était injoignable.",
        check: ["L'hôte et le port de la route sortante sont corrects et joignables.", 'Un pare-feu laisse passer le SIP (UDP/TCP 5060, TLS 5061) dans les deux sens.'],
      },
      488: {
        title: '488 Not Acceptable Here : aucun codec commun',
        explanation: "L'autre partie n'a pas pu accepter le média proposé dans le SDP : aucun codec ne correspondait.",
        check: ['Votre PBX propose le G.711 (PCMU ou PCMA) dans son SDP.', "Aucun codec non pris en charge par l'opérateur (ici le G.729) n'est imposé sur le trunk."],
      },
      503: {
        title: '503 Service Unavailable : pas de capacité',
        explanation: "Le service ne pouvait pas prendre l'appel : la limite d'appels du trunk est atteinte ou le serveur est surchargé.",
        check: ["Le nombre d'appels simultanés par rapport à la limite du trunk.", "Réessayez après le délai indiqué par l'en-tête Retry-After."],
      },
    },
    generic: {
      title: (code: number) => `${code} : l'appel a échoué`,
      explanation: (code: number) => `L'autre partie a répondu ${code} : l'appel n'a pas pu aboutir.`,
      check: ["La phrase de raison et l'éventuel en-tête Warning de la réponse.", 'Les autres messages du même appel, dans l’ordre.'],
    },
  },
};

export default fr;
