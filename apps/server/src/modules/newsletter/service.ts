import { randomBytes } from 'node:crypto';
import type { Language } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';
import { shopSettings } from '../settings/repo.ts';
import { hashToken } from '../../platform/session.ts';
import { insertCode } from '../promotions/codes.ts';
import { confirmMail, welcomeMail } from './mails.ts';
import { confirmByToken, requestSubscription, setWelcomeCode, unsubscribeByToken } from './repo.ts';

/** How long a confirmation link works. */
const CONFIRM_DAYS = 7;
/** The personal code a confirmed address gets once: the settings' percentage off its first order. */
const WELCOME = { kind: 'percent', usageLimit: 1, perCustomerLimit: 1 } as const;

/** The newsletter offer's percentage as the owner set it (the referral reward is not read). */
const offerPercent = async (q: Queryable) =>
  (await shopSettings(q, { referralReward: 0 })).newsletterOffer.percent;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newToken = () => randomBytes(32).toString('base64url');
const newCode = () =>
  `WELCOME-${Array.from(randomBytes(8), (b) => CODE_LETTERS[b % CODE_LETTERS.length]).join('')}`;

const badLink = () => new AppError('NOT_FOUND', 'This link has expired or has been used already');

interface Ctx {
  db: Db;
  now: Date;
  publicUrl: string;
}

/**
 * A subscription asked for in `lang`: pending, with the confirmation mail in the same
 * transaction. A confirmed address is answered alike and not mailed (nobody learns who is subscribed).
 */
export async function subscribe(ctx: Ctx, email: string, lang: Language) {
  const token = newToken();
  const tokens = { confirmHash: hashToken(token), unsubscribe: newToken() };
  await ctx.db.tx(async (q) => {
    const pending = await requestSubscription(q, email, lang, tokens, ctx.now);
    if (pending) {
      const percent = await offerPercent(q);
      await enqueueShopMail(q, ctx.publicUrl, (shop) =>
        confirmMail(pending, token, ctx.publicUrl, { name: shop.name, percent }),
      );
    }
  });
}

/**
 * Follows a confirmation link once: the subscription is confirmed and, the first time an address
 * ever confirms, its personal code is made and mailed, all in one transaction.
 */
export async function confirm(ctx: Ctx, token: string) {
  const since = new Date(ctx.now.getTime() - CONFIRM_DAYS * 24 * 3600 * 1000);
  await ctx.db.tx(async (q) => {
    const subscriber = await confirmByToken(q, hashToken(token), since, ctx.now);
    if (!subscriber) throw badLink();
    if (subscriber.welcomed) return;
    const percent = await offerPercent(q);
    const fields = { ...WELCOME, value: percent, firstOrderOnly: true, email: subscriber.email };
    let code;
    while (!code) code = await insertCode(q, newCode(), fields, ctx.now);
    await setWelcomeCode(q, subscriber.email, code.id);
    await enqueueShopMail(q, ctx.publicUrl, (shop) =>
      welcomeMail(subscriber, code.code, ctx.publicUrl, { name: shop.name, percent }),
    );
  });
}

/** One click: the address of this token is unsubscribed (again, too); an unknown token is 404. */
export async function unsubscribe(db: Db, token: string) {
  if (!(await unsubscribeByToken(db, token))) throw badLink();
}
