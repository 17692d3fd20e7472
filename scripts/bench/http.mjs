// Plain HTTP helpers of the bench: raw answers (bytes as sent, not decompressed) and the admin's session.
import http from 'node:http';

/** One request on a fresh connection; resolves with status, headers, raw body and the time to the last byte. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs in with the demo admin account; resolves with the headers a state-changing request needs. */
export async function signInAsDemoAdmin(baseUrl) {
  const answer = await request(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
  });
  if (answer.status !== 200) throw new Error(`admin login answered ${answer.status}: ${answer.body}`);
  const cookie = (answer.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('bestell_session=') && pair.length > 'bestell_session='.length);
  if (!cookie) throw new Error('admin login set no session cookie');
  const { data } = JSON.parse(answer.body.toString('utf8'));
  return { Cookie: cookie, 'X-CSRF-Token': data.csrfToken, 'Content-Type': 'application/json' };
}
