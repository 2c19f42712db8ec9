/// <reference path="./pouchdb-browser.d.ts" />
/** PouchDB as the browser runs it: IndexedDB on this device, HTTP to the server. */
import PouchDB from 'pouchdb-browser';
import type { PouchDatabase, PouchFactory } from './pouch';

/**
 * A database on this device drops a revision's body once a newer one is written, so the mirror
 * holds each document's current revisions only, not every edit. Safe in the idb adapter: a change
 * feed reads in one IndexedDB transaction, which no compaction can change under it (and it skips a
 * revision it cannot find). Not so in leveldb-core (the unit tests' memory adapter), whose feed
 * reads a document's metadata and its body apart and threw on a body compacted in between.
 */
const onThisDevice = (nameOrUrl: string) => !/^https?:/i.test(nameOrUrl);

export const browserPouch: PouchFactory = (nameOrUrl, options) => new PouchDB(nameOrUrl, onThisDevice(nameOrUrl) ? { ...options, auto_compaction: true } : options) as unknown as PouchDatabase;
