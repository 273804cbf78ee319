export * from './theme';
export { ThemeProvider, useThemeMode } from './ThemeProvider';
export { Button, type ButtonVariant } from './components/Button';
export { Spinner, LoadingView } from './components/Spinner';
export { Card } from './components/Card';
export { TextField, type TextFieldProps } from './components/TextField';
export { ErrorView } from './components/ErrorView';
export { Avatar, initials } from './components/Avatar';
export * from './texts';
export type { Tone } from './tone';
export type { UiAction } from './types';
export { copyText } from './clipboard';
export { VisuallyHidden } from './components/VisuallyHidden';
export { IconButton, type IconButtonProps, type IconButtonSize } from './components/IconButton';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  InboxIcon,
  LockIcon,
  SearchIcon,
  type IconProps,
} from './components/icons';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastVariant,
} from './components/ToastProvider';
export type { PillSize as BadgeSize, PillVariant as BadgeVariant } from './components/Pill';
export { StatusBadge, statusLabel, statusTone, type StatusBadgeProps } from './components/StatusBadge';
export { Chip, type ChipProps } from './components/Chip';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export type { GatedChild } from './components/gatedChild';
export { PermissionGate, type PermissionGateProps } from './components/PermissionGate';
export { TierGate, type TierGateProps } from './components/TierGate';
export { AccessGate, type AccessGateProps } from './components/AccessGate';
export { CopyButton, COPIED_FEEDBACK_MS, type CopyButtonProps } from './components/CopyButton';
export { Dialog, type DialogProps, type DialogSize } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Drawer, type DrawerProps } from './components/Drawer';
export { ProgressBar } from './components/ProgressBar';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable';
export { Pagination, rangeText, type PaginationProps } from './components/Pagination';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Combobox, type ComboboxOptionState, type ComboboxProps } from './components/Combobox';
export { ChoiceCard, ChoiceGroup } from './components/ChoiceCards';
export { CountryCombobox, type CountryOption } from './components/CountryCombobox';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { MultiSelect, type MultiSelectProps } from './components/MultiSelect';
export { CountryFlag } from './components/CountryFlag';
export { imageServiceDown, reportImage } from './imageService';
