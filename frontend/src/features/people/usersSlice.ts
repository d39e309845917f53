import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@tavico/contracts/client';
import type { UserRow } from './usersApi';

export interface AdminUsersState {
  isLoading: boolean;
  search: string;
  page: number;
  pageSize: number;
  total: number;
  userList: UserRow[];
  /** The user whose role is being changed. */
  changing: string | null;
}

export const initialUsersState: AdminUsersState = {
  isLoading: false,
  search: '',
  page: 1,
  pageSize: 20,
  total: 0,
  userList: [],
  changing: null,
};

export const usersSlice = createSlice({
  name: 'adminUsers',
  initialState: initialUsersState,
  reducers: {
    usersRequested: (state, action: PayloadAction<{ search?: string; page?: number } | undefined>) => {
      state.isLoading = true;
      if (action.payload?.search !== undefined) state.search = action.payload.search;
      if (action.payload?.page !== undefined) state.page = action.payload.page;
    },
    usersLoaded: (state, action: PayloadAction<{ list: UserRow[]; total: number; pageSize: number }>) => {
      state.isLoading = false;
      state.userList = action.payload.list;
      state.total = action.payload.total;
      state.pageSize = action.payload.pageSize;
    },
    usersFailed: (state) => {
      state.isLoading = false;
      state.userList = [];
    },
    roleChangeRequested: (state, action: PayloadAction<{ id: string; role: Role }>) =>
      void (state.changing = action.payload.id),
    roleChangeFinished: (state) => void (state.changing = null),
  },
});

export const { usersRequested, usersLoaded, usersFailed, roleChangeRequested, roleChangeFinished } = usersSlice.actions;

export const selectUsers = (state: { adminUsers?: AdminUsersState }) => state.adminUsers ?? initialUsersState;
