import { isMessage, msg, type Message, type MessageKey, type Said } from './i18n/message';
import { vi } from './i18n/vi';

/**
 * The one error hierarchy of the project. Domain code throws these; one HTTP middleware turns
 * them into `{ success: false, message }` with the status they carry.
 */
export class AppError extends Error {
  /** What to say, in no language yet: the HTTP layer says it in the request's. */
  readonly said: Said;
  constructor(
    readonly status: number,
    said: Said,
  ) {
    // The error's own message (logs, stack traces) is the key and its values.
    super(isMessage(said) ? `${said.key}${said.params ? ` ${JSON.stringify(said.params)}` : ''}` : said);
    this.said = said;
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: Said) {
    super(400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message: Said = messages.notSignedIn) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: Said = messages.forbidden) {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message: Said = messages.notFound) {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: Said) {
    super(409, message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: Said) {
    super(413, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: Said,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A part the request needs is not set up or not reachable (a queue, a provider). */
export class ServiceUnavailable extends AppError {
  constructor(message: Said, options?: { cause?: unknown }) {
    super(503, message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A field's name in messages: a key of the tables' `label` section, or a message naming it. */
export type Label = LabelKey | Message | (string & Record<never, never>);
type LabelKey = keyof (typeof vi)['label'];
const labelKeys: Record<string, unknown> = vi.label;
export const labelOf = (label: Label): Message | string =>
  typeof label !== 'string' ? label : label in labelKeys ? msg(`label.${label}` as MessageKey) : label;

/** Messages shown to people: keys of the tables in `i18n/`, said in the request's language. */
export const messages = {
  notSignedIn: msg('common.notSignedIn'),
  redisUnavailable: msg('common.redisUnavailable'),
  forbidden: msg('common.forbidden'),
  notFound: msg('common.notFound'),
  routeNotFound: msg('common.routeNotFound'),
  bodyNotObject: msg('common.bodyNotObject'),
  bodyMalformed: msg('common.bodyMalformed'),
  bodyTooLarge: (limit: string) => msg('common.bodyTooLarge', { limit }),
  guestBodyTooLarge: (limit: string) => msg('common.guestBodyTooLarge', { limit }),
  bodyUndecodable: msg('common.bodyUndecodable'),
  pathMalformed: msg('common.pathMalformed'),
  requestMalformed: msg('common.requestMalformed'),
  crossSiteRefused: msg('common.crossSiteRefused'),
  serverError: msg('common.serverError'),
  busy: msg('common.busy'),
  registered: msg('account.registered'),
  emailTaken: msg('account.emailTaken'),
  loggedIn: msg('account.loggedIn'),
  authenticated: msg('account.authenticated'),
  loggedOut: msg('account.loggedOut'),
  guestStarted: msg('account.guestStarted'),
  tooManyGuests: msg('account.tooManyGuests'),
  guestContactSaved: msg('account.guestContactSaved'),
  guestsOnly: msg('account.guestsOnly'),
  guestContactMissing: msg('account.guestContactMissing'),
  wrongCredentials: msg('account.wrongCredentials'),
  tooManyLogins: (minutes: number) => msg('account.tooManyLogins', { minutes }),
  tooManyRegistrations: msg('account.tooManyRegistrations'),
  passwordCommon: msg('account.passwordCommon'),
  passwordIsEmail: msg('account.passwordIsEmail'),
  passwordGuessable: msg('account.passwordGuessable'),
  resetLinkSent: msg('account.resetLinkSent'),
  tooManyResets: msg('account.tooManyResets'),
  resetTokenInvalid: msg('account.resetTokenInvalid'),
  resetTokenUsed: msg('account.resetTokenUsed'),
  resetTokenExpired: msg('account.resetTokenExpired'),
  resetTokenSuperseded: msg('account.resetTokenSuperseded'),
  passwordReset: msg('account.passwordReset'),
  currentPasswordWrong: msg('account.currentPasswordWrong'),
  passwordChanged: msg('account.passwordChanged'),
  passwordUnchanged: msg('account.passwordUnchanged'),
  userNameLength: msg('account.userNameLength'),
  emailInvalid: msg('account.emailInvalid'),
  passwordTooShort: msg('account.passwordTooShort'),
  passwordTooLong: msg('account.passwordTooLong'),
  fieldRequired: (label: Label) => msg('field.required', { label: labelOf(label) }),
  fieldMustBeText: (label: Label) => msg('field.mustBeText', { label: labelOf(label) }),
  notOneLine: (label: Label) => msg('field.notOneLine', { label: labelOf(label) }),
  controlInText: (label: Label) => msg('field.controlInText', { label: labelOf(label) }),
} as const;
