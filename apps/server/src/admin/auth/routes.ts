import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffLoginAnswer,
  StaffLoginRequest,
  StaffPasswordCodeRequest,
  StaffSetPasswordRequest,
  StaffVerifyRequest,
  Staff,
} from '@atelier/contract';
import { rateLimiter } from '../../platform/rate-limit.ts';
import type { AdminDeps } from '../deps.ts';
import { PUBLIC, REFUSALS } from '../guard.ts';
import {
  clearSignInCookie,
  clearStaffCookie,
  deleteStaffSession,
  setSignInCookie,
  setStaffCookie,
  signInTicket,
  staffToken,
} from '../session.ts';
import { finishSignIn, requestPasswordCode, setPassword, startSignIn } from './service.ts';

const NO_CONTENT = { 204: z.null().meta({ description: 'No content' }) };

/** Two-step sign-in (password, then a mailed code), sign-out, and setting a password by code. */
export const staffAuthRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  // Per address, these routes are counted once by platform/rate-limit.ts (ADDRESS_LIMITS); here,
  // password code tries per email, under keys of the staff's own (sign-in code tries: service.ts).
  const limitOtp = rateLimiter(deps, 'otpVerify');
  const checkingCode = (email: string) => limitOtp(`staff:${email}`);

  app.post(
    '/api/admin/auth/login',
    {
      schema: {
        ...PUBLIC,
        body: StaffLoginRequest,
        response: { 200: StaffLoginAnswer, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const ticket = await startSignIn(deps, request.body, request.ip);
      setSignInCookie(reply, ticket, deps.config);
      return { otpRequired: true as const };
    },
  );

  app.post(
    '/api/admin/auth/verify',
    { schema: { ...PUBLIC, body: StaffVerifyRequest, response: { 200: Staff, ...REFUSALS } } },
    async (request, reply) => {
      const previous = staffToken(request);
      const { staff, token } = await finishSignIn(deps, request.body, signInTicket(request));
      await deleteStaffSession(deps.db, previous);
      setStaffCookie(reply, token, deps.config);
      clearSignInCookie(reply, deps.config);
      return staff;
    },
  );

  app.post(
    '/api/admin/auth/logout',
    { schema: { ...PUBLIC, response: NO_CONTENT } },
    async (request, reply) => {
      await deleteStaffSession(deps.db, staffToken(request));
      clearStaffCookie(reply, deps.config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/auth/password-code',
    {
      schema: {
        ...PUBLIC,
        body: StaffPasswordCodeRequest,
        response: { ...NO_CONTENT, ...REFUSALS },
      },
    },
    async (request, reply) => {
      await requestPasswordCode(deps, request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/auth/set-password',
    {
      schema: {
        ...PUBLIC,
        body: StaffSetPasswordRequest,
        response: { ...NO_CONTENT, ...REFUSALS },
      },
    },
    async (request, reply) => {
      // An invitation's token cannot be guessed: only a mailed code's tries are counted.
      if ('email' in request.body) await checkingCode(request.body.email);
      await setPassword(deps, request.body);
      return reply.code(204).send(null);
    },
  );
};
