import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { screenToast } from '../../shared/screenToast';
import { EmailField } from './EmailField';
import { Refusal } from './Refusal';
import { useLoginMutation } from './authApi';

/** Sign-in: once the session is the account's, the route's guard sends it where it belongs (app/guards.tsx). */
export function LoginPage() {
  const [login, { isLoading, error }] = useLoginMutation();
  const { t } = useTranslation();
  const signIn = async (values: { email: string; password: string }) => {
    const answer = await login(values)
      .unwrap()
      .catch(() => null);
    if (answer) screenToast.success(answer.message ?? t('auth.loggedIn'));
  };
  return (
    <>
      <h2>{t('auth.login')}</h2>
      <p className="auth-switch">
        <Link to={paths.register}>{t('auth.noAccount')}</Link>
      </p>
      {error && <Refusal message={messageOf(error)} />}
      <Form layout="vertical" requiredMark={false} onFinish={signIn}>
        <EmailField />
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="auth-forgot">
          <Link to={paths.forgotPassword}>{t('auth.forgotLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signIn')}
        </Button>
      </Form>
    </>
  );
}
