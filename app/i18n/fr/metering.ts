import type { enMetering } from '../en/metering'

/** French text of the free-article meter and the house ads. */
export const frMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': 'Il vous reste {left, plural, one {# article gratuit} other {# articles gratuits}} sur {limit} aujourd’hui',
  'meter.lastOne': 'C’est votre dernier article gratuit aujourd’hui',
  'meter.goUnlimited': 'Lire sans limite',
  'meter.wallTitle': 'Vous avez lu {used, plural, one {# article gratuit} other {# articles gratuits}} sur {limit} aujourd’hui',
  'meter.memberText':
    'Les membres gratuits lisent {limit, plural, one {# article} other {# articles}} en entier par jour. Passez à Premium pour des articles en illimité, des analyses premium et aucune publicité, ou revenez demain.',
  'meter.visitorText':
    'Créez un compte gratuit ou connectez-vous pour continuer à lire. Les membres ont droit à {limit, plural, one {# article gratuit} other {# articles gratuits}} par jour, et Premium rend la lecture illimitée.',
  'meter.upgrade': 'Passer à Premium',
  'meter.register': 'S’inscrire gratuitement',
  'meter.login': 'Se connecter',
  'meter.resets': 'Vos articles gratuits sont renouvelés à minuit (UTC).',

  'houseAds.label': 'Publicité',
  'houseAds.sponsored': 'Sponsorisé par {site}',
  'houseAds.advertiseTitle': 'Touchez ceux qui créent avec l’IA',
  'houseAds.advertiseText': 'Faites votre publicité sur {site} : des offres à partir de {price} par mois, jusqu’à {impressions, plural, one {# impression} other {# impressions}}.',
  'houseAds.advertiseCta': 'Voir les offres publicitaires',
  'houseAds.premiumTitle': 'Lisez sans limite',
  'houseAds.premiumText': 'Premium débloque tous les articles et toutes les analyses, sans limite quotidienne et sans publicité.',
  'houseAds.premiumCta': 'Voir les formules Premium',
  'houseAds.premiumPerk1': 'Articles en illimité',
  'houseAds.premiumPerk2': 'Analyses premium',
  'houseAds.premiumPerk3': 'Sans publicité',
}
