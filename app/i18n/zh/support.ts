import type { enSupport } from '../en/support'

/** Simplified Chinese text of the support desk as customers see it: tickets, replies, reply times. */
export const zhSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': '客服工单',
  'title.supportRequest': '工单详情',

  'profile.tabSupport': '客服',

  'support.receipt.number': '你的工单编号为 #{number}。',
  'support.receipt.replyBy': '我们会在 {time}（太平洋时间）前回复你。',
  'support.receipt.priority': '你的套餐包含优先支持：你的工单会被优先处理。',
  'support.receipt.email': '我们已将工单详情发送到你的邮箱。直接回复该邮件即可补充工单内容。',
  'support.receipt.open': '查看工单',

  'support.tickets.title': '你的客服工单',
  'support.tickets.intro':
    '你向我们提交的所有问题都在这里，可查看处理状态和预计回复时间。客服时间：周一至周五 9:00–18:00，周六 10:00–16:00（太平洋时间）。',
  'support.tickets.none': '你还没有提交过客服工单。',
  'support.tickets.request': '工单',
  'support.tickets.status': '状态',
  'support.tickets.updated': '最后更新',
  'support.tickets.replyBy': '预计回复时间',
  'support.tickets.open': '查看工单 #{number}：{subject}',

  'support.status.new': '已受理',
  'support.status.open': '处理中',
  'support.status.pending': '等待你回复',
  'support.status.resolved': '已解决',
  'support.status.closed': '已关闭',
  'support.status.spam': '已关闭',

  'support.new.title': '联系客服团队',
  'support.new.submit': '提交工单',

  'support.ticket.heading': '工单 #{number}',
  'support.ticket.back': '全部工单',
  'support.ticket.replyBy': '我们会在 {time}（太平洋时间）前回复你。',
  'support.ticket.waitingForYou': '我们已回复，正在等待你的回复。',
  'support.ticket.you': '你',
  'support.ticket.team': '客服团队',
  'support.ticket.byEmail': '通过邮件',
  'support.ticket.reply': '你的回复',
  'support.ticket.send': '发送回复',
  'support.ticket.sent': '回复已发送，我们会尽快答复你。',
  'support.ticket.closedNote': '此工单已关闭。如需更多帮助，请提交新工单。',
  'support.ticket.rateQuestion': '我们解决你的问题了吗？',
  'support.ticket.rateGood': '已解决，谢谢',
  'support.ticket.rateBad': '没有完全解决',
  'support.ticket.rated': '感谢你的反馈。',

  'workspace.supportContact': '你的专属客服：{name}。此工作区提交的工单会首先交由其处理。',

  'answers.support.ticketNotFound': '此工单不存在，或不属于你。',
  'answers.support.replyRequired': '请填写回复内容。',
  'answers.support.replyTooLong': '回复不能超过 10,000 个字符。',
  'answers.support.closed': '此工单已关闭，请提交新工单。',
  'answers.support.notRateable': '工单解决后才能评价。',
}
