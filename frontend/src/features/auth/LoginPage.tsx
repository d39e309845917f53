import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { screenToast } from '../../shared/screenToast';
import { TextField } from '../../shared/TextField';
import { useFields } from '../../shared/useFields';
import { EmailField } from './EmailField';
import { emailProblem, passwordProblem } from './fields';
import { Refusal } from '../../shared/Callout';
import { useLoginMutation } from './authApi';

/** Sign-in: once the session is the account's, the route's guard sends it where it belongs (app/guards.tsx). */
export function LoginPage() {
  const [login, { isLoading, error }] = useLoginMutation();
  const { t } = useTranslation();
  const form = useFields({ email: '', password: '' }, (values) => ({
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  }));
  const signIn = async (values: { email: string; password: string }) => {
    const answer = await login({ email: values.email.trim(), password: values.password })
      .unwrap()
      .catch(() => null);
    if (answer) screenToast.success(answer.message ?? t('auth.loggedIn'));
  };
  const emailBox = form.field('email');
  const passwordBox = form.field('password');
  return (
    <>
      <h2>{t('auth.login')}</h2>
      <p className="auth-switch">
        <Link to={paths.register}>{t('auth.noAccount')}</Link>
      </p>
      {error && <Refusal message={messageOf(error)} />}
      <form noValidate onSubmit={form.submit((values) => void signIn(values))}>
        <EmailField {...emailBox} />
        <TextField {...passwordBox} label={t('auth.password')} type="password" autoComplete="current-password" />
        <p className="auth-forgot">
          <Link to={paths.forgotPassword}>{t('auth.forgotLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signIn')}
        </Button>
      </form>
    </>
  );
}
