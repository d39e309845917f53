import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { paths } from '../../shared/paths';
import { screenToast } from '../../shared/screenToast';
import { EmailField } from './EmailField';
import { Refusal } from './Refusal';
import { useRegisterMutation } from './authApi';

/** A new account: registering does not sign in; the server's word, then the login page. */
export function RegisterPage() {
  const [register, { isLoading, error }] = useRegisterMutation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const signUp = async (values: { userName: string; email: string; password: string }) => {
    const answer = await register(values)
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    screenToast.success(answer.message ?? t('auth.registered'));
    navigate(paths.login);
  };
  return (
    <>
      <h2>{t('auth.register')}</h2>
      <p className="auth-switch">
        <Link to={paths.login}>{t('auth.haveAccount')}</Link>
      </p>
      {error && <Refusal message={messageOf(error)} />}
      <Form layout="vertical" requiredMark={false} onFinish={signUp}>
        <Form.Item
          label={t('auth.userName')}
          name="userName"
          rules={[
            { required: true, whitespace: true, message: t('auth.userNameRequired') },
            { min: 2, max: 50, message: t('auth.userNameLength') },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField />
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            { min: 8, message: t('auth.passwordLength') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signUp')}
        </Button>
      </Form>
    </>
  );
}
