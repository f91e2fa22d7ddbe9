import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Message, NewsletterRequest, NewsletterTokenRequest } from '@atelier/contract';
import type { AccountDeps } from '../auth/deps.ts';
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
};
