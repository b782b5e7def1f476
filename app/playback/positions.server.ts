import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { mediaPositions, type playableKinds } from '../db/schema'

/** What can be played and resumed: videos and podcast episodes. */
export type PlayableKind = (typeof playableKinds)[number]

/** The longest position accepted (a day); anything beyond is a forged request. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60

/** A position from a form field: whole seconds from 0 to a day, else null (the route answers 400). */
export function parsePosition(value: unknown) {
  const seconds = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Math.floor(Number(value)) : Number.NaN
  return Number.isSafeInteger(seconds) && seconds <= MAX_POSITION_SECONDS ? seconds : null
}

/** The member's saved positions in whole seconds by item id (an item never played is absent). */
export async function getPositions(db: Db, input: { kind: PlayableKind; userId: string; itemIds: string[] }) {
  if (input.itemIds.length === 0) return {}
  const rows = await db
    .select({ itemId: mediaPositions.itemId, seconds: mediaPositions.positionSeconds })
    .from(mediaPositions)
    .where(and(eq(mediaPositions.userId, input.userId), eq(mediaPositions.kind, input.kind), inArray(mediaPositions.itemId, input.itemIds)))
  return Object.fromEntries(rows.map((row) => [row.itemId, row.seconds])) as Record<string, number>
}

/** Where the member stopped in one item, in whole seconds (0 when never played). */
export async function getPosition(db: Db, input: { kind: PlayableKind; userId: string; itemId: string }) {
  const positions = await getPositions(db, { kind: input.kind, userId: input.userId, itemIds: [input.itemId] })
  return positions[input.itemId] ?? 0
}

/** Remembers where the member stopped: one row per member and item, replaced on each save. */
export async function savePosition(db: Db, input: { kind: PlayableKind; userId: string; itemId: string; seconds: number }) {
  await db
    .insert(mediaPositions)
    .values({ userId: input.userId, kind: input.kind, itemId: input.itemId, positionSeconds: input.seconds })
    .onConflictDoUpdate({
      target: [mediaPositions.userId, mediaPositions.kind, mediaPositions.itemId],
      set: { positionSeconds: input.seconds, updatedAt: sql`now()` },
    })
  return input.seconds
}
