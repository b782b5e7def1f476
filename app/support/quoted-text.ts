/**
 * Where the quoted history of an e-mail reply begins: "On … wrote:" (also split over two
 * lines, and its French, German and Spanish forms), Outlook's "-----Original Message-----" or
 * its underscore rule with a From: block, and the first run of "> " lines.
 */
const historyStarts = [
  /^On\b.{0,200}\bwrote:\s*$/i,
  /^Le\b.{0,200}\ba écrit\s*:\s*$/i,
  /^Am\b.{0,200}\bschrieb\b.{0,100}:\s*$/i,
  /^El\b.{0,200}\bescribió:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^From:\s.+$/,
  /^>/,
]

/** Where a signature begins: the standard "-- " line or a phone's "Sent from my …". */
const signatureStarts = [/^-- ?$/, /^Sent from my \w+/i, /^Get Outlook for /i]

/**
 * The new text of a customer's e-mail reply: the quoted history and the signature are cut off,
 * trailing blank lines dropped. A message that is only a quote keeps its text (nothing is lost).
 */
export function stripQuotedText(body: string) {
  const lines = body.replace(/\r\n?/g, '\n').split('\n')
  let end = lines.length
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    const joined = i + 1 < lines.length ? `${line} ${lines[i + 1]!.trim()}` : line
    if (historyStarts.some((p) => p.test(line)) || (/^On\b/i.test(line) && historyStarts[0]!.test(joined)) || signatureStarts.some((p) => p.test(line))) {
      end = i
      break
    }
  }
  const kept = lines.slice(0, end).join('\n').trim()
  return kept || body.trim()
}
