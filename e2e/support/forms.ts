import type { Page } from '@playwright/test'

/** Fills the form in `main` field by field, each found by its label: a select takes the option, any other field the text. */
export async function fillForm(page: Page, fields: Record<string, string>) {
  const main = page.locator('main')
  for (const [label, value] of Object.entries(fields)) {
    const field = main.getByLabel(label)
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) await field.selectOption(value)
    else await field.fill(value)
  }
}

/**
 * Opens a list page and picks an option in each filter named by its label. With JavaScript each
 * choice applies at once (the list's address gains it) and there is no Apply button; without it,
 * the choices are sent with Apply.
 */
export async function applyFilters(page: Page, path: string, choices: Record<string, string>) {
  await page.goto(path)
  const apply = page.getByRole('button', { name: 'Apply' })
  const scripted = !(await apply.isVisible())
  for (const [label, value] of Object.entries(choices)) {
    await page.getByLabel(label).selectOption(value)
    if (scripted) await page.waitForURL((url) => [...url.searchParams.values()].includes(value))
  }
  if (!scripted) await apply.click()
}

/** What the page keeps in localStorage under `key`, read as JSON. */
export const storedJson = (page: Page, key: string): Promise<unknown> =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name)!), key)
