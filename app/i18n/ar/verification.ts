import type { enVerification } from '../en/verification'

/** Arabic text of e-mail verification: the link's page, the profile's notice and their answers. */
export const arVerification: Record<keyof typeof enVerification, string> = {
  'title.verifyEmail': 'تحقّق من عنوان بريدك الإلكتروني',
  'verifyEmail.verified': 'تم التحقق من عنوان بريدك الإلكتروني. شكرًا لك!',
  'verifyEmail.invalid': 'رابط التحقق هذا غير صالح. افتح أحدث رابط أرسلناه إليك، أو أرسل رابطًا جديدًا من ملفك الشخصي.',
  'verifyEmail.expired': 'انتهت صلاحية رابط التحقق هذا. سجّل الدخول وأرسل رابطًا جديدًا من ملفك الشخصي.',
  'verifyEmail.toProfile': 'الانتقال إلى ملفك الشخصي',
  'verifyEmail.toHome': 'العودة إلى الرئيسية',
  'profile.emailVerified': 'موثَّق',
  'profile.emailUnverified': 'لم يتم التحقق من عنوان بريدك الإلكتروني بعد. افتح الرابط الذي أرسلناه إليك للتحقق منه.',
  'profile.sendVerification': 'إرسال الرابط مرة أخرى',
  'answers.auth.verificationSent': 'أرسلنا رابط تحقق جديدًا إلى {email}. يعمل الرابط لمدة {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.',
  'answers.auth.alreadyVerified': 'تم التحقق من عنوان بريدك الإلكتروني من قبل.',
  'answers.auth.tooManyVerificationLinks': 'لقد طلبت عدة روابط بالفعل. يُرجى الانتظار {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} ثم المحاولة مرة أخرى.',
}
