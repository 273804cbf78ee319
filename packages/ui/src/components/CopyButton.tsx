import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copyText } from '../clipboard';
import { COPY_FAILED, copiedToClipboard } from '../texts';
import { CheckIcon, CopyIcon } from './icons';
import { IconButton, type IconButtonSize } from './IconButton';
import { useToast } from './ToastProvider';

const Done = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.success};
`;

/** How long the check mark replaces the copy icon. */
export const COPIED_FEEDBACK_MS = 1500;

export interface CopyButtonProps {
  value: string;
  /** What is copied, e.g. 'Organization ID': the button is 'Copy {label}', the toast '{label} copied to clipboard'. */
  label: string;
  size?: IconButtonSize;
}

/** Copies `value` to the clipboard and says so in a toast. */
export function CopyButton({ value, label, size = 'sm' }: CopyButtonProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(value))) {
      toast.error(COPY_FAILED);
      return;
    }
    toast.success(copiedToClipboard(label));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  const iconSize = size === 'lg' ? 20 : size === 'md' ? 18 : 16;
  return (
    <IconButton size={size} aria-label={`Copy ${label}`} onClick={copy} data-copied={copied || undefined}>
      {copied ? (
        <Done>
          <CheckIcon size={iconSize} />
        </Done>
      ) : (
        <CopyIcon size={iconSize} />
      )}
    </IconButton>
  );
}
