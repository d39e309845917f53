import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Toast } from '../shared/toast';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The store's toast, for a screen that tells something a saga or a command's lifecycle does not. */
export const useToast = (): Toast => (useStore() as AppStore).services.toast;
