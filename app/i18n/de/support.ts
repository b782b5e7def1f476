import type { enSupport } from '../en/support'

/** German text of the support desk as customers see it: tickets, replies, reply times. */
export const deSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'Support-Anfragen',
  'title.supportRequest': 'Support-Anfrage',

  'profile.tabSupport': 'Support',

  'support.receipt.number': 'Ihre Anfrage hat die Ticketnummer #{number}.',
  'support.receipt.replyBy': 'Sie erhalten unsere Antwort bis {time} Uhr (Pazifikzeit).',
  'support.receipt.priority': 'Ihr Tarif umfasst bevorzugten Support: Ihre Anfrage steht ganz vorne in der Warteschlange.',
  'support.receipt.email':
    'Wir haben Ihnen die Details an Ihre E-Mail-Adresse gesendet. Antworten Sie auf diese E-Mail, um Ihre Anfrage zu ergänzen.',
  'support.receipt.open': 'Anfrage öffnen',

  'support.tickets.title': 'Ihre Support-Anfragen',
  'support.tickets.intro':
    'Alle Ihre Anfragen an uns, mit ihrem Status und dem Zeitpunkt, bis zu dem Sie unsere Antwort erwarten können. Support-Zeiten: Montag bis Freitag 9:00–18:00 Uhr, Samstag 10:00–16:00 Uhr Pazifikzeit.',
  'support.tickets.none': 'Sie haben noch keine Support-Anfragen.',
  'support.tickets.request': 'Anfrage',
  'support.tickets.status': 'Status',
  'support.tickets.updated': 'Letzte Aktualisierung',
  'support.tickets.replyBy': 'Antwort erwartet',
  'support.tickets.open': 'Anfrage #{number} öffnen: {subject}',

  'support.status.new': 'Eingegangen',
  'support.status.open': 'In Bearbeitung',
  'support.status.pending': 'Wartet auf Ihre Antwort',
  'support.status.resolved': 'Gelöst',
  'support.status.closed': 'Geschlossen',
  'support.status.spam': 'Geschlossen',

  'support.new.title': 'Fragen Sie das Support-Team',
  'support.new.submit': 'Anfrage senden',

  'support.ticket.heading': 'Anfrage #{number}',
  'support.ticket.back': 'Alle Anfragen',
  'support.ticket.replyBy': 'Sie erhalten unsere Antwort bis {time} Uhr (Pazifikzeit).',
  'support.ticket.waitingForYou': 'Wir haben geantwortet und warten auf Ihre Antwort.',
  'support.ticket.you': 'Sie',
  'support.ticket.team': 'Support-Team',
  'support.ticket.byEmail': 'per E-Mail',
  'support.ticket.reply': 'Ihre Antwort',
  'support.ticket.send': 'Antwort senden',
  'support.ticket.sent': 'Antwort gesendet. Wir melden uns bei Ihnen.',
  'support.ticket.closedNote': 'Diese Anfrage ist geschlossen. Wenn Sie weitere Hilfe brauchen, senden Sie eine neue Anfrage.',
  'support.ticket.rateQuestion': 'Konnten wir Ihr Problem lösen?',
  'support.ticket.rateGood': 'Ja, danke',
  'support.ticket.rateBad': 'Nicht wirklich',
  'support.ticket.rated': 'Danke für Ihre Rückmeldung.',

  'workspace.supportContact':
    'Ihre feste Ansprechperson im Support: {name}. Anfragen aus diesem Workspace gehen zuerst an diese Person.',

  'answers.support.ticketNotFound': 'Diese Anfrage gibt es nicht, oder sie gehört nicht zu Ihren Anfragen.',
  'answers.support.replyRequired': 'Schreiben Sie Ihre Antwort.',
  'answers.support.replyTooLong': 'Eine Antwort darf höchstens 10.000 Zeichen lang sein.',
  'answers.support.closed': 'Diese Anfrage ist geschlossen: Senden Sie stattdessen eine neue Anfrage.',
  'answers.support.notRateable': 'Eine Anfrage kann bewertet werden, sobald sie gelöst ist.',
}
