import { z } from 'zod';

// The shop's Content-Security-Policy allows no eval: zod would probe `new Function` on its first
// parse and the browser would log the refusal as an error. Imported before anything parses.
z.config({ jitless: true });
