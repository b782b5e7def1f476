import { useRouteLoaderData } from 'react-router'
import type { loader } from '../root'

export type RootData = Awaited<ReturnType<typeof loader>>

/** The root loader's data (site name, theme, language, consent), also inside error boundaries. */
export function useRootData() {
  return useRouteLoaderData<RootData>('root')
}
