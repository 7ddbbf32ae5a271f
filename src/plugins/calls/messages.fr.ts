// The calls plugin's messages in French: the shape of messages.ts, checked by tsc.
import type { Translation } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';
import type { EnglishMessages } from './messages';

const fr: Translation<EnglishMessages> = {
  titles: {
    forwarding: 'Renvoyer votre mobile',
    verify: "Tester le renvoi d'appel",
    call: 'Appel en cours',
    calling: 'Appel',
    live: 'En direct',
    callerConsole: "Console de l'appelant",
  },
  forwarding: {
    intro: (number: string) =>
      `Les appels vers votre mobile peuvent sonner chez votre agent au ${formatPhone(number)}. Composez le code de votre opérateur sur le mobile, puis passez un appel de test.`,
    carrier: 'Votre opérateur mobile',
    mode: 'Renvoyer',
    modes: { always: 'Tous les appels', unanswered: 'Les appels sans réponse' },
    dialOn: 'Composez pour activer le renvoi',
    dialOff: 'Composez pour le désactiver',
    notNorthAmerican: 'Ces codes valent pour les numéros américains ; demandez à votre opérateur comment renvoyer vers ce numéro.',
    otherCarrier: "Un autre opérateur ? Ses pages d'aide donnent son code de renvoi.",
    test: 'Passer un appel de test',
  },
  verify: {
    cell: 'Votre numéro de mobile',
    cellHelp: 'Le téléphone que vous renvoyez, au format +1 et 10 chiffres',
    start: 'Appeler mon mobile',
    again: 'Rappeler',
    ringing: "Appel de votre mobile… l'appel devrait revenir au numéro de votre agent.",
    proven: (when: string) => `Le renvoi fonctionne : l'appel de test est arrivé le ${when}.`,
    failed: "L'appel de test n'est pas arrivé. Vérifiez le code composé, puis rappelez.",
    lastProven: (when: string) => `Renvoi vérifié pour la dernière fois le ${when}.`,
    never: "Le renvoi n'a pas encore été vérifié.",
    startFailed: "L'appel de test n'a pas pu être passé.",
  },
  load: { loading: 'Chargement du numéro…', failed: "Le numéro n'a pas pu être chargé." },
  calling: {
    to: (who: string) => `Appel de ${who}`,
    audio: 'Voix',
    video: 'Vidéo',
    type: "Type d'appel",
    end: "Raccrocher",
    ended: 'Appel terminé.',
  },
  demoCarrier: 'Opérateur de démonstration',
};

export default fr;
