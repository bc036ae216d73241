import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OAuthRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface OAuthDouble {
  url: string;
  requests: OAuthRequest[];
  close(): Promise<void>;
}

export const OAUTH_CLIENT = { id: 'client-id', secret: 'client-secret' };
export const GITHUB_GOOD_CODE = 'good-github-code';
export const GOOGLE_GOOD_CODE = 'good-google-code';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A stand-in for GitHub's and Google's OAuth endpoints on 127.0.0.1 (random port):
 * `/github/token`, `/github/user`, `/github/emails`, `/google/token`, `/google/userinfo`.
 */
export async function startOAuthDouble(): Promise<OAuthDouble> {
  const requests: OAuthRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const clientOk = form.client_id === OAUTH_CLIENT.id && form.client_secret === OAUTH_CLIENT.secret;
      const bearer = req.headers.authorization;

      if (req.method === 'POST' && path === '/github/token') {
        // GitHub answers a bad code with 200 and an error body.
        if (clientOk && form.code === GITHUB_GOOD_CODE)
          return send(res, 200, { access_token: 'gh-access', token_type: 'bearer' });
        return send(res, 200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      }
      if (req.method === 'GET' && path === '/github/user') {
        if (bearer !== 'Bearer gh-access') return send(res, 401, { message: 'Bad credentials' });
        return send(res, 200, { id: 42, login: 'octocat', name: 'Octo Cat', email: null });
      }
      if (req.method === 'GET' && path === '/github/emails') {
        if (bearer !== 'Bearer gh-access') return send(res, 401, { message: 'Bad credentials' });
        return send(res, 200, [
          { email: 'unverified@example.com', primary: false, verified: false },
          { email: 'octo@users.example.com', primary: false, verified: true },
          { email: 'Octo@Example.com', primary: true, verified: true },
        ]);
      }
      if (req.method === 'POST' && path === '/google/token') {
        if (clientOk && form.code === GOOGLE_GOOD_CODE && form.grant_type === 'authorization_code') {
          return send(res, 200, { access_token: 'google-access', token_type: 'Bearer', expires_in: 3599 });
        }
        return send(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      }
      if (req.method === 'GET' && path === '/google/userinfo') {
        if (bearer !== 'Bearer google-access') return send(res, 401, { error: 'invalid_token' });
        return send(res, 200, {
          sub: '1234567890',
          email: 'gina@example.com',
          email_verified: true,
          name: 'Gina Goo',
          given_name: 'Gina',
          family_name: 'Goo',
        });
      }
      send(res, 404, { message: 'Not Found' });
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
