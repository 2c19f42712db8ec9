// pouchdb-browser ships no types; sync reaches it through src/lib/sync/pouch.ts.
declare module 'pouchdb-browser' {
	const PouchDB: new (nameOrUrl: string, options?: object) => unknown;
	export default PouchDB;
}
