import { Form, Link, redirect, useNavigation } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { TextArea, TextInput, type FieldState } from '../admin/components/content/fields'
import { EditorMessage } from '../admin/components/content/notices'
import { AddressWithUpload } from '../admin/components/content/upload-fields'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { applyUploads, checkBodySize, failure, formValues, readEditorForm, refusal, validate, type EditorFailure } from '../admin/content/form-data.server'
import { profileForEditing, profileSchema, saveProfile } from '../admin/people/author-profiles.server'
import { PROFILE_LINKS } from '../admin/people/profile-links'
import { can } from '../admin/permissions'
import { getDb } from '../db/client.server'
import { isUuid } from '../lib/uuid'
import { notFound } from '../lib/error-responses.server'
import type { Route } from './+types/admin.authors.$id'

const idOf = (value: string | undefined) => {
  if (value === 'new') return null
  if (!isUuid(value)) throw notFound()
  return value
}

/** One author profile (or a new guest's): name, page address, role title, bio, photo and links. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const id = idOf(params.id)
  const notice = new URL(request.url).searchParams.get('notice')
  if (!id) {
    if (!can(staff.role, 'authors.manage')) throw notFound()
    return { id: null, values: {} as Record<string, string>, isStaff: false, notice }
  }
  const profile = await accessOrNotFound(() => profileForEditing(getDb(), id, staff))
  return { id, ...profile, notice }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const id = idOf(params.id)
  try {
    checkBodySize(request)
  } catch (error) {
    return refusal(error, {})
  }
  const { form, refused } = await readEditorForm(request)
  if (refused) return refused
  const values = formValues(form)
  const uploaded = await applyUploads(getDb(), form, values, { avatarFile: { target: 'avatarUrl', allowed: ['image'] } }, staff.id)
  if (uploaded) return failure(uploaded.status, values, uploaded.errors, 'The photo was not uploaded; nothing was saved.')
  const parsed = validate(profileSchema, values)
  if (!parsed.ok) return parsed.refused
  try {
    const saved = await saveProfile(getDb(), { id, input: parsed.input, actor: staff })
    return redirect(`/admin/authors/${saved.id}?notice=${id ? 'update' : 'create'}`)
  } catch (error) {
    return refusal(error, values)
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.values.name || 'New author'} · Authors · Admin` }, { name: 'robots', content: 'noindex' }]

export default function AuthorProfileEditor({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && 'values' in actionData ? (actionData as EditorFailure) : null
  const state: FieldState = failed ? { values: failed.values, errors: failed.errors } : { values: loaderData.values, errors: {} }
  const navigation = useNavigation()
  return (
    <>
      <Link to="/admin/authors" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Authors</Link>
      <AdminHeader title={loaderData.id ? 'Edit author profile' : 'New guest author'}
        description={loaderData.isStaff ? 'A staff member’s profile: their byline, page and feed.' : 'A guest’s profile: credit them on items without giving them an account.'} />
      <EditorMessage notice={failed ? null : loaderData.notice} error={failed?.message ?? (failed ? 'Please correct the marked fields.' : null)} />
      <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-3xl gap-5" key={loaderData.values.slug ?? 'new'}>
        <TextInput state={state} name="name" label="Name" required maxLength={100} />
        <TextInput state={state} name="slug" label="Page address" maxLength={80} hint="The end of /authors/…; empty makes one from the name." />
        <TextInput state={state} name="roleTitle" label="Role title" maxLength={100} hint="Shown under the name, e.g. Senior AI correspondent." />
        <TextArea state={state} name="bio" label="Bio" rows={4} maxLength={1000} />
        <AddressWithUpload state={state} name="avatarUrl" fileName="avatarFile" label="Photo" accept="image/png,image/jpeg,image/webp" hint="A square PNG, JPEG or WebP up to 5 MB. Empty shows the initials." />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold">Links</legend>
          {Array.from({ length: PROFILE_LINKS }, (_, i) => (
            <div key={i} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <TextInput state={state} name={`link${i + 1}Label`} label={`Link ${i + 1} label`} maxLength={40} />
              <TextInput state={state} name={`link${i + 1}Url`} label={`Link ${i + 1} address`} type="url" maxLength={300} placeholder="https://" />
            </div>
          ))}
        </fieldset>
        <div><button type="submit" className={adminButton.primary} disabled={navigation.state === 'submitting'}>{navigation.state === 'submitting' ? 'Saving…' : loaderData.id ? 'Save profile' : 'Create profile'}</button></div>
      </Form>
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary
