import type { enSupport } from '../en/support'

/** Spanish text of the support desk as customers see it: tickets, replies, reply times. */
export const esSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'Solicitudes de soporte',
  'title.supportRequest': 'Solicitud de soporte',

  'profile.tabSupport': 'Soporte',

  'support.receipt.number': 'Tu solicitud es el ticket #{number}.',
  'support.receipt.replyBy': 'Recibirás nuestra respuesta a más tardar el {time} (hora del Pacífico).',
  'support.receipt.priority': 'Tu plan incluye soporte prioritario: tu solicitud pasa al principio de la cola.',
  'support.receipt.email': 'Te hemos enviado los detalles a tu correo. Responde a ese correo para añadir información a tu solicitud.',
  'support.receipt.open': 'Abrir tu solicitud',

  'support.tickets.title': 'Tus solicitudes de soporte',
  'support.tickets.intro':
    'Todo lo que nos has preguntado, con su estado y cuándo esperar nuestra respuesta. Horario de soporte: de lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 16:00, hora del Pacífico.',
  'support.tickets.none': 'Aún no tienes solicitudes de soporte.',
  'support.tickets.request': 'Solicitud',
  'support.tickets.status': 'Estado',
  'support.tickets.updated': 'Última actualización',
  'support.tickets.replyBy': 'Respuesta prevista',
  'support.tickets.open': 'Abrir la solicitud #{number}: {subject}',

  'support.status.new': 'Recibida',
  'support.status.open': 'En curso',
  'support.status.pending': 'Esperando tu respuesta',
  'support.status.resolved': 'Resuelta',
  'support.status.closed': 'Cerrada',
  'support.status.spam': 'Cerrada',

  'support.new.title': 'Pregunta al equipo de soporte',
  'support.new.submit': 'Enviar solicitud',

  'support.ticket.heading': 'Solicitud #{number}',
  'support.ticket.back': 'Todas las solicitudes',
  'support.ticket.replyBy': 'Recibirás nuestra respuesta a más tardar el {time} (hora del Pacífico).',
  'support.ticket.waitingForYou': 'Te hemos respondido y esperamos tu respuesta.',
  'support.ticket.you': 'Tú',
  'support.ticket.team': 'Equipo de soporte',
  'support.ticket.byEmail': 'por correo',
  'support.ticket.reply': 'Tu respuesta',
  'support.ticket.send': 'Enviar respuesta',
  'support.ticket.sent': 'Respuesta enviada. Nos pondremos en contacto contigo.',
  'support.ticket.closedNote': 'Esta solicitud está cerrada. Si necesitas más ayuda, envía una nueva solicitud.',
  'support.ticket.rateQuestion': '¿Hemos resuelto tu problema?',
  'support.ticket.rateGood': 'Sí, gracias',
  'support.ticket.rateBad': 'No del todo',
  'support.ticket.rated': 'Gracias por contárnoslo.',

  'workspace.supportContact':
    'Tu contacto de soporte asignado: {name}. Las solicitudes de este espacio de trabajo llegan primero a esta persona.',

  'answers.support.ticketNotFound': 'Esta solicitud no existe o no es tuya.',
  'answers.support.replyRequired': 'Escribe tu respuesta.',
  'answers.support.replyTooLong': 'Una respuesta debe tener como máximo 10.000 caracteres.',
  'answers.support.closed': 'Esta solicitud está cerrada: envía una nueva solicitud.',
  'answers.support.notRateable': 'Puedes valorar una solicitud cuando esté resuelta.',
}
