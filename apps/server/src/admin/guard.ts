import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorBody, STAFF_ROLES, type StaffRole } from '@atelier/contract';
import { AppError } from '../platform/errors.ts';
import type { AdminDeps } from './deps.ts';
import { staffOfToken, staffToken, type StaffMember } from './session.ts';

/** The OpenAPI security scheme of the staff cookie; its requirement lists the roles let in. */
export const STAFF_SCHEME = 'staffSession';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the guard on every route that names roles. */
    staffMember: StaffMember | null;
  }
}

/**
 * The OpenAPI part of an admin route that names who may call it: owners always, and the roles
 * given. The guard reads the roles back from it, so the document and the check never disagree.
 */
export function staffOnly(...roles: Exclude<StaffRole, 'owner'>[]) {
  const allowed: StaffRole[] = ['owner', ...roles];
  return { tags: ['admin'], security: [{ [STAFF_SCHEME]: allowed }] };
}

/** An admin route anyone may call (sign-in steps, sign-out): OpenAPI's empty requirement. */
export const PUBLIC = { tags: ['admin'], security: [] };

const securityOf = (schema: unknown) =>
  (schema as { security?: Record<string, string[]>[] } | undefined)?.security;

function rolesOf(schema: unknown): StaffRole[] | undefined {
  const roles = securityOf(schema)?.[0]?.[STAFF_SCHEME];
  return roles?.filter((role): role is StaffRole =>
    (STAFF_ROLES as readonly string[]).includes(role),
  );
}

/** The member the guard let in; only for routes declared with staffOnly. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error('staffOf() on a route without staffOnly()');
  return request.staffMember;
}

/**
 * The one check of every admin endpoint, before its input is read: 401 without a staff session
 * (a shopper's session is none), 403 when the member's role is not among the route's. A route
 * that declares neither roles nor PUBLIC is refused when it is registered.
 */
export function registerGuard(app: FastifyInstance, deps: AdminDeps) {
  app.decorateRequest('staffMember', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!rolesOf(route.schema) && securityOf(route.schema)?.length !== 0) {
      throw new Error(`${route.method} ${route.url}: declare staffOnly(...) or PUBLIC`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const roles = rolesOf(request.routeOptions.schema);
    if (!roles) return;
    const token = staffToken(request);
    const member = token ? await staffOfToken(deps.db, token, deps.now()) : null;
    if (!member) throw new AppError('UNAUTHENTICATED', 'Please sign in to the back office');
    if (!roles.includes(member.role)) {
      throw new AppError('FORBIDDEN', 'Your role does not allow this');
    }
    request.staffMember = member;
  });
}

/** The refusals any admin route may answer, for the OpenAPI document. */
export const REFUSALS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
