import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { TextField } from '../../shared/TextField';
import { useFields } from '../../shared/useFields';
import { newPasswordProblems } from './fields';
import { NewPasswordFields } from './NewPasswordFields';
import { Done, Refusal } from '../../shared/Callout';
import { useChangePasswordMutation } from './authApi';
import './changePassword.css';

/** "Đổi mật khẩu" in the account: the current password, the new one twice; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword, { isLoading, isSuccess, error }] = useChangePasswordMutation();
  const form = useFields({ currentPassword: '', newPassword: '', confirmPassword: '' }, (values) => ({
    currentPassword: values.currentPassword ? undefined : t('auth.currentRequired'),
    ...newPasswordProblems('newPassword', values),
  }));

  const save = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    const changed = await changePassword({ currentPassword, newPassword })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (changed) form.reset();
  };

  const currentPasswordBox = form.field('currentPassword');
  return (
    <section className="change-password" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('auth.changeTitle')}</h2>
      {isSuccess ? <Done title={t('auth.passwordChanged')} /> : error ? <Refusal message={messageOf(error)} /> : null}
      <form key={form.round} noValidate onSubmit={form.submit((values) => void save(values))}>
        <TextField
          {...currentPasswordBox}
          label={t('auth.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields password={form.field('newPassword')} confirm={form.field('confirmPassword')} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('auth.changeSubmit')}
        </Button>
      </form>
    </section>
  );
}
