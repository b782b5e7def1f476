import { describe, expect, it } from 'vitest'
import { requestPath } from '../../app/lib/log.server'

const pathOf = (url: string) => requestPath(new Request(`http://localhost${url}`))

describe('the path a log line names', () => {
  it('leaves out the query and any secret in the path, and keeps slugs and ids', () => {
    expect(pathOf('/setup/xjFHWJpcOus0BCngb_ksGv7-Fic4pEoifBvnWSBOEnY')).toBe('/setup/[token]')
    expect(pathOf('/reset-password?token=AbCdEf0123456789AbCdEf0123456789')).toBe('/reset-password')
    expect(pathOf('/news/beyond-the-leaderboard-evaluating-language-models-in-production')).toBe('/news/beyond-the-leaderboard-evaluating-language-models-in-production')
    expect(pathOf('/admin/users/3f2a9c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('/admin/users/3f2a9c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b')
  })
})
