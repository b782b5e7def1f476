/** The kinds of content a member can like; articles also take bookmarks. */
export type LikeKind = 'article' | 'tutorial' | 'video' | 'podcast'

/** A member's mark on an item: a like on any kind, a bookmark on articles only. */
export type Mark = 'like' | 'bookmark'

/** What a content page knows of its reader for the like button: signed in, and whether they like the item. */
export interface ItemReader {
  isLiked: boolean
  isSignedIn: boolean
}
