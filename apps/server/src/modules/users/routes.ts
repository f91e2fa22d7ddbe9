import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Message,
  ProfileOtpRequest,
  ProfilePasswordRequest,
  ProfileVerifyOtpRequest,
  UpdateUserRequest,
  User,
  UserDetailsQuery,
} from '@atelier/contract';
import { clearSessionCookie, requireUser } from '../../platform/session.ts';
import { rateLimiter } from '../../platform/rate-limit.ts';
import type { AccountDeps } from '../auth/deps.ts';
import { changePassword, checkOtp, sendOtpTo } from '../auth/service.ts';
import { renameUser, userDetails } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const userRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['accounts'];
  const limitOtp = rateLimiter(deps, 'otpVerify');

  app.get(
    '/api/users/details',
    { schema: { tags, querystring: UserDetailsQuery, response: { 200: User, ...errors } } },
    async (request) => userDetails(db, await requireUser(request), request.query.userId),
  );

  app.patch(
    '/api/users/details',
    { schema: { tags, body: UpdateUserRequest, response: { 200: User, ...errors } } },
    async (request) => renameUser(db, await requireUser(request), request.body.username),
  );

  app.post(
    '/api/users/password/otp',
    {
      schema: {
        tags,
        body: ProfileOtpRequest,
        response: { 200: Message, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await sendOtpTo(deps, user.email, request.body?.lang);
      return { message: 'OTP sent to your email' };
    },
  );

  app.post(
    '/api/users/password/verify-otp',
    {
      schema: {
        tags,
        body: ProfileVerifyOtpRequest,
        response: { 200: Message, ...errors, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await limitOtp(user.email);
      await checkOtp(deps, user.email, request.body.otp);
      return { message: 'OTP verified. You can now set a new password.' };
    },
  );

  app.post(
    '/api/users/password',
    { schema: { tags, body: ProfilePasswordRequest, response: { 200: Message, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await changePassword(deps, user.email, request.body.password, null);
      // Every session of the account ended with the change, this one included.
      clearSessionCookie(reply, deps.config);
      return { message: 'Password updated successfully!' };
    },
  );
};
