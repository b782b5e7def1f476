import { createSocket } from 'node:dgram'
import * as packet from 'dns-packet'

/**
 * A DNS server on 127.0.0.1 (UDP, `port` or a free one) answering TXT questions from `records`, which
 * a test changes as it goes: a name with no entry is NXDOMAIN. The site reaches it through
 * DNS_RESOLVER=`address`.
 */
export async function startDnsServer({ port: wantedPort = 0 }: { port?: number } = {}) {
  const records = new Map<string, string[]>()
  const questions: string[] = []
  const socket = createSocket('udp4')
  socket.on('message', (message, peer) => {
    const query = packet.decode(message)
    const question = query.questions?.[0]
    if (!question) return
    const name = question.name.toLowerCase()
    questions.push(name)
    const values = records.get(name)
    const answer = packet.encode({
      id: query.id,
      type: 'response',
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (values ? 0 : 3), // rcode 3: NXDOMAIN
      questions: [question],
      answers: question.type === 'TXT' && values ? values.map((data) => ({ type: 'TXT' as const, name: question.name, ttl: 60, class: 'IN' as const, data })) : [],
    })
    socket.send(answer, peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(wantedPort, '127.0.0.1', resolve))
  const { port } = socket.address()
  return {
    address: `127.0.0.1:${port}`,
    records,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}

export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>
