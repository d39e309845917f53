import { Link, useLocation } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { logoutRequested, selectAuth } from '../auth/authSlice';

/**
 * Where admins and suppliers land after signing in. The panels' screens are the back office's
 * (its own issue); until they are here, this says so and offers the shop and Logout.
 */
export function PanelPage() {
  const { user } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const admin = useLocation().pathname.startsWith('/admin');
  return (
    <Result
      status="info"
      title={admin ? 'Admin Panel' : 'Supplier Panel'}
      subTitle={`Đã đăng nhập ${user?.userName ?? ''}. Các màn hình quản trị chưa có trong bản này.`}
      extra={[
        <Link key="shop" to={paths.listing}>
          <Button type="primary">Xem cửa hàng</Button>
        </Link>,
        <Button key="logout" onClick={() => dispatch(logoutRequested())}>
          Logout
        </Button>,
      ]}
    />
  );
}
