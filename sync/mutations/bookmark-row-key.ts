// The local bookmarks row key, apart from the bookmark-set module: the cards' heart reads a row on every
// first load, and needs neither the mutation nor its schemas to do so.

/** The local bookmarks row key: bookmarks are kept per owner on a shared device. */
export const bookmarkRowKey = (owner: string, type: string, id: number) => `${owner}:${type}:${id}`;
