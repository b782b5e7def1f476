import type { enAdBooking } from '../en/ad-booking'

/** Arabic text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const arAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'احجز حملة',

  'ads.book': 'احجز باقة {package}',
  'ads.bookOr': 'احجز باقة بنفسك وادفع بالبطاقة، أو أخبرنا بما تحتاج إليه ونُعدّ لك خطة مصمّمة لك.',

  'booking.eyebrow': 'إعلانات بالخدمة الذاتية',
  'booking.intro':
    'اختر باقة، واكتب إعلانك، وادفع. يراجع فريقنا كل تصميم إعلاني قبل عرضه؛ وإذا تعذّر علينا عرض حملتك، نردّ إليك المبلغ كاملًا.',
  'booking.signInText': 'سجّل الدخول أو أنشئ حسابًا لحجز حملة. يصبح حسابك بوابة المعلنين الخاصة بالحملة.',
  'booking.package': 'الباقة',
  'booking.packageSummary': '{price} مقابل {impressions} مرة ظهور مرئية',
  'booking.placements': 'تُعرض في: {placements}',
  'booking.newsletterEditions': 'أعداد النشرة البريدية المشمولة بالرعاية: {count}',
  'booking.sponsoredContentNote': 'يُتّفق على المقالات المموَّلة ورعاية البودكاست مع فريقنا بعد الحجز.',
  'booking.company': 'الشركة',
  'booking.companyName': 'اسم الشركة',
  'booking.website': 'الموقع الإلكتروني (اختياري)',
  'booking.campaign': 'الحملة',
  'booking.campaignName': 'اسم الحملة',
  'booking.startsOn': 'اليوم الأول',
  'booking.endsOn': 'اليوم الأخير',
  'booking.flightHint':
    'تمتد فترة العرض من {min} إلى {max, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، وتبدأ من الغد على أقرب تقدير؛ وتُوزَّع مرات الظهور عليها بالتساوي.',
  'booking.targeting': 'الفئات (اختياري)',
  'booking.targetingHint': 'اعرض الإعلانات بجانب هذه الفئات فقط. اترك كل الخانات دون تحديد لعرضها على الموقع كله.',
  'booking.newsletterKinds': 'أعداد النشرة البريدية التي تريد رعايتها',
  'booking.newsletterKind.daily_digest': 'الملخص اليومي',
  'booking.newsletterKind.weekly_summary': 'الملخص الأسبوعي',
  'booking.creativeA': 'إعلانك',
  'booking.creativeB': 'نسخة ثانية لاختبار A/B (اختياري)',
  'booking.creativeBHint': 'تُعرض النسختان بالقدر نفسه، ويقارن التقرير بينهما.',
  'booking.image': 'صورة البانر (اختيارية؛ بصيغة PNG أو JPEG أو WebP أو GIF وبحجم أقصاه 5 ميغابايت)',
  'booking.imageAlt': 'وصف الصورة',
  'booking.imageAltNeeded': 'صِف الصورة للقرّاء الذين لا يستطيعون رؤيتها.',
  'booking.payment': 'الدفع',
  'booking.total': 'الإجمالي المستحق اليوم: {price}',
  'booking.testMode': 'وضع الاختبار: ادفع ببطاقة الاختبار 4242 4242 4242 4242، مع أي تاريخ انتهاء صلاحية في المستقبل وأي رمز أمان. لا تنتقل أي أموال حقيقية.',
  'booking.stripeNote': 'ستدفع بعد ذلك على صفحة Stripe الآمنة. تنتقل حملتك إلى المراجعة بمجرد إتمام الدفع.',
  'booking.pay': 'ادفع {price} واحجز',
  'booking.continueToPayment': 'المتابعة إلى الدفع',
  'booking.secondIncomplete': 'املأ كل حقول النسخة الثانية، أو اتركها كلها فارغة.',

  'booking.paid': 'تم الحجز والدفع. يراجع فريقنا تصاميمك الإعلانية، عادةً خلال يوم عمل واحد؛ وبعد اعتمادها تُعرض الحملة بدءًا من يومها الأول.',
  'booking.paymentTitle': 'الدفع',
  'booking.paymentPaid': 'دُفع مبلغ {amount} في {date}',
  'booking.paymentCard': 'بطاقة {brand} المنتهية بالأرقام {last4}',
  'booking.paymentPending': 'لم يكتمل الدفع: تنتقل الحملة إلى المراجعة بعد دفع المبلغ.',
  'booking.payNow': 'ادفع {amount} الآن',
  'booking.paymentRefunded': 'رُدّ مبلغ {amount} في {date}',
  'booking.canceledNote': 'تعذّر علينا عرض هذه الحملة، ورُدّ المبلغ المدفوع.',

  'advertiser.status.canceled': 'ملغاة',

  'answers.booking.startTooSoon': 'أقرب موعد لليوم الأول هو الغد.',
  'answers.booking.startTooLate':
    'يجب ألا يتجاوز اليوم الأول {days, plural, zero {# يوم} one {يومًا واحدًا} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} من الآن.',
  'answers.booking.flightLength':
    'تمتد فترة العرض من {min} إلى {max, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'answers.booking.endBeforeStart': 'اليوم الأخير يسبق اليوم الأول.',
  'answers.booking.noNewsletter': 'لا تشمل باقة Startup رعاية النشرة البريدية.',
  'answers.booking.targetingEnterprise': 'الاستهداف حسب الفئة جزء من باقة Enterprise.',
  'answers.booking.unknownCategory': 'اختر الفئات من القائمة.',
  'answers.booking.chooseEdition': 'اختر عددًا واحدًا على الأقل من أعداد النشرة البريدية.',
  'answers.booking.alreadyPaid': 'هذه الحملة مدفوعة بالفعل.',
  'answers.booking.notPayable': 'لم يعد من الممكن الدفع لهذه الحملة.',

  'answers.upload.empty': 'الملف فارغ.',
  'answers.upload.markup':
    'لا نقبل ملفات SVG وغيرها من ملفات الترميز، لأنها قد تحمل نصوصًا برمجية. ارفع صورة بصيغة PNG أو JPEG أو WebP أو GIF.',
  'answers.upload.kind': 'صيغة هذا الملف غير مقبولة هنا. الصيغ المقبولة: {formats}.',
  'answers.upload.nameMismatch':
    'محتوى الملف من نوع {contentType}، وهذا لا يطابق اسمه «{name}». غيّر اسمه ليحمل الامتداد الصحيح (.{extension}) أو ارفع الملف الحقيقي.',
  'answers.upload.tooLarge': 'حجم هذا الملف {size} ميغابايت، والحد الأقصى {limit}.',
}
