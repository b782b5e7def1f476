import { cookieAttributes, YEAR_SECONDS } from './cookies'
import { storageKeys } from './preferences'

/**
 * Runs before first paint: applies the theme saved in localStorage (the server already
 * rendered the cookie's choice), so a light-theme reader never sees a dark flash or vice versa.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  storageKeys.theme,
)});if(t==='dark'||t==='light'){document.documentElement.classList.toggle('dark',t==='dark');document.cookie=${JSON.stringify(
  `${storageKeys.theme}=`,
)}+t+${JSON.stringify(cookieAttributes({ maxAge: YEAR_SECONDS }))}}}catch(e){}})()`
