import { describe, expect, it } from 'vitest'
import { episodeNarration, episodeTranscript } from '../../app/db/seed/data/episode-narration'
import { podcastsA } from '../../app/db/seed/data/podcasts-a'
import { podcastsB } from '../../app/db/seed/data/podcasts-b'
import { seedPodcastSeries } from '../../app/db/seed/data/podcasts-series'
import { chaptersFromShowNotes } from '../../app/podcasts/chapters'
import { splitSentences, transcriptVtt } from '../../app/podcasts/transcript-vtt'

const seconds = (stamp: string) => stamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ')

/** The cues of a WebVTT document, checking each block's shape on the way. */
function parseVtt(vtt: string) {
  expect(vtt.startsWith('WEBVTT\n\n')).toBe(true)
  expect(vtt.endsWith('\n')).toBe(true)
  return vtt
    .slice('WEBVTT\n\n'.length)
    .trimEnd()
    .split('\n\n')
    .map((block, i) => {
      const [id, timing, ...text] = block.split('\n')
      expect(id).toBe(String(i + 1))
      const match = /^(\d{2,}:\d{2}:\d{2}\.\d{3}) --> (\d{2,}:\d{2}:\d{2}\.\d{3})$/.exec(timing ?? '')
      expect(match, timing).not.toBeNull()
      expect(text).toHaveLength(1)
      return { start: seconds(match![1]!), end: seconds(match![2]!), text: text[0]! }
    })
}

function expectWellTimed(cues: { start: number; end: number; text: string }[], durationSeconds: number) {
  cues.forEach((cue, i) => {
    expect(cue.end).toBeGreaterThan(cue.start)
    expect(cue.end).toBeLessThanOrEqual(durationSeconds)
    expect(cue.text.trim()).not.toBe('')
    expect(cue.text).not.toContain('-->')
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end)
  })
}

const gradientSignal = seedPodcastSeries.find((s) => s.key === 'gradient-signal')!
const smallModels = podcastsA.find((e) => e.slug === 'why-small-models-are-winning-real-workloads')!

describe('episode narration (scripts/generate-media.ts)', () => {
  it('is what the demo audio of an episode says', () => {
    expect(episodeNarration(smallModels, gradientSignal)).toBe(
      "Welcome to The Gradient Signal, episode 41. Why Small Models Are Winning Real Workloads. I'm Noor Haddad-Keller, and my guest today is Dr. Anselm Kovač. " +
        'Distillation, quantisation and task-specific fine-tuning are letting compact models match much larger ones on narrow jobs. A model-compression researcher explains where the trade-offs really lie.',
    )
  })

  it('keeps a title’s own question mark and leaves out the guest when there is none', () => {
    const episode = { title: 'Is It Working?', description: 'A short one.', episodeNumber: 3 }
    expect(episodeNarration(episode, { title: 'Show', host: 'Ana' })).toBe("Welcome to Show, episode 3. Is It Working? I'm Ana. A short one.")
  })

  it('becomes a transcript of two- or three-sentence paragraphs, without splitting at "Dr."', () => {
    expect(episodeTranscript(smallModels, gradientSignal)).toBe(
      "Welcome to The Gradient Signal, episode 41. Why Small Models Are Winning Real Workloads. I'm Noor Haddad-Keller, and my guest today is Dr. Anselm Kovač.\n\n" +
        'Distillation, quantisation and task-specific fine-tuning are letting compact models match much larger ones on narrow jobs. A model-compression researcher explains where the trade-offs really lie.',
    )
    for (const episode of [...podcastsA, ...podcastsB]) {
      const series = seedPodcastSeries.find((s) => s.key === episode.seriesKey)!
      const transcript = episodeTranscript(episode, series)
      expect(words(transcript), episode.slug).toBe(episodeNarration(episode, series))
      for (const paragraph of transcript.split('\n\n')) {
        expect(splitSentences(paragraph).length, episode.slug).toBeGreaterThanOrEqual(2)
        expect(splitSentences(paragraph).length, episode.slug).toBeLessThanOrEqual(3)
      }
    }
  })
})

describe('transcript captions (WebVTT)', () => {
  const text = episodeTranscript(smallModels, gradientSignal)

  it('times caption-sized phrases across the spoken part of the episode', () => {
    const cues = parseVtt(transcriptVtt({ text, durationSeconds: 28 })!)
    expect(cues.length).toBeGreaterThan(5)
    expectWellTimed(cues, 28)
    expect(cues[0]!.start).toBe(1.2)
    expect(cues.at(-1)!.end).toBe(27.2)
    expect(cues.every((cue) => cue.text.split(' ').length <= 12)).toBe(true)
    expect(cues.map((cue) => unescape(cue.text)).join(' ')).toBe(words(text))
    expect(cues.map((cue) => cue.text)).toContain('Why Small Models Are Winning Real Workloads.')
  })

  it('gives longer phrases more time', () => {
    const cues = parseVtt(transcriptVtt({ text: 'Short one. This sentence is a good deal longer than the first.', durationSeconds: 20, leadInSeconds: 0, tailSeconds: 0 })!)
    expect(cues).toHaveLength(2)
    expect(cues[1]!.end - cues[1]!.start).toBeGreaterThan(3 * (cues[0]!.end - cues[0]!.start))
  })

  it('escapes &, < and > so no cue text holds markup or an arrow', () => {
    const source = 'Tom & Jerry <b>live</b>. Then --> arrows and a<b>c.'
    const vtt = transcriptVtt({ text: source, durationSeconds: 30 })!
    const cues = parseVtt(vtt)
    expect(vtt).toContain('Tom &amp; Jerry &lt;b&gt;live&lt;/b&gt;.')
    expect(vtt.split('\n').filter((line) => line.includes('-->')).every((line) => /^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/.test(line))).toBe(true)
    expect(cues.map((cue) => unescape(cue.text)).join(' ')).toBe(source)
  })

  it('still gives increasing cues within a duration too short for them', () => {
    for (const durationSeconds of [3, 0.5, 0.004]) {
      const cues = parseVtt(transcriptVtt({ text, durationSeconds })!)
      expectWellTimed(cues, durationSeconds)
      expect(cues.map((cue) => unescape(cue.text)).join(' ')).toBe(words(text))
    }
  })

  it('is null without text or playing time', () => {
    expect(transcriptVtt({ text: '', durationSeconds: 30 })).toBeNull()
    expect(transcriptVtt({ text: '  \n\n ', durationSeconds: 30 })).toBeNull()
    expect(transcriptVtt({ text: 'Hello.', durationSeconds: 0 })).toBeNull()
  })
})

describe('chapters from show notes (Podcasting 2.0 JSON chapters)', () => {
  it('reads the demo notes’ timestamped list', () => {
    expect(chaptersFromShowNotes(smallModels.showNotes, 3600)).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 130, title: 'What distillation is, explained with a teacher, a student and a very patient exam.' },
        { startTime: 705, title: 'Quantisation to 8 and 4 bits: where accuracy holds and where it quietly breaks.' },
        { startTime: 1470, title: 'Why evaluation on your own data matters more than leaderboard scores for small models.' },
        { startTime: 2225, title: 'Latency, cost and privacy: the business case for running models on your own hardware.' },
        { startTime: 2960, title: "Anselm's prediction for the next two years of model efficiency research." },
      ],
    })
  })

  it('keeps only chapters that start before the end and is null when none do', () => {
    expect(chaptersFromShowNotes(smallModels.showNotes, 28)).toBeNull()
    expect(chaptersFromShowNotes(smallModels.showNotes, 1470)!.chapters.map((c) => c.startTime)).toEqual([130, 705])
    expect(chaptersFromShowNotes('<p>No timestamps here.</p>', 3600)).toBeNull()
  })

  it('reads H:MM:SS and minutes past 59, sorts and drops repeated start times', () => {
    const html = '<p>1:02:03 Late topic</p><ul><li><strong>64:20</strong> Checklist</li><li>00:00 Intro</li><li>00:00 Intro again</li></ul><p>Mentioned at 05:00 in passing.</p>'
    expect(chaptersFromShowNotes(html, 7200)!.chapters).toEqual([
      { startTime: 0, title: 'Intro' },
      { startTime: 3723, title: 'Late topic' },
      { startTime: 3860, title: 'Checklist' },
    ])
  })

  it('decodes entities, strips tags and collapses whitespace in titles', () => {
    const html = '<li><strong>01:00</strong>  Q&amp;A: &lt;code&gt; &quot;tips&quot; &#39;n&#39;&nbsp;<em>tricks</em>\n  </li>'
    expect(chaptersFromShowNotes(html, 600)!.chapters).toEqual([{ startTime: 60, title: 'Q&A: <code> "tips" \'n\' tricks' }])
  })

  it('does not invent an opening chapter', () => {
    expect(chaptersFromShowNotes('<li>02:10 Only one</li>', 600)!.chapters).toEqual([{ startTime: 130, title: 'Only one' }])
  })

  it('cuts long titles at a word boundary', () => {
    const long = 'word '.repeat(40).trim()
    const [chapter] = chaptersFromShowNotes(`<p>00:10 ${long}</p>`, 600)!.chapters
    expect(chapter!.title.length).toBeLessThanOrEqual(120)
    expect(chapter!.title.endsWith('word…')).toBe(true)
  })
})

/**
 * The part of Apple Podcasts' category list an AI and marketing site's shows belong to, spelled
 * as Apple spells it: a feed naming anything else is refused by Apple's validator.
 */
const appleCategories: Record<string, readonly string[]> = {
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  News: ['Business News', 'Daily News', 'Entertainment News', 'News Commentary', 'Politics', 'Sports News', 'Tech News'],
  Science: ['Astronomy', 'Chemistry', 'Earth Sciences', 'Life Sciences', 'Mathematics', 'Natural Sciences', 'Nature', 'Physics', 'Social Sciences'],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Technology: [],
}

describe('Apple categories', () => {
  it('every demo series names one of Apple’s categories with one of its subcategories', () => {
    expect(seedPodcastSeries).not.toHaveLength(0)
    for (const series of seedPodcastSeries) {
      expect(Object.keys(appleCategories), series.title).toContain(series.appleCategory)
      expect(appleCategories[series.appleCategory], series.title).toContain(series.appleSubcategory)
    }
  })
})
