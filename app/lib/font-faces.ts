import { storageKeys } from './preferences'

/** The id of the link to the brand faces' stylesheet (app/fonts.css). */
export const fontFacesLinkId = 'font-faces'

/**
 * Runs in the head, right after the link to the brand faces, which starts as `media="print"`:
 * downloaded without blocking anything and applied to nothing. A browser that has had the faces
 * before (they are then in its cache and the service worker's) applies them before the first
 * paint; a first visit applies them once the page has loaded, so the faces never compete with
 * the stylesheet, the scripts or the lead image for a phone's first bytes. Until then the
 * metric-matched fallbacks in app.css draw the text at the same size, so the swap moves nothing.
 */
export const fontFacesScript = `(function(){var l=document.getElementById(${JSON.stringify(fontFacesLinkId)});if(!l)return;function on(){l.media='all';try{localStorage.setItem(${JSON.stringify(
  storageKeys.fontsSeen,
)},'1')}catch(e){}}try{if(localStorage.getItem(${JSON.stringify(storageKeys.fontsSeen)})){on();return}}catch(e){}if(document.readyState==='complete')on();else addEventListener('load',on)})()`
