import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useLayoutEffect, useRef, useState } from 'react'
import { jsonErrorMessage } from '../../../lib/json-error'
import { adminInput } from '../admin-ui'
import { EditorToolbar } from './editor-toolbar'
import { hasUnsupportedMarkup, ImageNode } from './image-node'

type Props = { name: string; readSource: () => { html: string; isFocused: boolean }; onReady: () => void; labelId: string; describedBy?: string; isInvalid: boolean }

/** Uploads an image for the body; resolves to its address or throws the server's message. */
async function uploadImage(file: File) {
  const body = new FormData()
  body.set('file', file)
  const response = await fetch('/admin/content/uploads', { method: 'POST', body, headers: { Accept: 'application/json' } })
  const result = (await response.json().catch(() => ({}))) as { url?: string }
  if (!response.ok || !result.url) throw new Error(jsonErrorMessage(result) ?? `The upload failed (${response.status}).`)
  return result.url
}

/**
 * TipTap editor for HTML bodies (loaded only on admin pages). The HTML travels in a hidden
 * input; the server sanitizes it when saving. "HTML" switches to the source, which is also
 * where text with markup the editor cannot represent opens, so nothing is lost.
 */
export default function RichTextEditor({ name, readSource, onReady, labelId, describedBy, isInvalid }: Props) {
  const [{ html: initialHtml, isFocused }] = useState(readSource)
  const [html, setHtml] = useState(initialHtml)
  const [isSource, setIsSource] = useState(() => hasUnsupportedMarkup(initialHtml))
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }), ImageNode],
    content: initialHtml,
    autofocus: isFocused ? 'end' : false,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'prose-article min-h-72 px-4 py-3 text-base! leading-7! focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? '' : e.getHTML()),
  })

  // Replaces the plain textarea once mounted (before paint, so only one field is ever posted).
  useLayoutEffect(onReady, [onReady])

  function toggleSource() {
    if (isSource) editor?.commands.setContent(html, { emitUpdate: false })
    setIsSource(!isSource)
  }

  function editLink() {
    if (!editor) return
    const current = editor.getAttributes('link').href as string | undefined
    const href = window.prompt('Link address (https://…, /path or mailto:)', current ?? 'https://')
    if (href === null) return
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  async function insertImage(file: File) {
    setUploadError(null)
    setIsUploading(true)
    try {
      const src = await uploadImage(file)
      const alt = window.prompt('Describe the image for readers who cannot see it (alt text)', '') ?? ''
      editor?.chain().focus().insertContent({ type: 'image', attrs: { src, alt } }).run()
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The upload failed.')
    } finally {
      setIsUploading(false)
    }
  }

  const frame = `overflow-hidden rounded-xl border bg-white dark:bg-slate-950 ${isInvalid ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'}`
  return (
    <div className={frame} data-testid={`editor-${name}`}>
      <input type="hidden" name={name} value={html} />
      <div className="flex items-start justify-between gap-2 border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
        <div className="min-w-0 flex-1">
          {editor && !isSource ? (
            <EditorToolbar editor={editor} onLink={editLink} onImage={() => fileInput.current?.click()} isUploading={isUploading} />
          ) : (
            <p className="px-3 py-2.5 text-xs text-slate-600 dark:text-slate-400">Editing the HTML source. It is sanitized when saved.</p>
          )}
        </div>
        <button type="button" onClick={toggleSource} aria-pressed={isSource} className="mt-1.5 mr-1.5 shrink-0 rounded-lg px-2 py-1.5 text-xs font-semibold text-brand-700 hover:bg-slate-200 dark:text-brand-300 dark:hover:bg-slate-700">
          {isSource ? 'Visual' : 'HTML'}
        </button>
      </div>
      <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden aria-hidden="true" tabIndex={-1}
        onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) void insertImage(file) }} />
      {uploadError ? <p role="alert" className="border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">{uploadError}</p> : null}
      {isSource ? (
        <textarea aria-labelledby={labelId} value={html} onChange={(e) => setHtml(e.target.value)} rows={16}
          className={`${adminInput} rounded-none border-0 font-mono text-xs leading-5 focus:ring-0`} spellCheck={false} />
      ) : (
        <div className="max-h-[70vh] overflow-y-auto">
          <EditorContent editor={editor} />
        </div>
      )}
    </div>
  )
}
