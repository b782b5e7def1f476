import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { paletteFor } from '../../app/images/cover-svg'
import { artworkEtag, artworkSvg, renderArtworkPng, type ArtworkCard } from '../../app/images/podcast-artwork.server'
import { episodeArtworkPath, seriesArtworkPath } from '../../app/podcasts/paths'

interface Chunk {
  type: string
  data: Buffer
}

/** The PNG's chunks, in order, each with its CRC checked. */
function chunks(png: Buffer): Chunk[] {
  const list: Chunk[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)))
    list.push({ type, data })
    at += 12 + length
  }
  return list
}

/** The RGB of one pixel, undoing the row filters (None, Sub or Up) down to that row. */
function pixelAt(raw: Buffer, width: number, x: number, y: number) {
  const stride = width * 3 + 1
  let above = Buffer.alloc(width * 3)
  for (let row = 0; row <= y; row++) {
    const filter = raw[row * stride]!
    expect([0, 1, 2]).toContain(filter)
    const line = Buffer.from(raw.subarray(row * stride + 1, (row + 1) * stride))
    for (let i = 0; i < line.length; i++) {
      const left = i >= 3 ? line[i - 3]! : 0
      line[i] = (line[i]! + (filter === 1 ? left : filter === 2 ? above[i]! : 0)) & 0xff
    }
    above = line
  }
  return `#${[...above.subarray(x * 3, x * 3 + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

const card: ArtworkCard = {
  seed: 'ep-42-rag-for-marketers',
  siteName: 'Lumen',
  label: 'EPISODE 42',
  title:
    'Why retrieval-augmented generation changes how marketing teams plan, write, measure and ship every single campaign they run in 2026 and beyond',
  byline: 'The Lumen Briefing',
}

describe('podcast artwork', () => {
  it('renders a 3000×3000 8-bit RGB PNG with sRGB, under 512 KB', async () => {
    const png = await renderArtworkPng(card)
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const list = chunks(png)
    expect(list[0]!.type).toBe('IHDR')
    const ihdr = list[0]!.data
    expect(ihdr.readUInt32BE(0)).toBe(3000)
    expect(ihdr.readUInt32BE(4)).toBe(3000)
    expect(ihdr[8]).toBe(8)
    expect(ihdr[9]).toBe(2)
    expect([ihdr[10], ihdr[11], ihdr[12]]).toEqual([0, 0, 0])
    const types = list.map((c) => c.type)
    expect(types[1]).toBe('sRGB')
    expect(list[1]!.data).toEqual(Buffer.from([0]))
    expect(types.indexOf('sRGB')).toBeLessThan(types.indexOf('IDAT'))
    expect(types.at(-1)).toBe('IEND')
    expect(png.length).toBeLessThan(512 * 1024)

    const raw = inflateSync(Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data)))
    expect(raw.length).toBe((3000 * 3 + 1) * 3000)
    const [dark, , light] = paletteFor(card.seed)
    expect(pixelAt(raw, 3000, 10, 10)).toBe(dark)
    expect(pixelAt(raw, 3000, 1500, 2950)).toBe(light)
  })

  it('fits a long title in four lines, cut with an ellipsis', () => {
    const svg = artworkSvg(card)
    const tspans = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!)
    expect(tspans).toHaveLength(4)
    expect(tspans.at(-1)).toMatch(/…$/)
    expect(svg).not.toMatch(/Gradient|opacity|filter/)
  })

  it('differs by seed, and shares one render between concurrent requests for a card', async () => {
    const other = { ...card, seed: 'another-series-seed', title: 'Short title' }
    expect(paletteFor(other.seed)).not.toEqual(paletteFor(card.seed))
    const [a, b, c] = await Promise.all([renderArtworkPng(other), renderArtworkPng(other), renderArtworkPng(card)])
    expect(a).toBe(b)
    expect(a.equals(c)).toBe(false)
    expect(artworkEtag(other)).not.toBe(artworkEtag(card))
    expect(artworkEtag({ ...card })).toBe(artworkEtag(card))
  })

  it('has addresses for series and episodes', () => {
    expect(seriesArtworkPath('3f2c1d8e-1111-4a2b-9c3d-123456789abc')).toBe('/media/artwork/series/3f2c1d8e-1111-4a2b-9c3d-123456789abc.png')
    expect(episodeArtworkPath('a b/c')).toBe('/media/artwork/episode/a%20b%2Fc.png')
  })
})
