import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { useFields } from '../../shared/useFields';
import { newPasswordProblems } from './fields';
import { NewPasswordFields } from './NewPasswordFields';
import { Done, Refusal } from '../../shared/Callout';
import { useResetPasswordMutation } from './authApi';

/** The link from the reset e-mail: a new password twice, then a sign-in with it (every session has ended). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  // Once saved, every session of the account has ended, this browser's too (authApi.ts).
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const form = useFields({ password: '', confirmPassword: '' }, (values) => newPasswordProblems('password', values));

  if (isSuccess) {
    return (
      <>
        <h2>{t('auth.resetTitle')}</h2>
        <Done title={t('auth.resetDone')} />
        <Button type="primary" block className="auth-after" onClick={() => navigate(paths.login)}>
          {t('auth.signIn')}
        </Button>
      </>
    );
  }
  return (
    <>
      <h2>{t('auth.resetTitle')}</h2>
      {!token ? (
        <Refusal message={t('auth.resetNoToken')} />
      ) : (
        <>
          {error && <Refusal message={messageOf(error)} />}
          <form noValidate onSubmit={form.submit(({ password }) => void resetPassword({ token, password }))}>
            <NewPasswordFields password={form.field('password')} confirm={form.field('confirmPassword')} />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth.savePassword')}
            </Button>
          </form>
        </>
      )}
      <p className="auth-switch auth-after">
        <Link to={paths.forgotPassword}>{t('auth.askNewLink')}</Link>
      </p>
    </>
  );
}
