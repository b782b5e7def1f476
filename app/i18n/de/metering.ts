import type { enMetering } from '../en/metering'

/** German text of the free-article meter and the house ads. */
export const deMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': 'Heute noch {left} von {limit, plural, one {# kostenlosen Artikel} other {# kostenlosen Artikeln}} übrig',
  'meter.lastOne': 'Das ist heute Ihr letzter kostenloser Artikel',
  'meter.goUnlimited': 'Unbegrenzt lesen',
  'meter.wallTitle': 'Sie haben heute {used} von {limit, plural, one {# kostenlosen Artikel} other {# kostenlosen Artikeln}} gelesen',
  'meter.memberText':
    'Als kostenloses Mitglied lesen Sie {limit} Artikel pro Tag vollständig. Upgraden Sie auf Premium für unbegrenzt viele Artikel, Premium-Berichterstattung und keine Werbung – oder schauen Sie morgen wieder vorbei.',
  'meter.visitorText':
    'Erstellen Sie ein kostenloses Konto oder melden Sie sich an, um weiterzulesen. Mitglieder lesen {limit} Artikel pro Tag kostenlos, mit Premium sogar unbegrenzt.',
  'meter.upgrade': 'Auf Premium upgraden',
  'meter.register': 'Kostenlos registrieren',
  'meter.login': 'Anmelden',
  'meter.resets': 'Ihre kostenlosen Artikel werden um Mitternacht (UTC) zurückgesetzt.',

  'houseAds.label': 'Anzeige',
  'houseAds.sponsored': 'Präsentiert von {site}',
  'houseAds.advertiseTitle': 'Erreichen Sie Menschen, die mit KI arbeiten',
  'houseAds.advertiseText': 'Werben Sie auf {site}: Pakete ab {price} im Monat, bis zu {impressions, plural, one {# Impression} other {# Impressionen}}.',
  'houseAds.advertiseCta': 'Werbepakete ansehen',
  'houseAds.premiumTitle': 'Lesen ohne Limit',
  'houseAds.premiumText': 'Premium schaltet alle Artikel und Analysen frei – ohne Tageslimit und ohne Werbung.',
  'houseAds.premiumCta': 'Premium-Tarife ansehen',
  'houseAds.premiumPerk1': 'Unbegrenzt viele Artikel',
  'houseAds.premiumPerk2': 'Premium-Berichterstattung',
  'houseAds.premiumPerk3': 'Keine Werbung',
}
