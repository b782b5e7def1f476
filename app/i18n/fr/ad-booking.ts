import type { enAdBooking } from '../en/ad-booking'

/** French text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const frAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'Réserver une campagne',

  'ads.book': 'Réserver l’offre {package}',
  'ads.bookOr':
    'Réservez vous-même une offre et payez par carte, ou dites-nous ce dont vous avez besoin et nous vous proposerons un plan sur mesure.',

  'booking.eyebrow': 'Publicité en libre-service',
  'booking.intro':
    'Choisissez une offre, rédigez votre annonce et payez. Notre équipe vérifie chaque création avant sa diffusion ; si nous ne pouvons pas diffuser votre campagne, vous êtes intégralement remboursé.',
  'booking.signInText':
    'Connectez-vous ou créez un compte pour réserver une campagne. Votre compte devient l’espace annonceur de la campagne.',
  'booking.package': 'Offre',
  'booking.packageSummary': '{price} pour {impressions} impressions visibles',
  'booking.placements': 'Diffusion sur : {placements}',
  'booking.newsletterEditions': 'Éditions de la newsletter sponsorisées : {count}',
  'booking.sponsoredContentNote':
    'Les articles sponsorisés et les parrainages de podcast s’organisent avec notre équipe après la réservation.',
  'booking.company': 'Entreprise',
  'booking.companyName': 'Nom de l’entreprise',
  'booking.website': 'Site web (facultatif)',
  'booking.campaign': 'Campagne',
  'booking.campaignName': 'Nom de la campagne',
  'booking.startsOn': 'Premier jour',
  'booking.endsOn': 'Dernier jour',
  'booking.flightHint':
    'Une période de diffusion dure de {min} à {max} jours et commence au plus tôt demain ; les impressions y sont réparties uniformément.',
  'booking.targeting': 'Catégories (facultatif)',
  'booking.targetingHint':
    'Affichez les annonces uniquement à côté des contenus de ces catégories. Ne cochez aucune case pour une diffusion sur tout le site.',
  'booking.newsletterKinds': 'Éditions de la newsletter à sponsoriser',
  'booking.newsletterKind.daily_digest': 'Récapitulatif quotidien',
  'booking.newsletterKind.weekly_summary': 'Résumé hebdomadaire',
  'booking.creativeA': 'Votre annonce',
  'booking.creativeB': 'Une deuxième version pour un test A/B (facultatif)',
  'booking.creativeBHint': 'Les deux versions sont affichées aussi souvent l’une que l’autre, et le rapport les compare.',
  'booking.image': 'Image de bannière (facultative ; PNG, JPEG, WebP ou GIF, 5 MB maximum)',
  'booking.imageAlt': 'Description de l’image',
  'booking.imageAltNeeded': 'Décrivez l’image pour les lecteurs qui ne peuvent pas la voir.',
  'booking.payment': 'Paiement',
  'booking.total': 'À payer aujourd’hui : {price}',
  'booking.testMode':
    'Mode test : payez avec la carte de test 4242 4242 4242 4242, n’importe quelle date d’expiration future et n’importe quel code de sécurité. Aucun argent réel n’est prélevé.',
  'booking.stripeNote':
    'Vous payez ensuite sur la page sécurisée de Stripe. Votre campagne passe en vérification dès que le paiement est effectué.',
  'booking.pay': 'Payer {price} et réserver',
  'booking.continueToPayment': 'Continuer vers le paiement',
  'booking.secondIncomplete': 'Remplissez tous les champs de la deuxième version, ou laissez-les tous vides.',

  'booking.paid':
    'Réservation payée. Notre équipe vérifie vos créations, généralement sous un jour ouvré ; une fois celles-ci approuvées, la campagne est diffusée à partir de son premier jour.',
  'booking.paymentTitle': 'Paiement',
  'booking.paymentPaid': 'Paiement de {amount} effectué le {date}',
  'booking.paymentCard': '{brand} se terminant par {last4}',
  'booking.paymentPending': 'Paiement non finalisé : la campagne passe en vérification dès qu’elle est payée.',
  'booking.payNow': 'Payer {amount} maintenant',
  'booking.paymentRefunded': 'Remboursement de {amount} effectué le {date}',
  'booking.canceledNote': 'Nous n’avons pas pu diffuser cette campagne, et le paiement a été remboursé.',

  'advertiser.status.canceled': 'Annulée',

  'answers.booking.startTooSoon': 'Le premier jour est au plus tôt demain.',
  'answers.booking.startTooLate': 'Le premier jour est au plus tard dans {days} jours.',
  'answers.booking.flightLength': 'Une période de diffusion dure de {min} à {max} jours.',
  'answers.booking.endBeforeStart': 'Le dernier jour est antérieur au premier jour.',
  'answers.booking.noNewsletter': 'L’offre Startup n’inclut pas de parrainage de la newsletter.',
  'answers.booking.targetingEnterprise': 'Le ciblage par catégorie fait partie de l’offre Enterprise.',
  'answers.booking.unknownCategory': 'Choisissez des catégories dans la liste.',
  'answers.booking.chooseEdition': 'Choisissez au moins une édition de la newsletter.',
  'answers.booking.alreadyPaid': 'Cette campagne est déjà payée.',
  'answers.booking.notPayable': 'Cette campagne ne peut plus être payée.',

  'answers.upload.empty': 'Le fichier est vide.',
  'answers.upload.markup':
    'Les fichiers SVG et autres fichiers à balisage ne sont pas acceptés, car ils peuvent contenir des scripts. Importez une image PNG, JPEG, WebP ou GIF.',
  'answers.upload.kind': 'Ce fichier n’est pas dans un format accepté ici. Formats acceptés : {formats}.',
  'answers.upload.nameMismatch':
    'Le contenu du fichier est de type {contentType}, ce qui ne correspond pas à son nom « {name} ». Renommez-le avec la bonne extension (.{extension}) ou importez le vrai fichier.',
  'answers.upload.tooLarge': 'Ce fichier fait {size} MB ; la limite est de {limit}.',
}
