// Every unit test runs against a real IndexedDB implementation, in memory.
import 'fake-indexeddb/auto';
// As src/hooks.client.ts does in the browser: zod/mini issues carry the English messages.
import { z } from 'zod/mini';

z.config(z.locales.en());
