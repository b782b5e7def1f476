import { storageKeys } from './preferences'

/** The id of the link to the brand faces' stylesheet (app/fonts.css). */
export const fontFacesLinkId = 'font-faces'

const seenKey = JSON.stringify(storageKeys.fontsSeen)

/**
 * Runs in the head, right after the link to the brand faces, which starts as `media="print"`:
 * downloaded without blocking anything and applied to nothing. A browser that has had the faces
 * before (they are then in its cache and the service worker's) applies them before the first
 * paint; a first visit applies them once the page has loaded, so the faces never compete with
 * the stylesheet, the scripts or the lead image for a phone's first bytes. Until then the
 * metric-matched fallbacks in app.css draw the text at the same size, so the swap moves nothing.
 *
 * On a first visit the files the page's text needs (the Latin ones for a page in English) are
 * fetched and decoded before anything changes, then every face of the stylesheet is added at
 * once as a FontFace (those no text needs yet load when some does): the page is laid out again
 * once, with the faces, instead of once when the stylesheet applies and again when the files
 * arrive. Where that cannot be done (no FontFace, a file that fails) the stylesheet is switched
 * on as it is.
 */
export const fontFacesScript = `(function(){
var l=document.getElementById(${JSON.stringify(fontFacesLinkId)});if(!l)return;
function mark(){try{localStorage.setItem(${seenKey},'1')}catch(e){}}
function on(){l.media='all';mark()}
try{if(localStorage.getItem(${seenKey})){on();return}}catch(e){}
function needed(range,text){var parts=range.split(',');for(var i=0;i<parts.length;i++){var m=/U\\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(parts[i]);if(!m)continue;var lo=parseInt(m[1],16),hi=m[2]?parseInt(m[2],16):lo;for(var j=0;j<text.length;j++){var c=text.charCodeAt(j);if(c>=lo&&c<=hi)return true}}return false}
function add(){var rules,faces=[],loads=[];try{rules=l.sheet.cssRules}catch(e){}if(!rules||!window.FontFace||!document.fonts)return on();
var text=(document.querySelector('main')||document.body).innerText||'';
try{for(var i=0;i<rules.length;i++){var s=rules[i].style;if(!s||!s.getPropertyValue('src'))continue;
var face=new FontFace(s.getPropertyValue('font-family').replace(/["']/g,''),s.getPropertyValue('src'),{style:s.getPropertyValue('font-style')||'normal',weight:s.getPropertyValue('font-weight')||'normal',unicodeRange:s.getPropertyValue('unicode-range')||'U+0-10FFFF',display:'swap'});
faces.push(face);if(needed(face.unicodeRange,text))loads.push(face.load())}}catch(e){return on()}
Promise.all(loads).then(function(){for(var i=0;i<faces.length;i++)document.fonts.add(faces[i]);mark()},on)}
function loaded(){if(l.sheet)add();else{l.addEventListener('load',add);l.addEventListener('error',on)}}
if(document.readyState==='complete')loaded();else addEventListener('load',loaded)})()`
