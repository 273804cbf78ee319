export * from './theme';
export { ThemeProvider, useThemeMode } from './ThemeProvider';
export { Button, type ButtonVariant } from './components/Button';
export { Spinner, LoadingView } from './components/Spinner';
export { Card } from './components/Card';
export { TextField, type TextFieldProps } from './components/TextField';
export { ErrorView } from './components/ErrorView';
export { Avatar, initials } from './components/Avatar';
