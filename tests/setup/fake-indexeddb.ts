// The browser-side tests run in Node, where IndexedDB is fake-indexeddb. Loaded before every file: Dexie reads
// `indexedDB` once, when it is first imported, and with isolate: false a file that imported Dexie without it first
// would leave every later file of its worker without a database ('IndexedDB API missing').
import 'fake-indexeddb/auto';
