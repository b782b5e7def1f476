import type { enMetering } from '../en/metering'

/** Russian text of the free-article meter and the house ads. */
export const ruMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': 'Сегодня {left, plural, one {осталась # бесплатная статья} few {осталось # бесплатные статьи} many {осталось # бесплатных статей} other {осталось # бесплатной статьи}} из {limit}',
  'meter.lastOne': 'Это ваша последняя бесплатная статья на сегодня',
  'meter.goUnlimited': 'Читать без ограничений',
  'meter.wallTitle': 'Сегодня вы прочитали {used} из {limit, plural, one {# бесплатной статьи} few {# бесплатных статей} many {# бесплатных статей} other {# бесплатной статьи}}',
  'meter.memberText':
    'На бесплатном тарифе можно полностью прочитать {limit, plural, one {# статью} few {# статьи} many {# статей} other {# статьи}} в день. Перейдите на Premium, чтобы читать без ограничений, открыть премиум-материалы и забыть о рекламе, — или возвращайтесь завтра.',
  'meter.visitorText':
    'Создайте бесплатный аккаунт или войдите, чтобы продолжить чтение. Зарегистрированные пользователи получают {limit, plural, one {# бесплатную статью} few {# бесплатные статьи} many {# бесплатных статей} other {# бесплатной статьи}} в день, а с Premium чтение не ограничено.',
  'meter.upgrade': 'Перейти на Premium',
  'meter.register': 'Зарегистрироваться бесплатно',
  'meter.login': 'Войти',
  'meter.resets': 'Бесплатные статьи обновляются в полночь по UTC.',

  'houseAds.label': 'Реклама',
  'houseAds.sponsored': 'Реклама {site}',
  'houseAds.advertiseTitle': 'Ваша аудитория — те, кто создаёт продукты с ИИ',
  'houseAds.advertiseText': 'Реклама на {site}: пакеты от {price} в месяц, {impressions, plural, one {до # показа} few {до # показов} many {до # показов} other {до # показов}}.',
  'houseAds.advertiseCta': 'Посмотреть рекламные пакеты',
  'houseAds.premiumTitle': 'Читайте без ограничений',
  'houseAds.premiumText': 'Premium открывает все статьи и аналитические материалы — без дневного лимита и без рекламы.',
  'houseAds.premiumCta': 'Посмотреть тарифы Premium',
  'houseAds.premiumPerk1': 'Статьи без ограничений',
  'houseAds.premiumPerk2': 'Премиум-аналитика',
  'houseAds.premiumPerk3': 'Без рекламы',
}
