import type { enSupport } from '../en/support'

/** French text of the support desk as customers see it: tickets, replies, reply times. */
export const frSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'Demandes d’assistance',
  'title.supportRequest': 'Demande d’assistance',

  'profile.tabSupport': 'Assistance',

  'support.receipt.number': 'Votre demande porte le numéro de ticket #{number}.',
  'support.receipt.replyBy': 'Vous recevrez notre réponse au plus tard le {time} (heure du Pacifique).',
  'support.receipt.priority': 'Votre formule inclut l’assistance prioritaire : votre demande passe en tête de file.',
  'support.receipt.email':
    'Nous avons envoyé les détails à votre adresse e-mail. Répondez à cet e-mail pour compléter votre demande.',
  'support.receipt.open': 'Ouvrir votre demande',

  'support.tickets.title': 'Vos demandes d’assistance',
  'support.tickets.intro':
    'Toutes vos questions, avec leur statut et la date à laquelle attendre notre réponse. Horaires de l’assistance : du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 16 h (heure du Pacifique).',
  'support.tickets.none': 'Vous n’avez encore aucune demande d’assistance.',
  'support.tickets.request': 'Demande',
  'support.tickets.status': 'Statut',
  'support.tickets.updated': 'Dernière mise à jour',
  'support.tickets.replyBy': 'Réponse prévue',
  'support.tickets.open': 'Ouvrir la demande #{number} : {subject}',

  'support.status.new': 'Reçue',
  'support.status.open': 'En cours',
  'support.status.pending': 'En attente de votre réponse',
  'support.status.resolved': 'Résolue',
  'support.status.closed': 'Clôturée',
  'support.status.spam': 'Clôturée',

  'support.new.title': 'Écrire à l’équipe d’assistance',
  'support.new.submit': 'Envoyer la demande',

  'support.ticket.heading': 'Demande #{number}',
  'support.ticket.back': 'Toutes les demandes',
  'support.ticket.replyBy': 'Vous recevrez notre réponse au plus tard le {time} (heure du Pacifique).',
  'support.ticket.waitingForYou': 'Nous avons répondu et attendons votre réponse.',
  'support.ticket.you': 'Vous',
  'support.ticket.team': 'Équipe d’assistance',
  'support.ticket.byEmail': 'par e-mail',
  'support.ticket.reply': 'Votre réponse',
  'support.ticket.send': 'Envoyer la réponse',
  'support.ticket.sent': 'Réponse envoyée. Nous revenons vers vous.',
  'support.ticket.closedNote': 'Cette demande est clôturée. Si vous avez besoin d’aide supplémentaire, envoyez une nouvelle demande.',
  'support.ticket.rateQuestion': 'Avons-nous résolu votre problème ?',
  'support.ticket.rateGood': 'Oui, merci',
  'support.ticket.rateBad': 'Pas vraiment',
  'support.ticket.rated': 'Merci pour votre retour.',

  'workspace.supportContact':
    'Votre interlocuteur dédié à l’assistance : {name}. Les demandes de cet espace de travail lui sont adressées en priorité.',

  'answers.support.ticketNotFound': 'Cette demande n’existe pas ou ne fait pas partie des vôtres.',
  'answers.support.replyRequired': 'Rédigez votre réponse.',
  'answers.support.replyTooLong': 'Une réponse doit comporter au plus 10 000 caractères.',
  'answers.support.closed': 'Cette demande est clôturée : envoyez plutôt une nouvelle demande.',
  'answers.support.notRateable': 'Une demande peut être évaluée une fois résolue.',
}
