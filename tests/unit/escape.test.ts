import { describe, expect, it } from 'vitest'
import { passwordResetEmail } from '../../app/email/templates'
import { coverSvg } from '../../app/images/cover-svg'
import { escapeHtml, escapeWebVtt, escapeXml, stripInvalidXmlChars } from '../../app/lib/escape'
import { cdata, element } from '../../app/seo/xml'
import { highlightCode } from '../../app/tutorials/highlight.server'
import { expectAnswers } from '../support/answer-table'

const hostile = `<a href="x" title='y'>Tom & Jerry</a>`

describe('escapeHtml', () => {
  it('writes each of & < > " \' as its reference', () => {
    expectAnswers(escapeHtml, [['&', '&amp;'], ['<', '&lt;'], ['>', '&gt;'], ['"', '&quot;'], ["'", '&#39;']])
    expect(escapeHtml(hostile)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;')
  })

  it('is safe inside element content and inside either kind of quoted attribute', () => {
    const value = `"><script>alert('x')</script>`
    const escaped = escapeHtml(value)
    expect(escaped).not.toMatch(/[<>"']/)
    expect(`<p title="${escaped}">`).not.toContain('"><')
    expect(`<p title='${escaped}'>`).not.toContain(`'><`)
  })

  it('escapes an ampersand that already starts a reference, so stored text round-trips', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;')
  })

  it('leaves other text alone, including non-Latin letters and emoji', () => {
    const text = 'Señales — 信号 · سلام 🚀 ok'
    expect(escapeHtml(text)).toBe(text)
    expect(escapeHtml('')).toBe('')
  })
})

describe('escapeXml', () => {
  it("uses &apos; for ' and the HTML references for the rest", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
  })

  it('keeps a literal "&#39;" in the text as text', () => {
    expect(escapeXml('&#39;')).toBe('&amp;#39;')
  })

  it('drops characters XML 1.0 cannot hold but keeps tabs and line breaks', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\u001fe\ufffef\uffff')).toBe('abcdef')
    expect(escapeXml('a\tb\nc\rd')).toBe('a\tb\nc\rd')
    expect(stripInvalidXmlChars('x\u0001<y>')).toBe('x<y>')
  })

  it('is what feed elements and CDATA sections use', () => {
    expect(element('title', `Q&A: 'AI' <today>`)).toBe('<title>Q&amp;A: &apos;AI&apos; &lt;today&gt;</title>')
    expect(element('title', '')).toBe('')
    expect(cdata('<p>\u0000ok</p>')).toBe('<![CDATA[<p>ok</p>]]>')
  })
})

describe('escapeWebVtt', () => {
  it('escapes only & < > (which also rules out the cue arrow)', () => {
    expect(escapeWebVtt(`a --> b & <c> "d" 'e'`)).toBe(`a --&gt; b &amp; &lt;c&gt; "d" 'e'`)
  })
})

describe('callers share the one escaper', () => {
  it('e-mails escape names, labels and links', () => {
    const { html, text } = passwordResetEmail(`Tom & "Jerry's"`, '<b>Ana</b>', 'http://x/reset?token=a&b=c')
    expect(html).toContain('<h1 style="font-size:20px">Tom &amp; &quot;Jerry&#39;s&quot;</h1>')
    expect(html).toContain('Hi &lt;b&gt;Ana&lt;/b&gt;,')
    expect(html).toContain('href="http://x/reset?token=a&amp;b=c"')
    expect(text).toContain('Hi <b>Ana</b>,')
  })

  it('code in an unknown language comes back escaped, not highlighted', () => {
    expect(highlightCode(`if (a < b && c > "d") print('e')`, 'brainfuck')).toBe(
      'if (a &lt; b &amp;&amp; c &gt; &quot;d&quot;) print(&#39;e&#39;)',
    )
  })

  it('cover images draw no words, so a hostile seed or label never reaches the markup', () => {
    const svg = coverSvg({ seed: hostile, label: `R&D <b>"x"</b>`, kind: 'article' })
    expect(svg).not.toContain('R&D')
    expect(svg).not.toContain('Tom')
    expect(svg).not.toMatch(/<(a|b|text|title)\b|aria-label/)
  })
})
