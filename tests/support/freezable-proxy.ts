import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy that can stop carrying bytes while keeping every connection open, as a network
 * or a database that hangs without closing anything would (bytes held while frozen are
 * delivered, in order, on resume), or hang up on every connection, as one that went away would.
 */
export async function freezableProxy(target: { host: string; port: number }) {
  let frozen = false
  let refusing = false
  const flushes = new Set<() => void>()
  const sockets = new Set<Socket>()

  const listener = createServer((client) => {
    if (refusing) return client.destroy()
    const upstream = connect(target.port, target.host)
    const held: { to: Socket; chunk: Buffer }[] = []
    const carry = (to: Socket) => (chunk: Buffer) => (frozen ? held.push({ to, chunk }) : to.write(chunk))
    client.on('data', carry(upstream))
    upstream.on('data', carry(client))
    const flush = () => {
      for (const { to, chunk } of held.splice(0)) to.write(chunk)
    }
    flushes.add(flush)
    const end = () => {
      flushes.delete(flush)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', end)
      socket.on('close', () => {
        sockets.delete(socket)
        end()
      })
    }
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  const { port } = listener.address() as { port: number }

  return {
    port,
    freeze() {
      frozen = true
    },
    resume() {
      frozen = false
      for (const flush of flushes) flush()
    },
    /** Drops every connection and hangs up on new ones, as a database that went away would. */
    refuse() {
      refusing = true
      for (const socket of sockets) socket.destroy()
    },
    accept() {
      refusing = false
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => listener.close(resolve))
    },
  }
}
