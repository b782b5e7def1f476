import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { campaignMissing, portalCampaign } from '../ads/portal/access.server'
import { reportCsv, reportCsvColumns } from '../ads/report.server'
import { getDb } from '../db/client.server'
import { readerAnswer as text } from '../i18n/reader-message.server'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import type { Route } from './+types/advertiser.campaigns.$id.report.csv'

/** A campaign's figures by day, creative, placement and category as CSV, headed in the reader's language: its advertiser's portal accounts only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const id = z.uuid().safeParse(params.id)
  try {
    if (!id.success) throw campaignMissing()
    await portalCampaign(db, user.id, id.data)
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
  const labels = Object.fromEntries(reportCsvColumns.map((column) => [column, text(`advertiser.csv.${column}`)])) as Record<(typeof reportCsvColumns)[number], string>
  const csv = await reportCsv(db, id.data!, labels)
  // A byte-order mark, so spreadsheets read the headlines as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${text('advertiser.csv.fileName')}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
