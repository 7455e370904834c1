/**
 * Staff sign-in for tests that call the staff API as an API client would. The sign-in answer carries no
 * token in its body: the session comes as the HttpOnly cookie `khela_staff_session` (README, "Staff
 * sessions"). An API client reads it from Set-Cookie and sends it as `Authorization: Bearer`, which needs
 * no CSRF token.
 */

/** The staff session token a sign-in (or enrolment confirmation) answer set as its cookie. */
export function staffTokenFrom(response: Response): string {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^khela_staff_session=([^;]+)/.exec(cookie);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`the answer (HTTP ${response.status}) set no staff session cookie`);
}

/** Signs a staff member in over HTTP; answers the bearer token of the new session. */
export async function signInStaff(baseUrl: string, credentials: { username: string; password: string; otp: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`staff sign-in of ${credentials.username} answered ${response.status}: ${await response.text()}`);
  return staffTokenFrom(response);
}
