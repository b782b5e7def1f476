import type { enMetering } from '../en/metering'

/** Simplified Chinese text of the free-article meter and the house ads. */
export const zhMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': '今天还可免费阅读 {left} 篇（共 {limit} 篇）',
  'meter.lastOne': '这是你今天的最后一篇免费文章',
  'meter.goUnlimited': '畅读无限制',
  'meter.wallTitle': '你今天已阅读 {used} 篇免费文章（共 {limit} 篇）',
  'meter.memberText':
    '免费版会员每天可完整阅读 {limit} 篇文章。升级到高级版，即可无限畅读文章、阅读高级版深度报道并享受无广告体验；你也可以明天再来。',
  'meter.visitorText':
    '免费注册或登录即可继续阅读。会员每天可免费阅读 {limit} 篇文章，升级到高级版更可无限畅读。',
  'meter.upgrade': '升级到高级版',
  'meter.register': '免费注册',
  'meter.login': '登录',
  'meter.resets': '免费文章额度在 UTC 时间午夜重置。',

  'houseAds.label': '广告',
  'houseAds.sponsored': '由 {site} 赞助',
  'houseAds.advertiseTitle': '触达用 AI 做产品的人',
  'houseAds.advertiseText': '在 {site} 投放广告：套餐每月 {price} 起，最高 {impressions} 次展示。',
  'houseAds.advertiseCta': '查看广告套餐',
  'houseAds.premiumTitle': '畅读无限制',
  'houseAds.premiumText': '高级版解锁全部文章和分析，没有每日限额，也没有广告。',
  'houseAds.premiumCta': '查看高级版套餐',
  'houseAds.premiumPerk1': '文章无限畅读',
  'houseAds.premiumPerk2': '高级版深度报道',
  'houseAds.premiumPerk3': '无广告',
}
