/** The cookie of a reader who chose "necessary only", so the cookie banner stays out of the way. */
export const consentCookie = { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }
