import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { signedOutNow } from './authSlice';
import { NewPasswordFields } from './NewPasswordFields';
import { authApi } from './authApi';

/** The link from the reset e-mail: a new password twice, then a sign-in with it (every session has ended). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const save = async ({ password }: { password: string }) => {
    setState('saving');
    setError(null);
    try {
      await authApi.resetPassword({ token, password });
      // Every session of the account has ended, this browser's too.
      dispatch(signedOutNow());
      setState('done');
    } catch (e) {
      setError(messageOf(e));
      setState('idle');
    }
  };

  if (state === 'done') {
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
          {error && <Alert className="auth-alert" type="error" showIcon title={error} />}
          <Form layout="vertical" requiredMark={false} onFinish={save}>
            <NewPasswordFields name="password" />
            <Button type="primary" htmlType="submit" block loading={state === 'saving'}>
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
