// The overlay and form kit plugins build their dialogs and list pages from.
export { ConfirmActionDialog, type ConfirmActionDialogProps } from './ConfirmActionDialog';
export { DialogForm, type DialogFormProps } from './DialogForm';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { ListEmpty, type ListEmptyProps } from './ListEmpty';
export { ListError } from './ListError';
export { ListPagination, type ListPaginationProps } from './ListPagination';
export { LoadFailure, loadState, NOTHING_TO_LOAD, retryTransient, type LoadLabels, type RecordLoad } from './loadState';
export { PendingButton, type PendingButtonProps } from './PendingButton';
export { RecordOverlay, type RecordOverlayProps } from './RecordOverlay';
export { errorMessage, fieldOfMessage, serverFieldError, type ServerErrorOptions, type ServerFieldError } from './serverErrors';
export { useOwnFailureProvider } from './useOwnFailureProvider';
export { useConfirmedAction, type ConfirmedAction } from './useConfirmedAction';
export { Citations, SourceLink } from './Citations';
export { SecretReveal, type SecretRevealProps } from './SecretReveal';
export { ReportFormChanges, useGuardedLeave, useUnsavedChanges, useUnsavedChangesGuard, type UnsavedChangesGuard } from './unsavedChanges';
