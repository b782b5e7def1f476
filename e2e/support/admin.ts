import { signedIn } from './test'
import type { Browser } from '@playwright/test'

/** Opens a page signed in as the demo admin, in a context of its own. */
export async function openAsAdmin(browser: Browser, path: string) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto('/login')
  await admin.getByLabel('Email').fill('admin@lumen.example')
  await admin.getByLabel('Password', { exact: true }).fill('LumenAdmin!2026')
  await admin.getByRole('button', { name: 'Login' }).click()
  await signedIn(admin)
  await admin.goto(path)
  return { admin, close: () => context.close() }
}
