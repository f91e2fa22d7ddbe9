import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

// Stripe.js and its Elements frames, as Stripe's integration security guide lists them.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The API's browsable page: Swagger UI sets inline styles (the shop's own pages need none). */
const DOCS_PATH = '/api/docs';

/**
 * The shop's own origin only, plus Stripe's when Stripe takes the card payments. No inline
 * scripts and no inline style sheets. Style attributes are allowed: the server draws the first
 * screen with React's style props in its markup (a rating's fill, a colour swatch), which the
 * browser keeps as drawn when it takes the page over. They cannot run code or fetch from elsewhere.
 */
function contentSecurityPolicy(config: Pick<Config, 'stripe'>, inlineStyles = false) {
  const stripe = Boolean(config.stripe);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
    ['style-src', "'self'", ...(inlineStyles ? ["'unsafe-inline'"] : [])],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'", ...(stripe ? [STRIPE_API] : [])],
    ['frame-src', ...(stripe ? STRIPE_FRAMES : ["'none'"])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(config: Pick<Config, 'stripe' | 'publicUrl'>) {
  const payment = config.stripe ? '(self "https://js.stripe.com")' : '()';
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=${payment}`,
    'cross-origin-opener-policy': 'same-origin',
  };
  // Only a shop served over HTTPS may promise browsers to come back over HTTPS.
  if (config.publicUrl.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000';
  }
  return headers;
}

/** Every answer gets the headers; one a route set itself (a stricter CSP on images) is kept. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = Object.entries(securityHeaders(config));
  const docsPolicy = contentSecurityPolicy(config, true);
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith(DOCS_PATH) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', docsPolicy);
    }
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done();
  });
}
