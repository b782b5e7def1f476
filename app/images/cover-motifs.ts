/**
 * The drawing families of the generated covers. Each draws an abstract composition on the
 * 1200×630 canvas from a seeded random source and a palette, keeping its weight inside the
 * central 630×630 square (so a square crop still shows it) and its detail 20 px off the edges.
 */

export interface CoverPalette {
  /** Background gradient, from one corner to the other. */
  bg: readonly [string, string]
  /** Three inks that read on the background: main, second, accent. */
  ink: readonly [string, string, string]
}

export interface Motif {
  defs: string
  body: string
}

type Point = readonly [number, number]

const TAU = Math.PI * 2
const W = 1200
const H = 630
const CX = W / 2
const CY = H / 2

/** A small deterministic random source (mulberry32) with the helpers the motifs use. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    range,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    /** Roughly normal, mean 0 and deviation 1. */
    gauss: () => (next() + next() + next() + next() - 2) * 1.73,
  }
}

export type Random = ReturnType<typeof randomSource>

/** Rounds for the markup: whole pixels are plenty at this size. */
const n = (x: number) => String(Math.round(x))
const n2 = (x: number) => String(Math.round(x * 100) / 100)
const pt = ([x, y]: Point) => `${n(x)} ${n(y)}`
const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]

/** `a` blended towards `b` by `t` (0 to 1), both #rrggbb. */
export function mix(a: string, b: string, t: number) {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t).toString(16).padStart(2, '0'))
    .join('')}`
}

/** A smooth closed curve through the midpoints of the points' polygon. */
function closedCurve(points: readonly Point[]) {
  const last = points[points.length - 1]!
  let d = `M${pt(mid(last, points[0]!))}`
  points.forEach((p, i) => {
    d += `Q${pt(p)} ${pt(mid(p, points[(i + 1) % points.length]!))}`
  })
  return `${d}Z`
}

/** A smooth open curve from the first point to the last. */
function openCurve(points: readonly Point[]) {
  let d = `M${pt(points[0]!)}`
  for (let i = 1; i < points.length - 1; i++) d += `Q${pt(points[i]!)} ${pt(mid(points[i]!, points[i + 1]!))}`
  return `${d}L${pt(points[points.length - 1]!)}`
}

const polar = (c: Point, r: number, a: number): Point => [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]

/** A vertical gradient (top to bottom) between two colours with optional opacities. */
const vGradient = (id: string, from: string, to: string, fromOpacity = 1, toOpacity = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}" stop-opacity="${fromOpacity}"/><stop offset="1" stop-color="${to}" stop-opacity="${toOpacity}"/></linearGradient>`

/** Machine learning: terrain contour lines round a basin, with a descent path to its floor. */
function contour(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const centre: Point = [CX + r.range(-70, 70), CY + r.range(-30, 30)]
  const waves = [2, 3, 4, 5].map((k) => ({ k, amp: r.range(0.03, 0.13) / k ** 0.7, phase: r.range(0, TAU) }))
  const loops = r.int(10, 14)
  const inner = r.range(26, 40)
  const outer = r.range(400, 470)
  const stretch = r.range(1.2, 1.55)
  const turn = r.range(-0.35, 0.35)
  const at = (k: number, angle: number): Point => {
    const t = k / (loops - 1)
    const radius = inner + (outer - inner) * t ** 1.3
    const rough = 0.5 + 1.1 * t
    const rho = radius * (1 + waves.reduce((sum, w) => sum + w.amp * rough * Math.sin(w.k * angle + w.phase + k * 0.07), 0))
    const x = rho * Math.cos(angle) * stretch
    const y = rho * Math.sin(angle)
    return [centre[0] + x * Math.cos(turn) - y * Math.sin(turn), centre[1] + x * Math.sin(turn) + y * Math.cos(turn)]
  }
  let body = ''
  for (let k = loops - 1; k >= 0; k--) {
    const points = Array.from({ length: 24 }, (_, i) => at(k, (i / 24) * TAU))
    const index = k % 4 === 2
    const opacity = 0.95 - (0.6 * k) / loops
    body += `<path d="${closedCurve(points)}" fill="${k === 0 ? c : 'none'}" fill-opacity=".35" stroke="${index ? b : a}" stroke-width="${index ? 2.6 : 1.4}" opacity="${n2(opacity)}"/>`
  }
  // The descent: steps from a high ring down to the floor, turning as they go.
  const start = r.range(0, TAU)
  const swirl = r.range(0.25, 0.6) * (r.chance(0.5) ? 1 : -1)
  const from = r.int(4, 6)
  const steps = Array.from({ length: from + 1 }, (_, i) => at(from - i, start + swirl * i))
  steps.push(centre)
  body += `<path d="${openCurve(steps)}" fill="none" stroke="${c}" stroke-width="2.4" stroke-dasharray="2 8" stroke-linecap="round"/>`
  body += steps
    .slice(0, -1)
    .map((s, i) => `<circle cx="${n(s[0])}" cy="${n(s[1])}" r="${n2(3 + (i / from) * 3)}" fill="${c}"/>`)
    .join('')
  body += `<circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="18" fill="none" stroke="${c}" stroke-width="2"/><circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="8" fill="${c}"/>`
  return { defs: '', body }
}

/** Language: parallel strokes that swell in the middle, with token blocks riding some of them. */
function waves(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const count = r.int(14, 20)
  const top = r.range(120, 150)
  const bottom = H - r.range(120, 150)
  const cx = CX + r.range(-60, 60)
  const sigma = r.range(190, 260)
  const amp = r.range(45, 75)
  const freq = r.range(0.007, 0.013)
  const phase = r.range(0, TAU)
  const shift = r.range(0.05, 0.16)
  const y = (i: number, x: number) => {
    const base = top + ((bottom - top) * i) / (count - 1)
    const env = Math.exp(-((x - cx) ** 2) / (2 * sigma ** 2))
    return base + amp * env * (Math.sin(freq * x + phase + i * shift) + 0.25 * Math.sin(freq * 2.4 * x - phase + i * shift))
  }
  const defs = `<linearGradient id="wv" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0"><stop offset="0" stop-color="${a}" stop-opacity=".15"/><stop offset=".5" stop-color="${b}"/><stop offset="1" stop-color="${a}" stop-opacity=".15"/></linearGradient>`
  let body = ''
  for (let i = 0; i < count; i++) {
    const points = Array.from({ length: 27 }, (_, j): Point => [-24 + j * 48, y(i, -24 + j * 48)])
    body += `<path d="${openCurve(points)}" fill="none" stroke="url(#wv)" stroke-width="${i % 3 === 1 ? 2.6 : 1.5}"/>`
  }
  // Tokens: a short run of rounded blocks along a few middle lines.
  const first = r.int(Math.floor(count * 0.22), Math.floor(count * 0.4))
  const rows = [first, first + Math.round(count * r.range(0.28, 0.4))]
  rows.forEach((row, k) => {
    let x = cx + r.range(-250, -150) + k * r.range(-60, 60)
    const end = x + r.range(300, 420)
    const h = 18
    while (x < end) {
      const w = r.pick([34, 46, 58, 72, 90])
      const xm = x + w / 2
      const slope = (Math.atan2(y(row, xm + 2) - y(row, xm - 2), 4) * 180) / Math.PI
      const hollow = r.chance(0.2)
      body += `<rect x="${n(xm - w / 2)}" y="${n(y(row, xm) - h / 2)}" width="${w}" height="${h}" rx="9" fill="${hollow ? p.bg[0] : k ? a : c}" stroke="${k ? a : c}" stroke-width="2" transform="rotate(${n(slope)} ${n(xm)} ${n(y(row, xm))})"/>`
      x += w + 8
    }
  })
  return { defs, body }
}

/** Vision: an iris of blades inside lens rings, the halo turning to pixels on one side. */
function aperture(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const centre: Point = [CX + r.range(-40, 40), CY + r.range(-15, 15)]
  const R = r.range(165, 200)
  const blades = r.int(6, 9)
  const inner = R * r.range(0.32, 0.55)
  const rot = r.range(0, TAU)
  const v = Array.from({ length: blades }, (_, i) => polar(centre, inner, rot + (i * TAU) / blades))
  // Where the edge from vertex i-1 through vertex i meets the outer circle.
  const e = v.map((vi, i) => {
    const prev = v[(i + blades - 1) % blades]!
    const len = Math.hypot(vi[0] - prev[0], vi[1] - prev[1])
    const u: Point = [(vi[0] - prev[0]) / len, (vi[1] - prev[1]) / len]
    const dx = vi[0] - centre[0]
    const dy = vi[1] - centre[1]
    const bb = u[0] * dx + u[1] * dy
    const t = -bb + Math.sqrt(bb * bb - (dx * dx + dy * dy - R * R))
    return [vi[0] + u[0] * t, vi[1] + u[1] * t] as Point
  })
  const defs = `<radialGradient id="ap"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${b}"/></radialGradient>`
  let body = ''
  // The pixel halo on one side.
  const side = r.chance(0.5) ? 1 : -1
  const cell = r.int(24, 32)
  for (let gx = -16; gx <= 16; gx++) {
    for (let gy = -9; gy <= 9; gy++) {
      const x = centre[0] + gx * cell
      const y = centre[1] + gy * cell
      const d = Math.hypot(x - centre[0], y - centre[1])
      if ((x - centre[0]) * side < 10 || d < R + 70 || d > R + 250 || x < 40 || x > W - 40 || y < 40 || y > H - 40) continue
      const near = 1 - (d - R - 70) / 180
      if (!r.chance(0.2 + 0.6 * near)) continue
      body += `<rect x="${n(x - cell / 2 + 2)}" y="${n(y - cell / 2 + 2)}" width="${cell - 4}" height="${cell - 4}" fill="${r.chance(0.15) ? c : a}" opacity="${n2(0.15 + 0.6 * near * r.next())}"/>`
    }
  }
  // The lens barrel: rings of several weights, one of them graduated.
  const rings = r.int(3, 5)
  for (let i = 1; i <= rings; i++) {
    const radius = R + i * r.range(18, 30)
    const kind = r.int(0, 2)
    body += `<circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="${n(radius)}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${kind === 1 ? 8 : kind === 2 ? 10 : 1.5}"${kind === 2 ? ' stroke-dasharray="2 9"' : ''} opacity="${n2(0.85 - i * 0.12)}"/>`
  }
  body += `<circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="${n(R)}" fill="url(#ap)"/>`
  v.forEach((vi, i) => {
    const next = (i + 1) % blades
    body += `<path d="M${pt(vi)}L${pt(e[i]!)}A${n(R)} ${n(R)} 0 0 1 ${pt(e[next]!)}Z" fill="${i % 2 ? a : mix(a, p.bg[0], 0.3)}" stroke="${p.bg[0]}" stroke-width="2" stroke-linejoin="round"/>`
  })
  return { defs, body }
}

/** Robotics: an articulated arm on a base, its joints' reach dashed, gears behind. */
function linkage(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const segments = r.int(3, 4)
  const lengths = Array.from({ length: segments }, (_, i) => r.range(170, 210) - i * 30)
  let joints: Point[] = []
  let angles: number[] = []
  for (let attempt = 0; attempt < 40; attempt++) {
    const base: Point = [CX + r.range(-170, 170), r.range(480, 510)]
    let angle = -Math.PI / 2 + r.range(-0.6, 0.6)
    joints = [base]
    angles = []
    for (const len of lengths) {
      angles.push(angle)
      joints.push(polar(joints[joints.length - 1]!, len, angle))
      angle += r.range(0.5, 1.5) * (r.chance(0.5) ? 1 : -1)
    }
    const meanX = joints.reduce((s, j) => s + j[0], 0) / joints.length
    if (joints.every(([x, y]) => x > 270 && x < 930 && y > 80 && y < 520) && Math.abs(meanX - CX) < 110) break
  }
  const base = joints[0]!
  const defs = `<pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="1.4" fill="${a}" opacity=".22"/></pattern>`
  let body = `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="url(#dots)"/>`
  // Gears turning behind the arm, one large and one meshed small.
  const gear = (g: Point, radius: number, teeth: number, spin: number, colour: string) => {
    const pts: Point[] = []
    for (let i = 0; i < teeth; i++) {
      const t = spin + (i * TAU) / teeth
      const step = TAU / teeth
      pts.push(polar(g, radius, t), polar(g, radius + 16, t + step * 0.15), polar(g, radius + 16, t + step * 0.45), polar(g, radius, t + step * 0.6))
    }
    return `<path d="M${pts.map(pt).join('L')}Z" fill="${colour}" fill-opacity=".12" stroke="${colour}" stroke-width="2" opacity=".6" stroke-linejoin="round"/><circle cx="${n(g[0])}" cy="${n(g[1])}" r="${n(radius * 0.45)}" fill="none" stroke="${colour}" stroke-width="2" opacity=".5"/>`
  }
  const hub = joints[1]!
  const big = r.range(95, 130)
  body += gear(hub, big, r.int(14, 20), r.range(0, TAU), a)
  const towards = r.range(0, TAU)
  const small = big * r.range(0.45, 0.6)
  body += gear(polar(hub, big + small + 18, towards), small, r.int(8, 11), r.range(0, TAU), b)
  // Each joint's reach.
  for (let i = 1; i < segments; i++) {
    const j = joints[i]!
    const len = lengths[i]!
    const from = polar(j, len, angles[i]! - 0.7)
    const to = polar(j, len, angles[i]! + 0.7)
    body += `<path d="M${pt(from)}A${n(len)} ${n(len)} 0 0 1 ${pt(to)}" fill="none" stroke="${c}" stroke-width="2" stroke-dasharray="3 9" stroke-linecap="round" opacity=".7"/>`
  }
  body += `<rect x="${n(base[0] - 110)}" y="${n(base[1] + 8)}" width="220" height="22" rx="11" fill="${b}"/><path d="M${n(base[0] - 60)} ${n(base[1] + 10)}a60 60 0 0 1 120 0Z" fill="${b}"/>`
  for (let i = 0; i < segments; i++) {
    const width = 36 - i * 7
    body += `<path d="M${pt(joints[i]!)}L${pt(joints[i + 1]!)}" stroke="${i % 2 ? b : a}" stroke-width="${width}" stroke-linecap="round"/><path d="M${pt(joints[i]!)}L${pt(joints[i + 1]!)}" stroke="${p.bg[0]}" stroke-width="2" opacity=".45"/>`
  }
  for (let i = 0; i < segments; i++) {
    const [x, y] = joints[i]!
    const radius = 20 - i * 3
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${radius}" fill="${p.bg[0]}" stroke="${c}" stroke-width="4"/><circle cx="${n(x)}" cy="${n(y)}" r="${radius * 0.35}" fill="${c}"/>`
  }
  const tip = joints[segments]!
  const last = angles[segments - 1]!
  for (const s of [-1, 1]) {
    const knuckle = polar(tip, 18, last + s * 0.9)
    body += `<path d="M${pt(tip)}L${pt(knuckle)}L${pt(polar(knuckle, 24, last + s * 0.15))}" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  const target = polar(tip, 52, last)
  body += `<circle cx="${n(target[0])}" cy="${n(target[1])}" r="11" fill="${c}"/><circle cx="${n(target[0])}" cy="${n(target[1])}" r="22" fill="none" stroke="${c}" stroke-width="1.5" opacity=".6"/>`
  return { defs, body }
}

/** Generative: soft layered organic shapes in gradients, one echoed in outline. */
function blobs(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const pairs = [
    [a, mix(a, b, 0.5)],
    [b, mix(b, c, 0.4)],
    [c, mix(c, a, 0.4)],
  ] as const
  let defs = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>`
  pairs.forEach(([from, to], i) => {
    const angle = r.range(0, TAU)
    defs += `<linearGradient id="bl${i}" x1="${n2(0.5 - Math.cos(angle) / 2)}" y1="${n2(0.5 - Math.sin(angle) / 2)}" x2="${n2(0.5 + Math.cos(angle) / 2)}" y2="${n2(0.5 + Math.sin(angle) / 2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity=".55"/></linearGradient>`
  })
  const shape = (centre: Point, radius: number, lumps: number) => {
    const spin = r.range(0, TAU)
    return Array.from({ length: lumps }, (_, i) => polar(centre, radius * r.range(0.78, 1.2), spin + (i * TAU) / lumps))
  }
  const layers = r.int(4, 5)
  let body = `<path d="${closedCurve(shape([CX + r.range(-60, 60), CY + r.range(-30, 30)], 280, 7))}" fill="${a}" opacity=".45" filter="url(#soft)"/>`
  let top: Point[] = []
  for (let i = 0; i < layers; i++) {
    const spread = 1 - i / layers
    const centre: Point = [CX + r.range(-150, 150) * spread, CY + r.range(-60, 60) * spread]
    const points = shape(centre, r.range(240, 280) * (1 - i * 0.14), r.int(7, 9))
    body += `<path d="${closedCurve(points)}" fill="url(#bl${i % 3})" opacity="${n2(0.6 + 0.35 * (i / layers))}"/>`
    top = points
  }
  const echoCentre = top.reduce<Point>((s, q) => [s[0] + q[0] / top.length, s[1] + q[1] / top.length], [0, 0])
  const grow = r.range(1.25, 1.45)
  const echo = top.map((q): Point => [echoCentre[0] + (q[0] - echoCentre[0]) * grow, echoCentre[1] + (q[1] - echoCentre[1]) * grow])
  body += `<path d="${closedCurve(echo)}" fill="none" stroke="${c}" stroke-width="2" opacity=".7"/>`
  for (let i = 0; i < r.int(3, 6); i++) {
    const dot = polar(echoCentre, r.range(250, 330), r.range(0, TAU))
    body += `<circle cx="${n(dot[0])}" cy="${n(Math.min(580, Math.max(50, dot[1])))}" r="${n(r.range(4, 12))}" fill="${r.pick([a, b, c])}"/>`
  }
  return { defs, body }
}

/** Ethics: two equal circles balanced about a vertical axis, their overlap lit, with echoes. */
function symmetry(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const cy = CY + r.range(-15, 15)
  const R = r.range(120, 160)
  const d = R * r.range(0.35, 0.65)
  const hh = Math.sqrt(R * R - d * d)
  const echoes = r.int(2, 4)
  const gap = r.range(20, 30)
  const diamonds = r.chance(0.35)
  const dashed = r.chance(0.4) ? ' stroke-dasharray="2 6"' : ''
  let body = `<path d="M${CX} ${n(cy - R - 100)}V${n(cy + R + 100)}M${n(CX - d - R - 150)} ${n(cy)}H${n(CX + d + R + 150)}" stroke="${c}" stroke-width="1.5" opacity=".5"/>`
  for (let j = echoes; j >= 1; j--) {
    const radius = R + j * gap
    const opacity = n2(0.7 - j * 0.14)
    const ring = (x: number, colour: string) =>
      diamonds
        ? `<path d="M${n(x)} ${n(cy - radius)}L${n(x + radius)} ${n(cy)}L${n(x)} ${n(cy + radius)}L${n(x - radius)} ${n(cy)}Z" fill="none" stroke="${colour}" stroke-width="${j === 1 ? 3 : 1.5}"${j > 1 ? dashed : ''} opacity="${opacity}"/>`
        : `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(radius)}" fill="none" stroke="${colour}" stroke-width="${j === 1 ? 3 : 1.5}"${j > 1 ? dashed : ''} opacity="${opacity}"/>`
    body += ring(CX - d, a) + ring(CX + d, b)
  }
  if (diamonds) {
    const diamond = (x: number, size: number) => `M${n(x)} ${n(cy - size)}L${n(x + size)} ${n(cy)}L${n(x)} ${n(cy + size)}L${n(x - size)} ${n(cy)}Z`
    body += `<path d="${diamond(CX - d, R)}" fill="${a}" opacity=".9"/><path d="${diamond(CX + d, R)}" fill="${b}" opacity=".9"/><path d="${diamond(CX, R - d)}" fill="${c}"/>`
  } else {
    body += `<circle cx="${n(CX - d)}" cy="${n(cy)}" r="${n(R)}" fill="${a}" opacity=".9"/><circle cx="${n(CX + d)}" cy="${n(cy)}" r="${n(R)}" fill="${b}" opacity=".9"/>`
    body += `<path d="M${CX} ${n(cy - hh)}A${n(R)} ${n(R)} 0 0 1 ${CX} ${n(cy + hh)}A${n(R)} ${n(R)} 0 0 1 ${CX} ${n(cy - hh)}Z" fill="${c}"/>`
  }
  // Weights in balance along the beam, and a small mark at each pole.
  const dots = r.int(2, 4)
  for (let j = 1; j <= dots; j++) {
    const x = d + R + echoes * gap + j * 34
    const radius = n2(8 - j * 1.5)
    body += `<circle cx="${n(CX - x)}" cy="${n(cy)}" r="${radius}" fill="${a}"/><circle cx="${n(CX + x)}" cy="${n(cy)}" r="${radius}" fill="${b}"/>`
  }
  body += `<circle cx="${CX}" cy="${n(cy - R - 100)}" r="6" fill="${c}"/><circle cx="${CX}" cy="${n(cy + R + 100)}" r="6" fill="${c}"/>`
  return { defs: '', body }
}

/** Marketing: columns rising along a growth curve, as bars or as stacks of dots. */
function rising(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const defs = vGradient('bar', b, a, 1, 0.35)
  const dotted = r.chance(0.35)
  const bars = dotted ? r.int(9, 12) : r.int(7, 11)
  const span = r.range(540, 640)
  const slot = span / bars
  const w = slot * r.range(0.5, 0.68)
  const base = r.range(495, 515)
  const low = r.range(40, 70)
  const high = r.range(320, 370)
  const growth = r.range(1.4, 2.4)
  const round = r.chance(0.5)
  const tops: Point[] = []
  let body = ''
  for (let g = 0; g < 4; g++) {
    const y = base - ((g + 1) * (high + 20)) / 4
    body += `<path d="M${n(CX - span / 2 - 50)} ${n(y)}H${n(CX + span / 2 + 50)}" stroke="${a}" stroke-width="1" stroke-dasharray="4 8" opacity=".3"/>`
  }
  for (let i = 0; i < bars; i++) {
    const h = low + (high - low) * (i / (bars - 1)) ** growth * (i === bars - 1 ? 1 : r.range(0.9, 1.1))
    const x = CX - span / 2 + i * slot + (slot - w) / 2
    tops.push([x + w / 2, base - h - 34])
    if (!dotted) {
      body += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" rx="${round ? n(w / 2) : 4}" fill="url(#bar)"/>`
      continue
    }
    const pitch = slot * 0.8
    for (let k = 0; k * pitch < h; k++) {
      const y = base - pitch / 2 - k * pitch
      const lit = (k + 1) * pitch >= h
      body += `<circle cx="${n(x + w / 2)}" cy="${n(y)}" r="${n2(pitch * 0.36)}" fill="${lit ? c : k % 2 ? a : b}" opacity="${lit ? 1 : n2(0.35 + (0.5 * k * pitch) / high)}"/>`
    }
  }
  body += `<path d="M${n(CX - span / 2 - 50)} ${n(base + 14)}H${n(CX + span / 2 + 50)}" stroke="${a}" stroke-width="2" opacity=".6"/>`
  if (!dotted) body += `<path d="${openCurve(tops)}" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`
  const peak = tops[tops.length - 1]!
  if (!dotted) body += `<circle cx="${n(peak[0])}" cy="${n(peak[1])}" r="9" fill="${c}"/><circle cx="${n(peak[0])}" cy="${n(peak[1])}" r="20" fill="none" stroke="${c}" stroke-width="2" opacity=".5"/>`
  return { defs, body }
}

/** Business: an isometric block district of varied heights on a faint ground grid. */
function isometric(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const cols = r.int(3, 4)
  const rows = r.int(3, 4)
  const s = r.range(80, 92)
  const cos = Math.cos(Math.PI / 6)
  const iso = (i: number, j: number, z: number): Point => [(i - j) * s * cos, (i + j) * s * 0.5 - z]
  const top = a
  const left = mix(b, p.bg[0], 0.1)
  const right = mix(b, p.bg[0], 0.5)
  const accentAt = [r.int(0, cols - 1), r.int(0, rows - 1)]
  let blocks = ''
  let ground = ''
  for (let i = 0; i <= cols; i++) ground += `M${pt(iso(i, 0, 0))}L${pt(iso(i, rows, 0))}`
  for (let j = 0; j <= rows; j++) ground += `M${pt(iso(0, j, 0))}L${pt(iso(cols, j, 0))}`
  let minY = iso(0, 0, 0)[1]
  for (let sum = 0; sum <= cols + rows - 2; sum++) {
    for (let i = 0; i < cols; i++) {
      const j = sum - i
      if (j < 0 || j >= rows || r.chance(0.18)) continue
      const accent = i === accentAt[0] && j === accentAt[1]
      const z = accent ? r.range(220, 260) : r.range(24, 190)
      const g = 0.12
      const [x0, x1, y0, y1] = [i + g, i + 1 - g, j + g, j + 1 - g]
      const t = [iso(x0, y0, z), iso(x1, y0, z), iso(x1, y1, z), iso(x0, y1, z)]
      minY = Math.min(minY, t[0]![1])
      blocks += `<path d="M${pt(t[0]!)}L${pt(t[1]!)}L${pt(t[2]!)}L${pt(t[3]!)}Z" fill="${accent ? c : top}"/>`
      blocks += `<path d="M${pt(t[3]!)}L${pt(t[2]!)}L${pt(iso(x1, y1, 0))}L${pt(iso(x0, y1, 0))}Z" fill="${accent ? mix(c, p.bg[0], 0.25) : left}"/>`
      blocks += `<path d="M${pt(t[2]!)}L${pt(t[1]!)}L${pt(iso(x1, y0, 0))}L${pt(iso(x1, y1, 0))}Z" fill="${accent ? mix(c, p.bg[0], 0.5) : right}"/>`
    }
  }
  const maxY = iso(cols, rows, 0)[1]
  const minX = iso(0, rows, 0)[0]
  const maxX = iso(cols, 0, 0)[0]
  const dx = CX - (minX + maxX) / 2
  const dy = CY - (minY + maxY) / 2 + 10
  const body = `<g transform="translate(${n(dx)} ${n(dy)})"><path d="${ground}" stroke="${a}" stroke-width="1.5" opacity=".4"/><g stroke="${p.bg[0]}" stroke-width="1.5" stroke-linejoin="round">${blocks}</g></g>`
  return { defs: '', body }
}

/** Deep learning: layers of nodes fully connected, a few activated paths traced through. */
function layers(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const count = r.int(4, 6)
  const span = r.range(440, 560)
  const gap = r.range(54, 66)
  const sizes = Array.from({ length: count }, (_, i) => (i === 0 || i === count - 1 ? r.int(2, 4) : r.int(4, 7)))
  const nodes = sizes.map((size, i) =>
    Array.from({ length: size }, (_, k): Point => [CX - span / 2 + (span * i) / (count - 1), CY + (k - (size - 1) / 2) * gap]),
  )
  let edges = ''
  for (let i = 0; i < count - 1; i++) for (const from of nodes[i]!) for (const to of nodes[i + 1]!) edges += `M${pt(from)}L${pt(to)}`
  let body = `<path d="${edges}" stroke="${a}" stroke-width="1.2" opacity=".28"/>`
  const lit = new Set<string>()
  for (let k = 0; k < r.int(2, 3); k++) {
    const path = nodes.map((layer) => r.pick(layer))
    path.forEach((q) => lit.add(pt(q)))
    body += `<path d="M${path.map(pt).join('L')}" fill="none" stroke="${k ? b : c}" stroke-width="3" stroke-linejoin="round" opacity=".9"/>`
  }
  for (const layer of nodes) {
    for (const q of layer) {
      const on = lit.has(pt(q))
      body += `<circle cx="${n(q[0])}" cy="${n(q[1])}" r="${on ? 15 : 12}" fill="${on ? c : p.bg[0]}" stroke="${on ? c : b}" stroke-width="3"/>`
      if (on) body += `<circle cx="${n(q[0])}" cy="${n(q[1])}" r="26" fill="none" stroke="${c}" stroke-width="1.5" opacity=".45"/>`
    }
  }
  return { defs: '', body }
}

/** Research: a constellation of findings, linked to their nearest neighbours, a few hubs ringed. */
function graph(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const centre: Point = [CX + r.range(-40, 40), CY + r.range(-20, 20)]
  const rx = r.range(300, 350)
  const ry = r.range(200, 230)
  const points: Point[] = []
  const want = r.int(26, 36)
  for (let tries = 0; points.length < want && tries < 600; tries++) {
    const angle = r.range(0, TAU)
    const dist = Math.sqrt(r.next()) ** 1.3
    const q: Point = [centre[0] + Math.cos(angle) * rx * dist, centre[1] + Math.sin(angle) * ry * dist]
    if (points.every((o) => Math.hypot(o[0] - q[0], o[1] - q[1]) > 52)) points.push(q)
  }
  const links = new Set<string>()
  const degree = points.map(() => 0)
  points.forEach((q, i) => {
    const near = points
      .map((o, j) => ({ j, d: Math.hypot(o[0] - q[0], o[1] - q[1]) }))
      .filter(({ j }) => j !== i)
      .sort((x, y) => x.d - y.d)
      .slice(0, r.int(2, 3))
    for (const { j } of near) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`
      if (links.has(key)) continue
      links.add(key)
      degree[i]!++
      degree[j]!++
    }
  })
  const edges = [...links].map((key) => key.split('-').map((k) => points[Number(k)]!))
  let body = `<path d="${edges.map(([x, y]) => `M${pt(x!)}L${pt(y!)}`).join('')}" stroke="${a}" stroke-width="1.5" opacity=".55"/>`
  const hubs = points
    .map((q, i) => ({ q, d: degree[i]! - Math.hypot(q[0] - centre[0], q[1] - centre[1]) / 70 }))
    .sort((x, y) => y.d - x.d)
    .slice(0, 3)
    .map(({ q }) => q)
  const far = hubs[0]!
  body += `<circle cx="${n(far[0])}" cy="${n(far[1])}" r="${n(r.range(90, 130))}" fill="${c}" fill-opacity=".08" stroke="${c}" stroke-width="1.5" stroke-dasharray="3 7" opacity=".8"/>`
  for (const q of points) {
    if (hubs.includes(q)) continue
    body += `<circle cx="${n(q[0])}" cy="${n(q[1])}" r="${n(r.range(3.5, 7.5))}" fill="${r.chance(0.25) ? a : b}"/>`
  }
  hubs.forEach((q, i) => {
    body += `<circle cx="${n(q[0])}" cy="${n(q[1])}" r="${13 - i * 2}" fill="${c}"/><circle cx="${n(q[0])}" cy="${n(q[1])}" r="${26 - i * 3}" fill="none" stroke="${c}" stroke-width="2" opacity=".6"/>`
  })
  return { defs: '', body }
}

/** Podcasts: waves broadcast both ways from a source, over a band of waveform bars. */
function broadcast(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const src: Point = [CX + r.range(-40, 40), CY + r.range(-20, 20)]
  const arcs = r.int(5, 7)
  const spacing = r.range(36, 46)
  const half = r.range(0.5, 0.85)
  let body = ''
  // The waveform: bars swelling towards the source.
  const bar = r.int(10, 14)
  const reach = r.range(420, 520)
  const seedWave = r.range(0, TAU)
  let bars = ''
  for (let x = src[0] - reach; x <= src[0] + reach; x += bar) {
    if (Math.abs(x - src[0]) < 60) continue
    const env = Math.exp(-(((x - src[0]) / (reach * 0.55)) ** 2))
    const h = 6 + env * 120 * (0.45 + 0.55 * Math.abs(Math.sin(x * 0.05 + seedWave) * Math.sin(x * 0.013 + seedWave * 2)))
    bars += `M${n(x)} ${n(src[1] - h / 2)}V${n(src[1] + h / 2)}`
  }
  body += `<path d="${bars}" stroke="${a}" stroke-width="${n2(bar * 0.45)}" stroke-linecap="round" opacity=".35"/>`
  for (let j = 1; j <= arcs; j++) {
    const radius = 40 + j * spacing
    const opacity = n2(1 - (j / (arcs + 1)) * 0.75)
    const width = j % 3 === 0 ? 10 : j % 2 ? 5 : 2.5
    for (const dir of [0, Math.PI]) {
      const from = polar(src, radius, dir - half)
      const to = polar(src, radius, dir + half)
      body += `<path d="M${pt(from)}A${n(radius)} ${n(radius)} 0 0 1 ${pt(to)}" fill="none" stroke="${j % 2 ? b : a}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`
    }
  }
  body += `<circle cx="${n(src[0])}" cy="${n(src[1])}" r="${n(r.range(26, 34))}" fill="${c}"/><circle cx="${n(src[0])}" cy="${n(src[1])}" r="48" fill="none" stroke="${c}" stroke-width="2" opacity=".55"/>`
  return { defs: '', body }
}

/** Video and playlists: a fanned stack of frames, the front one playing with a scrubber. */
function frames(r: Random, p: CoverPalette, many: boolean): Motif {
  const [a, b, c] = p.ink
  const count = many ? r.int(4, 5) : r.int(2, 3)
  const w = r.range(430, 480)
  const h = (w * 9) / 16
  const dx = (many ? r.range(20, 26) : r.range(28, 40)) * (r.chance(0.5) ? 1 : -1)
  const dy = -(many ? r.range(16, 20) : r.range(22, 30))
  const x0 = CX - w / 2 - (dx * (count - 1)) / 2
  const y0 = CY - h / 2 - (dy * (count - 1)) / 2
  const angle = r.range(45, 135)
  const rad = (angle * Math.PI) / 180
  const defs = `<linearGradient id="fr" x1="${n2(0.5 - Math.cos(rad) / 2)}" y1="${n2(0.5 - Math.sin(rad) / 2)}" x2="${n2(0.5 + Math.cos(rad) / 2)}" y2="${n2(0.5 + Math.sin(rad) / 2)}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><clipPath id="fc"><rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" rx="14"/></clipPath>`
  let body = ''
  for (let i = count - 1; i >= 1; i--) {
    body += `<rect x="${n(x0 + dx * i)}" y="${n(y0 + dy * i)}" width="${n(w)}" height="${n(h)}" rx="14" fill="${a}" fill-opacity="${n2(0.32 - i * 0.05)}" stroke="${a}" stroke-width="2" stroke-opacity="${n2(0.75 - i * 0.1)}"/>`
  }
  // The front frame: a gradient field, a disc rising out of one corner with its ripples, a scrubber.
  const disc: Point = [x0 + w * r.pick([0.18, 0.5, 0.82]), y0 + h * r.range(0.55, 0.8)]
  const radius = h * r.range(0.3, 0.4)
  body += `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" rx="14" fill="url(#fr)"/><g clip-path="url(#fc)">`
  for (let k = 4; k >= 1; k--) body += `<circle cx="${n(disc[0])}" cy="${n(disc[1])}" r="${n(radius + k * 26)}" fill="none" stroke="${c}" stroke-width="2" opacity="${n2(0.75 - k * 0.15)}"/>`
  body += `<circle cx="${n(disc[0])}" cy="${n(disc[1])}" r="${n(radius)}" fill="${c}"/><rect x="${n(x0)}" y="${n(y0 + h - 48)}" width="${n(w)}" height="48" fill="${p.bg[0]}" opacity=".45"/></g>`
  const played = r.range(0.25, 0.75)
  const sy = y0 + h - 24
  body += `<path d="M${n(x0 + 24)} ${n(sy)}H${n(x0 + w - 24)}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".35"/><path d="M${n(x0 + 24)} ${n(sy)}H${n(x0 + 24 + (w - 48) * played)}" stroke="${c}" stroke-width="4" stroke-linecap="round"/><circle cx="${n(x0 + 24 + (w - 48) * played)}" cy="${n(sy)}" r="8" fill="#fff"/>`
  return { defs, body }
}

/** Technical deep dives: layered strata cut by a probe, a marker at every boundary. */
function strata(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const bands = r.int(6, 8)
  const top = r.range(150, 190)
  const depth = r.range(360, 400)
  const probe = CX + r.range(-50, 50)
  const boundary = Array.from({ length: bands }, (_, k) => {
    const amp = r.range(8, 26)
    const freq = r.range(0.004, 0.01)
    const phase = r.range(0, TAU)
    const y0 = top + (depth * k) / bands
    return (x: number) => y0 + amp * Math.sin(freq * x + phase) + amp * 0.4 * Math.sin(freq * 2.7 * x - phase)
  })
  let body = ''
  boundary.forEach((f, k) => {
    const points = Array.from({ length: 21 }, (_, j): Point => [-20 + j * 62, f(-20 + j * 62)])
    body += `<path d="${openCurve(points)}L1220 650L-20 650Z" fill="${k % 2 ? b : a}" fill-opacity="${n2(0.1 + k * 0.015)}" stroke="${k % 3 === 0 ? c : a}" stroke-width="${k % 3 === 0 ? 2 : 1.2}" stroke-opacity=".7"/>`
  })
  const last = boundary[bands - 1]!(probe) + r.range(40, 60)
  body += `<path d="M${n(probe)} 60V${n(last)}" stroke="${c}" stroke-width="3"/><path d="M${n(probe - 14)} 60H${n(probe + 14)}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`
  boundary.forEach((f, k) => {
    const y = f(probe)
    body += `<circle cx="${n(probe)}" cy="${n(y)}" r="${k % 3 === 0 ? 7 : 4.5}" fill="${p.bg[0]}" stroke="${c}" stroke-width="2.5"/>`
  })
  body += `<circle cx="${n(probe)}" cy="${n(last)}" r="14" fill="${c}"/><circle cx="${n(probe)}" cy="${n(last)}" r="30" fill="none" stroke="${c}" stroke-width="2" opacity=".5"/>`
  return { defs: '', body }
}

/** Data science: clusters of points with their trend drawn through, on light axes. */
function scatter(r: Random, p: CoverPalette): Motif {
  const [a, b, c] = p.ink
  const clusters = r.int(2, 3)
  const left = 270
  const right = 930
  const floor = 515
  const ceiling = 115
  const centres = Array.from({ length: clusters }, (_, i): Point => [
    left + 110 + ((right - left - 220) * (i + r.range(0.1, 0.9))) / clusters,
    floor - 110 - ((floor - ceiling - 220) * (i + r.range(0, 1))) / clusters,
  ])
  let body = `<path d="M${left} ${ceiling - 20}V${floor}H${right + 20}" fill="none" stroke="${a}" stroke-width="2" opacity=".5"/>`
  let ticks = ''
  for (let k = 1; k <= 5; k++) ticks += `M${n(left + ((right - left) * k) / 5)} ${floor}v10M${left} ${n(floor - ((floor - ceiling) * k) / 5)}h-10`
  body += `<path d="${ticks}" stroke="${a}" stroke-width="2" opacity=".5"/>`
  centres.forEach((centre, i) => {
    const colour = [a, b, c][i % 3]!
    const sx = r.range(55, 95)
    const sy = r.range(36, 60)
    const tilt = r.range(-0.9, -0.3)
    for (let k = 0; k < r.int(28, 40); k++) {
      const u = r.gauss()
      const v = r.gauss()
      const x = centre[0] + u * sx
      const y = centre[1] + u * sx * tilt + v * sy * 0.5
      if (x < left + 12 || x > right || y < ceiling || y > floor - 12) continue
      const radius = n2(r.range(4, 9))
      body += r.chance(0.2)
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${radius}" fill="none" stroke="${colour}" stroke-width="1.5"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${radius}" fill="${colour}" opacity=".85"/>`
    }
  })
  const ordered = [...centres].sort((x, y) => x[0] - y[0])
  const trend: Point[] = [[left + 30, ordered[0]![1] + 80], ...ordered, [right - 10, ordered[ordered.length - 1]![1] - 70]]
  body += `<path d="${openCurve(trend)}" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`
  return { defs: '', body }
}

/** News and everything else: a Bauhaus grid of tiles, quarter and half circles in the palette. */
function mosaic(r: Random, p: CoverPalette): Motif {
  const inks = [...p.ink, mix(p.ink[0], p.bg[0], 0.5)]
  const cols = r.int(4, 5)
  const rows = r.int(3, 4)
  const s = Math.min(580 / cols, 450 / rows)
  const x0 = CX - (cols * s) / 2
  const y0 = CY - (rows * s) / 2
  let body = ''
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (r.chance(0.14)) continue
      const x = x0 + i * s
      const y = y0 + j * s
      const ground = r.pick(inks)
      let fore = r.pick(inks)
      while (fore === ground) fore = r.pick(inks)
      const q = r.int(0, 3)
      const turn = `transform="rotate(${q * 90} ${n(x + s / 2)} ${n(y + s / 2)})"`
      const kind = r.int(0, 5)
      const tile = `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" fill="${ground}"${kind === 5 ? ' opacity=".35"' : ''}/>`
      const shapes = [
        `<path d="M${n(x)} ${n(y)}h${n(s)}A${n(s)} ${n(s)} 0 0 1 ${n(x)} ${n(y + s)}Z" fill="${fore}" ${turn}/>`,
        `<path d="M${n(x)} ${n(y + s)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s)}Z" fill="${fore}" ${turn}/>`,
        `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.32)}" fill="${fore}"/>`,
        `<path d="M${n(x)} ${n(y)}h${n(s)}L${n(x)} ${n(y + s)}Z" fill="${fore}" ${turn}/>`,
        `<path d="${[0.3, 0.6, 0.9].map((f) => `M${n(x + s * f)} ${n(y)}A${n(s * f)} ${n(s * f)} 0 0 1 ${n(x)} ${n(y + s * f)}`).join('')}" fill="none" stroke="${fore}" stroke-width="${n(s * 0.1)}" ${turn}/>`,
        `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.4)}" fill="none" stroke="${fore}" stroke-width="${n(s * 0.08)}"/>`,
      ]
      body += tile + shapes[kind]
    }
  }
  return { defs: '', body }
}

export const motifs = {
  contour,
  waves,
  aperture,
  linkage,
  blobs,
  symmetry,
  rising,
  isometric,
  layers,
  graph,
  broadcast,
  frames: (r: Random, p: CoverPalette) => frames(r, p, false),
  playlist: (r: Random, p: CoverPalette) => frames(r, p, true),
  strata,
  scatter,
  mosaic,
} satisfies Record<string, (r: Random, p: CoverPalette) => Motif>

export type MotifFamily = keyof typeof motifs
