/// <reference path="./pouchdb-browser.d.ts" />
/**
 * PouchDB as the browser runs it: HTTP to the server, which is all sync asks of it; IndexedDB on
 * this device only for the mirror an earlier version left (mirror.ts), read once and deleted.
 */
import PouchDB from 'pouchdb-browser';
import type { PouchFactory } from './pouch';

export const browserPouch: PouchFactory = (nameOrUrl, options) => new PouchDB(nameOrUrl, options) as unknown as ReturnType<PouchFactory>;
