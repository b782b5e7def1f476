/** English text of the support desk as customers see it: tickets, replies, reply times. */
export const enSupport = {
  'title.supportRequests': 'Support requests',
  'title.supportRequest': 'Support request',

  'profile.tabSupport': 'Support',

  'support.receipt.number': 'Your request is ticket #{number}.',
  'support.receipt.replyBy': 'Expect our reply by {time} (Pacific time).',
  'support.receipt.priority': 'Your plan includes priority support: your request is at the front of the queue.',
  'support.receipt.email': 'We sent the details to your e-mail address. Reply to that e-mail to add to your request.',
  'support.receipt.open': 'Open your request',

  'support.tickets.title': 'Your support requests',
  'support.tickets.intro': 'Everything you asked us, with its status and when to expect our reply. Support hours: Monday to Friday 9:00–18:00, Saturday 10:00–16:00 Pacific time.',
  'support.tickets.none': 'You have no support requests yet.',
  'support.tickets.request': 'Request',
  'support.tickets.status': 'Status',
  'support.tickets.updated': 'Last update',
  'support.tickets.replyBy': 'Reply expected',
  'support.tickets.open': 'Open request #{number}: {subject}',

  'support.status.new': 'Received',
  'support.status.open': 'In progress',
  'support.status.pending': 'Waiting for your reply',
  'support.status.resolved': 'Resolved',
  'support.status.closed': 'Closed',
  'support.status.spam': 'Closed',

  'support.new.title': 'Ask the support team',
  'support.new.submit': 'Send request',

  'support.ticket.heading': 'Request #{number}',
  'support.ticket.back': 'All requests',
  'support.ticket.replyBy': 'Expect our reply by {time} (Pacific time).',
  'support.ticket.waitingForYou': 'We answered and are waiting for your reply.',
  'support.ticket.you': 'You',
  'support.ticket.team': 'Support team',
  'support.ticket.byEmail': 'by e-mail',
  'support.ticket.reply': 'Your reply',
  'support.ticket.send': 'Send reply',
  'support.ticket.sent': 'Reply sent. We will get back to you.',
  'support.ticket.closedNote': 'This request is closed. If you need more help, send a new request.',
  'support.ticket.rateQuestion': 'Did we solve your problem?',
  'support.ticket.rateGood': 'Yes, thank you',
  'support.ticket.rateBad': 'Not really',
  'support.ticket.rated': 'Thank you for telling us.',

  'workspace.supportContact': 'Your named support contact: {name}. Requests from this workspace go to them first.',

  'answers.support.ticketNotFound': 'This request does not exist, or it is not one of yours.',
  'answers.support.replyRequired': 'Write your reply.',
  'answers.support.replyTooLong': 'A reply has at most 10,000 characters.',
  'answers.support.closed': 'This request is closed: send a new request instead.',
  'answers.support.notRateable': 'A request can be rated once it is resolved.',
} as const
