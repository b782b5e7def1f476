import { useEditorState, type Editor } from '@tiptap/react'
import type { ReactNode } from 'react'

function ToolButton({ label, isActive, onClick, children, disabled }: { label: string; isActive?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} title={label} aria-pressed={isActive === undefined ? undefined : isActive}
      className={`inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-semibold disabled:opacity-40 ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700'}`}>
      {children}
    </button>
  )
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-700" />

/** Formatting buttons of the rich-text editor; each says whether it is on (aria-pressed). */
export function EditorToolbar({ editor, onLink, onImage, isUploading }: { editor: Editor; onLink: () => void; onImage: () => void; isUploading: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 p-1.5">
      <ToolButton label="H2 heading" isActive={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>H2</ToolButton>
      <ToolButton label="H3 subheading" isActive={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>H3</ToolButton>
      <Divider />
      <ToolButton label="Bold" isActive={state.bold} onClick={() => chain().toggleBold().run()}><b>B</b></ToolButton>
      <ToolButton label="Italic" isActive={state.italic} onClick={() => chain().toggleItalic().run()}><i className="font-serif">I</i></ToolButton>
      <ToolButton label="Underline" isActive={state.underline} onClick={() => chain().toggleUnderline().run()}><u>U</u></ToolButton>
      <ToolButton label="Strikethrough" isActive={state.strike} onClick={() => chain().toggleStrike().run()}><s>S</s></ToolButton>
      <ToolButton label="Inline code" isActive={state.code} onClick={() => chain().toggleCode().run()}><code>{'<>'}</code></ToolButton>
      <Divider />
      <ToolButton label="Bulleted list" isActive={state.bulletList} onClick={() => chain().toggleBulletList().run()}>• List</ToolButton>
      <ToolButton label="1. List (numbered)" isActive={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>1. List</ToolButton>
      <ToolButton label="Quote" isActive={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>“ ”</ToolButton>
      <ToolButton label="Code block" isActive={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>{'{ }'}</ToolButton>
      <ToolButton label="Divider line" onClick={() => chain().setHorizontalRule().run()}>―</ToolButton>
      <Divider />
      <ToolButton label="Link" isActive={state.link} onClick={onLink}>Link</ToolButton>
      <ToolButton label="Insert image" onClick={onImage} disabled={isUploading}>{isUploading ? 'Uploading…' : 'Image'}</ToolButton>
      <Divider />
      <ToolButton label="Undo" onClick={() => chain().undo().run()} disabled={!state.canUndo}>↶</ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()} disabled={!state.canRedo}>↷</ToolButton>
    </div>
  )
}
