import { describe, expect, it } from 'vitest'
import { highlightCode, htmlToText } from '../../app/tutorials/highlight.server'
import { formatHoursMinutes as formatTutorialTime } from '../../app/lib/format'
import { visibleTags } from '../../app/tutorials/tutorial-choices'
import { renderTutorialContent } from '../../app/tutorials/render.server'

describe('tutorial rendering', () => {
  it('anchors the numbered steps and lists them, ignoring stored ids and other headings', () => {
    const { steps, segments } = renderTutorialContent(
      '<p>Intro</p><h2 id="evil" onclick="x()">Step 1: Load &amp; clean</h2><p>a</p><h2>Step 2: Train</h2><h2>Next steps</h2>',
    )
    expect(steps).toEqual([
      { number: 1, title: 'Load & clean', id: 'step-1' },
      { number: 2, title: 'Train', id: 'step-2' },
    ])
    const html = segments.map((s) => s.html).join('')
    expect(html).toContain('<h2 id="step-1">Step 1: Load &amp; clean</h2>')
    expect(html).toContain('<h2>Next steps</h2>')
    expect(html).not.toMatch(/evil|onclick/)
  })

  it('splits at top-level code blocks and highlights nested ones in place', () => {
    const { segments } = renderTutorialContent(
      '<p>Run:</p><pre><code class="language-bash">pip install numpy\n</code></pre><ul><li><pre><code class="language-python">x = 1</code></pre></li></ul>',
    )
    expect(segments.map((s) => s.kind)).toEqual(['html', 'code', 'html'])
    expect(segments[1]).toMatchObject({ language: 'bash', className: 'hljs language-bash' })
    expect(segments[1]!.html).not.toMatch(/\n$/)
    expect(segments[2]!.html).toContain('<li><pre tabindex="0"><code class="hljs language-python">x = <span class="hljs-number">1</span></code></pre></li>')
  })

  it('keeps only the text of code, escaped, and drops scripts from the stored HTML', () => {
    const { segments } = renderTutorialContent(
      '<script>alert(1)</script><pre><code class="language-rust"><span class="token keyword">fn</span> main() { "&lt;/code&gt;&lt;img src=x onerror=alert(1)&gt;" }</code></pre>',
    )
    expect(segments).toEqual([
      { kind: 'code', language: 'rust', className: 'hljs', html: 'fn main() { &quot;&lt;/code&gt;&lt;img src=x onerror=alert(1)&gt;&quot; }' },
    ])
  })

  it('decodes character references and escapes unknown languages', () => {
    expect(htmlToText('a &lt;b&gt; &amp;amp; &#39;c&#x27; &copy;')).toBe("a <b> &amp; 'c' &copy;")
    expect(highlightCode('<b>"x"</b>', null)).toBe('&lt;b&gt;&quot;x&quot;&lt;/b&gt;')
    expect(highlightCode('"</span><script>"', 'py')).toBe('<span class="hljs-string">&quot;&lt;/span&gt;&lt;script&gt;&quot;</span>')
  })

  it('formats times as "Xh Ym" and shows three tags plus the rest as +N', () => {
    expect([45, 60, 95].map((minutes) => formatTutorialTime(minutes))).toEqual(['45m', '1h', '1h 35m'])
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 })
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hidden: 0 })
  })
})
