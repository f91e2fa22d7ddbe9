import { STAFF_COOKIE, type StaffRole } from '@atelier/contract';
import type { Harness } from '../test/harness.ts';
import { SIGN_IN_COOKIE } from './session.ts';
import { addStaff, COMMAND_LINE } from './staff/service.ts';

type App = Harness['app'];
export const PASSWORD = 'staff-secret-1';

/** The newest code mailed to `email`, read from the outbox table the mail goes through. */
export async function mailedCode(h: Harness, email: string) {
  const [row] = await h.db.query<{ otp: string }>(
    `select preview->>'otp' as otp from mail_outbox where recipient = $1 order by id desc limit 1`,
    [email],
  );
  if (!row) throw new Error(`no mail to ${email}`);
  return row.otp;
}

/** The Cookie header value of the sign-in a login's answer started (the code is tried with it). */
export function signInCookie(login: { cookies: { name: string; value: string }[] }) {
  const ticket = login.cookies.find((c) => c.name === SIGN_IN_COOKIE);
  return ticket ? `${ticket.name}=${ticket.value}` : '';
}

/** Both sign-in steps; answers the Cookie header value of the staff session. */
export async function signIn(h: Harness, email: string, password = PASSWORD, app: App = h.app) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200)
    throw new Error(`login ${email}: ${login.statusCode} ${login.body}`);
  const otp = await mailedCode(h, email);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/verify',
    payload: { email, otp },
    headers: { cookie: signInCookie(login) },
  });
  const cookie = verify.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error(`verify ${email}: ${verify.statusCode} ${verify.body}`);
  return `${STAFF_COOKIE}=${cookie.value}`;
}

let count = 0;
/** A new member of `role`, signed in. */
export async function staffSession(h: Harness, role: StaffRole) {
  const email = `${role}-${++count}@atelier.test`;
  const member = await addStaff(
    h.db,
    COMMAND_LINE,
    { email, name: role, role, password: PASSWORD },
    new Date(),
  );
  return { cookie: await signIn(h, email), member };
}

/** POST /api/admin/media with `photo` as a JPEG in the form's `file`, through `app`. */
export async function uploadPhoto(app: App, cookie: string, photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
