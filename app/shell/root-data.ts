import { useRouteLoaderData } from 'react-router'
import type { RootData } from './root-data.server'

export type { RootData }

/** The root loader's data (site name, theme, language, consent), also inside error boundaries. */
export function useRootData() {
  return useRouteLoaderData<RootData>('root')
}
