import type { HttpClient } from './http-client'

export interface StreamEvent {
  id: string | null
  event: string
  data: string
}

/**
 * Opens a server-sent event stream as a browser's EventSource would (the client's cookies, and
 * `Last-Event-ID` when given) and reads its events one at a time.
 */
export async function openEventStream(client: HttpClient, url: string, { lastEventId }: { lastEventId?: string } = {}) {
  const abort = new AbortController()
  const headers: Record<string, string> = { accept: 'text/event-stream', cookie: client.cookieHeader }
  if (lastEventId) headers['last-event-id'] = lastEventId
  const response = await fetch(url, { headers, signal: abort.signal })
  const reader = response.ok ? response.body!.pipeThrough(new TextDecoderStream()).getReader() : null
  let buffer = ''
  const events: StreamEvent[] = []
  let ended = false
  // A read that outlived its wait is kept for the next one: its chunk must not be lost.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null
  const parse = () => {
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const fields = block.split('\n').filter((line) => line && !line.startsWith(':'))
      const value = (name: string) => fields.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trimStart())
      const data = value('data')
      if (data.length) events.push({ id: value('id')[0] ?? null, event: value('event')[0] ?? 'message', data: data.join('\n') })
    }
  }
  return {
    response,
    /** The next event, waiting at most `timeoutMs`; null when none came or the stream ended. */
    async next(timeoutMs = 5_000): Promise<StreamEvent | null> {
      const deadline = Date.now() + timeoutMs
      while (events.length === 0 && !ended && reader) {
        const left = deadline - Date.now()
        if (left <= 0) return null
        let timer: NodeJS.Timeout | undefined
        pending ??= reader.read()
        const chunk = await Promise.race([pending, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)))])
        clearTimeout(timer)
        if (chunk === null) return null
        pending = null
        if (chunk.done) ended = true
        else {
          buffer += chunk.value
          parse()
        }
      }
      return events.shift() ?? null
    },
    /** Whether the server ended the stream (waiting at most `timeoutMs` for it). */
    async ends(timeoutMs = 5_000) {
      while (!ended && (await this.next(timeoutMs)) !== null) { /* drain */ }
      return ended
    },
    close: () => abort.abort(),
  }
}
