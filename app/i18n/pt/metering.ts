import type { enMetering } from '../en/metering'

/** Brazilian Portuguese text of the free-article meter and the house ads. */
export const ptMetering: Record<keyof typeof enMetering, string> = {
  'meter.left': 'Artigos grátis restantes hoje: {left} de {limit}',
  'meter.lastOne': 'Este é seu último artigo grátis de hoje',
  'meter.goUnlimited': 'Leia sem limites',
  'meter.wallTitle': 'Você leu {used} de {limit} artigos grátis hoje',
  'meter.memberText':
    'Membros gratuitos leem {limit} artigos completos por dia. Assine o Premium para ter artigos ilimitados, reportagens premium e nenhum anúncio — ou volte amanhã.',
  'meter.visitorText':
    'Crie uma conta gratuita ou entre para continuar lendo. Membros têm {limit} artigos grátis por dia, e com o Premium a leitura é ilimitada.',
  'meter.upgrade': 'Assine o Premium',
  'meter.register': 'Cadastre-se grátis',
  'meter.login': 'Entrar',
  'meter.resets': 'Seus artigos grátis são renovados à meia-noite (UTC).',

  'houseAds.label': 'Publicidade',
  'houseAds.sponsored': 'Patrocinado por {site}',
  'houseAds.advertiseTitle': 'Alcance quem cria com IA',
  'houseAds.advertiseText': 'Anuncie no {site}: pacotes a partir de {price} por mês, com até {impressions} impressões.',
  'houseAds.advertiseCta': 'Ver pacotes de publicidade',
  'houseAds.premiumTitle': 'Leia sem limites',
  'houseAds.premiumText': 'O Premium libera todos os artigos e análises, sem limite diário e sem anúncios.',
  'houseAds.premiumCta': 'Ver planos Premium',
  'houseAds.premiumPerk1': 'Artigos ilimitados',
  'houseAds.premiumPerk2': 'Reportagens premium',
  'houseAds.premiumPerk3': 'Sem anúncios',
}
