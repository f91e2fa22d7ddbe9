import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Message,
  NEWSLETTER_ONE_CLICK_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NewsletterOneClickForm,
  NewsletterOneClickQuery,
  NewsletterRequest,
  NewsletterTokenRequest,
} from '@atelier/contract';
import type { AccountDeps } from '../auth/deps.ts';
import { link } from './mails.ts';
import { confirm, subscribe, unsubscribe } from './service.ts';
import { NEWSLETTER_ANSWERS } from './texts.ts';

/** The footer's subscribe box and the links of the newsletter's mails (double opt-in). */
export const newsletterRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const ctx = () => ({ db: deps.db, now: deps.now(), publicUrl: deps.config.publicUrl });
  const tags = ['accounts'];
  const response = { 200: Message, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
  app.post(
    '/api/newsletter',
    { schema: { tags, body: NewsletterRequest, response } },
    async (request) => {
      const lang = request.body.lang ?? 'en';
      await subscribe(ctx(), request.body.email, lang);
      return { message: NEWSLETTER_ANSWERS[lang].check };
    },
  );
  app.post(
    '/api/newsletter/confirm',
    { schema: { tags, body: NewsletterTokenRequest, response } },
    async (request) => {
      await confirm(ctx(), request.body.token);
      return { message: NEWSLETTER_ANSWERS[request.body.lang].confirmed };
    },
  );
  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { tags, body: NewsletterTokenRequest, response } },
    async (request) => {
      await unsubscribe(deps.db, request.body.token);
      return { message: NEWSLETTER_ANSWERS[request.body.lang].unsubscribed };
    },
  );

  // The one-click address opened by a person (a mail app shows it, a browser follows it): the
  // unsubscribe page, in the mail's language. A GET changes nothing, as mail scanners fetch links.
  app.get(
    NEWSLETTER_ONE_CLICK_PATH,
    {
      schema: {
        tags,
        querystring: NewsletterOneClickQuery,
        response: {
          303: z.null().meta({ description: 'To the unsubscribe page' }),
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { token, lang } = request.query;
      return reply.redirect(link('', NEWSLETTER_UNSUBSCRIBE_PATH, token, lang), 303);
    },
  );

  await app.register(oneClickRoute, deps);
};

/** The one form field RFC 8058 posts, a few bytes: anything larger is not a one-click request. */
const ONE_CLICK_LIMITS = { files: 0, fields: 2, parts: 2, fieldSize: 64 };

/**
 * RFC 8058 one-click unsubscribe: a mail provider's Unsubscribe button posts the form
 * `List-Unsubscribe=One-Click` to the address in the mail's List-Unsubscribe header, from its own
 * servers, with no session or Origin (platform/session.ts exempts it from the origin check) and
 * no per-address limit (a provider's few servers post for all its users). The token in the address
 * is the authority, as in the mail's unsubscribe link. Its own scope: the form parsers are
 * this route's alone.
 */
const oneClickRoute: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: ONE_CLICK_LIMITS });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    NEWSLETTER_ONE_CLICK_PATH,
    {
      schema: {
        tags: ['accounts'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        querystring: NewsletterOneClickQuery,
        body: NewsletterOneClickForm,
        response: { 200: Message, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await unsubscribe(deps.db, request.query.token);
      return { message: NEWSLETTER_ANSWERS[request.query.lang].unsubscribed };
    },
  );
};
