// `node --import ./api/test/events/register-swc.mjs file.ts`: see swc-hooks.mjs.
import { register } from 'node:module';

register('./swc-hooks.mjs', import.meta.url);
