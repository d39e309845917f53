import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { authApi } from './authApi';

/**
 * "Quên mật khẩu": an e-mail, then the same confirmation whether or not it has an account (the
 * server answers alike). Only a refusal that says nothing of accounts (too many requests, an
 * e-mail that is no e-mail) is shown as such.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = async ({ email }: { email: string }) => {
    setState('sending');
    setError(null);
    try {
      await authApi.forgotPassword({ email });
      setState('sent');
    } catch (e) {
      setError(messageOf(e));
      setState('idle');
    }
  };

  return (
    <>
      <h2>{t('auth.forgotTitle')}</h2>
      {state === 'sent' ? (
        <>
          <Alert type="success" showIcon title={t('auth.forgotSentTitle')} description={t('auth.forgotSent')} />
          <p className="auth-switch auth-after">
            <Link to={paths.login}>{t('auth.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="auth-intro">{t('auth.forgotIntro')}</p>
          {error && <Alert className="auth-alert" type="error" showIcon title={error} />}
          <Form layout="vertical" requiredMark={false} onFinish={send}>
            <EmailField />
            <Button type="primary" htmlType="submit" block loading={state === 'sending'}>
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
