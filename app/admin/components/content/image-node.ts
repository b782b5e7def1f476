import { mergeAttributes, Node } from '@tiptap/react'

/** Block images in the editor (the starter kit has none): src, alt and title, nothing else. */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, title: { default: null } }
  },
  parseHTML() {
    return [{ tag: 'img[src]' }]
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)]
  },
})

/** Markup the visual editor cannot represent; such text opens in the HTML view so nothing is lost. */
export const hasUnsupportedMarkup = (html: string) =>
  /<(table|figure|figcaption|caption|span|mark|sub|sup|small|abbr|kbd|h1|h5|h6)[\s>]/i.test(html)
