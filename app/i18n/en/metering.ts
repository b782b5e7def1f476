/** English text of the free-article meter and the house ads. */
export const enMetering = {
  'meter.left': '{left} of {limit} free articles left today',
  'meter.lastOne': 'This is your last free article today',
  'meter.goUnlimited': 'Go unlimited',
  'meter.wallTitle': 'You’ve read {used} of {limit} free articles today',
  'meter.memberText':
    'Free members read {limit} articles a day in full. Upgrade to Premium for unlimited articles, premium reporting and no ads — or come back tomorrow.',
  'meter.visitorText':
    'Create a free account or log in to keep reading. Members get {limit} free articles a day, and Premium makes reading unlimited.',
  'meter.upgrade': 'Upgrade to Premium',
  'meter.register': 'Register for free',
  'meter.login': 'Log in',
  'meter.resets': 'Your free articles renew at midnight UTC.',

  'houseAds.label': 'Advertisement',
  'houseAds.sponsored': 'Sponsored by {site}',
  'houseAds.advertiseTitle': 'Reach people who build with AI',
  'houseAds.advertiseText': 'Advertise on {site}: packages from {price} a month, up to {impressions} impressions.',
  'houseAds.advertiseCta': 'See advertising packages',
  'houseAds.premiumTitle': 'Read without limits',
  'houseAds.premiumText': 'Premium unlocks every article and analysis, with no daily limit and no ads.',
  'houseAds.premiumCta': 'See Premium plans',
  'houseAds.premiumPerk1': 'Unlimited articles',
  'houseAds.premiumPerk2': 'Premium reporting',
  'houseAds.premiumPerk3': 'No ads',
} as const
