import type { enSupport } from '../en/support'

/** Arabic text of the support desk as customers see it: tickets, replies, reply times. */
export const arSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'طلبات الدعم',
  'title.supportRequest': 'طلب دعم',

  'profile.tabSupport': 'الدعم',

  'support.receipt.number': 'رقم طلبك هو #{number}.',
  'support.receipt.replyBy': 'سيصلك ردنا بحلول {time} (بتوقيت المحيط الهادئ).',
  'support.receipt.priority': 'تتضمن خطتك دعمًا ذا أولوية: طلبك في مقدمة قائمة الانتظار.',
  'support.receipt.email': 'أرسلنا التفاصيل إلى عنوان بريدك الإلكتروني. رد على تلك الرسالة لإضافة المزيد إلى طلبك.',
  'support.receipt.open': 'عرض طلبك',

  'support.tickets.title': 'طلبات الدعم الخاصة بك',
  'support.tickets.intro':
    'كل ما سألتنا عنه، مع حالته وموعد ردنا المتوقع. ساعات الدعم: من الاثنين إلى الجمعة من 9:00 إلى 18:00، والسبت من 10:00 إلى 16:00 بتوقيت المحيط الهادئ.',
  'support.tickets.none': 'ليس لديك أي طلبات دعم بعد.',
  'support.tickets.request': 'الطلب',
  'support.tickets.status': 'الحالة',
  'support.tickets.updated': 'آخر تحديث',
  'support.tickets.replyBy': 'موعد الرد المتوقع',
  'support.tickets.open': 'عرض الطلب #{number}: {subject}',

  'support.status.new': 'تم الاستلام',
  'support.status.open': 'قيد المعالجة',
  'support.status.pending': 'بانتظار ردك',
  'support.status.resolved': 'تم الحل',
  'support.status.closed': 'مغلق',
  'support.status.spam': 'مغلق',

  'support.new.title': 'اسأل فريق الدعم',
  'support.new.submit': 'إرسال الطلب',

  'support.ticket.heading': 'الطلب #{number}',
  'support.ticket.back': 'جميع الطلبات',
  'support.ticket.replyBy': 'سيصلك ردنا بحلول {time} (بتوقيت المحيط الهادئ).',
  'support.ticket.waitingForYou': 'رددنا على طلبك وننتظر ردك.',
  'support.ticket.you': 'أنت',
  'support.ticket.team': 'فريق الدعم',
  'support.ticket.byEmail': 'عبر البريد الإلكتروني',
  'support.ticket.reply': 'ردك',
  'support.ticket.send': 'إرسال الرد',
  'support.ticket.sent': 'أُرسل ردك، وسنعود إليك.',
  'support.ticket.closedNote': 'هذا الطلب مغلق. إذا احتجت إلى مزيد من المساعدة، فأرسل طلبًا جديدًا.',
  'support.ticket.rateQuestion': 'هل حللنا مشكلتك؟',
  'support.ticket.rateGood': 'نعم، شكرًا لك',
  'support.ticket.rateBad': 'ليس تمامًا',
  'support.ticket.rated': 'شكرًا لإخبارنا.',

  'workspace.supportContact': 'مسؤول الدعم المخصص لك: {name}. تُحال طلبات مساحة العمل هذه إليه أولًا.',

  'answers.support.ticketNotFound': 'هذا الطلب غير موجود، أو أنه ليس من طلباتك.',
  'answers.support.replyRequired': 'اكتب ردك.',
  'answers.support.replyTooLong': 'يجب ألا يزيد الرد على 10,000 حرف.',
  'answers.support.closed': 'هذا الطلب مغلق: أرسل طلبًا جديدًا بدلًا من ذلك.',
  'answers.support.notRateable': 'لا يمكن تقييم الطلب إلا بعد حله.',
}
