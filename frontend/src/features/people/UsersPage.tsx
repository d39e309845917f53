import { useState } from 'react';
import { Input, Popconfirm, Select, Table, Tag, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tavico/contracts/client';
import { useAppSelector } from '../../app/hooks';
import { dateOnly } from '../../shared/format';
import { messageOf } from '../../shared/http';
import { selectUser } from '../auth';
import { useChangeRoleMutation, useUsersQuery, type UserRow } from './usersApi';

const roles: Role[] = ['customer', 'supplier', 'admin', 'auditor'];

/** A role picker that asks before it changes anything. */
function RolePicker({ user }: { user: UserRow }) {
  const [changeRole, { isLoading: changing }] = useChangeRoleMutation();
  const [next, setNext] = useState<Role | null>(null);
  const { t } = useTranslation();
  return (
    <Popconfirm
      open={next !== null}
      title={t('backOffice.users.changeAsk', { name: user.userName, role: next ? t(`backOffice.roles.${next}`) : '' })}
      okText={t('backOffice.users.change')}
      cancelText={t('backOffice.common.cancel')}
      onConfirm={() => {
        if (next)
          changeRole({ id: user.id, role: next })
            .unwrap()
            .then(
              (answer) => notification.success({ title: answer.message ?? '' }),
              (error: unknown) => notification.error({ title: messageOf(error) }),
            );
        setNext(null);
      }}
      onCancel={() => setNext(null)}
    >
      <Select
        aria-label={t('backOffice.users.roleOf', { name: user.userName })}
        value={user.role}
        options={roles.map((role) => ({ value: role, label: t(`backOffice.roles.${role}`) }))}
        loading={changing}
        onChange={(role: Role) => role !== user.role && setNext(role)}
        style={{ width: 130 }}
      />
    </Popconfirm>
  );
}

/** People: search by name or e-mail, 20 a page, and change a role (admins only). */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const [{ search, page }, setWhich] = useState({ search: '', page: 1 });
  const [text, setText] = useState(search);
  const { data, isFetching, isError } = useUsersQuery({ search, page });
  // A failed read shows an empty table, as it always has.
  const userList = isError ? [] : (data?.data ?? []);

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
          onSearch={(value) => setWhich({ search: value.trim(), page: 1 })}
        />
      </div>
      <div className="table-scroll">
        <Table<UserRow>
          rowKey="id"
          loading={isFetching}
          dataSource={userList}
          locale={{ emptyText: t('backOffice.users.empty') }}
          pagination={{
            current: page,
            pageSize: data?.pageSize ?? 20,
            total: data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (p) => setWhich((w) => ({ ...w, page: p })),
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
