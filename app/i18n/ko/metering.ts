import type { enMetering } from '../en/metering'

/** Korean text of the free-article meter and the house ads. */
export const koMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': '오늘 남은 무료 기사: {limit}개 중 {left}개',
  'meter.lastOne': '오늘의 마지막 무료 기사입니다',
  'meter.goUnlimited': '무제한으로 이용하기',
  'meter.wallTitle': '오늘 무료 기사 {limit}개 중 {used}개를 읽었습니다',
  'meter.memberText':
    '무료 회원은 하루에 기사 {limit}개를 전문으로 읽을 수 있습니다. 프리미엄으로 업그레이드하면 기사 무제한, 프리미엄 리포트, 광고 없는 환경을 누릴 수 있습니다. 또는 내일 다시 방문해 주세요.',
  'meter.visitorText':
    '계속 읽으려면 무료 계정을 만들거나 로그인하세요. 회원은 하루에 무료 기사 {limit}개를 읽을 수 있으며, 프리미엄 회원은 무제한으로 읽을 수 있습니다.',
  'meter.upgrade': '프리미엄으로 업그레이드',
  'meter.register': '무료로 가입하기',
  'meter.login': '로그인',
  'meter.resets': '무료 기사는 매일 자정(UTC)에 다시 채워집니다.',

  'houseAds.label': '광고',
  'houseAds.sponsored': '{site} 제공',
  'houseAds.advertiseTitle': 'AI로 무언가를 만드는 사람들에게 다가가세요',
  'houseAds.advertiseText': '{site}에 광고하세요. 월 {price}부터 시작하는 패키지로 최대 {impressions}회 노출됩니다.',
  'houseAds.advertiseCta': '광고 패키지 보기',
  'houseAds.premiumTitle': '제한 없이 읽어 보세요',
  'houseAds.premiumText': '프리미엄으로 모든 기사와 분석을 하루 제한이나 광고 없이 읽을 수 있습니다.',
  'houseAds.premiumCta': '프리미엄 플랜 보기',
  'houseAds.premiumPerk1': '기사 무제한',
  'houseAds.premiumPerk2': '프리미엄 리포트',
  'houseAds.premiumPerk3': '광고 없음',
}
