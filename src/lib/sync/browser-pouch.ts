/// <reference path="./pouchdb-browser.d.ts" />
/** PouchDB as the browser runs it: IndexedDB on this device, HTTP to the server. */
import PouchDB from 'pouchdb-browser';
import type { PouchDatabase, PouchFactory } from './pouch';

export const browserPouch: PouchFactory = (nameOrUrl, options) => new PouchDB(nameOrUrl, options) as unknown as PouchDatabase;
