import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { screenToast } from '../../shared/screenToast';
import { TextField } from '../../shared/TextField';
import { useFields } from '../../shared/useFields';
import { EmailField } from './EmailField';
import { emailProblem, newPasswordProblem } from './fields';
import { Refusal } from '../../shared/Callout';
import { useRegisterMutation } from './authApi';

type Values = { userName: string; email: string; password: string };

/** A new account: registering does not sign in; the server's word, then the login page. */
export function RegisterPage() {
  const [register, { isLoading, error }] = useRegisterMutation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const form = useFields<Values>({ userName: '', email: '', password: '' }, (values) => {
    const name = values.userName.trim();
    return {
      userName: !name
        ? t('auth.userNameRequired')
        : name.length < 2 || name.length > 50
          ? t('auth.userNameLength')
          : undefined,
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    };
  });
  const signUp = async (values: Values) => {
    const answer = await register({ ...values, email: values.email.trim() })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    screenToast.success(answer.message ?? t('auth.registered'));
    navigate(paths.login);
  };
  const userNameBox = form.field('userName');
  const emailBox = form.field('email');
  const passwordBox = form.field('password');
  return (
    <>
      <h2>{t('auth.register')}</h2>
      <p className="auth-switch">
        <Link to={paths.login}>{t('auth.haveAccount')}</Link>
      </p>
      {error && <Refusal message={messageOf(error)} />}
      <form noValidate onSubmit={form.submit((values) => void signUp(values))}>
        <TextField {...userNameBox} label={t('auth.userName')} autoComplete="name" />
        <EmailField {...emailBox} />
        <TextField {...passwordBox} label={t('auth.password')} type="password" autoComplete="new-password" />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signUp')}
        </Button>
      </form>
    </>
  );
}
