// The server's Content-Security-Policy allows no eval: zod's compiled parsers (new Function) are turned
// off before any schema parses, so zod does not even probe for them (a probe would be reported as a
// violation).
import { z } from 'zod';

z.config({ jitless: true });
