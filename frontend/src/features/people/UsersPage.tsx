import { useEffect, useState } from 'react';
import { Input, Popconfirm, Select, Table, Tag } from 'antd';
import type { Role } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly } from '../../shared/format';
import { selectUser } from '../auth';
import type { UserRow } from './usersApi';
import { roleChangeRequested, selectUsers, usersRequested } from './usersSlice';

const roles: { value: Role; label: string }[] = [
  { value: 'customer', label: 'customer' },
  { value: 'supplier', label: 'supplier' },
  { value: 'admin', label: 'admin' },
  { value: 'auditor', label: 'auditor' },
];

/** A role picker that asks before it changes anything. */
function RolePicker({ user }: { user: UserRow }) {
  const dispatch = useAppDispatch();
  const { changing } = useAppSelector(selectUsers);
  const [next, setNext] = useState<Role | null>(null);
  return (
    <Popconfirm
      open={next !== null}
      title={`Đổi vai trò của ${user.userName} thành ${next}?`}
      okText="Đổi"
      cancelText="Hủy"
      onConfirm={() => {
        if (next) dispatch(roleChangeRequested({ id: user.id, role: next }));
        setNext(null);
      }}
      onCancel={() => setNext(null)}
    >
      <Select
        aria-label={`Vai trò của ${user.userName}`}
        value={user.role}
        options={roles}
        loading={changing === user.id}
        onChange={(role: Role) => role !== user.role && setNext(role)}
        style={{ width: 130 }}
      />
    </Popconfirm>
  );
}

/** People: search by name or e-mail, 20 a page, and change a role (admins only). */
export function UsersPage() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { userList, isLoading, total, page, pageSize, search } = useAppSelector(selectUsers);
  const [text, setText] = useState(search);
  useEffect(() => {
    dispatch(usersRequested());
  }, [dispatch]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>Users</h1>
      </div>
      <div className="backoffice-filters" role="search">
        <Input.Search
          aria-label="Tìm người dùng"
          placeholder="Tên hoặc e-mail"
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => dispatch(usersRequested({ search: value.trim(), page: 1 }))}
        />
      </div>
      <div className="table-scroll">
        <Table<UserRow>
          rowKey="id"
          loading={isLoading}
          dataSource={userList}
          locale={{ emptyText: 'Không có người dùng nào' }}
          pagination={{
            current: page,
            pageSize,
            total,
            hideOnSinglePage: true,
            onChange: (p) => dispatch(usersRequested({ page: p })),
          }}
          columns={[
            { title: 'Tên', dataIndex: 'userName' },
            { title: 'E-mail', dataIndex: 'email' },
            { title: 'Ngày đăng ký', dataIndex: 'registeredAt', render: dateOnly },
            {
              title: 'Vai trò',
              key: 'role',
              render: (_: unknown, user: UserRow) =>
                user.id === me?.id ? <Tag>{user.role} (bạn)</Tag> : <RolePicker user={user} />,
            },
          ]}
        />
      </div>
    </section>
  );
}
