import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './test'

/** The WCAG 2.1 A and AA rules every page is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe on the page (or only inside `include`, a CSS selector) and expects no violation;
 * a failure lists each rule with the elements it found, prefixed by `label` when given.
 */
export async function expectNoAxeViolations(page: Page, { include, label }: { include?: string; label?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(wcagTags)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  const prefix = label ? `${label} ` : ''
  expect(results.violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
