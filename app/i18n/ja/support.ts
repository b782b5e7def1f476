import type { enSupport } from '../en/support'

/** Japanese text of the support desk as customers see it: tickets, replies, reply times. */
export const jaSupport: Record<keyof typeof enSupport, string> = {
  'title.supportRequests': 'サポートへのお問い合わせ一覧',
  'title.supportRequest': 'サポートへのお問い合わせ',

  'profile.tabSupport': 'サポート',

  'support.receipt.number': 'お問い合わせ番号は #{number} です。',
  'support.receipt.replyBy': '{time}（太平洋時間）までにお返事します。',
  'support.receipt.priority': 'ご利用のプランには優先サポートが含まれているため、お問い合わせは優先的に対応します。',
  'support.receipt.email': '詳細をご登録のメールアドレスにお送りしました。内容を追加する場合は、そのメールに返信してください。',
  'support.receipt.open': 'お問い合わせを開く',

  'support.tickets.title': 'サポートへのお問い合わせ',
  'support.tickets.intro':
    'これまでのお問い合わせと、その状況、お返事の予定日時を確認できます。サポート対応時間：月曜日～金曜日 9:00～18:00、土曜日 10:00～16:00（太平洋時間）。',
  'support.tickets.none': 'サポートへのお問い合わせはまだありません。',
  'support.tickets.request': 'お問い合わせ',
  'support.tickets.status': 'ステータス',
  'support.tickets.updated': '最終更新',
  'support.tickets.replyBy': 'お返事の予定',
  'support.tickets.open': 'お問い合わせ #{number} を開く：{subject}',

  'support.status.new': '受付済み',
  'support.status.open': '対応中',
  'support.status.pending': 'お客様の返信待ち',
  'support.status.resolved': '解決済み',
  'support.status.closed': '終了',
  'support.status.spam': '終了',

  'support.new.title': 'サポートチームに問い合わせる',
  'support.new.submit': 'お問い合わせを送信',

  'support.ticket.heading': 'お問い合わせ #{number}',
  'support.ticket.back': 'すべてのお問い合わせ',
  'support.ticket.replyBy': '{time}（太平洋時間）までにお返事します。',
  'support.ticket.waitingForYou': 'お返事をお送りしました。お客様からの返信をお待ちしています。',
  'support.ticket.you': 'あなた',
  'support.ticket.team': 'サポートチーム',
  'support.ticket.byEmail': 'メール経由',
  'support.ticket.reply': '返信',
  'support.ticket.send': '返信を送信',
  'support.ticket.sent': '返信を送信しました。追ってご連絡します。',
  'support.ticket.closedNote': 'このお問い合わせは終了しています。さらにサポートが必要な場合は、新しくお問い合わせください。',
  'support.ticket.rateQuestion': '問題は解決しましたか？',
  'support.ticket.rateGood': 'はい、ありがとうございました',
  'support.ticket.rateBad': 'あまり解決していません',
  'support.ticket.rated': 'ご回答ありがとうございました。',

  'workspace.supportContact': '専任のサポート担当者：{name}。このワークスペースからのお問い合わせには、まずこの担当者が対応します。',

  'answers.support.ticketNotFound': 'このお問い合わせは存在しないか、お客様のものではありません。',
  'answers.support.replyRequired': '返信を入力してください。',
  'answers.support.replyTooLong': '返信は 10,000 文字以内で入力してください。',
  'answers.support.closed': 'このお問い合わせは終了しています。新しくお問い合わせください。',
  'answers.support.notRateable': 'お問い合わせは、解決済みになってから評価できます。',
}
