import { messages } from '@tavico/contracts';
import { checkPasswordChoice } from './passwordPolicy';

describe('password choice', () => {
  it.each(['password1', '12345678', 'qwertyuiop', 'Iloveyou1'])('refuses the common password %s', (password) => {
    expect(() => checkPasswordChoice(password, 'lan@example.vn')).toThrow(messages.passwordCommon);
  });

  it('refuses the e-mail, or its name part, as the password', () => {
    expect(() => checkPasswordChoice('Lan@Example.vn', 'lan@example.vn')).toThrow(messages.passwordIsEmail);
    expect(() => checkPasswordChoice('nguyenthilan', 'nguyenthilan@example.vn')).toThrow(messages.passwordIsEmail);
  });

  it('takes a password of one’s own', () => {
    expect(() => checkPasswordChoice('gỗ-sồi-trên-đồi-2026', 'lan@example.vn')).not.toThrow();
  });
});
