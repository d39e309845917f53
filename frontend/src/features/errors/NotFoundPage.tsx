import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';

const homeButton = (
  <Link to={paths.home}>
    <Button type="primary">Về trang chủ</Button>
  </Link>
);

/** An address under /admin or /supplier that is no screen (the shop's own is ShopNotFoundPage). */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Ồ! Không tìm thấy trang."
      subTitle="Trang bạn đang tìm kiếm không tồn tại hoặc đã bị xóa."
      extra={homeButton}
    />
  );
}

export function UnauthorizedPage() {
  return <Result status="403" title="You don't have access to view this page" extra={homeButton} />;
}
