import { Checkbox, EditorColumns, Select, SideBox, TextArea, TextInput, type FieldState } from './fields'
import { ItemTitle, type ItemFields } from './item-columns'
import { OrderedItems } from './ordered-items'
import { RichTextField } from './rich-text-field'

export const courseFields: ItemFields = ({ state, choices, extra }) => ({
  cover: 'thumbnail',
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={5} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput state={state} name="durationMinutes" label="Duration (minutes)" type="number" min={0} max={100000} />
      </div>
      {extra}
    </>
  ),
  details: (
    <>
      <Select state={state} name="level" label="Level" options={choices.levels ?? []} />
      <Select state={state} name="category" label="Category" options={choices.categories ?? []} />
      <Checkbox state={state} name="isPremium" label="Premium" hint="Lessons only for premium and enterprise members." />
    </>
  ),
})

export const pathFields: ItemFields = ({ state, choices }) => ({
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={4} maxLength={2000} />
      <OrderedItems state={state} field="courseIds" label="Courses, in order" options={choices.items ?? []} />
    </>
  ),
  details: (
    <>
      <Select state={state} name="level" label="Level" options={choices.levels ?? []} />
      <TextInput state={state} name="estimatedHours" label="Estimated hours" type="number" min={0} max={10000} />
    </>
  ),
})

export const tutorialFields: ItemFields = ({ state, choices }) => ({
  cover: 'thumbnail',
  hasSlug: true,
  main: (
    <>
      <TextArea state={state} name="description" label="Description" rows={3} maxLength={2000} />
      <RichTextField state={state} name="content" label="Body" hint="Use a heading “Step 1: …” for each step; code blocks are highlighted on the site." />
    </>
  ),
  details: (
    <>
      <Select state={state} name="difficulty" label="Difficulty" options={choices.levels ?? []} />
      <Select state={state} name="category" label="Category" options={choices.categories ?? []} />
      <TextInput state={state} name="estimatedTime" label="Estimated time (minutes)" type="number" min={0} max={10000} hint="0 estimates it from the length." />
      <TextInput state={state} name="tags" label="Tags" hint="Separated by commas." maxLength={500} />
      <Checkbox state={state} name="isPremium" label="Premium" />
    </>
  ),
})

/** A lesson of a course: title, slug, body and duration. */
export function LessonFields({ state, actions }: { state: FieldState; actions: React.ReactNode }) {
  return (
    <EditorColumns
      main={
        <>
          <ItemTitle state={state} hasSlug />
          <RichTextField state={state} name="content" label="Lesson text" />
        </>
      }
      side={
        <SideBox title="Lesson">
          <TextInput state={state} name="durationMinutes" label="Duration (minutes)" type="number" min={0} max={10000} hint="0 estimates it from the length." />
          {actions}
        </SideBox>
      }
    />
  )
}
