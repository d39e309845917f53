import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Spin } from 'antd';
import { sessionCheckRequested, selectAuth } from '../features/auth/authSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import type { makeRouter } from './router';

/** Checks the session once at start, with the full-screen loading animation until it is known. */
export function App({ router }: { router: ReturnType<typeof makeRouter> }) {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    dispatch(sessionCheckRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!isLoading) setChecked(true);
  }, [isLoading]);
  if (!checked) return <Spin fullscreen size="large" tip="Đang tải..." />;
  return <RouterProvider router={router} />;
}
