// The shop's Content-Security-Policy allows no eval: zod would probe `new Function` on its first
// parse and the browser would log the refusal as an error. zod takes its settings from this global
// when it loads (later, in a screen's chunk); setting it here keeps zod out of the entry chunk.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
export {};
