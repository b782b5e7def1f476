import type { enAdBooking } from '../en/ad-booking'

/** German text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const deAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'Kampagne buchen',

  'ads.book': 'Paket {package} buchen',
  'ads.bookOr':
    'Buchen Sie selbst ein Paket und bezahlen Sie per Karte – oder sagen Sie uns, was Sie brauchen, und wir stellen Ihnen einen maßgeschneiderten Plan zusammen.',

  'booking.eyebrow': 'Werbung im Self-Service',
  'booking.intro':
    'Wählen Sie ein Paket, texten Sie Ihre Anzeige und bezahlen Sie. Unser Team prüft jedes Werbemittel, bevor es läuft; können wir Ihre Kampagne nicht schalten, erhalten Sie Ihr Geld vollständig zurück.',
  'booking.signInText':
    'Melden Sie sich an oder erstellen Sie ein Konto, um eine Kampagne zu buchen. Ihr Konto wird zum Werbekundenportal der Kampagne.',
  'booking.package': 'Paket',
  'booking.packageSummary': '{price} für {impressions} sichtbare Impressionen',
  'booking.placements': 'Läuft auf: {placements}',
  'booking.newsletterEditions': 'Gesponserte Newsletter-Ausgaben: {count}',
  'booking.sponsoredContentNote': 'Gesponserte Artikel und Podcast-Sponsorings stimmen Sie nach der Buchung mit unserem Team ab.',
  'booking.company': 'Unternehmen',
  'booking.companyName': 'Name des Unternehmens',
  'booking.website': 'Website (optional)',
  'booking.campaign': 'Kampagne',
  'booking.campaignName': 'Name der Kampagne',
  'booking.startsOn': 'Erster Tag',
  'booking.endsOn': 'Letzter Tag',
  'booking.flightHint':
    'Eine Laufzeit dauert {min} bis {max} Tage und beginnt frühestens morgen; die Impressionen werden gleichmäßig über sie verteilt.',
  'booking.targeting': 'Kategorien (optional)',
  'booking.targetingHint':
    'Zeigen Sie die Anzeigen nur neben Inhalten dieser Kategorien. Lassen Sie alle Kästchen leer, damit sie auf der gesamten Website laufen.',
  'booking.newsletterKinds': 'Zu sponsernde Newsletter-Ausgaben',
  'booking.newsletterKind.daily_digest': 'Täglicher Überblick',
  'booking.newsletterKind.weekly_summary': 'Wöchentliche Zusammenfassung',
  'booking.creativeA': 'Ihre Anzeige',
  'booking.creativeB': 'Eine zweite Version für einen A/B-Test (optional)',
  'booking.creativeBHint': 'Beide Versionen werden gleich oft gezeigt, und der Bericht vergleicht sie.',
  'booking.image': 'Bannerbild (optional, PNG, JPEG, WebP oder GIF bis 5 MB)',
  'booking.imageAlt': 'Bildbeschreibung',
  'booking.imageAltNeeded': 'Beschreiben Sie das Bild für Leserinnen und Leser, die es nicht sehen können.',
  'booking.payment': 'Zahlung',
  'booking.total': 'Heute fällig: {price}',
  'booking.testMode':
    'Testmodus: Bezahlen Sie mit der Testkarte 4242 4242 4242 4242, einem beliebigen Ablaufdatum in der Zukunft und einer beliebigen Prüfnummer. Es fließt kein echtes Geld.',
  'booking.stripeNote':
    'Im nächsten Schritt bezahlen Sie auf der sicheren Seite von Stripe. Ihre Kampagne geht in die Prüfung, sobald die Zahlung eingegangen ist.',
  'booking.pay': '{price} bezahlen und buchen',
  'booking.continueToPayment': 'Weiter zur Zahlung',
  'booking.secondIncomplete': 'Füllen Sie alle Felder der zweiten Version aus oder lassen Sie alle leer.',

  'booking.paid':
    'Gebucht und bezahlt. Unser Team prüft Ihre Werbemittel, meist innerhalb eines Werktags; sobald sie freigegeben sind, läuft die Kampagne ab ihrem ersten Tag.',
  'booking.paymentTitle': 'Zahlung',
  'booking.paymentPaid': '{amount} am {date} bezahlt',
  'booking.paymentCard': '{brand} mit den Endziffern {last4}',
  'booking.paymentPending': 'Zahlung nicht abgeschlossen: Die Kampagne geht in die Prüfung, sobald sie bezahlt ist.',
  'booking.payNow': 'Jetzt {amount} bezahlen',
  'booking.paymentRefunded': '{amount} am {date} erstattet',
  'booking.canceledNote': 'Wir konnten diese Kampagne nicht schalten, und die Zahlung wurde erstattet.',

  'advertiser.status.canceled': 'Storniert',

  'answers.booking.startTooSoon': 'Der erste Tag ist frühestens morgen.',
  'answers.booking.startTooLate': 'Der erste Tag liegt höchstens {days} Tage in der Zukunft.',
  'answers.booking.flightLength': 'Eine Laufzeit dauert {min} bis {max} Tage.',
  'answers.booking.endBeforeStart': 'Der letzte Tag liegt vor dem ersten Tag.',
  'answers.booking.noNewsletter': 'Das Startup-Paket enthält kein Newsletter-Sponsoring.',
  'answers.booking.targetingEnterprise': 'Targeting nach Kategorien ist Teil des Enterprise-Pakets.',
  'answers.booking.unknownCategory': 'Wählen Sie Kategorien aus der Liste.',
  'answers.booking.chooseEdition': 'Wählen Sie mindestens eine Newsletter-Ausgabe.',
  'answers.booking.alreadyPaid': 'Diese Kampagne ist bereits bezahlt.',
  'answers.booking.notPayable': 'Diese Kampagne kann nicht mehr bezahlt werden.',

  'answers.upload.empty': 'Die Datei ist leer.',
  'answers.upload.markup':
    'SVG- und andere Markup-Dateien werden nicht akzeptiert, weil sie Skripte enthalten können. Laden Sie ein Bild im Format PNG, JPEG, WebP oder GIF hoch.',
  'answers.upload.kind': 'Diese Datei hat ein Format, das wir hier nicht akzeptieren. Akzeptierte Formate: {formats}.',
  'answers.upload.nameMismatch':
    'Der Inhalt der Datei ist {contentType} und passt nicht zu ihrem Namen „{name}“. Benennen Sie sie mit der richtigen Endung (.{extension}) um oder laden Sie die richtige Datei hoch.',
  'answers.upload.tooLarge': 'Diese Datei ist {size} MB groß; die Grenze liegt bei {limit}.',
}
