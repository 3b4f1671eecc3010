// The server's Content-Security-Policy allows no eval: zod's compiled parsers (new Function) are turned
// off before any schema parses, so zod does not even probe for them (a probe would be reported as a
// violation). The player app's build resolves `zod` to this module (vite.config.ts), so whichever chunk
// first brings zod in runs this first, and the first screen, which has no zod, goes without it.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
