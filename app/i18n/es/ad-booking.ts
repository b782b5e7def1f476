import type { enAdBooking } from '../en/ad-booking'

/** Spanish text of self-serve advertising: booking a package, paying for it, and uploaded banner images. */
export const esAdBooking: Record<keyof typeof enAdBooking, string> = {
  'title.bookCampaign': 'Reservar una campaña',

  'ads.book': 'Reservar el paquete {package}',
  'ads.bookOr': 'Reserva tú mismo un paquete y paga con tarjeta, o cuéntanos qué necesitas y preparamos un plan a medida.',

  'booking.eyebrow': 'Publicidad autogestionada',
  'booking.intro':
    'Elige un paquete, redacta tu anuncio y paga. Nuestro equipo revisa cada creatividad antes de publicarla; si no podemos publicar tu campaña, te devolvemos todo el dinero.',
  'booking.signInText':
    'Inicia sesión o crea una cuenta para reservar una campaña. Tu cuenta se convierte en el portal de anunciantes de la campaña.',
  'booking.package': 'Paquete',
  'booking.packageSummary': '{price} por {impressions} impresiones visibles',
  'booking.placements': 'Se publica en: {placements}',
  'booking.newsletterEditions': 'Ediciones patrocinadas del boletín: {count}',
  'booking.sponsoredContentNote': 'Los artículos patrocinados y los patrocinios de pódcast se acuerdan con nuestro equipo después de la reserva.',
  'booking.company': 'Empresa',
  'booking.companyName': 'Nombre de la empresa',
  'booking.website': 'Sitio web (opcional)',
  'booking.campaign': 'Campaña',
  'booking.campaignName': 'Nombre de la campaña',
  'booking.startsOn': 'Primer día',
  'booking.endsOn': 'Último día',
  'booking.flightHint':
    'El periodo de emisión dura de {min} a {max} días y empieza como pronto mañana; las impresiones se reparten de forma uniforme a lo largo de todo el periodo.',
  'booking.targeting': 'Categorías (opcional)',
  'booking.targetingHint':
    'Muestra los anuncios solo junto a contenidos de estas categorías. Déjalas todas sin marcar para publicarlos en todo el sitio.',
  'booking.newsletterKinds': 'Ediciones del boletín que quieres patrocinar',
  'booking.newsletterKind.daily_digest': 'Resumen diario',
  'booking.newsletterKind.weekly_summary': 'Resumen semanal',
  'booking.creativeA': 'Tu anuncio',
  'booking.creativeB': 'Una segunda versión para una prueba A/B (opcional)',
  'booking.creativeBHint': 'Las dos versiones se muestran con la misma frecuencia y el informe las compara.',
  'booking.image': 'Imagen del banner (opcional; PNG, JPEG, WebP o GIF de hasta 5 MB)',
  'booking.imageAlt': 'Descripción de la imagen',
  'booking.imageAltNeeded': 'Describe la imagen para los lectores que no pueden verla.',
  'booking.payment': 'Pago',
  'booking.total': 'Total a pagar hoy: {price}',
  'booking.testMode':
    'Modo de prueba: paga con la tarjeta de prueba 4242 4242 4242 4242, cualquier fecha de caducidad futura y cualquier código de seguridad. No se mueve dinero real.',
  'booking.stripeNote':
    'A continuación pagarás en la página segura de Stripe. Tu campaña pasa a revisión en cuanto se complete el pago.',
  'booking.pay': 'Pagar {price} y reservar',
  'booking.continueToPayment': 'Continuar al pago',
  'booking.secondIncomplete': 'Rellena todos los campos de la segunda versión o déjalos todos vacíos.',

  'booking.paid':
    'Reservada y pagada. Nuestro equipo revisa tus creatividades, normalmente en un día hábil; una vez aprobadas, la campaña se publica desde su primer día.',
  'booking.paymentTitle': 'Pago',
  'booking.paymentPaid': 'Pago de {amount} realizado el {date}',
  'booking.paymentCard': '{brand} terminada en {last4}',
  'booking.paymentPending': 'Pago no completado: la campaña pasa a revisión en cuanto se pague.',
  'booking.payNow': 'Pagar {amount} ahora',
  'booking.paymentRefunded': 'Reembolso de {amount} realizado el {date}',
  'booking.canceledNote': 'No hemos podido publicar esta campaña y se ha reembolsado el pago.',

  'advertiser.status.canceled': 'Cancelada',

  'answers.booking.startTooSoon': 'El primer día puede ser, como pronto, mañana.',
  'answers.booking.startTooLate': 'El primer día puede ser, como máximo, dentro de {days} días.',
  'answers.booking.flightLength': 'El periodo de emisión dura de {min} a {max} días.',
  'answers.booking.endBeforeStart': 'El último día es anterior al primer día.',
  'answers.booking.noNewsletter': 'El paquete Startup no incluye patrocinio del boletín.',
  'answers.booking.targetingEnterprise': 'La segmentación por categoría forma parte del paquete Enterprise.',
  'answers.booking.unknownCategory': 'Elige categorías de la lista.',
  'answers.booking.chooseEdition': 'Elige al menos una edición del boletín.',
  'answers.booking.alreadyPaid': 'Esta campaña ya está pagada.',
  'answers.booking.notPayable': 'Esta campaña ya no se puede pagar.',

  'answers.upload.empty': 'El archivo está vacío.',
  'answers.upload.markup':
    'No se aceptan archivos SVG ni otros archivos de marcado, porque pueden contener scripts. Sube una imagen PNG, JPEG, WebP o GIF.',
  'answers.upload.kind': 'Este archivo no tiene un formato que aceptemos aquí. Formatos aceptados: {formats}.',
  'answers.upload.nameMismatch':
    'El contenido del archivo es {contentType}, que no coincide con su nombre «{name}». Cámbiale el nombre con la extensión correcta (.{extension}) o sube el archivo real.',
  'answers.upload.tooLarge': 'Este archivo ocupa {size} MB; el límite es {limit}.',
}
