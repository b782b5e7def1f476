// The requests a page with an ad slot adds after it loads: the slot fill, and the view beacon.
import { row } from './common'
import { load, type Figures } from './load'

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'

/** Each request from another reader (another browser string): served while the campaign needs today's pace, then none. */
const manyReaders = `request = function()
  return wrk.format(nil, nil, { ["User-Agent"] = "${browser} r" .. math.random(1, 1000000000) })
end`

/** The beacon of one served ad, sent again and again: counted once, then replays counted as invalid in batches. */
const beacon = (token: string, origin: string) => `wrk.method = "POST"
wrk.body = "token=${encodeURIComponent(token)}"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Origin"] = "${origin}"
wrk.headers["User-Agent"] = "${browser}"`

export async function benchAdRequests(base: string, pid: number, baseline: Figures): Promise<string[]> {
  const slotUrl = `${base}/ads/slot?placement=news-list&category=`
  const first = await fetch(slotUrl, { headers: { 'user-agent': browser } })
  const { ad } = (await first.json()) as { ad: { token: string } | null }
  if (!ad) throw new Error('The demo campaign served no ad to the bench: is the demo content seeded?')
  return [
    row('ad slot fill, a new reader each request', await load(slotUrl, pid, {}, manyReaders), baseline),
    row('ad view beacon (the same token: one count, then replays)', await load(`${base}/ads/view`, pid, {}, beacon(ad.token, base)), baseline),
  ]
}
