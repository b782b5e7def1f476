import type { enMetering } from '../en/metering'

/** Japanese text of the free-article meter and the house ads. */
export const jaMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': '本日の無料記事：残り {left} 本（全 {limit} 本）',
  'meter.lastOne': '本日最後の無料記事です',
  'meter.goUnlimited': '無制限で読む',
  'meter.wallTitle': '本日の無料記事 {limit} 本のうち {used} 本を読みました',
  'meter.memberText':
    '無料メンバーは1日 {limit} 本まで記事を全文お読みいただけます。プレミアムにアップグレードすると、記事が読み放題になり、プレミアム記事も広告なしでお読みいただけます。または、明日またお越しください。',
  'meter.visitorText':
    '続きを読むには、無料アカウントを作成するかログインしてください。メンバーは1日 {limit} 本まで無料で記事を読めます。プレミアムなら読み放題です。',
  'meter.upgrade': 'プレミアムにアップグレード',
  'meter.register': '無料で登録',
  'meter.login': 'ログイン',
  'meter.resets': '無料記事の本数は UTC の午前0時にリセットされます。',

  'houseAds.label': '広告',
  'houseAds.sponsored': '提供：{site}',
  'houseAds.advertiseTitle': 'AI で開発する人々にリーチしましょう',
  'houseAds.advertiseText': '{site} に広告を掲載しませんか。月額 {price} からのパッケージで、最大 {impressions} インプレッションを獲得できます。',
  'houseAds.advertiseCta': '広告パッケージを見る',
  'houseAds.premiumTitle': '制限なしで読む',
  'houseAds.premiumText': 'プレミアムなら、すべての記事と分析を1日の上限なし・広告なしでお読みいただけます。',
  'houseAds.premiumCta': 'プレミアムプランを見る',
  'houseAds.premiumPerk1': '記事が読み放題',
  'houseAds.premiumPerk2': 'プレミアム記事',
  'houseAds.premiumPerk3': '広告なし',
}
