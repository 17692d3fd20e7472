import { z } from 'zod/v4';

// Zod 4 compiles object schemas with `new Function` when it may; its probe for that, though caught, is reported as a
// Content-Security-Policy violation ('unsafe-eval' is not allowed: api/src/infrastructure/http/content-security-policy.ts). The
// browser parses few, small objects: the interpreted parser costs nothing noticeable.
//
// The browser build resolves every `import … from 'zod'` to this module (vite.config.ts, `resolve.alias`), so the
// setting comes with Zod itself, in the chunks that validate (checkout, contact form, back-office), and neither
// Zod nor its setting is part of the first load of a page that does not validate (issue 22).
z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
