import type { enAdBooking } from '../en/ad-booking'

/** Simplified Chinese text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const zhAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': '预订广告活动',

  'ads.book': '预订 {package}',
  'ads.bookOr': '你可以自行预订套餐并用银行卡付款，也可以告诉我们你的需求，由我们为你量身定制方案。',

  'booking.eyebrow': '自助投放广告',
  'booking.intro':
    '选择套餐、撰写广告并付款。每个广告素材在投放前都会经过我们团队的审核；如果我们无法投放你的广告活动，将全额退款。',
  'booking.signInText': '登录或注册账号即可预订广告活动。你的账号将成为该广告活动的广告主平台。',
  'booking.package': '套餐',
  'booking.packageSummary': '{price}，含 {impressions} 次可见展示',
  'booking.placements': '投放位置：{placements}',
  'booking.newsletterEditions': '新闻简报赞助期数：{count}',
  'booking.sponsoredContentNote': '赞助文章和播客赞助将在预订后由我们的团队与你协商安排。',
  'booking.company': '公司',
  'booking.companyName': '公司名称',
  'booking.website': '网站（可选）',
  'booking.campaign': '广告活动',
  'booking.campaignName': '广告活动名称',
  'booking.startsOn': '开始日期',
  'booking.endsOn': '结束日期',
  'booking.flightHint': '投放期为 {min} 至 {max} 天，最早从明天开始；展示量会在投放期内均匀分配。',
  'booking.targeting': '分类（可选）',
  'booking.targetingHint': '仅在这些分类的内容旁展示广告。全部不勾选则在全站投放。',
  'booking.newsletterKinds': '要赞助的新闻简报',
  'booking.newsletterKind.daily_digest': '每日摘要',
  'booking.newsletterKind.weekly_summary': '每周汇总',
  'booking.creativeA': '你的广告',
  'booking.creativeB': '用于 A/B 测试的第二个版本（可选）',
  'booking.creativeBHint': '两个版本的展示频率相同，报告中会对二者进行比较。',
  'booking.image': '横幅图片（可选，PNG、JPEG、WebP 或 GIF，不超过 5 MB）',
  'booking.imageAlt': '图片描述',
  'booking.imageAltNeeded': '请为看不到图片的读者描述图片内容。',
  'booking.payment': '付款',
  'booking.total': '今日应付总额：{price}',
  'booking.testMode':
    '测试模式：请使用测试卡 4242 4242 4242 4242 付款，有效期填写任意未来日期，安全码可任意填写。不会产生真实资金往来。',
  'booking.stripeNote': '接下来你将在 Stripe 的安全页面上付款。付款完成后，你的广告活动将进入审核。',
  'booking.pay': '支付 {price} 并预订',
  'booking.continueToPayment': '继续付款',
  'booking.secondIncomplete': '请填写第二个版本的所有字段，或全部留空。',

  'booking.paid':
    '预订和付款已完成。我们的团队会审核你的广告素材，通常在一个工作日内完成；获得批准后，广告活动将从开始日期起投放。',
  'booking.paymentTitle': '付款',
  'booking.paymentPaid': '已于 {date} 支付 {amount}',
  'booking.paymentCard': '{brand}，尾号 {last4}',
  'booking.paymentPending': '付款未完成：付款后广告活动才会进入审核。',
  'booking.payNow': '立即支付 {amount}',
  'booking.paymentRefunded': '已于 {date} 退款 {amount}',
  'booking.canceledNote': '我们无法投放此广告活动，款项已全额退还。',

  'advertiser.status.canceled': '已取消',

  'answers.booking.startTooSoon': '开始日期最早为明天。',
  'answers.booking.startTooLate': '开始日期最晚为 {days} 天后。',
  'answers.booking.flightLength': '投放期为 {min} 至 {max} 天。',
  'answers.booking.endBeforeStart': '结束日期早于开始日期。',
  'answers.booking.noNewsletter': 'Startup 套餐不含新闻简报赞助。',
  'answers.booking.targetingEnterprise': '按分类定向投放属于 Enterprise 套餐。',
  'answers.booking.unknownCategory': '请从列表中选择分类。',
  'answers.booking.chooseEdition': '请至少选择一种新闻简报。',
  'answers.booking.alreadyPaid': '此广告活动已付款。',
  'answers.booking.notPayable': '此广告活动已无法付款。',

  'answers.upload.empty': '文件为空。',
  'answers.upload.markup':
    '不接受 SVG 及其他标记语言文件，因为它们可能包含脚本。请上传 PNG、JPEG、WebP 或 GIF 图片。',
  'answers.upload.kind': '此处不接受该文件格式。支持的格式：{formats}。',
  'answers.upload.nameMismatch':
    '文件内容为 {contentType}，与文件名“{name}”不符。请改用正确的扩展名（.{extension}）重命名，或上传真实的文件。',
  'answers.upload.tooLarge': '此文件大小为 {size} MB，上限为 {limit}。',
}
