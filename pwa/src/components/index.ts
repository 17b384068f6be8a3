export { Button, ButtonLink, type ButtonVariant } from './Button.js';
export { Banner } from './Banner.js';
export { Dialog } from './Dialog.js';
export { Field, TextAreaField } from './Field.js';
export { Spinner } from './Spinner.js';
export { ToastProvider, useToast, type ToastNotice } from './Toast.js';
export { useDocumentTitle } from './useDocumentTitle.js';
export { copyText } from './clipboard.js';
export { Icon, type IconName } from './Icon.js';
