/** Who is calling, as far as the request tells: for sessions, sign-up records and the message language. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  acceptLanguage?: string;
}
