import { z } from 'zod';

// Zod 4 compiles object schemas with `new Function` when it may; its probe for that, though caught, is reported as a
// Content-Security-Policy violation ('unsafe-eval' is not allowed: api/src/infrastructure/http/content-security-policy.ts). The
// browser parses few, small objects: the interpreted parser costs nothing noticeable.
z.config({ jitless: true });
