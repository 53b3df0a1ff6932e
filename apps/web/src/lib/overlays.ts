import type { ModalAlertProps } from 'antd-mobile/es/components/modal';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

// antd-mobile's toasts and dialogs bring its animation library with them: they are loaded when the
// first one is shown, not with every page. One promise per module keeps the calls in order (a
// loading toast cleared before it was drawn stays cleared).
let toastModule: Promise<typeof import('antd-mobile/es/components/toast')> | undefined;
let modalModule: Promise<typeof import('antd-mobile/es/components/modal')> | undefined;
const toast = () => (toastModule ??= import('antd-mobile/es/components/toast'));
const modal = () => (modalModule ??= import('antd-mobile/es/components/modal'));

export function showToast(props: ToastShowProps): void {
  void toast().then(({ default: Toast }) => Toast.show(props));
}

export function clearToasts(): void {
  void toast().then(({ default: Toast }) => Toast.clear());
}

/** A dialog with a confirm button only; settles when it is closed. */
export async function alertDialog(props: ModalAlertProps): Promise<void> {
  const { default: Modal } = await modal();
  await Modal.alert(props);
}
