import type { SeedArticle } from './article-types'

/**
 * Articles written for an advertiser: demo content like the rest, marked as sponsored by the
 * demo campaign that paid for them (app/db/seed/seed-ads.server.ts). Links to the sponsor's
 * site carry rel="sponsored" when the page is shown.
 */
export const sponsoredArticles: (SeedArticle & { sponsor: string })[] = [
  {
    slug: 'what-a-regional-grocer-fixed-before-forecasting-with-ai',
    title: 'What a Regional Grocer Fixed Before It Let AI Forecast Demand',
    excerpt:
      'A 40-store grocery chain spent five months on product codes, promotions calendars and late deliveries before its first forecasting model went live. The model was the easy part.',
    category: 'business',
    author: 'Ledgerline Studio',
    publishedDaysAgo: 6,
    tags: ['Forecasting', 'Data Quality', 'Retail', 'Sponsored'],
    sponsor: 'Ledgerline',
    content: `<p>When the operations team at Harvest Lane, a chain of 40 grocery stores across two states, decided to replace its spreadsheet ordering with machine-learned demand forecasts, the plan allowed six weeks for data preparation and four months for modelling. It turned out the other way round.</p>
<p>"We thought we had one product catalogue," said Imogen Reyes, who runs supply planning at Harvest Lane. "We had three, and they disagreed about what a lemon is." The point-of-sale system counted loose lemons by weight, the warehouse by the case and the ordering tool by the net bag. A model trained on any one of them would have learned the wrong thing about the other two.</p>
<h2>Three problems that looked like modelling problems</h2>
<p>The team's first prototype forecasts were off by more than 30 percent for fresh produce. Every one of the three biggest errors traced back to data, not to the model:</p>
<ol>
<li><strong>Units that did not match.</strong> Sales, stock and orders used different units for about 1,800 of the chain's 14,000 products. Mapping them took a planner and an analyst eleven weeks.</li>
<li><strong>Promotions nobody recorded.</strong> Weekly flyers lived in a design tool, not a database. Without them, the model saw sudden spikes it could not explain and learned to over-order every week.</li>
<li><strong>Stock-outs read as low demand.</strong> When a shelf was empty, sales fell to zero, and the model concluded that nobody wanted the product. The team now marks those days and lets the model ignore them.</li>
</ol>
<h2>Small changes in the stores</h2>
<p>Some fixes were organisational. Store managers now log deliveries that arrive late in a one-screen form, and the promotions team exports each flyer as a simple table the day it is approved. Neither change needed new software, but both needed someone to own them.</p>
<p>Harvest Lane moved its sales, stock and promotions data into a single warehouse on <a href="https://ledgerline.example/retail?utm_source=lumen&amp;utm_medium=sponsored&amp;utm_campaign=data-stack-guide">Ledgerline</a>, the sponsor of this article, with daily checks that stop a load when units or product codes do not line up. Reyes said the checks catch two or three problems a week that would once have reached the forecasts unnoticed.</p>
<h2>What the forecasts changed</h2>
<p>Six months after launch, fresh-produce waste is down 18 percent in the 12 stores that use the forecasts for every order, and empty-shelf hours are down by about a quarter. The model itself is a gradient-boosted tree trained nightly; the team tried a deep learning model and found it no more accurate on their data.</p>
<blockquote>"If I did this again, I would start with the calendar of promotions and the list of units, and only then open a notebook," Reyes said.</blockquote>
<p>For other retailers, her advice is to measure data quality as carefully as forecast accuracy: the share of products with consistent units, the share of promotions recorded on time and the number of stock-out days flagged. When those numbers stop moving, she said, the model is worth improving. Until then, it rarely is.</p>`,
  },
]
