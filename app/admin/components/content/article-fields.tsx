import { adminTime } from '../admin-ui'
import { Checkbox, Select, SideBox, TextArea, TextInput } from './fields'
import type { ItemFields } from './item-columns'
import { RichTextField } from './rich-text-field'

/** The article editor: title, slug, excerpt and body; category, author, tags, flags and cover. */
export const articleFields: ItemFields = ({ state, choices }) => ({
  cover: 'featuredImage',
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="excerpt" label="Excerpt" rows={3} maxLength={500} hint="Shown on cards and in search results. Empty: the first sentences of the body." />
      <RichTextField state={state} name="content" label="Body" />
    </>
  ),
  details: (
    <>
      <Select state={state} name="categoryId" label="Category" options={choices.categories ?? []} emptyLabel="No category" />
      <TextInput state={state} name="tags" label="Tags" hint="Separated by commas." maxLength={500} />
    </>
  ),
  boxes: (
    <>
      <SideBox title="Flags">
        <Checkbox state={state} name="isFeatured" label="Featured" hint="Among Featured Stories on the home page." />
        <Checkbox state={state} name="isPremium" label="Premium" hint="Only premium and enterprise members read the body." />
        <Checkbox state={state} name="isAiGenerated" label="AI-generated" hint="Shows the AI Generated badge." />
      </SideBox>
      <SideBox title="Newsletter">
        {choices.breakingNews ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="breaking-news-status">
            {choices.breakingNews.status === 'sent'
              ? `Sent as breaking news to ${choices.breakingNews.recipients} readers ${choices.breakingNews.at ? adminTime(choices.breakingNews.at) : ''}.`
              : choices.breakingNews.status === 'scheduled'
                ? `Breaking news e-mail goes out when the article is published${choices.breakingNews.at ? ` (${adminTime(choices.breakingNews.at)})` : ''}.`
                : `Breaking news e-mail is being sent to ${choices.breakingNews.recipients} readers.`}
          </p>
        ) : (
          <Checkbox state={state} name="sendAsBreaking" label="Send as breaking news" hint="E-mails readers who want breaking news when the article is published. Sent once per article." />
        )}
      </SideBox>
    </>
  ),
})
