import { useEffect, useState } from 'react';
import { Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dateOnly } from '../../shared/format';
import { selectUser } from '../auth';
import type { UserRow } from './usersApi';
import { roleChangeRequested, selectUsers, usersRequested } from './usersSlice';

const roles: Role[] = ['customer', 'supplier', 'admin', 'auditor'];

/** A role picker that asks before it changes anything. */
function RolePicker({ user }: { user: UserRow }) {
  const dispatch = useAppDispatch();
  const { changing } = useAppSelector(selectUsers);
  const [next, setNext] = useState<Role | null>(null);
  const { t } = useTranslation();
  return (
    <Popconfirm
      open={next !== null}
      title={t('backOffice.users.changeAsk', { name: user.userName, role: next ? t(`backOffice.roles.${next}`) : '' })}
      okText={t('backOffice.users.change')}
      cancelText={t('backOffice.common.cancel')}
      onConfirm={() => {
        if (next) dispatch(roleChangeRequested({ id: user.id, role: next }));
        setNext(null);
      }}
      onCancel={() => setNext(null)}
    >
      <Select
        aria-label={t('backOffice.users.roleOf', { name: user.userName })}
        value={user.role}
        options={roles.map((role) => ({ value: role, label: t(`backOffice.roles.${role}`) }))}
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
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const { userList, isLoading, total, page, pageSize, search } = useAppSelector(selectUsers);
  const [text, setText] = useState(search);
  useEffect(() => {
    dispatch(usersRequested());
  }, [dispatch]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.users')}</h1>
      </div>
      <div className="backoffice-filters" role="search">
        <Input.Search
          aria-label={t('backOffice.users.search')}
          placeholder={t('backOffice.users.searchPlaceholder')}
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
          locale={{ emptyText: t('backOffice.users.empty') }}
          pagination={{
            current: page,
            pageSize,
            total,
            hideOnSinglePage: true,
            onChange: (p) => dispatch(usersRequested({ page: p })),
          }}
          columns={[
            { title: t('backOffice.users.name'), dataIndex: 'userName' },
            { title: t('backOffice.users.email'), dataIndex: 'email' },
            { title: t('backOffice.users.registered'), dataIndex: 'registeredAt', render: dateOnly },
            {
              title: t('backOffice.users.role'),
              key: 'role',
              render: (_: unknown, user: UserRow) =>
                user.id === me?.id ? (
                  <Tag>{t('backOffice.users.you', { role: t(`backOffice.roles.${user.role}`) })}</Tag>
                ) : (
                  <RolePicker user={user} />
                ),
            },
          ]}
        />
      </div>
    </section>
  );
}
