import { Avatar, Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { siteSettings } from '@tavico/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, selectAuth } from '../auth/authSlice';
import { paths } from '../../shared/paths';

/** The first screen: who is signed in. The full storefront replaces it (its own issue). */
export function HomePage() {
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectAuth);
  return (
    <div style={{ minHeight: '100vh', background: '#faf7f2' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          padding: '12px 16px',
          background: '#fff',
          boxShadow: '0 1px 4px rgba(0,0,0,.08)',
          flexWrap: 'wrap',
        }}
      >
        <Link to={paths.home} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <img src="/logo.svg" alt="Tavico Home" width={40} height={40} />
          <strong style={{ color: '#5c3a1e' }}>Tavico Home</strong>
        </Link>
        {user ? (
          <Space wrap>
            <Avatar style={{ background: '#8b5a2b' }} aria-hidden>
              {user.userName.charAt(0).toUpperCase()}
            </Avatar>
            <span>Đã đăng nhập {user.userName}</span>
            <Button onClick={() => dispatch(logoutRequested())}>Đăng xuất</Button>
          </Space>
        ) : (
          <Space>
            <Link to={paths.login}>Đăng nhập</Link>
            <Link to={paths.register}>Đăng ký</Link>
          </Space>
        )}
      </header>
      <main style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px' }}>
        <Card>
          <Typography.Title level={2}>{siteSettings.companyName}</Typography.Title>
          <Typography.Paragraph>
            Trung tâm kết nối nhà sản xuất, nhà phân phối đồ gỗ nội thất với các nhà bán lẻ khu vực phía Nam.
          </Typography.Paragraph>
          {user && (
            <Typography.Paragraph>
              Tài khoản: <strong>{user.email}</strong> · Vai trò: <strong>{user.role}</strong>
            </Typography.Paragraph>
          )}
        </Card>
      </main>
    </div>
  );
}
