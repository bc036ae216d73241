import { createHash } from 'node:crypto';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { describeEachDb } from './support/each-db';
import { PASSWORD, refreshCookie } from './support/auth-helpers';
import { decodeQuotedPrintable, startSmtpDouble, type SmtpDouble } from './support/smtp-double';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const FORGOT = { msg: 'Please check your email to reset the password' };

let smtp: SmtpDouble;
const env: NodeJS.ProcessEnv = {
  BASALT_BCRYPT_ROUNDS: '4',
  BASALT_SMTP_HOST: '127.0.0.1',
  BASALT_SMTP_IGNORE_TLS: 'true',
  BASALT_SMTP_FROM: 'Basalt <basalt@example.com>',
  BASALT_PUBLIC_URL: 'http://basalt.example.com/',
};

// Runs before each database's own beforeAll, which reads `env`.
beforeAll(async () => {
  smtp = await startSmtpDouble();
  env.BASALT_SMTP_PORT = String(smtp.port);
});
afterAll(() => smtp?.close());

/** The reset token in the link of a received mail. */
function linkIn(raw: string): { link: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+\/reset-password\/([A-Za-z0-9_-]+))/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return { link: match[1]!, token: match[2]! };
}

describeEachDb(
  'auth: forgot and reset password (SMTP)',
  (server) => {
    const request = () => server().request();
    const email = `rita.${Math.random().toString(36).slice(2, 8)}@example.com`;

    it('answers the same for an unknown address and sends no mail', async () => {
      const res = await request().post('/api/v1/auth/password/forgot').send({ email: 'nobody@example.com' });
      expect([res.status, res.body]).toEqual([200, FORGOT]);
      await expect(smtp.mailTo('nobody@example.com', 300)).rejects.toThrow(/no mail/);
      const bad = await request().post('/api/v1/auth/password/forgot').send({ email: 'nope' });
      expect([bad.status, bad.body]).toEqual([400, { msg: 'Invalid email' }]);
    });

    it('mails a reset link; the token validates, resets the password once and ends earlier sessions', async () => {
      const signup = await request().post('/api/v1/auth/user/signup').send({ email, password: PASSWORD }).expect(200);
      const oldToken = signup.body.token as string;
      const oldCookie = refreshCookie(signup)!.value;

      const res = await request().post('/api/v1/auth/password/forgot').send({ email: email.toUpperCase() });
      expect([res.status, res.body]).toEqual([200, FORGOT]);

      const mail = await smtp.mailTo(email);
      expect(mail.from).toBe('basalt@example.com');
      expect(mail.raw).toMatch(/^Subject: Reset your Basalt password/m);
      const { link, token } = linkIn(mail.raw);
      expect(link).toBe(`http://basalt.example.com/reset-password/${token}`);

      const row = await server().db('nc_users').where({ email }).first();
      expect(row.reset_password_token).toBe(sha256(token));
      expect(Number(row.reset_password_expires) - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(Number(row.reset_password_expires) - Date.now()).toBeLessThanOrEqual(3600_000);

      expect((await request().post(`/api/v1/auth/token/validate/${token}`).expect(200)).body).toBe(true);
      const short = await request().post(`/api/v1/auth/password/reset/${token}`).send({ password: 'short' });
      expect([short.status, short.body]).toEqual([400, { msg: 'Password : At least 8 letters. ' }]);

      const reset = await request().post(`/auth/password/reset/${token}`).send({ password: 'brand new password' });
      expect([reset.status, reset.body]).toEqual([200, { msg: 'Password has been reset successfully' }]);

      const again = await request().post(`/api/v1/auth/token/validate/${token}`);
      expect([again.status, again.body]).toEqual([400, { msg: 'Invalid reset url' }]);
      const twice = await request()
        .post(`/api/v1/auth/password/reset/${token}`)
        .send({ password: 'another new password' });
      expect([twice.status, twice.body]).toEqual([400, { msg: 'Invalid reset url' }]);

      await request().post('/api/v1/auth/user/signin').send({ email, password: PASSWORD }).expect(400);
      const signin = await request()
        .post('/api/v1/auth/user/signin')
        .send({ email, password: 'brand new password' })
        .expect(200);
      expect(signin.body.token).toBeTruthy();

      const me = await request().get('/api/v1/auth/user/me').set('xc-auth', oldToken).expect(200);
      expect(me.body).toEqual({ roles: { guest: true } });
      await request().post('/api/v1/auth/token/refresh').set('Cookie', `refresh_token=${oldCookie}`).expect(400);
    });

    it('refuses unknown and expired reset tokens', async () => {
      const unknown = await request().post('/api/v1/auth/token/validate/made-up-token');
      expect([unknown.status, unknown.body]).toEqual([400, { msg: 'Invalid reset url' }]);
      const unknownReset = await request()
        .post('/api/v1/db/auth/password/reset/made-up-token')
        .send({ password: 'whatever123' });
      expect([unknownReset.status, unknownReset.body]).toEqual([400, { msg: 'Invalid reset url' }]);

      smtp.mails.length = 0;
      await request().post('/api/v1/auth/password/forgot').send({ email }).expect(200);
      const { token } = linkIn((await smtp.mailTo(email)).raw);
      await server()
        .db('nc_users')
        .where({ email })
        .update({ reset_password_expires: Date.now() - 1 });
      const expired = await request().post(`/api/v1/auth/token/validate/${token}`);
      expect([expired.status, expired.body]).toEqual([400, { msg: 'Password reset url expired' }]);
      const expiredReset = await request()
        .post(`/api/v1/auth/password/reset/${token}`)
        .send({ password: 'whatever123' });
      expect(expiredReset.status).toBe(400);
    });

    it('logs the link, built on the request origin, when SMTP is not configured', async () => {
      const logged: string[] = [];
      const base = server().config;
      const config = { ...base, publicUrl: undefined, auth: { ...base.auth, smtp: undefined } };
      const app = createApp({ config, db: server().db, logger: { info: (m) => logged.push(m), error: () => {} } });
      smtp.mails.length = 0;
      await supertest(app.callback()).post('/api/v1/auth/password/forgot').send({ email }).expect(200);
      await new Promise((r) => setTimeout(r, 50));
      const line = logged.find((m) => m.includes('/reset-password/'));
      expect(line).toMatch(/http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+/);
      expect(smtp.mails).toEqual([]);
      const { token } = linkIn(line!);
      await supertest(app.callback()).post(`/api/v1/auth/token/validate/${token}`).expect(200);
    });
  },
  env,
);
