import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { useFields } from '../../shared/useFields';
import { EmailField } from './EmailField';
import { emailProblem } from './fields';
import { Done, Refusal } from '../../shared/Callout';
import { useForgotPasswordMutation } from './authApi';

/**
 * "Quên mật khẩu": an e-mail, then the same confirmation whether or not it has an account (the
 * server answers alike). Only a refusal that says nothing of accounts (too many requests, an
 * e-mail that is no e-mail) is shown as such.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [forgotPassword, { isLoading, isSuccess, error }] = useForgotPasswordMutation();
  const form = useFields({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const emailBox = form.field('email');
  return (
    <>
      <h2>{t('auth.forgotTitle')}</h2>
      {isSuccess ? (
        <Done title={t('auth.forgotSentTitle')} text={t('auth.forgotSent')} />
      ) : (
        <>
          <p className="auth-intro">{t('auth.forgotIntro')}</p>
          {error && <Refusal message={messageOf(error)} />}
          <form noValidate onSubmit={form.submit(({ email }) => void forgotPassword({ email: email.trim() }))}>
            <EmailField {...emailBox} />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth.sendResetLink')}
            </Button>
          </form>
        </>
      )}
      <p className="auth-switch auth-after">
        <Link to={paths.login}>{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
