import { messages } from '@tavico/contracts';
import { checkPasswordChoice } from './passwordPolicy';

describe('password choice', () => {
  it.each(['password1', '12345678', 'qwertyuiop', 'Iloveyou1', 'password'])(
    'refuses the common password %s',
    (password) => {
      expect(() => checkPasswordChoice(password, 'lan@example.vn')).toThrow(messages.passwordCommon.key);
    },
  );

  it('refuses the e-mail, or its name part, as the password', () => {
    expect(() => checkPasswordChoice('Lan@Example.vn', 'lan@example.vn')).toThrow(messages.passwordIsEmail.key);
    expect(() => checkPasswordChoice('nguyenthilan', 'nguyenthilan@example.vn')).toThrow(messages.passwordIsEmail.key);
  });

  // The review's finding: eight spaces or eight a's were taken. zxcvbn scores them, and runs, 0.
  it.each(['        ', 'aaaaaaaa', 'abcdefgh', 'zzzzzzzz1', 'matkhau1', 'zxcvbnm,', '          '])(
    'refuses %j, a password with no variety',
    (password) => {
      expect(() => checkPasswordChoice(password, 'lan@example.vn')).toThrow(messages.passwordGuessable.key);
    },
  );

  it('counts the name and e-mail as words a guesser knows', () => {
    expect(() => checkPasswordChoice('nguyenlan', 'thu@example.vn')).not.toThrow();
    expect(() => checkPasswordChoice('nguyenlan', 'thu@example.vn', 'Nguyễn Lan')).toThrow(
      messages.passwordGuessable.key,
    );
  });

  // The tests' own (test/support/shop.ts signUp), the demo accounts' and the tests' admin's.
  it.each(['mat-khau-8', 'tavico-demo', 'admin-pass-1', 'gỗ-sồi-trên-đồi-2026', 'bàn-trà-gỗ-óc-chó', 'Matkhau123'])(
    'takes %s, a password of one’s own',
    (password) => {
      expect(() => checkPasswordChoice(password, 'lan@example.vn', 'Nguyễn Thị Lan')).not.toThrow();
    },
  );
});
