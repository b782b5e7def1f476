import type { enAdBooking } from '../en/ad-booking'

/** Japanese text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const jaAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'キャンペーンを予約',

  'ads.book': '{package} を予約',
  'ads.bookOr': 'パッケージをご自身で予約してカードでお支払いいただくか、ご要望をお知らせいただければ最適なプランをご提案します。',

  'booking.eyebrow': 'セルフサーブ広告',
  'booking.intro':
    'パッケージを選び、広告を作成して、お支払いください。すべてのクリエイティブは配信前に当社スタッフが審査します。キャンペーンを配信できない場合は、全額を返金します。',
  'booking.signInText': 'キャンペーンを予約するには、ログインするかアカウントを作成してください。お客様のアカウントが、このキャンペーンの広告主ポータルになります。',
  'booking.package': 'パッケージ',
  'booking.packageSummary': 'ビューアブルインプレッション {impressions} で {price}',
  'booking.placements': '掲載先：{placements}',
  'booking.newsletterEditions': 'ニュースレターのスポンサー枠：{count} 回',
  'booking.sponsoredContentNote': 'スポンサード記事とポッドキャストのスポンサーについては、ご予約後に当社チームと調整します。',
  'booking.company': '会社',
  'booking.companyName': '会社名',
  'booking.website': 'ウェブサイト（任意）',
  'booking.campaign': 'キャンペーン',
  'booking.campaignName': 'キャンペーン名',
  'booking.startsOn': '開始日',
  'booking.endsOn': '終了日',
  'booking.flightHint': '掲載期間は {min}〜{max} 日で、明日以降に開始できます。インプレッションは期間中に均等に配信されます。',
  'booking.targeting': 'カテゴリ（任意）',
  'booking.targetingHint': '選択したカテゴリのコンテンツにのみ広告を表示します。すべて未選択のままにすると、サイト全体に配信します。',
  'booking.newsletterKinds': 'スポンサーするニュースレター',
  'booking.newsletterKind.daily_digest': 'デイリーダイジェスト',
  'booking.newsletterKind.weekly_summary': '週間まとめ',
  'booking.creativeA': 'お客様の広告',
  'booking.creativeB': 'A/B テスト用の 2 つ目のバージョン（任意）',
  'booking.creativeBHint': '2 つのバージョンは同じ頻度で表示され、レポートで両者を比較します。',
  'booking.image': 'バナー画像（任意、PNG、JPEG、WebP または GIF、5 MB まで）',
  'booking.imageAlt': '画像の説明',
  'booking.imageAltNeeded': '画像を見ることができない読者のために、画像の内容を説明してください。',
  'booking.payment': 'お支払い',
  'booking.total': '本日のお支払い合計：{price}',
  'booking.testMode':
    'テストモード：テストカード 4242 4242 4242 4242 と、将来の任意の有効期限、任意のセキュリティコードでお支払いください。実際のお金は動きません。',
  'booking.stripeNote': '次に Stripe の安全なページでお支払いいただきます。お支払いが完了すると、キャンペーンは審査に進みます。',
  'booking.pay': '{price} を支払って予約',
  'booking.continueToPayment': 'お支払いに進む',
  'booking.secondIncomplete': '2 つ目のバージョンは、すべての項目を入力するか、すべて空欄にしてください。',

  'booking.paid':
    '予約とお支払いが完了しました。当社スタッフがクリエイティブを審査します（通常 1 営業日以内）。承認されると、キャンペーンは開始日から配信されます。',
  'booking.paymentTitle': 'お支払い',
  'booking.paymentPaid': '{date}に {amount} をお支払い済み',
  'booking.paymentCard': '{brand}（末尾 {last4}）',
  'booking.paymentPending': 'お支払いが完了していません。お支払い後、キャンペーンは審査に進みます。',
  'booking.payNow': '今すぐ {amount} を支払う',
  'booking.paymentRefunded': '{date}に {amount} を返金済み',
  'booking.canceledNote': 'このキャンペーンは配信できなかったため、お支払いいただいた金額を返金しました。',

  'advertiser.status.canceled': 'キャンセル済み',

  'answers.booking.startTooSoon': '開始日には明日以降の日付を指定してください。',
  'answers.booking.startTooLate': '開始日には {days} 日後までの日付を指定してください。',
  'answers.booking.flightLength': '掲載期間は {min}〜{max} 日です。',
  'answers.booking.endBeforeStart': '終了日が開始日より前になっています。',
  'answers.booking.noNewsletter': 'Startup パッケージには、ニュースレターのスポンサー枠は含まれません。',
  'answers.booking.targetingEnterprise': 'カテゴリによるターゲティングは Enterprise パッケージに含まれます。',
  'answers.booking.unknownCategory': 'カテゴリは一覧から選択してください。',
  'answers.booking.chooseEdition': 'ニュースレターを 1 つ以上選択してください。',
  'answers.booking.alreadyPaid': 'このキャンペーンはお支払い済みです。',
  'answers.booking.notPayable': 'このキャンペーンのお支払いはできなくなりました。',

  'answers.upload.empty': 'ファイルが空です。',
  'answers.upload.markup':
    'SVG などのマークアップファイルはスクリプトを含むおそれがあるため、受け付けていません。PNG、JPEG、WebP または GIF の画像をアップロードしてください。',
  'answers.upload.kind': 'このファイルの形式は、ここでは受け付けていません。対応形式：{formats}。',
  'answers.upload.nameMismatch':
    'ファイルの内容は {contentType} で、ファイル名「{name}」と一致しません。正しい拡張子（.{extension}）に名前を変更するか、本来のファイルをアップロードしてください。',
  'answers.upload.tooLarge': 'このファイルのサイズは {size} MB です。上限は {limit} です。',
}
