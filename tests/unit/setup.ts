// Every unit test runs against a real IndexedDB implementation, in memory.
import 'fake-indexeddb/auto';
