import type { enMetering } from '../en/metering'

/** Spanish text of the free-article meter and the house ads. */
export const esMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': 'Te quedan {left} de {limit} artículos gratis hoy',
  'meter.lastOne': 'Este es tu último artículo gratis de hoy',
  'meter.goUnlimited': 'Lectura ilimitada',
  'meter.wallTitle': 'Has leído {used} de {limit} artículos gratis hoy',
  'meter.memberText':
    'Los miembros gratuitos leen {limit} artículos completos al día. Pásate a Premium para leer sin límites, acceder a los análisis premium y navegar sin anuncios, o vuelve mañana.',
  'meter.visitorText':
    'Crea una cuenta gratuita o inicia sesión para seguir leyendo. Los miembros tienen {limit} artículos gratis al día, y con Premium la lectura es ilimitada.',
  'meter.upgrade': 'Pásate a Premium',
  'meter.register': 'Regístrate gratis',
  'meter.login': 'Iniciar sesión',
  'meter.resets': 'Tus artículos gratis se renuevan a medianoche (UTC).',

  'houseAds.label': 'Publicidad',
  'houseAds.sponsored': 'Patrocinado por {site}',
  'houseAds.advertiseTitle': 'Llega a quienes construyen con IA',
  'houseAds.advertiseText': 'Anúnciate en {site}: paquetes desde {price} al mes, hasta {impressions} impresiones.',
  'houseAds.advertiseCta': 'Ver paquetes de publicidad',
  'houseAds.premiumTitle': 'Lee sin límites',
  'houseAds.premiumText': 'Premium desbloquea todos los artículos y análisis, sin límite diario y sin anuncios.',
  'houseAds.premiumCta': 'Ver planes Premium',
  'houseAds.premiumPerk1': 'Artículos ilimitados',
  'houseAds.premiumPerk2': 'Análisis premium',
  'houseAds.premiumPerk3': 'Sin anuncios',
}
