import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { useForgotPasswordMutation } from './authApi';

/**
 * "Quên mật khẩu": an e-mail, then the same confirmation whether or not it has an account (the
 * server answers alike). Only a refusal that says nothing of accounts (too many requests, an
 * e-mail that is no e-mail) is shown as such.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [forgotPassword, { isLoading, isSuccess, error }] = useForgotPasswordMutation();
  const send = ({ email }: { email: string }) => void forgotPassword({ email });

  return (
    <>
      <h2>{t('auth.forgotTitle')}</h2>
      {isSuccess ? (
        <>
          <Alert type="success" showIcon title={t('auth.forgotSentTitle')} description={t('auth.forgotSent')} />
          <p className="auth-switch auth-after">
            <Link to={paths.login}>{t('auth.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="auth-intro">{t('auth.forgotIntro')}</p>
          {error && <Alert className="auth-alert" type="error" showIcon title={messageOf(error)} />}
          <Form layout="vertical" requiredMark={false} onFinish={send}>
            <EmailField />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {t('auth.sendResetLink')}
            </Button>
          </Form>
          <p className="auth-switch auth-after">
            <Link to={paths.login}>{t('auth.backToLogin')}</Link>
          </p>
        </>
      )}
    </>
  );
}
