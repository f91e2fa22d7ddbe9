import { z } from 'zod';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import {
  AuthText,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdatePasswordRequest,
  VerifyOtpRequest,
} from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import {
  clearSessionCookie,
  deleteSession,
  sessionToken,
  setSessionCookie,
} from '../../platform/session.ts';
import { rateLimiter } from '../../platform/rate-limit.ts';
import type { AccountDeps } from './deps.ts';
import { changePassword, checkOtp, login, register, requestPasswordReset } from './service.ts';

const TEXT = 'text/plain; charset=utf-8';
/** Proof that this browser verified the code: the password is set by the verifier, not a racer. */
export const RESET_COOKIE = 'atelier_reset';
const answers = (ok: number, ...errors: number[]) => ({
  [ok]: AuthText,
  ...Object.fromEntries(errors.map((status) => [status, AuthText])),
});

/** API.md: the auth endpoints answer text/plain, failures included, shown to the user as they are. */
export const authRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .type(TEXT)
        .send(error.validation[0]?.message ?? 'Invalid request');
    }
    if (error instanceof AppError && error.status < 500) {
      return reply.code(error.status).type(TEXT).send(error.message);
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).type(TEXT).send(error.message);
    }
    throw error;
  });
  const tags = ['accounts'];
  const limitOtp = rateLimiter(deps, 'otpVerify');

  app.post(
    '/api/auth/register',
    { schema: { tags, body: RegisterRequest, response: answers(201, 400, 403, 409, 429) } },
    async (request, reply) => {
      const token = await register(deps, request.body, {
        previousToken: sessionToken(request),
        onHookError: (error) => request.log.error({ err: error }, 'sign-in hook failed'),
      });
      setSessionCookie(reply, token, deps.config);
      return reply.code(201).type(TEXT).send('Registration successful');
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags, body: LoginRequest, response: answers(200, 400, 401, 403, 429) } },
    async (request, reply) => {
      const token = await login(deps, request.body, {
        address: request.ip,
        previousToken: sessionToken(request),
        onHookError: (error) => request.log.error({ err: error }, 'sign-in hook failed'),
      });
      setSessionCookie(reply, token, deps.config);
      return reply.type(TEXT).send('Login successful');
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        response: { 204: z.null().meta({ description: 'No content' }), 429: AuthText },
      },
    },
    async (request, reply) => {
      await deleteSession(deps.db, sessionToken(request));
      clearSessionCookie(reply, deps.config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ResetPasswordRequest, response: answers(200, 400, 403, 429) } },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body);
      return reply.type(TEXT).send('OTP sent to your email');
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { schema: { tags, body: VerifyOtpRequest, response: answers(200, 400, 403, 429) } },
    async (request, reply) => {
      await limitOtp(request.body.email);
      const proof = await checkOtp(deps, request.body.email, request.body.otp);
      reply.setCookie(RESET_COOKIE, proof, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.config.publicUrl.startsWith('https:'),
        path: '/api/auth',
        maxAge: 10 * 60,
      });
      return reply.type(TEXT).send('OTP verified');
    },
  );

  app.post(
    '/api/auth/update-password',
    { schema: { tags, body: UpdatePasswordRequest, response: answers(200, 400, 403, 429) } },
    async (request, reply) => {
      const proof = request.cookies[RESET_COOKIE] ?? '';
      await changePassword(deps, request.body.email, request.body.password, proof);
      return reply.type(TEXT).send('Password updated successfully');
    },
  );
};
