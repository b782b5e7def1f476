import type { enMetering } from '../en/metering'

/** Arabic text of the free-article meter and the house ads. */
export const arMetering: Record<keyof typeof enMetering, string> = {
  'meter.left':
    '{left, plural, zero {لم يتبقَّ لك اليوم أي مقال مجاني من أصل {limit}} one {تبقّى لك اليوم مقال مجاني واحد من أصل {limit}} two {تبقّى لك اليوم مقالان مجانيان من أصل {limit}} few {تبقّت لك اليوم # مقالات مجانية من أصل {limit}} many {تبقّى لك اليوم # مقالًا مجانيًا من أصل {limit}} other {تبقّى لك اليوم # مقال مجاني من أصل {limit}}}',
  'meter.lastOne': 'هذا آخر مقال مجاني لك اليوم',
  'meter.goUnlimited': 'اقرأ بلا حدود',
  'meter.wallTitle':
    'قرأت اليوم {used} من أصل {limit, plural, zero {# مقالات مجانية} one {مقال مجاني واحد} two {مقالين مجانيين} few {# مقالات مجانية} many {# مقالًا مجانيًا} other {# مقال مجاني}}',
  'meter.memberText':
    'يقرأ أعضاء الخطة المجانية {limit, plural, zero {# مقالات} one {مقالًا واحدًا} two {مقالين} few {# مقالات} many {# مقالًا} other {# مقال}} يوميًا بالكامل. رقِّ اشتراكك إلى الخطة المميزة لتحصل على مقالات بلا حدود وتقارير مميزة ومن دون إعلانات، أو عُد غدًا.',
  'meter.visitorText':
    'أنشئ حسابًا مجانيًا أو سجّل الدخول لمواصلة القراءة. يحصل الأعضاء على {limit, plural, zero {# مقالات مجانية} one {مقال مجاني واحد} two {مقالين مجانيين} few {# مقالات مجانية} many {# مقالًا مجانيًا} other {# مقال مجاني}} يوميًا، ومع الخطة المميزة تصبح القراءة بلا حدود.',
  'meter.upgrade': 'الترقية إلى الخطة المميزة',
  'meter.register': 'أنشئ حسابًا مجانًا',
  'meter.login': 'تسجيل الدخول',
  'meter.resets': 'تتجدد مقالاتك المجانية عند منتصف الليل بالتوقيت العالمي المنسّق (UTC).',

  'houseAds.label': 'إعلان',
  'houseAds.sponsored': 'برعاية {site}',
  'houseAds.advertiseTitle': 'تواصَل مع من يبنون بالذكاء الاصطناعي',
  'houseAds.advertiseText':
    'أعلن على {site}: باقات تبدأ من {price} شهريًا، وتصل إلى {impressions, plural, zero {# مرات ظهور} one {مرة ظهور واحدة} two {مرتَي ظهور} few {# مرات ظهور} many {# مرة ظهور} other {# مرة ظهور}}.',
  'houseAds.advertiseCta': 'اطّلع على باقات الإعلان',
  'houseAds.premiumTitle': 'اقرأ بلا حدود',
  'houseAds.premiumText': 'تفتح لك الخطة المميزة كل المقالات والتحليلات، دون حد يومي ودون إعلانات.',
  'houseAds.premiumCta': 'اطّلع على الخطط المميزة',
  'houseAds.premiumPerk1': 'مقالات بلا حدود',
  'houseAds.premiumPerk2': 'تقارير مميزة',
  'houseAds.premiumPerk3': 'بلا إعلانات',
}
