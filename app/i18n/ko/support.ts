import type { enSupport } from '../en/support'

/** Korean text of the support desk as customers see it: tickets, replies, reply times. */
export const koSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': '고객 지원 문의 내역',
  'title.supportRequest': '고객 지원 문의',

  'profile.tabSupport': '고객 지원',

  'support.receipt.number': '문의 번호는 #{number}입니다.',
  'support.receipt.replyBy': '{time}(태평양 시간)까지 답변해 드립니다.',
  'support.receipt.priority': '이용 중인 플랜에 우선 지원이 포함되어 있어 문의를 가장 먼저 처리해 드립니다.',
  'support.receipt.email': '문의 내용을 이메일로 보내 드렸습니다. 문의에 내용을 추가하려면 해당 이메일에 회신하세요.',
  'support.receipt.open': '문의 보기',

  'support.tickets.title': '내 고객 지원 문의',
  'support.tickets.intro':
    '지금까지 보내신 문의와 처리 상태, 답변 예정 시간을 확인하세요. 고객 지원 시간: 월요일~금요일 9:00~18:00, 토요일 10:00~16:00(태평양 시간).',
  'support.tickets.none': '아직 고객 지원 문의가 없습니다.',
  'support.tickets.request': '문의',
  'support.tickets.status': '상태',
  'support.tickets.updated': '최종 업데이트',
  'support.tickets.replyBy': '답변 예정',
  'support.tickets.open': '문의 #{number} 보기: {subject}',

  'support.status.new': '접수됨',
  'support.status.open': '처리 중',
  'support.status.pending': '고객님의 회신 대기 중',
  'support.status.resolved': '해결됨',
  'support.status.closed': '종료됨',
  'support.status.spam': '종료됨',

  'support.new.title': '고객 지원팀에 문의하기',
  'support.new.submit': '문의 보내기',

  'support.ticket.heading': '문의 #{number}',
  'support.ticket.back': '전체 문의',
  'support.ticket.replyBy': '{time}(태평양 시간)까지 답변해 드립니다.',
  'support.ticket.waitingForYou': '답변을 드렸습니다. 고객님의 회신을 기다리고 있습니다.',
  'support.ticket.you': '나',
  'support.ticket.team': '고객 지원팀',
  'support.ticket.byEmail': '이메일로 보냄',
  'support.ticket.reply': '회신 내용',
  'support.ticket.send': '회신 보내기',
  'support.ticket.sent': '회신을 보냈습니다. 곧 답변해 드리겠습니다.',
  'support.ticket.closedNote': '종료된 문의입니다. 도움이 더 필요하면 새로 문의해 주세요.',
  'support.ticket.rateQuestion': '문제가 해결되었나요?',
  'support.ticket.rateGood': '네, 감사합니다',
  'support.ticket.rateBad': '아니요, 아직 해결되지 않았습니다',
  'support.ticket.rated': '의견을 알려 주셔서 감사합니다.',

  'workspace.supportContact': '전담 고객 지원 담당자: {name}. 이 워크스페이스에서 보낸 문의는 이 담당자가 가장 먼저 확인합니다.',

  'answers.support.ticketNotFound': '존재하지 않는 문의이거나 내 문의가 아닙니다.',
  'answers.support.replyRequired': '회신 내용을 입력하세요.',
  'answers.support.replyTooLong': '회신은 10,000자 이하로 입력하세요.',
  'answers.support.closed': '종료된 문의입니다. 새로 문의해 주세요.',
  'answers.support.notRateable': '문의가 해결된 후에 평가할 수 있습니다.',
}
