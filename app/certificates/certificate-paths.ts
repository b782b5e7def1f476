/** Addresses of a certificate's page and PDF, and LinkedIn's "add a certification" link (client-safe). */
export const certificatePath = (id: string) => `/certificates/${id}`
export const certificatePdfPath = (id: string) => `/certificates/${id}/pdf`

/** LinkedIn's "Add licence or certification" form, filled in with this certificate. */
export function linkedInAddUrl({ title, organization, issuedAt, url, id }: { title: string; organization: string; issuedAt: Date; url: string; id: string }) {
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: title,
    organizationName: organization,
    issueYear: String(issuedAt.getUTCFullYear()),
    issueMonth: String(issuedAt.getUTCMonth() + 1),
    certUrl: url,
    certId: id,
  })
  return `https://www.linkedin.com/profile/add?${query}`
}
