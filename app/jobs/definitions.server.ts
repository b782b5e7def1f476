import { adJobs } from '../ads/jobs.server'
import { podcastJobs } from '../podcasts/jobs.server'
import { supportJobs } from '../support/jobs.server'
import { webhookJobs } from '../public-api/webhooks/jobs.server'
import { billingJobs } from '../billing/job.server'
import { giftJobs } from '../billing/gifts/jobs.server'
import type { AppConfig } from '../config.server'
import { viewJobs } from '../analytics/view-jobs.server'
import { newsletterJobs } from '../newsletter/editions/jobs.server'
import { welcomeJobs } from '../newsletter/welcome/jobs.server'
import { workspaceJobs } from '../workspaces/jobs.server'
import { videoStreamJobs } from '../videos/streams/jobs.server'
import type { JobDefinition } from './queue.server'

/** Every kind of background work the site runs on the job queue. */
export function jobDefinitions(config: AppConfig): JobDefinition<never>[] {
  return [...billingJobs(config.BILLING_JOB_INTERVAL_SECONDS), ...viewJobs, ...newsletterJobs, ...welcomeJobs, ...giftJobs, ...webhookJobs, ...adJobs, ...podcastJobs, ...supportJobs, ...workspaceJobs, ...videoStreamJobs]
}
