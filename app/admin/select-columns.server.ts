import { articles, comments, subscriptionPlans } from '../db/schema'

/** What admin lists show of a subscription's plan; price and interval also give its MRR. */
export const planColumns = {
  planName: subscriptionPlans.name,
  interval: subscriptionPlans.interval,
  priceCents: subscriptionPlans.priceCents,
}

/** A comment as admin pages list it, with the article it was left on (join `articles`). */
export const commentColumns = {
  id: comments.id,
  content: comments.content,
  createdAt: comments.createdAt,
  hiddenAt: comments.hiddenAt,
  articleTitle: articles.title,
  articleSlug: articles.slug,
}
