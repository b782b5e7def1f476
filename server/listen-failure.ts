/** Why the server could not listen, in words an operator can act on. */
export function listenFailureMessage(error: unknown, host: string, port: number) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use on ${host}: another process listens there. Stop it or set PORT to a free port.`
    case 'EACCES':
      return `Not allowed to listen on port ${port} on ${host} (ports below 1024 need privileges). Set PORT to 1024 or above.`
    case 'EADDRNOTAVAIL':
      return `The address ${host} is not one of this machine's addresses. Set HOST to one of them, or 0.0.0.0 for all.`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host name ${host} could not be resolved. Set HOST to an address of this machine.`
    default:
      return `Could not listen on ${host}:${port} (${code ?? (error instanceof Error ? error.name : 'unknown error')}).`
  }
}
