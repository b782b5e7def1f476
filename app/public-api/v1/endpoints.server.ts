import { articleEndpoints } from './endpoints/articles.server'
import { courseEndpoints } from './endpoints/courses.server'
import type { Endpoint } from './endpoints/endpoint'
import { podcastEndpoints } from './endpoints/podcasts.server'
import { searchEndpoints } from './endpoints/search.server'
import { tutorialEndpoints } from './endpoints/tutorials.server'
import { videoEndpoints } from './endpoints/videos.server'

export type { Endpoint } from './endpoints/endpoint'

/** Every operation of /api/v1, in the order the OpenAPI document and the reference page list them. */
export const endpoints: Endpoint[] = [...articleEndpoints, ...courseEndpoints, ...tutorialEndpoints, ...videoEndpoints, ...podcastEndpoints, ...searchEndpoints]
