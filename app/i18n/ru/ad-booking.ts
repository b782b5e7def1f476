import type { enAdBooking } from '../en/ad-booking'

/** Russian text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const ruAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'Забронировать кампанию',

  'ads.book': 'Забронировать пакет {package}',
  'ads.bookOr': 'Забронируйте пакет самостоятельно и оплатите картой или расскажите, что вам нужно, — и мы подготовим индивидуальный план.',

  'booking.eyebrow': 'Самостоятельное размещение рекламы',
  'booking.intro':
    'Выберите пакет, напишите объявление и оплатите. Наша команда проверяет каждый креатив перед показом; если мы не сможем провести вашу кампанию, вы получите деньги обратно в полном объёме.',
  'booking.signInText': 'Войдите или создайте аккаунт, чтобы забронировать кампанию. Ваш аккаунт станет кабинетом рекламодателя для этой кампании.',
  'booking.package': 'Пакет',
  'booking.packageSummary': '{price} за {impressions} видимых показов',
  'booking.placements': 'Места размещения: {placements}',
  'booking.newsletterEditions': 'Спонсорские выпуски рассылки: {count}',
  'booking.sponsoredContentNote': 'Спонсорские статьи и спонсорство подкастов согласуются с нашей командой после бронирования.',
  'booking.company': 'Компания',
  'booking.companyName': 'Название компании',
  'booking.website': 'Сайт (необязательно)',
  'booking.campaign': 'Кампания',
  'booking.campaignName': 'Название кампании',
  'booking.startsOn': 'Первый день',
  'booking.endsOn': 'Последний день',
  'booking.flightHint':
    'Период показа длится от {min} до {max, plural, one {# дня} few {# дней} many {# дней} other {# дня}} и начинается не раньше завтрашнего дня; показы распределяются по нему равномерно.',
  'booking.targeting': 'Категории (необязательно)',
  'booking.targetingHint': 'Показывать рекламу только рядом с материалами этих категорий. Чтобы показывать её по всему сайту, не отмечайте ни одной.',
  'booking.newsletterKinds': 'Выпуски рассылки для спонсорства',
  'booking.newsletterKind.daily_digest': 'Ежедневная сводка',
  'booking.newsletterKind.weekly_summary': 'Еженедельный обзор',
  'booking.creativeA': 'Ваше объявление',
  'booking.creativeB': 'Второй вариант для A/B-теста (необязательно)',
  'booking.creativeBHint': 'Оба варианта показываются одинаково часто, а отчёт сравнивает их между собой.',
  'booking.image': 'Изображение для баннера (необязательно; PNG, JPEG, WebP или GIF до 5 МБ)',
  'booking.imageAlt': 'Описание изображения',
  'booking.imageAltNeeded': 'Опишите изображение для читателей, которые не могут его увидеть.',
  'booking.payment': 'Оплата',
  'booking.total': 'К оплате сегодня: {price}',
  'booking.testMode': 'Тестовый режим: оплатите тестовой картой 4242 4242 4242 4242, указав любой будущий срок действия и любой код безопасности. Настоящие деньги не списываются.',
  'booking.stripeNote': 'Далее вы перейдёте к оплате на защищённой странице Stripe. Кампания отправится на проверку, как только платёж пройдёт.',
  'booking.pay': 'Оплатить {price} и забронировать',
  'booking.continueToPayment': 'Перейти к оплате',
  'booking.secondIncomplete': 'Заполните все поля второго варианта или оставьте их все пустыми.',

  'booking.paid': 'Кампания забронирована и оплачена. Наша команда проверит ваши креативы, обычно в течение одного рабочего дня; после их утверждения кампания пойдёт в свой первый день.',
  'booking.paymentTitle': 'Оплата',
  'booking.paymentPaid': 'Оплачено {amount}: {date}',
  'booking.paymentCard': '{brand}, номер заканчивается на {last4}',
  'booking.paymentPending': 'Оплата не завершена: кампания отправится на проверку после оплаты.',
  'booking.payNow': 'Оплатить {amount} сейчас',
  'booking.paymentRefunded': 'Возвращено {amount}: {date}',
  'booking.canceledNote': 'Мы не смогли провести эту кампанию, и оплата была возвращена.',

  'advertiser.status.canceled': 'Отменена',

  'answers.booking.startTooSoon': 'Первый день — не раньше завтрашнего.',
  'answers.booking.startTooLate': 'Первый день — не позже чем через {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}.',
  'answers.booking.flightLength': 'Период показа длится от {min} до {max, plural, one {# дня} few {# дней} many {# дней} other {# дня}}.',
  'answers.booking.endBeforeStart': 'Последний день наступает раньше первого.',
  'answers.booking.noNewsletter': 'В пакет Startup не входит спонсорство рассылки.',
  'answers.booking.targetingEnterprise': 'Таргетинг по категориям входит в пакет Enterprise.',
  'answers.booking.unknownCategory': 'Выберите категории из списка.',
  'answers.booking.chooseEdition': 'Выберите хотя бы один выпуск рассылки.',
  'answers.booking.alreadyPaid': 'Эта кампания уже оплачена.',
  'answers.booking.notPayable': 'Эту кампанию больше нельзя оплатить.',

  'answers.upload.empty': 'Файл пустой.',
  'answers.upload.markup':
    'Файлы SVG и другие файлы с разметкой не принимаются, потому что могут содержать скрипты. Загрузите изображение в формате PNG, JPEG, WebP или GIF.',
  'answers.upload.kind': 'Файлы этого формата здесь не принимаются. Допустимые форматы: {formats}.',
  'answers.upload.nameMismatch':
    'Содержимое файла — {contentType}, что не соответствует его имени «{name}». Переименуйте файл, указав правильное расширение (.{extension}), или загрузите настоящий файл.',
  'answers.upload.tooLarge': 'Размер файла — {size} МБ, а допустимо не больше {limit}.',
}
