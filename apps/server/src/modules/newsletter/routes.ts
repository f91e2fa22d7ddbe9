import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Message, NewsletterRequest, type Language } from '@atelier/contract';
import type { AccountDeps } from '../auth/deps.ts';
import { addSubscriber } from './repo.ts';

const THANKS: Record<Language, string> = {
  en: 'Thanks for subscribing!',
  es: '¡Gracias por suscribirte!',
  cn: '感谢您的订阅！',
  jp: 'ご登録ありがとうございます！',
  tw: '感謝您的訂閱！',
  fr: 'Merci pour votre inscription !',
};

export const newsletterRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['accounts'],
        body: NewsletterRequest,
        response: { 200: Message, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const lang = request.body.lang ?? 'en';
      await addSubscriber(db, request.body.email, lang);
      return { message: THANKS[lang] };
    },
  );
};
