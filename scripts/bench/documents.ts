// npm run bench:documents: the documents the server renders on request, in this process — the
// certificate PDF (Latin and Japanese names) and a podcast artwork PNG — next to a baseline
// measured in the same run: PDFKit writing a one-line A4 page with the same DejaVu font.
// Prints median wall and CPU milliseconds per document, the ratio to the baseline, and sizes.
import PDFDocument from 'pdfkit'
import { renderCertificatePdf, type CertificatePdfInput } from '../../app/certificates/certificate-pdf.server'
import { dejaVuFiles, findDejaVu } from '../../app/images/fonts.server'
import { renderArtworkPng } from '../../app/images/podcast-artwork.server'

const runs = Number(process.env.BENCH_RUNS ?? 20)

const certificate: CertificatePdfInput = {
  certificateId: 'LUM-7K3Q-9XD2',
  recipientName: 'Zoë Álvarez-Nakamura',
  title: 'Machine Learning Foundations',
  kind: 'course',
  issuedAt: new Date('2026-03-14T12:00:00Z'),
  gradePercent: 92,
  siteName: 'Lumen',
  verifyUrl: 'https://lumen.example/certificates/LUM-7K3Q-9XD2',
}

function baselinePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0, font: findDejaVu(dejaVuFiles.sans) ?? 'Helvetica' })
  const chunks: Uint8Array[] = []
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
  doc.fontSize(20).text('Certificate of completion', 100, 100)
  doc.end()
  return done
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(render: (run: number) => Promise<Buffer>) {
  await render(-1)
  const wall: number[] = []
  const cpu: number[] = []
  let bytes = 0
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage()
    const start = performance.now()
    bytes = (await render(i)).length
    wall.push(performance.now() - start)
    const used = process.cpuUsage(startCpu)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu), kb: bytes / 1024 }
}

const base = await measure(baselinePdf)
const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
  ['baseline: PDFKit, one line of DejaVu', base],
  ['certificate PDF, Latin name', await measure(() => renderCertificatePdf(certificate))],
  ['certificate PDF, Japanese name and date', await measure(() => renderCertificatePdf({ ...certificate, recipientName: '田中 由紀', locale: 'ja-JP' }))],
  // A new title each run: rendered artwork is kept in memory by its fields.
  ['podcast artwork PNG, 3000×3000, first render', await measure((run) => renderArtworkPng({ seed: `bench-${run}`, siteName: 'Lumen', label: 'Podcast', title: `Evaluation Is the New Benchmark, part ${run + 2}`, byline: 'Lumen Radio' }))],
]
console.log(`${runs} runs each, medians\n`)
console.log('| document | wall ms | CPU ms | × baseline CPU | size KB |')
console.log('|---|---:|---:|---:|---:|')
for (const [name, r] of rows) console.log(`| ${name} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} | ${(r.cpu / base.cpu).toFixed(1)} | ${r.kb.toFixed(1)} |`)
