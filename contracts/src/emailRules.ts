/**
 * What an e-mail must look like, for the server's checks (auth.ts, given to `z.email`) and the
 * shopper's forms alike (zod's default pattern, held here once), so the page refuses what the
 * server would (a typo like `lan@gmail.c` or `a..b@x.com`) before sending it.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * `.invalid` never receives mail (RFC 2606), and guests hold stand-in e-mails there
 * (`guestPlaceholderEmail`): an account registered with one would share a guest's e-mail, which
 * the people read model keeps unique, and stop that projection for everyone.
 */
export const reservedEmail = (email: string) => /\.invalid$/i.test(email);

/** An e-mail an account may be registered with, once trimmed. */
export const acceptableEmail = (email: string) =>
  email.length <= 254 && emailPattern.test(email) && !reservedEmail(email);
