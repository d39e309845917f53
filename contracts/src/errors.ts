/**
 * The one error hierarchy of the project. Domain code throws these; one HTTP middleware turns
 * them into `{ success: false, message }` with the status they carry.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string = messages.notSignedIn) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A part the request needs is not set up or not reachable (a queue, a provider). */
export class ServiceUnavailable extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(503, message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** Messages shown to people. Vietnamese first, English where the spec shows English. */
export const messages = {
  notSignedIn: 'Bạn chưa đăng nhập.',
  redisUnavailable: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít phút.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy dữ liệu yêu cầu.',
  routeNotFound: 'Không tìm thấy đường dẫn API này.',
  bodyNotObject: 'Dữ liệu gửi lên phải là một đối tượng JSON.',
  bodyMalformed: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  bodyTooLarge: (limit: string) => `Dữ liệu gửi lên quá lớn (tối đa ${limit}).`,
  guestBodyTooLarge: (limit: string) =>
    `Dữ liệu gửi lên quá lớn (tối đa ${limit} khi chưa đăng nhập). Vui lòng đăng nhập rồi thử lại.`,
  bodyUndecodable: 'Không giải nén được dữ liệu gửi lên (Content-Encoding không khớp nội dung).',
  pathMalformed: 'Đường dẫn có ký tự mã hóa không hợp lệ.',
  requestMalformed: 'Yêu cầu không hợp lệ.',
  crossSiteRefused: 'Yêu cầu gửi từ trang web khác nên không được thực hiện.',
  serverError: 'Đã xảy ra lỗi, vui lòng thử lại!',
  busy: 'Hệ thống đang bận, vui lòng thử lại.',
  registered: 'Đăng ký thành công! Vui lòng đăng nhập.',
  emailTaken: 'Email này đã được đăng ký. Vui lòng dùng email khác hoặc đăng nhập.',
  loggedIn: 'Đăng nhập thành công!',
  loggedOut: 'Đã đăng xuất.',
  guestStarted: 'Bạn đang mua hàng không cần tài khoản.',
  tooManyGuests: 'Có quá nhiều phiên mua hàng được tạo từ địa chỉ này. Vui lòng thử lại sau một giờ.',
  guestContactSaved: 'Đã lưu thông tin liên hệ.',
  guestsOnly: 'Chỉ khách mua hàng không có tài khoản mới cần thông tin này.',
  guestContactMissing: 'Vui lòng nhập họ tên và email để nhận thông tin đơn hàng.',
  wrongCredentials: 'Email hoặc mật khẩu không đúng.',
  tooManyLogins: (minutes: number) => `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
  tooManyRegistrations: 'Có quá nhiều tài khoản được tạo từ địa chỉ này. Vui lòng thử lại sau một giờ.',
  passwordCommon: 'Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.',
  passwordIsEmail: 'Mật khẩu không được trùng với email. Vui lòng chọn mật khẩu khác.',
  passwordGuessable:
    'Mật khẩu quá dễ đoán (một ký tự lặp lại, dãy số, dãy chữ hay từ thông dụng). Vui lòng dùng cụm từ dài hơn, xen chữ, số hoặc dấu.',
  resetLinkSent:
    'Nếu email này có tài khoản, chúng tôi đã gửi một liên kết đặt lại mật khẩu. Vui lòng kiểm tra hộp thư (cả mục thư rác); liên kết có hiệu lực trong 30 phút.',
  tooManyResets: 'Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau một giờ.',
  resetTokenInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ. Vui lòng yêu cầu một liên kết mới.',
  resetTokenUsed: 'Liên kết đặt lại mật khẩu này đã được dùng. Vui lòng yêu cầu một liên kết mới nếu cần.',
  resetTokenExpired: 'Liên kết đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu một liên kết mới.',
  resetTokenSuperseded:
    'Liên kết này không còn hiệu lực vì mật khẩu đã được đổi sau khi liên kết được gửi. Vui lòng yêu cầu một liên kết mới.',
  passwordReset: 'Đã đặt mật khẩu mới. Vui lòng đăng nhập.',
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
  passwordChanged: 'Đã đổi mật khẩu. Các phiên đăng nhập khác đã được đăng xuất.',
  passwordUnchanged: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  userNameLength: 'Tên người dùng phải có từ 2 đến 50 ký tự.',
  emailInvalid: 'Email không hợp lệ.',
  passwordTooShort: 'Mật khẩu phải có ít nhất 8 ký tự.',
  passwordTooLong: 'Mật khẩu không được dài quá 200 ký tự.',
  fieldRequired: (label: string) => `Vui lòng nhập ${label}.`,
  fieldMustBeText: (label: string) => `${label} phải là chuỗi ký tự.`,
  notOneLine: (label: string) =>
    `${capitalised(label)} phải nằm trên một dòng: không được có ký tự xuống dòng, tab hay ký tự điều khiển.`,
  controlInText: (label: string) =>
    `${capitalised(label)} có ký tự điều khiển không hợp lệ (như NUL): chỉ được xuống dòng và tab.`,
} as const;
