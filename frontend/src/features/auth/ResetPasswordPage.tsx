import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { NewPasswordFields } from './NewPasswordFields';
import { useResetPasswordMutation } from './authApi';

/** The link from the reset e-mail: a new password twice, then a sign-in with it (every session has ended). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  // Once saved, every session of the account has ended, this browser's too (authApi.ts).
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const save = ({ password }: { password: string }) => void resetPassword({ token, password });

  if (isSuccess) {
    return (
      <>
        <h2>{t('auth.resetTitle')}</h2>
        <Alert type="success" showIcon title={t('auth.resetDone')} />
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
        <Alert type="error" showIcon title={t('auth.resetNoToken')} />
      ) : (
        <>
          {error && <Alert className="auth-alert" type="error" showIcon title={messageOf(error)} />}
          <Form layout="vertical" requiredMark={false} onFinish={save}>
            <NewPasswordFields name="password" />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth.savePassword')}
            </Button>
          </Form>
        </>
      )}
      <p className="auth-switch auth-after">
        <Link to={paths.forgotPassword}>{t('auth.askNewLink')}</Link>
      </p>
    </>
  );
}
