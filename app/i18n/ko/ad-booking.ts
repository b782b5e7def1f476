import type { enAdBooking } from '../en/ad-booking'

/** Korean text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const koAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': '캠페인 예약',

  'ads.book': '{package} 예약하기',
  'ads.bookOr': '패키지를 직접 예약하고 카드로 결제하거나, 필요한 내용을 알려 주시면 맞춤 플랜을 마련해 드립니다.',

  'booking.eyebrow': '셀프서브 광고',
  'booking.intro':
    '패키지를 선택하고 광고를 작성한 뒤 결제하세요. 모든 광고 소재는 게재 전에 운영팀이 검토합니다. 캠페인을 게재할 수 없는 경우 결제 금액 전액을 환불해 드립니다.',
  'booking.signInText': '캠페인을 예약하려면 로그인하거나 계정을 만드세요. 이 계정이 캠페인의 광고주 포털이 됩니다.',
  'booking.package': '패키지',
  'booking.packageSummary': '가시 노출 {impressions}회에 {price}',
  'booking.placements': '게재 지면: {placements}',
  'booking.newsletterEditions': '뉴스레터 스폰서 발송: {count}회',
  'booking.sponsoredContentNote': '스폰서 기사와 팟캐스트 스폰서십은 예약 후 담당 팀과 협의하여 진행합니다.',
  'booking.company': '회사',
  'booking.companyName': '회사명',
  'booking.website': '웹사이트(선택)',
  'booking.campaign': '캠페인',
  'booking.campaignName': '캠페인 이름',
  'booking.startsOn': '시작일',
  'booking.endsOn': '종료일',
  'booking.flightHint': '집행 기간은 {min}~{max}일이며 내일부터 시작할 수 있습니다. 노출은 집행 기간 동안 고르게 분배됩니다.',
  'booking.targeting': '카테고리(선택)',
  'booking.targetingHint': '선택한 카테고리의 콘텐츠에만 광고를 표시합니다. 사이트 전체에 게재하려면 아무것도 선택하지 마세요.',
  'booking.newsletterKinds': '스폰서할 뉴스레터',
  'booking.newsletterKind.daily_digest': '일간 다이제스트',
  'booking.newsletterKind.weekly_summary': '주간 요약',
  'booking.creativeA': '광고 소재',
  'booking.creativeB': 'A/B 테스트용 두 번째 버전(선택)',
  'booking.creativeBHint': '두 버전은 같은 빈도로 노출되며, 보고서에서 두 버전의 성과를 비교합니다.',
  'booking.image': '배너 이미지(선택, PNG, JPEG, WebP 또는 GIF, 최대 5MB)',
  'booking.imageAlt': '이미지 설명',
  'booking.imageAltNeeded': '이미지를 볼 수 없는 독자를 위해 이미지를 설명해 주세요.',
  'booking.payment': '결제',
  'booking.total': '오늘 결제 금액: {price}',
  'booking.testMode':
    '테스트 모드: 테스트 카드 4242 4242 4242 4242로 결제하세요. 만료일은 미래의 아무 날짜나, 보안 코드는 아무 숫자나 입력하면 됩니다. 실제로 돈이 오가지 않습니다.',
  'booking.stripeNote': '다음 단계에서 Stripe의 보안 결제 페이지로 이동해 결제합니다. 결제가 완료되면 캠페인이 검토 단계로 넘어갑니다.',
  'booking.pay': '{price} 결제하고 예약하기',
  'booking.continueToPayment': '결제 계속하기',
  'booking.secondIncomplete': '두 번째 버전의 항목을 모두 입력하거나 모두 비워 두세요.',

  'booking.paid':
    '예약과 결제가 완료되었습니다. 운영팀이 광고 소재를 검토하며, 보통 영업일 기준 1일 이내에 완료됩니다. 승인되면 캠페인은 시작일부터 게재됩니다.',
  'booking.paymentTitle': '결제',
  'booking.paymentPaid': '{date}에 {amount} 결제 완료',
  'booking.paymentCard': '{brand}, 끝자리 {last4}',
  'booking.paymentPending': '결제가 완료되지 않았습니다. 결제가 끝나면 캠페인이 검토 단계로 넘어갑니다.',
  'booking.payNow': '지금 {amount} 결제하기',
  'booking.paymentRefunded': '{date}에 {amount} 환불 완료',
  'booking.canceledNote': '이 캠페인은 게재할 수 없어 결제 금액을 환불해 드렸습니다.',

  'advertiser.status.canceled': '취소됨',

  'answers.booking.startTooSoon': '시작일은 빨라도 내일이어야 합니다.',
  'answers.booking.startTooLate': '시작일은 최대 {days}일 후까지 지정할 수 있습니다.',
  'answers.booking.flightLength': '집행 기간은 {min}~{max}일입니다.',
  'answers.booking.endBeforeStart': '종료일이 시작일보다 앞섭니다.',
  'answers.booking.noNewsletter': 'Startup 패키지에는 뉴스레터 스폰서십이 포함되지 않습니다.',
  'answers.booking.targetingEnterprise': '카테고리 타기팅은 Enterprise 패키지에 포함됩니다.',
  'answers.booking.unknownCategory': '목록에서 카테고리를 선택하세요.',
  'answers.booking.chooseEdition': '뉴스레터를 하나 이상 선택하세요.',
  'answers.booking.alreadyPaid': '이미 결제된 캠페인입니다.',
  'answers.booking.notPayable': '이 캠페인은 더 이상 결제할 수 없습니다.',

  'answers.upload.empty': '파일이 비어 있습니다.',
  'answers.upload.markup':
    'SVG 및 기타 마크업 파일은 스크립트를 포함할 수 있어 허용되지 않습니다. PNG, JPEG, WebP 또는 GIF 이미지를 업로드하세요.',
  'answers.upload.kind': '여기에서 허용되지 않는 파일 형식입니다. 허용되는 형식: {formats}.',
  'answers.upload.nameMismatch':
    '파일 내용은 {contentType} 형식으로, 파일 이름 "{name}"에 맞지 않습니다. 올바른 확장자(.{extension})로 이름을 바꾸거나 실제 파일을 업로드하세요.',
  'answers.upload.tooLarge': '이 파일의 크기는 {size}MB입니다. 최대 크기는 {limit}입니다.',
}
